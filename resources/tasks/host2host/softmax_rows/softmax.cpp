// Baseline: three scalar passes per row (max, exponentials and their sum, division); fp32 except the row
// sum, which is accumulated in double so very long rows stay accurate. Correct for every shape,
// deliberately plain.
#include <kiln/kernel_abi.h>
#include <cmath>

static void softmax_plain(const float* x, float* y, int64_t rows, int64_t cols)
{
    for (int64_t r = 0; r < rows; ++r) {
        const float* xr = x + r * cols;
        float* yr = y + r * cols;
        float m = xr[0];
        for (int64_t c = 1; c < cols; ++c)
            if (xr[c] > m)
                m = xr[c];
        double sum = 0.0;
        for (int64_t c = 0; c < cols; ++c) {
            yr[c] = std::exp(xr[c] - m);
            sum += yr[c];
        }
        const float inv = static_cast<float>(1.0 / sum);
        for (int64_t c = 0; c < cols; ++c)
            yr[c] = yr[c] * inv;
    }
}

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
    softmax_plain(static_cast<const float*>(tensors[0].data), static_cast<float*>(tensors[1].data), rows, cols);
    return 0;
}
