// Seccomp: the system calls a runner may not make once candidate code can run in it (a second wall behind
// the namespaces of confine.h). Forbidden: tracing or reading another process (ptrace, process_vm_*,
// pidfd_getfd), signalling any process but itself, new processes and programs (fork, exec; threads stay),
// namespaces and mounts, kernel modules, eBPF, keys, clocks, io_uring, and sockets other than Unix ones.
// A forbidden call kills the whole process with SIGSYS: the judge reports that as the candidate's
// `forbidden_syscall`, never as a harness error. Built as raw BPF: the harness needs no libseccomp.
#pragma once

#include <string>

namespace kiln::harness {

struct SyscallPolicy
{
    bool processes = false; // fork and exec allowed (the Python runner: Triton runs ptxas as a program)
};

// Installs the filter on every thread of this process. False, with the reason, when the kernel refuses.
bool installSyscallFilter(const SyscallPolicy& policy, std::string* why);

} // namespace kiln::harness
