// Trusted reference (never copied to a workspace): one sequential sum in long double (64-bit mantissa,
// so rounding error stays far below fp32 resolution at any n here), rounded once to fp32.
#include <kiln/kernel_abi.h>

KILN_ENTRY(kiln_reduce_sum_f32)
{
    (void)stream;
    if (num_tensors != 2 || num_params < 1)
        return 1;
    const int64_t n = params[0];
    if (n <= 0)
        return 1;
    const float* x = static_cast<const float*>(tensors[0].data);
    long double sum = 0.0L;
    for (int64_t i = 0; i < n; ++i)
        sum += static_cast<long double>(x[i]);
    static_cast<float*>(tensors[1].data)[0] = static_cast<float>(sum);
    return 0;
}
