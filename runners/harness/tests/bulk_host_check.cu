// Runs bulk_gpu.cu's element functions on the HOST (built with nvcc, KILN_BULK_HOST_TEST) against the
// host harness's own functions: every fp16, bf16 and fp8 bit pattern loaded, stores of many doubles per
// dtype, and the comparison rule over arrays seeded with poison, NaN, infinities and near-boundary errors.
// The CPU machines that build Kiln have no GPU; this covers the per-element code the kernels run (not the
// launch geometry or the reductions across threads, which the cross-check covers on a GPU).
//   cmake --build build --target kiln-bulk-host-check && build/harness/kiln-bulk-host-check
#define KILN_BULK_HOST_TEST
#include "../src/bulk_gpu.cu"

#include "../src/compare.h"
#include "../src/inputs.h"

#include <cstdio>
#include <cstring>
#include <random>
#include <vector>

using namespace kiln::harness;
using namespace kiln::harness::gpu;

namespace {

int failures = 0;

void expect(bool ok, const char* what, double a = 0, double b = 0, unsigned long long at = 0)
{
    if (ok)
        return;
    if (++failures <= 20)
        std::printf("FAIL %s: device-side %.17g, host %.17g (at %llu)\n", what, a, b, at);
}

bool same(double a, double b)
{
    return (std::isnan(a) && std::isnan(b)) || a == b;
}

template <int DT>
void checkLoads(const char* name, unsigned patterns)
{
    for (unsigned v = 0; v < patterns; ++v) {
        unsigned char bytes[8] = {};
        std::memcpy(bytes, &v, sizeof(typename Storage<DT>::type));
        expect(same(loadAs<DT>(bytes, 0), loadElement(bytes, static_cast<DType>(DT), 0)), name,
               loadAs<DT>(bytes, 0), loadElement(bytes, static_cast<DType>(DT), 0), v);
    }
}

template <int DT>
void checkStores(const char* name, const std::vector<double>& values)
{
    using T = typename Storage<DT>::type;
    for (size_t i = 0; i < values.size(); ++i) {
        T device{}, host{};
        storeAs<DT>(&device, 0, values[i]);
        storeElement(&host, static_cast<DType>(DT), 0, values[i]);
        // The host's fp8 encoder writes +0 for -0.0 (it tests f < 0); CUDA keeps the sign. Both are zero.
        const bool bothZero =
            loadElement(&device, static_cast<DType>(DT), 0) == 0 && loadElement(&host, static_cast<DType>(DT), 0) == 0;
        expect(bothZero || std::memcmp(&device, &host, sizeof(T)) == 0, name, loadElement(&device, static_cast<DType>(DT), 0),
               loadElement(&host, static_cast<DType>(DT), 0), i);
    }
}

std::vector<double> storeValues(double low, double high)
{
    std::vector<double> v;
    std::mt19937_64 rng(7);
    std::uniform_real_distribution<double> uni(low, high);
    for (int i = 0; i < 200000; ++i)
        v.push_back(uni(rng));
    // Ties and edges: halves between fp8/fp16/bf16 steps, saturation, subnormals, signed zero.
    for (double x : {0.0, -0.0, 448.0, 449.0, 464.0, 500.0, -1000.0, 0x1p-9, 0x1p-10, 3 * 0x1p-11, 0x1p-6,
                     1.0625, 1.1875, 65504.0, 65520.0, 1e-8, 6e-8, 1.00390625, 1.01171875})
        for (double s : {1.0, -1.0})
            v.push_back(s * x);
    return v;
}

template <int DT>
void checkCompare(const char* name, Tolerance tol, double scale)
{
    using T = typename Storage<DT>::type;
    TensorDecl t;
    t.name = "y";
    t.role = "out";
    t.dtype = static_cast<DType>(DT);
    t.tolerance = tol;
    const size_t n = 50000;
    std::vector<T> got(n), ref(n);
    std::mt19937_64 rng(11 + DT);
    std::uniform_real_distribution<double> uni(-scale, scale);
    for (int pass = 0; pass < 4; ++pass) {
        for (size_t i = 0; i < n; ++i) {
            const double e = uni(rng);
            storeElement(ref.data(), t.dtype, i, e);
            const double stored = loadElement(ref.data(), t.dtype, i);
            // Mostly close, some right at the bound, some far, some special.
            const double bound = tol.atol + tol.rtol * std::fabs(stored);
            double g = stored;
            switch (rng() % 16) {
            case 0: g = stored + bound; break;
            case 1: g = stored - bound * 1.0000001; break;
            case 2: g = stored * 1.1 + 1; break;
            case 3: g = pass == 3 ? 0.0 : stored * (1 + 1e-4); break;
            default: g = pass == 3 ? 0.0 : stored; break;
            }
            storeElement(got.data(), t.dtype, i, g);
            if (rng() % 500 == 0)
                std::memset(&got[i], 0xFF, sizeof(T)); // poison
            if (rng() % 700 == 0 && dtypeIsFloat(t.dtype))
                storeElement(got.data(), t.dtype, i, pass == 1 ? INFINITY : NAN);
            if (rng() % 900 == 0 && dtypeIsFloat(t.dtype))
                storeElement(ref.data(), t.dtype, i, pass == 2 ? -INFINITY : NAN);
        }
        const CompareRule rule{tol.atol, tol.rtol, std::max(1e-3, 10 * tol.atol)};
        ComparePartial p{0, 0, 0, 0, 0, 0.0, 0.0, 1, 0};
        for (size_t i = 0; i < n; ++i) {
            // Split into two partials and merge, as the block reduction does.
            ComparePartial one{0, 0, 0, 0, 0, 0.0, 0.0, 1, 0};
            compareElement<DT>(got.data(), ref.data(), i, rule, one);
            mergeInto(p, one);
        }
        const CompareCounts h = countOutput(t, got.data(), ref.data(), n);
        expect(p.matched == h.matched, name, p.matched, h.matched, pass);
        expect(p.unwritten == h.unwritten, name, p.unwritten, h.unwritten, pass);
        expect(p.nonFinite == h.nonFinite, name, p.nonFinite, h.nonFinite, pass);
        expect(p.largeRef == h.largeRef, name, p.largeRef, h.largeRef, pass);
        expect(p.lowPrecision == h.lowPrecision, name, p.lowPrecision, h.lowPrecision, pass);
        expect(p.maxAbs == h.maxAbs, name, p.maxAbs, h.maxAbs, pass);
        expect(p.maxRel == h.maxRel, name, p.maxRel, h.maxRel, pass);
        expect(bool(p.allZero) == h.allZero, name, p.allZero, h.allZero, pass);
        expect(bool(p.refNonZero) == h.refNonZero, name, p.refNonZero, h.refNonZero, pass);
    }
}

void checkGeneratorAndChecksum()
{
    // The generator formula is shared; the device store must equal the host replica's for each dtype.
    InitDecl init;
    for (const char* dist : {"uniform", "positive", "normal", "randint"}) {
        init.dist = dist;
        const bulk::GenParams p = genParams(init, 42);
        std::vector<float> host(1000), device(1000);
        generateReplica(host.data(), DType::F32, host.size(), p);
        for (size_t i = 0; i < device.size(); ++i)
            storeAs<F32>(device.data(), i, bulk::generatedValue(p, i));
        expect(std::memcmp(host.data(), device.data(), host.size() * 4) == 0, dist);
        double lo = 1e300, hi = -1e300;
        for (float v : host) {
            lo = std::min<double>(lo, v);
            hi = std::max<double>(hi, v);
        }
        std::printf("  %-8s f32 range [%g, %g]\n", dist, lo, hi);
    }
    // The kernel's word loop plus tail equals the host's positional checksum, for every tail length.
    std::vector<unsigned char> bytes(1003);
    for (size_t i = 0; i < bytes.size(); ++i)
        bytes[i] = static_cast<unsigned char>(i * 37 + 5);
    for (size_t len = 990; len <= bytes.size(); ++len) {
        unsigned long long sum = 0;
        const size_t words = len / 8;
        for (size_t k = 0; k < words; ++k) {
            unsigned long long w;
            std::memcpy(&w, bytes.data() + 8 * k, 8);
            sum += bulk::checksumTerm(w, k);
        }
        if (len % 8) {
            unsigned long long tail = 0;
            for (size_t b = 0; b < len % 8; ++b)
                tail |= static_cast<unsigned long long>(bytes[8 * words + b]) << (8 * b);
            sum += bulk::checksumTerm(tail, words);
        }
        expect(bulk::checksumFinish(sum, len) == positionalChecksum(bytes.data(), len), "checksum", 0, 0, len);
    }
    // One changed byte changes the checksum.
    const uint64_t before = positionalChecksum(bytes.data(), bytes.size());
    bytes[500] ^= 1;
    expect(positionalChecksum(bytes.data(), bytes.size()) != before, "checksum sensitivity");
}

} // namespace

