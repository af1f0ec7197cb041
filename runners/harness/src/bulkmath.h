// Bulk math: the per-element formulas of the device-side operations (input generation, input checksum),
// written once for device kernels (bulk_gpu.cu) and the host. The host uses them for the cross-check
// (KILN_HARNESS_CROSSCHECK=1): it recomputes on the host exactly what the device should have produced.
// Plain C++: no runtime headers, so the host-only harness compiles it with any C++ compiler.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>

#if defined(__CUDACC__) || defined(__HIPCC__)
#define KILN_HD __host__ __device__
#else
#define KILN_HD
#endif

namespace kiln::harness::bulk {

// Distributions the device generates. `positive` is `uniform` with other defaults; `permutation` stays on
// the host (a shuffle is not an elementwise formula).
enum Dist : int { DistUniform = 0, DistNormal = 1, DistRandint = 2 };

// A resolved init declaration: defaults applied, so device code sees only numbers.
struct GenParams
{
    int dist = DistUniform;
    double a = 0, b = 0; // uniform: low, high; normal: mean, std; randint: low, unused
    uint64_t span = 1;   // randint: high - low (at least 1)
    uint64_t key = 0;    // the tensor's seed, mixed
};

// splitmix64's output function: a bijection of 64-bit words with good avalanche.
KILN_HD inline uint64_t mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

// Counter-based: the value for (key, counter) depends on nothing else, so any launch geometry (and the
// host replica) produces the same numbers.
KILN_HD inline uint64_t counterHash(uint64_t key, uint64_t counter)
{
    return mix64(key + (counter + 1) * 0x9e3779b97f4a7c15ULL);
}

KILN_HD inline double unitInterval(uint64_t h)
{
    return static_cast<double>(h >> 11) * (1.0 / 9007199254740992.0); // [0, 1), 53 bits
}

// Element i of the tensor, in double; the caller rounds it to the storage type.
KILN_HD inline double generatedValue(const GenParams& p, uint64_t i)
{
    if (p.dist == DistNormal) {
        // Box-Muller from two independent counters; 1 - u keeps the logarithm away from zero.
        const double u1 = 1.0 - unitInterval(counterHash(p.key, 2 * i));
        const double u2 = unitInterval(counterHash(p.key, 2 * i + 1));
        return p.a + p.b * sqrt(-2.0 * log(u1)) * cos(6.283185307179586 * u2);
    }
    if (p.dist == DistRandint)
        return p.a + static_cast<double>(counterHash(p.key, i) % p.span);
    return p.a + (p.b - p.a) * unitInterval(counterHash(p.key, i));
}

// Input checksum: a sum (mod 2^64) of one mixed term per 8-byte word, keyed by the word's position. Any
// single changed word changes the sum (the term is a bijection of the word), moved words change it (the
// key differs), and addition is order-free, so a parallel reduction is exact and deterministic.
KILN_HD inline uint64_t checksumTerm(uint64_t word, uint64_t wordIndex)
{
    return mix64(word ^ (wordIndex * 0x9e3779b97f4a7c15ULL + 0x632be59bd9b4e019ULL));
}

// The last, partial word (bytes % 8 of them, little-endian, zero-padded) and the length close the sum.
KILN_HD inline uint64_t checksumFinish(uint64_t sum, size_t bytes)
{
    return mix64(sum + mix64(static_cast<uint64_t>(bytes)));
}

} // namespace kiln::harness::bulk
