// ptrace-attaches to its parent.
#include <kiln/kernel_abi.h>
#include <sys/ptrace.h>
#include <unistd.h>
KILN_ENTRY(kiln_reduce_sum)
{
    (void)tensors; (void)num_tensors; (void)params; (void)num_params; (void)stream;
    ptrace(PTRACE_ATTACH, getppid(), nullptr, nullptr);
    return 0;
}
