// Forks a child that calls setsid() and stays.
#include <kiln/kernel_abi.h>
#include <unistd.h>
KILN_ENTRY(kiln_vector_add)
{
    (void)tensors; (void)num_tensors; (void)params; (void)num_params; (void)stream;
    if (fork() == 0) {
        setsid();
        for (;;)
            sleep(1);
    }
    return 0;
}
