// Trusted reference (never copied to a workspace): fills the output in its own row-major order,
// out[c][r] = in[r][c]. A pure copy, so the result is exact.
#include <kiln/kernel_abi.h>

KILN_ENTRY(kiln_transpose_f32)
{
    (void)stream;
    if (num_tensors != 2 || num_params < 2)
        return 1;
    const int64_t rows = params[0], cols = params[1];
    if (rows <= 0 || cols <= 0)
        return 1;
    const float* in = static_cast<const float*>(tensors[0].data);
    float* out = static_cast<float*>(tensors[1].data);
    for (int64_t c = 0; c < cols; ++c)
        for (int64_t r = 0; r < rows; ++r)
            out[c * rows + r] = in[r * cols + c];
    return 0;
}
