// kiln-calibrate-host: measures this CPU's ceilings for the roofline: a STREAM-like copy bandwidth
// (bytes read + written, all cores, arrays far larger than the caches) and the fp32/fp64 FMA rate (all
// cores, many independent accumulators the compiler vectorizes). Prints one JSON line.
#include "../src/cpuinfo.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

double copyBandwidth(unsigned threads)
{
    const size_t n = 64ull << 20; // 64 Mi floats per array: 256 MiB, far past any cache
    std::vector<float> a(n, 1.0f), b(n, 0.0f);
    double best = 0;
    for (int rep = 0; rep < 5; ++rep) {
        const auto t0 = Clock::now();
        std::vector<std::thread> pool;
        for (unsigned t = 0; t < threads; ++t)
            pool.emplace_back([&, t] {
                const size_t begin = n * t / threads, end = n * (t + 1) / threads;
                std::copy(a.begin() + static_cast<long>(begin), a.begin() + static_cast<long>(end),
                          b.begin() + static_cast<long>(begin));
            });
        for (auto& th : pool)
            th.join();
        const double s = std::chrono::duration<double>(Clock::now() - t0).count();
        best = std::max(best, 2.0 * n * sizeof(float) / s);
        a[rep] = b[rep + 1]; // keep the copies observable
    }
    return best;
}

template <typename T> double fmaRate(unsigned threads)
{
    constexpr int lanes = 64; // independent chains: hides FMA latency, vectorizes
    const long iters = 200'000'000;
    double best = 0;
    for (int rep = 0; rep < 3; ++rep) {
        std::vector<T> sink(threads);
        const auto t0 = Clock::now();
        std::vector<std::thread> pool;
        for (unsigned t = 0; t < threads; ++t)
            pool.emplace_back([&, t] {
                T acc[lanes];
                for (int l = 0; l < lanes; ++l)
                    acc[l] = static_cast<T>(l) * T(1e-3);
                const T x = T(0.999999), y = T(1e-7);
                for (long i = 0; i < iters / lanes; ++i)
                    for (int l = 0; l < lanes; ++l)
                        acc[l] = acc[l] * x + y;
                T s = 0;
                for (int l = 0; l < lanes; ++l)
                    s += acc[l];
                sink[t] = s;
            });
        for (auto& th : pool)
            th.join();
        const double s = std::chrono::duration<double>(Clock::now() - t0).count();
        best = std::max(best, 2.0 * (iters / lanes) * lanes * threads / s);
        if (sink[0] == T(-1))
            std::puts("");
    }
    return best;
}

} // namespace

int main()
{
    const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
    nlohmann::json j{{"event", "calibration"},
                     {"device", kiln::harness::cpuModelName()},
                     {"backend", "host"},
                     {"threads", threads},
                     {"dram_bytes_per_s", copyBandwidth(threads)},
                     {"peak_flops_per_s", {{"f32", fmaRate<float>(threads)}, {"f64", fmaRate<double>(threads)}}},
                     {"method", "copy: std::copy of 256 MiB per array on all cores, bytes read + written, best of 5; "
                                "FMA: 64 independent a*x+y chains per core, best of 3"}};
    std::printf("%s\n", j.dump().c_str());
    return 0;
}
