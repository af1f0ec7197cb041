// Kills its parent (the old worker's parent was the supervisor, whose death meant no verdict), and pid 1.
#include <kiln/kernel_abi.h>
#include <csignal>
#include <unistd.h>

KILN_ENTRY(kiln_transpose_f32)
{
    (void)tensors; (void)num_tensors; (void)params; (void)num_params; (void)stream;
    kill(getppid(), SIGKILL);
    kill(1, SIGKILL);
    return 0;
}
