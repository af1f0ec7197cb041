// Baseline: a sequential scalar loop with double accumulator(s). Correct for every n, deliberately plain.
// ACC (tunable) is the number of independent partial sums; ACC = 1 is one serial add chain, so every
// addition waits for the previous one.
#include <kiln/kernel_abi.h>

#ifndef ACC
#define ACC 2
#endif

static double sum_plain(const float* x, int64_t n)
{
    double acc[ACC];
    for (int u = 0; u < ACC; ++u)
        acc[u] = 0.0;
    int64_t i = 0;
    for (; i + ACC <= n; i += ACC)
        for (int u = 0; u < ACC; ++u)
            acc[u] += static_cast<double>(x[i + u]);
    for (; i < n; ++i)  // the tail when n is not a multiple of ACC
        acc[0] += static_cast<double>(x[i]);
    double total = 0.0;
    for (int u = 0; u < ACC; ++u)
        total += acc[u];
    return total;
}

KILN_ENTRY(kiln_reduce_sum_f32)
{
    (void)stream;
    if (num_tensors != 2 || num_params < 1)
        return 1;
    const int64_t n = params[0];
    if (n <= 0 || tensors[0].rank != 1 || tensors[0].shape[0] != n || tensors[1].rank != 1 || tensors[1].shape[0] != 1)
        return 1;
    static_cast<float*>(tensors[1].data)[0] = static_cast<float>(sum_plain(static_cast<const float*>(tensors[0].data), n));
    return 0;
}
