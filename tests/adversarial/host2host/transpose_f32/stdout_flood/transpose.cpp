// Prints 256 MiB to stdout and stderr on its first call (to flood whatever reads it: the old worker's
// stderr went through the supervisor to Kiln), then transposes honestly.
#include <kiln/kernel_abi.h>
#include <cstring>
#include <unistd.h>

KILN_ENTRY(kiln_transpose_f32)
{
    (void)num_tensors; (void)num_params; (void)stream;
    static bool flooded = [] {
        static char line[1 << 16];
        std::memset(line, 'x', sizeof line);
        line[sizeof line - 1] = '\n';
        for (int i = 0; i < 2048; ++i)
            (void)!write(i % 2 ? 1 : 2, line, sizeof line);
        return true;
    }();
    (void)flooded;
    const int64_t rows = params[0], cols = params[1];
    const float* in = static_cast<const float*>(tensors[0].data);
    float* out = static_cast<float*>(tensors[1].data);
    for (int64_t r = 0; r < rows; ++r)
        for (int64_t c = 0; c < cols; ++c)
            out[c * rows + r] = in[r * cols + c];
    return 0;
}
