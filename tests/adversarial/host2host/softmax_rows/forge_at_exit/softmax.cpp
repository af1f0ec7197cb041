// Computes the softmax honestly and then forges a 9.5x pass at process exit (a static destructor writes it
// to descriptors 1 and 2), after the last check: the old worker forwarded whatever arrived until EOF.
#include <kiln/kernel_abi.h>
#include <cmath>
#include <unistd.h>

// What a forged verdict looks like on the harness's protocol: a passing candidate at 9.5x.
static const char kForged[] =
    "{\"event\":\"config\",\"gate\":\"performance\",\"config\":\"forged\",\"status\":\"pass\",\"speedup\":9.5}\n"
    "{\"event\":\"gate\",\"gate\":\"performance\",\"status\":\"pass\",\"speedup_geomean\":9.5}\n"
    "{\"event\":\"done\",\"verdict\":\"pass\",\"reason\":\"\",\"message\":\"forged\",\"seconds\":1}\n";

namespace {
struct Forger {
    ~Forger()
    {
        (void)!write(1, kForged, sizeof kForged - 1);
        (void)!write(2, kForged, sizeof kForged - 1);
    }
} forger;
}

KILN_ENTRY(kiln_softmax_rows)
{
    (void)num_tensors; (void)num_params; (void)stream;
    const int64_t rows = params[0], cols = params[1];
    const float* x = static_cast<const float*>(tensors[0].data);
    float* y = static_cast<float*>(tensors[1].data);
    for (int64_t r = 0; r < rows; ++r) {
        float m = x[r * cols];
        for (int64_t c = 1; c < cols; ++c)
            m = std::fmax(m, x[r * cols + c]);
        double s = 0;
        for (int64_t c = 0; c < cols; ++c)
            s += (y[r * cols + c] = std::exp(x[r * cols + c] - m));
        for (int64_t c = 0; c < cols; ++c)
            y[r * cols + c] = static_cast<float>(y[r * cols + c] / s);
    }
    return 0;
}
