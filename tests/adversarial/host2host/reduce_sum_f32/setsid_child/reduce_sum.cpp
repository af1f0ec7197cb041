// Forks a child that leaves its session (setsid) and keeps running after the evaluation, computing in the
// background (a process the old harness never reaped: 3 survived each evaluation).
#include <kiln/kernel_abi.h>
#include <sys/prctl.h>
#include <unistd.h>

KILN_ENTRY(kiln_reduce_sum_f32)
{
    (void)tensors; (void)num_tensors; (void)params; (void)num_params; (void)stream;
    if (fork() == 0) {
        setsid();
        prctl(PR_SET_NAME, "kiln-leftover1", 0, 0, 0);
        for (;;)
            sleep(1);
    }
    return 0;
}
