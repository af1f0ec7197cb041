#include "csprng.h"

#include <cerrno>
#include <cstdlib>
#include <sys/random.h>

namespace kiln::harness {

uint64_t secureRandom()
{
    // A buffer of kernel randomness, refilled when spent: one getrandom call per 512 numbers.
    static uint64_t pool[512];
    static size_t next = sizeof pool / sizeof pool[0];
    if (next == sizeof pool / sizeof pool[0]) {
        size_t got = 0;
        auto* bytes = reinterpret_cast<unsigned char*>(pool);
        while (got < sizeof pool) {
            const ssize_t n = getrandom(bytes + got, sizeof pool - got, 0);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                std::abort(); // no randomness from the kernel: no choice the candidate could not predict
            got += static_cast<size_t>(n);
        }
        next = 0;
    }
    return pool[next++];
}

} // namespace kiln::harness