int main()
{
    checkLoads<F16>("load f16", 1u << 16);
    checkLoads<BF16>("load bf16", 1u << 16);
    checkLoads<F8>("load f8e4m3", 1u << 8);
    checkLoads<I8>("load i8", 1u << 8);
    checkLoads<U8>("load u8", 1u << 8);
    const auto narrow = storeValues(-3, 3), wide = storeValues(-70000, 70000);
    checkStores<F32>("store f32", narrow);
    checkStores<F64>("store f64", narrow);
    checkStores<F16>("store f16", narrow);
    checkStores<F16>("store f16 wide", wide);
    checkStores<BF16>("store bf16", narrow);
    checkStores<BF16>("store bf16 wide", wide);
    checkStores<F8>("store f8e4m3", narrow);
    checkStores<F8>("store f8e4m3 wide", storeValues(-600, 600));
    checkStores<I32>("store i32", wide);
    checkStores<I64>("store i64", wide);
    checkStores<I8>("store i8", storeValues(-128, 127));
    checkStores<U8>("store u8", storeValues(0, 255));
    checkStores<U32>("store u32", storeValues(0, 70000));
    checkCompare<F32>("compare f32", {1e-5, 1e-3, 0.99}, 10);
    checkCompare<F16>("compare f16", {1e-2, 1e-2, 0.99}, 10);
    checkCompare<BF16>("compare bf16", {1e-2, 1e-2, 0.99}, 10);
    checkCompare<F64>("compare f64", {1e-8, 1e-6, 0.99}, 10);
    checkCompare<F8>("compare f8e4m3", {0.125, 0.125, 0.99}, 10);
    checkCompare<I32>("compare i32", {0, 0, 1.0}, 1000);
    checkCompare<I64>("compare i64", {0, 0, 1.0}, 1000);
    checkCompare<U8>("compare u8", {0, 0, 1.0}, 100);
    checkGeneratorAndChecksum();
    std::printf("%s (%d failures)\n", failures ? "FAILED" : "all element checks pass", failures);
    return failures ? 1 : 0;
}
