// Baseline: one Jacobi step, element by element, with a boundary test on every element.
// Correct for every shape, deliberately plain.
#include <kiln/kernel_abi.h>

static void jacobi_step(const float* in, float* out, int64_t h, int64_t w)
{
    for (int64_t i = 0; i < h; ++i) {
        for (int64_t j = 0; j < w; ++j) {
            if (i == 0 || i == h - 1 || j == 0 || j == w - 1) {
                out[i * w + j] = in[i * w + j];  // boundary: copied unchanged
            } else {
                const float up = in[(i - 1) * w + j];
                const float down = in[(i + 1) * w + j];
                const float left = in[i * w + j - 1];
                const float right = in[i * w + j + 1];
                out[i * w + j] = 0.25f * (up + down + left + right);
            }
        }
    }
}

KILN_ENTRY(kiln_stencil2d)
{
    (void)stream;
    if (num_tensors != 2 || num_params < 2)
        return 1;
    const int64_t h = params[0], w = params[1];
    if (h <= 0 || w <= 0)
        return 1;
    for (int t = 0; t < 2; ++t)
        if (tensors[t].rank != 2 || tensors[t].shape[0] != h || tensors[t].shape[1] != w)
            return 1;
    jacobi_step(static_cast<const float*>(tensors[0].data), static_cast<float*>(tensors[1].data), h, w);
    return 0;
}
