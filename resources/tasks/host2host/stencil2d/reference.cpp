// Trusted reference (never copied to a workspace): copy the whole grid, then overwrite the interior
// with the 4-neighbour average computed in double and rounded once to fp32.
#include <kiln/kernel_abi.h>

KILN_ENTRY(kiln_stencil2d)
{
    (void)stream;
    if (num_tensors != 2 || num_params < 2)
        return 1;
    const int64_t h = params[0], w = params[1];
    if (h <= 0 || w <= 0)
        return 1;
    const float* in = static_cast<const float*>(tensors[0].data);
    float* out = static_cast<float*>(tensors[1].data);
    for (int64_t k = 0; k < h * w; ++k)
        out[k] = in[k];
    for (int64_t i = 1; i + 1 < h; ++i)
        for (int64_t j = 1; j + 1 < w; ++j) {
            const double sum = static_cast<double>(in[(i - 1) * w + j]) + static_cast<double>(in[(i + 1) * w + j]) +
                               static_cast<double>(in[i * w + (j - 1)]) + static_cast<double>(in[i * w + (j + 1)]);
            out[i * w + j] = static_cast<float>(sum / 4.0);
        }
    return 0;
}
