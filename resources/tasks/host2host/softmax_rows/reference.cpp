// Trusted reference (never copied to a workspace): numerically safe softmax per row, entirely in double
// (row max subtracted before exp), rounded once to fp32.
#include <kiln/kernel_abi.h>
#include <cmath>
#include <cstddef>
#include <vector>

KILN_ENTRY(kiln_softmax_rows)
{
    (void)stream;
    if (num_tensors != 2 || num_params < 2)
        return 1;
    const int64_t rows = params[0], cols = params[1];
    if (rows <= 0 || cols <= 0)
        return 1;
    const float* x = static_cast<const float*>(tensors[0].data);
    float* y = static_cast<float*>(tensors[1].data);
    std::vector<double> e(static_cast<std::size_t>(cols));
    for (int64_t r = 0; r < rows; ++r) {
        double m = -INFINITY;
        for (int64_t c = 0; c < cols; ++c)
            m = std::fmax(m, static_cast<double>(x[r * cols + c]));
        double sum = 0.0;
        for (int64_t c = 0; c < cols; ++c) {
            e[c] = std::exp(static_cast<double>(x[r * cols + c]) - m);
            sum += e[c];
        }
        for (int64_t c = 0; c < cols; ++c)
            y[r * cols + c] = static_cast<float>(e[c] / sum);
    }
    return 0;
}
