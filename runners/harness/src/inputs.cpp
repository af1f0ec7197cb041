#include "inputs.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>
#include <random>
#include <thread>

namespace kiln::harness {

namespace {

uint64_t splitmix64(uint64_t& x)
{
    uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

double uniform01(uint64_t& state)
{
    return (splitmix64(state) >> 11) * (1.0 / 9007199254740992.0); // [0, 1)
}

constexpr size_t kChunk = 1 << 20;

double initArg(const InitDecl& init, const char* key, double fallback)
{
    const auto it = init.args.find(key);
    return it == init.args.end() ? fallback : it->second;
}

void fillChunk(void* out, DType dtype, size_t begin, size_t end, const InitDecl& init, uint64_t seed)
{
    uint64_t state = seed ^ (0xd1b54a32d192ed03ULL * (begin / kChunk + 1));
    const auto arg = [&](const char* k, double d) { return initArg(init, k, d); };
    const std::string& dist = init.dist;
    if (dist == "normal") {
        const double mean = arg("mean", 0), stddev = arg("std", 1);
        for (size_t i = begin; i < end; ++i) {
            // Box-Muller; 1 - u keeps log away from zero.
            const double u1 = 1.0 - uniform01(state), u2 = uniform01(state);
            storeElement(out, dtype, i,
                         mean + stddev * std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2));
        }
    } else if (dist == "randint") {
        const double low = arg("low", 0), high = arg("high", 100);
        const uint64_t span = static_cast<uint64_t>(std::max(1.0, high - low));
        for (size_t i = begin; i < end; ++i)
            storeElement(out, dtype, i, low + static_cast<double>(splitmix64(state) % span));
    } else {
        // uniform and positive
        const double low = arg("low", dist == "positive" ? 0.5 : -1.0),
                     high = arg("high", dist == "positive" ? 2.0 : 1.0);
        for (size_t i = begin; i < end; ++i)
            storeElement(out, dtype, i, low + (high - low) * uniform01(state));
    }
}

} // namespace

size_t numelOf(const std::vector<int64_t>& shape)
{
    size_t n = 1;
    for (int64_t d : shape)
        n *= static_cast<size_t>(d);
    return n;
}

void generate(void* out, DType dtype, size_t numel, const InitDecl& init, uint64_t seed)
{
    if (init.dist == "permutation") {
        std::vector<int64_t> perm(numel);
        std::iota(perm.begin(), perm.end(), 0);
        std::mt19937_64 rng(seed);
        std::shuffle(perm.begin(), perm.end(), rng);
        for (size_t i = 0; i < numel; ++i)
            storeElement(out, dtype, i, static_cast<double>(perm[i]));
        return;
    }
    const size_t chunks = (numel + kChunk - 1) / kChunk;
    const size_t threads = std::min<size_t>(std::max(1u, std::thread::hardware_concurrency()), chunks);
    if (threads <= 1) {
        for (size_t c = 0; c < chunks; ++c)
            fillChunk(out, dtype, c * kChunk, std::min(numel, (c + 1) * kChunk), init, seed);
        return;
    }
    std::vector<std::thread> pool;
    for (size_t t = 0; t < threads; ++t)
        pool.emplace_back([&, t] {
            for (size_t c = t; c < chunks; c += threads)
                fillChunk(out, dtype, c * kChunk, std::min(numel, (c + 1) * kChunk), init, seed);
        });
    for (auto& th : pool)
        th.join();
}

bool deviceGenerates(const InitDecl& init)
{
    return init.dist != "permutation";
}

// The same defaults as fillChunk: an unknown distribution is uniform there too.
bulk::GenParams genParams(const InitDecl& init, uint64_t seed)
{
    bulk::GenParams p;
    p.key = bulk::mix64(seed ^ 0x2545f4914f6cdd1dULL);
    if (init.dist == "normal") {
        p.dist = bulk::DistNormal;
        p.a = initArg(init, "mean", 0);
        p.b = initArg(init, "std", 1);
    } else if (init.dist == "randint") {
        p.dist = bulk::DistRandint;
        p.a = initArg(init, "low", 0);
        p.span = static_cast<uint64_t>(std::max(1.0, initArg(init, "high", 100) - p.a));
    } else {
        const bool positive = init.dist == "positive";
        p.dist = bulk::DistUniform;
        p.a = initArg(init, "low", positive ? 0.5 : -1.0);
        p.b = initArg(init, "high", positive ? 2.0 : 1.0);
    }
    return p;
}

// Only the cross-check calls this, on tensors of up to gigabytes: ranges on all cores.
void generateReplica(void* out, DType dtype, size_t numel, const bulk::GenParams& params)
{
    const size_t threads = numel < kChunk ? 1 : std::max(1u, std::min(16u, std::thread::hardware_concurrency()));
    auto fill = [&](size_t begin, size_t end) {
        for (size_t i = begin; i < end; ++i)
            storeElement(out, dtype, i, bulk::generatedValue(params, i));
    };
    std::vector<std::thread> pool;
    for (size_t t = 0; t < threads; ++t)
        pool.emplace_back(fill, numel * t / threads, numel * (t + 1) / threads);
    for (auto& th : pool)
        th.join();
}

uint64_t positionalChecksum(const void* data, size_t bytes)
{
    const auto* p = static_cast<const unsigned char*>(data);
    uint64_t sum = 0;
    const size_t words = bytes / 8;
    for (size_t k = 0; k < words; ++k) {
        uint64_t w;
        std::memcpy(&w, p + 8 * k, 8);
        sum += bulk::checksumTerm(w, k);
    }
    if (bytes % 8) {
        uint64_t w = 0;
        for (size_t b = 0; b < bytes % 8; ++b)
            w |= static_cast<uint64_t>(p[8 * words + b]) << (8 * b);
        sum += bulk::checksumTerm(w, words);
    }
    return bulk::checksumFinish(sum, bytes);
}

uint64_t checksum(const void* data, size_t bytes)
{
    const auto* p = static_cast<const unsigned char*>(data);
    uint64_t h = 0xcbf29ce484222325ULL;
    // Word-wise for speed: inputs can be gigabytes.
    size_t i = 0;
    for (; i + 8 <= bytes; i += 8) {
        uint64_t w;
        std::memcpy(&w, p + i, 8);
        h = (h ^ w) * 0x100000001b3ULL;
    }
    for (; i < bytes; ++i)
        h = (h ^ p[i]) * 0x100000001b3ULL;
    return h;
}

} // namespace kiln::harness
