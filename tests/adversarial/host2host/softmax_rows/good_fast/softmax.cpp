// Row softmax (fp32), 8 lanes at a time with GCC/Clang vector extensions.
//
// Per row: (1) the maximum over 8-float vectors; (2) e = exp(x - max) written to y while 8 lane sums
// accumulate; (3) y *= 1 / sum. The exponential is the classic Cephes expf, evaluated on whole vectors:
// range reduction x = n ln2 + r with ln2 split in two constants, a degree-6 polynomial for e^r, and 2^n
// built in the exponent bits. Its error is about 1-2 ulp (relative ~2e-7, far inside the task's 1e-4).
// Arguments are <= 0 after the max subtraction; they are clamped at -87 so 2^n stays a normal float
// (exp(-87) ~ 1.6e-38 is far below the absolute tolerance anyway). Columns left over when cols is not a
// multiple of 8 go through the same formula one element at a time, so every shape is handled.
#include <kiln/kernel_abi.h>
#include <cmath>
#include <cstdint>
#include <cstring>

namespace {

typedef float v8f __attribute__((vector_size(32)));
typedef int32_t v8i __attribute__((vector_size(32)));

inline v8f load(const float* p)
{
    v8f v;
    std::memcpy(&v, p, sizeof v);
    return v;
}
inline void store(float* p, v8f v) { std::memcpy(p, &v, sizeof v); }
inline v8f splat(float s) { return v8f{s, s, s, s, s, s, s, s}; }
inline v8f select(v8i mask, v8f a, v8f b) { return (v8f)((mask & (v8i)a) | (~mask & (v8i)b)); }
inline v8f vmax(v8f a, v8f b) { return select(a > b, a, b); }

inline v8f exp_neg(v8f x)  // x <= 0
{
    x = vmax(x, splat(-87.0f));
    const v8f t = x * 1.44269504088896341f + 0.5f;
    v8f fx = __builtin_convertvector(__builtin_convertvector(t, v8i), v8f);  // trunc(t)
    fx += __builtin_convertvector(fx > t, v8f);                              // floor: -1 where trunc > t
    v8f r = x - fx * 0.693359375f;
    r = r - fx * -2.12194440e-4f;
    v8f p = splat(1.9875691500e-4f);
    p = p * r + 1.3981999507e-3f;
    p = p * r + 8.3334519073e-3f;
    p = p * r + 4.1665795894e-2f;
    p = p * r + 1.6666665459e-1f;
    p = p * r + 5.0000001201e-1f;
    p = p * r * r + r + 1.0f;
    const v8i n = __builtin_convertvector(fx, v8i);
    return p * (v8f)((n + 127) << 23);
}

inline float exp_neg1(float x)  // the same formula, one element
{
    float in[8] = {x, x, x, x, x, x, x, x};
    float out[8];
    store(out, exp_neg(load(in)));
    return out[0];
}

void softmax_row(const float* __restrict x, float* __restrict y, int64_t cols)
{
    const int64_t main = cols - cols % 8;

    // (1) row maximum
    v8f mv = splat(-INFINITY);
    for (int64_t c = 0; c < main; c += 8)
        mv = vmax(mv, load(x + c));
    float m = -INFINITY;
    for (int u = 0; u < 8; ++u)
        m = mv[u] > m ? mv[u] : m;
    for (int64_t c = main; c < cols; ++c)
        m = x[c] > m ? x[c] : m;

    // (2) exponentials and their sum: two fp32 vector accumulators per block of at most 1024 columns, each
    // block's partial added in double, so no fp32 add chain grows beyond 64 terms even on very long rows.
    const v8f mm = splat(m);
    double sum = 0.0;
    int64_t c = 0;
    while (c < main) {
        const int64_t block_end = main - c > 1024 ? c + 1024 : main;
        v8f s0 = splat(0.0f), s1 = splat(0.0f);
        for (; c + 16 <= block_end; c += 16) {
            const v8f e0 = exp_neg(load(x + c) - mm);
            const v8f e1 = exp_neg(load(x + c + 8) - mm);
            store(y + c, e0);
            store(y + c + 8, e1);
            s0 += e0;
            s1 += e1;
        }
        for (; c < block_end; c += 8) {
            const v8f e = exp_neg(load(x + c) - mm);
            store(y + c, e);
            s0 += e;
        }
        for (int u = 0; u < 8; ++u)
            sum += static_cast<double>(s0[u]) + static_cast<double>(s1[u]);
    }
    for (c = main; c < cols; ++c) {
        const float e = exp_neg1(x[c] - m);
        y[c] = e;
        sum += e;
    }

    // (3) normalize
    const float inv = static_cast<float>(1.0 / sum);
    const v8f vinv = splat(inv);
    for (c = 0; c < main; c += 8)
        store(y + c, load(y + c) * vinv);
    for (c = main; c < cols; ++c)
        y[c] *= inv;
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
    const float* x = static_cast<const float*>(tensors[0].data);
    float* y = static_cast<float*>(tensors[1].data);
    for (int64_t r = 0; r < rows; ++r)
        softmax_row(x + r * cols, y + r * cols, cols);
    return 0;
}
