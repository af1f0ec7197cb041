#include "seccomp.h"

#include <cerrno>
#include <cstddef>
#include <cstring>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <vector>

namespace kiln::harness {

namespace {

#if defined(__x86_64__)
constexpr unsigned kArch = AUDIT_ARCH_X86_64;
#elif defined(__aarch64__)
constexpr unsigned kArch = AUDIT_ARCH_AARCH64;
#else
#error "the runner's syscall filter knows x86-64 and AArch64"
#endif

constexpr unsigned kAllow = SECCOMP_RET_ALLOW;
constexpr unsigned kKill = SECCOMP_RET_KILL_PROCESS;
constexpr unsigned errnoAction(int e)
{
    return SECCOMP_RET_ERRNO | (static_cast<unsigned>(e) & SECCOMP_RET_DATA);
}

constexpr unsigned kNr = offsetof(seccomp_data, nr);
constexpr unsigned kArchOffset = offsetof(seccomp_data, arch);
constexpr unsigned arg0Low()
{
    return offsetof(seccomp_data, args);
} // little-endian: the low word first

struct Program
{
    std::vector<sock_filter> code;
    void op(unsigned short c, unsigned k, unsigned char jt = 0, unsigned char jf = 0)
    {
        code.push_back({c, jt, jf, k});
    }
    void loadNr() { op(BPF_LD | BPF_W | BPF_ABS, kNr); }
    void ret(unsigned action) { op(BPF_RET | BPF_K, action); }
    // if (nr == number) { block } ; block must end with a return.
    void when(long number, const std::vector<sock_filter>& block)
    {
        op(BPF_JMP | BPF_JEQ | BPF_K, static_cast<unsigned>(number), 0, static_cast<unsigned char>(block.size()));
        code.insert(code.end(), block.begin(), block.end());
    }
};

sock_filter stmt(unsigned short c, unsigned k)
{
    return {c, 0, 0, k};
}
sock_filter jump(unsigned short c, unsigned k, unsigned char jt, unsigned char jf)
{
    return {c, jt, jf, k};
}
std::vector<sock_filter> just(unsigned action)
{
    return {stmt(BPF_RET | BPF_K, action)};
}

// Allowed only when the first argument is this process (or, for kill, 0: its own process group).
std::vector<sock_filter> onlySelf(unsigned self, bool groupToo)
{
    std::vector<sock_filter> b{stmt(BPF_LD | BPF_W | BPF_ABS, arg0Low())};
    if (groupToo) {
        b.push_back(jump(BPF_JMP | BPF_JEQ | BPF_K, self, 2, 0));
        b.push_back(jump(BPF_JMP | BPF_JEQ | BPF_K, 0, 1, 0));
    } else {
        b.push_back(jump(BPF_JMP | BPF_JEQ | BPF_K, self, 1, 0));
    }
    b.push_back(stmt(BPF_RET | BPF_K, kKill));
    b.push_back(stmt(BPF_RET | BPF_K, kAllow));
    return b;
}

} // namespace

bool installSyscallFilter(const SyscallPolicy& policy, std::string* why)
{
    const unsigned self = static_cast<unsigned>(getpid());
    Program p;
    p.op(BPF_LD | BPF_W | BPF_ABS, kArchOffset);
    p.op(BPF_JMP | BPF_JEQ | BPF_K, kArch, 1, 0);
    p.ret(kKill);
    p.loadNr();
#if defined(__x86_64__)
    p.op(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1); // the x32 ABI's numbers: not ours
    p.ret(kKill);
#endif
    // A table of names, packed.
    // clang-format off
    const long killed[] = {
        SYS_ptrace, SYS_process_vm_readv, SYS_process_vm_writev, SYS_kexec_load, SYS_kexec_file_load,
        SYS_init_module, SYS_finit_module, SYS_delete_module, SYS_bpf, SYS_userfaultfd, SYS_mount, SYS_umount2,
        SYS_pivot_root, SYS_chroot, SYS_unshare, SYS_setns, SYS_keyctl, SYS_add_key, SYS_request_key, SYS_swapon,
        SYS_swapoff, SYS_reboot, SYS_settimeofday, SYS_clock_settime, SYS_clock_adjtime, SYS_adjtimex, SYS_acct,
        SYS_quotactl, SYS_open_by_handle_at, SYS_name_to_handle_at, SYS_kcmp, SYS_pidfd_getfd,
        SYS_pidfd_send_signal, SYS_move_mount, SYS_open_tree, SYS_fsopen, SYS_fsconfig, SYS_fsmount, SYS_fspick,
        SYS_mount_setattr,
#if defined(__x86_64__)
        SYS_iopl, SYS_ioperm,
#endif
    };
    // clang-format on
    for (long nr : killed)
        p.when(nr, just(kKill));
    for (long nr : {static_cast<long>(SYS_perf_event_open), static_cast<long>(SYS_io_uring_setup),
                    static_cast<long>(SYS_io_uring_enter), static_cast<long>(SYS_io_uring_register),
                    static_cast<long>(SYS_tkill)})
        p.when(nr, just(errnoAction(EPERM)));
    // glibc starts threads with clone3 and falls back to clone when told it does not exist: clone's flags
    // can be read, clone3's (behind a pointer) cannot.
    p.when(SYS_clone3, just(errnoAction(ENOSYS)));
    if (!policy.processes) {
        p.when(SYS_clone,
               {stmt(BPF_LD | BPF_W | BPF_ABS, arg0Low()), jump(BPF_JMP | BPF_JSET | BPF_K, CLONE_THREAD, 0, 1),
                stmt(BPF_RET | BPF_K, kAllow), stmt(BPF_RET | BPF_K, kKill)});
#if defined(__x86_64__)
        p.when(SYS_fork, just(kKill));
        p.when(SYS_vfork, just(kKill));
#endif
        p.when(SYS_execve, just(kKill));
        p.when(SYS_execveat, just(kKill));
    }
    p.when(SYS_kill, onlySelf(self, true));
    p.when(SYS_tgkill, onlySelf(self, false));
    p.when(SYS_rt_sigqueueinfo, onlySelf(self, false));
    p.when(SYS_rt_tgsigqueueinfo, onlySelf(self, false));
    p.when(SYS_socket, {stmt(BPF_LD | BPF_W | BPF_ABS, arg0Low()), jump(BPF_JMP | BPF_JEQ | BPF_K, AF_UNIX, 0, 1),
                        stmt(BPF_RET | BPF_K, kAllow), stmt(BPF_RET | BPF_K, errnoAction(EACCES))});
    p.ret(kAllow);

    sock_fprog prog{static_cast<unsigned short>(p.code.size()), p.code.data()};
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 ||
        syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_TSYNC, &prog) != 0) {
        if (why)
            *why = std::string("seccomp: ") + std::strerror(errno);
        return false;
    }
    return true;
}

} // namespace kiln::harness
