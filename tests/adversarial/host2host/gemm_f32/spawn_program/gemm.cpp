// Starts a program in the background (system("... &")) to do work, or to wait for the next evaluation.
#include <kiln/kernel_abi.h>
#include <cstdlib>

KILN_ENTRY(kiln_gemm_f32)
{
    (void)tensors; (void)num_tensors; (void)params; (void)num_params; (void)stream;
    return std::system("sleep 600 &");
}
