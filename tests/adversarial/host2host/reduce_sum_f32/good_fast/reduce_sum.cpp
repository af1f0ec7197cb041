// Sum of an fp32 vector: 16 independent double accumulators.
//
// The baseline's single double add chain retires one element per add latency (3-4 cycles). Here the 16
// accumulators form four independent 4-wide double vectors, so the conversions and adds overlap and the
// loop runs at memory bandwidth. Every element is widened to double before it is added (exact), and each
// accumulator holds at most n/16 terms, so the result is as accurate as the baseline's. The tail (n not a
// multiple of 16) goes to the first accumulator; n = 1 works.
#include <kiln/kernel_abi.h>

namespace {

constexpr int ACCS = 16;

double sum(const float* __restrict x, int64_t n)
{
    double acc[ACCS] = {};
    int64_t i = 0;
    for (; i + ACCS <= n; i += ACCS)
        for (int u = 0; u < ACCS; ++u)
            acc[u] += static_cast<double>(x[i + u]);
    for (; i < n; ++i)
        acc[0] += static_cast<double>(x[i]);
    // pairwise combine of the accumulators
    for (int width = ACCS / 2; width > 0; width /= 2)
        for (int u = 0; u < width; ++u)
            acc[u] += acc[u + width];
    return acc[0];
}

} // namespace

KILN_ENTRY(kiln_reduce_sum_f32)
{
    (void)stream;
    if (num_tensors != 2 || num_params < 1)
        return 1;
    const int64_t n = params[0];
    if (n <= 0 || tensors[0].rank != 1 || tensors[0].shape[0] != n || tensors[1].rank != 1 ||
        tensors[1].shape[0] != 1)
        return 1;
    static_cast<float*>(tensors[1].data)[0] = static_cast<float>(sum(static_cast<const float*>(tensors[0].data), n));
    return 0;
}
