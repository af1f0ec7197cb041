// Baseline: element-by-element transpose, reading `in` row by row and writing `out` with a stride of
// `rows` floats. Correct for every shape, deliberately plain. TILE (tunable) walks the matrix in
// TILE x TILE squares; TILE = 1 is the plain row-by-row loop.
#include <kiln/kernel_abi.h>

#ifndef TILE
#define TILE 1
#endif

static void transpose_naive(const float* in, float* out, int64_t rows, int64_t cols)
{
    for (int64_t r0 = 0; r0 < rows; r0 += TILE) {
        const int64_t r1 = r0 + TILE < rows ? r0 + TILE : rows;
        for (int64_t c0 = 0; c0 < cols; c0 += TILE) {
            const int64_t c1 = c0 + TILE < cols ? c0 + TILE : cols;
            for (int64_t r = r0; r < r1; ++r)
                for (int64_t c = c0; c < c1; ++c)
                    out[c * rows + r] = in[r * cols + c];
        }
    }
}

KILN_ENTRY(kiln_transpose_f32)
{
    (void)stream;
    if (num_tensors != 2 || num_params < 2)
        return 1;
    const int64_t rows = params[0], cols = params[1];
    if (rows <= 0 || cols <= 0)
        return 1;
    if (tensors[0].rank != 2 || tensors[0].shape[0] != rows || tensors[0].shape[1] != cols ||
        tensors[1].rank != 2 || tensors[1].shape[0] != cols || tensors[1].shape[1] != rows)
        return 1;
    transpose_naive(static_cast<const float*>(tensors[0].data), static_cast<float*>(tensors[1].data), rows, cols);
    return 0;
}
