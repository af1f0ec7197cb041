// Kills its parent and pid 1.
#include <kiln/kernel_abi.h>
#include <csignal>
#include <unistd.h>
KILN_ENTRY(kiln_vector_add)
{
    (void)tensors; (void)num_tensors; (void)params; (void)num_params; (void)stream;
    kill(getppid(), SIGKILL);
    kill(1, SIGKILL);
    return 0;
}
