// Bulk GPU kernels (bulk_gpu.h): input generation, input checksum, output comparison. One source for nvcc
// (CUDA) and hipcc (HIP, KILN_BACKEND_HIP), like backend_gpu.cpp; the few runtime differences (narrow
// float conversions, runtime names) sit in the layer at the top.
//
// Correctness rules this file keeps:
// - Every index is size_t and every loop is grid-stride, so tensors above 2^31 elements are covered by any
//   grid.
// - The comparison repeats compare.cpp's scanRange rule for rule, in double, with the tolerance bound
//   computed without fused multiply-add (as the host computes it), so device and host counts agree
//   exactly; the cross-check (KILN_HARNESS_CROSSCHECK=1) verifies that.
// - Reductions are exact and deterministic: integer counts and maxima per block, merged on the host;
//   the checksum is a sum mod 2^64 (order-free) accumulated with 64-bit atomics.
// Built with --fmad=false (nvcc) / -ffp-contract=off (hipcc) so generated values match the host replica
// (inputs.cpp: generateReplica) bit for bit.
#include "bulk_gpu.h"
#include "bulkmath.h"
#include "dtypes.h"

#include <cstdint>
#include <type_traits>

#ifdef KILN_BACKEND_HIP
#include <hip/hip_fp16.h>
#include <hip/hip_runtime.h>
using gpuStream = hipStream_t;
#define GPU(x) hip##x
#else
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#include <cuda_runtime.h>
using gpuStream = cudaStream_t;
#define GPU(x) cuda##x
#endif

// Element functions are device code; tests/harness/bulk_host_check.cu compiles this file with
// KILN_BULK_HOST_TEST (CUDA only) to run them on the host against dtypes.cpp and compare.cpp, since the
// CPU machines that build Kiln have no GPU.
#ifdef KILN_BULK_HOST_TEST
#define KILN_ELEM __host__ __device__
#else
#define KILN_ELEM __device__
#endif

namespace kiln::harness::gpu {

namespace {

constexpr int kThreads = 256;           // per block, for every kernel here (a power of two: tree reductions)
constexpr int kMaxStreamBlocks = 8192;  // elementwise kernels: enough blocks to fill any current GPU
constexpr int kHoldThreads = 1024;     // per block of the hold: with as many blocks as fit, no thread slot is left

// ---- Narrow float formats: storage bits <-> float ------------------------------------------------------
// fp16 has the same intrinsics on both runtimes. CUDA has bf16 and fp8 intrinsics; HIP 5.2 has no fp8
// header, so both get small bit-level versions there (the same rules as dtypes.cpp).

KILN_ELEM __forceinline__ float halfBitsToFloat(uint16_t b) { return __half2float(__ushort_as_half(b)); }
KILN_ELEM __forceinline__ uint16_t floatToHalfBits(float f) { return __half_as_ushort(__float2half_rn(f)); }

#ifdef KILN_BACKEND_HIP
KILN_ELEM __forceinline__ float bf16BitsToFloat(uint16_t b) { return __uint_as_float(static_cast<uint32_t>(b) << 16); }
KILN_ELEM __forceinline__ uint16_t floatToBf16Bits(float f)
{
    if (isnan(f))
        return 0x7fc0;
    const uint32_t u = __float_as_uint(f);
    return static_cast<uint16_t>((u + 0x7fffu + ((u >> 16) & 1u)) >> 16); // round to nearest even
}
KILN_ELEM __forceinline__ float f8BitsToFloat(uint8_t v)
{
    const float sign = (v & 0x80) ? -1.0f : 1.0f;
    const int exp = (v >> 3) & 0xf, mant = v & 0x7;
    if (exp == 15 && mant == 7)
        return __int_as_float(0x7fc00000); // e4m3 has NaN only, no infinity
    if (exp == 0)
        return sign * ldexpf(static_cast<float>(mant), -9);
    return sign * ldexpf(1.0f + mant / 8.0f, exp - 7);
}
KILN_ELEM __forceinline__ uint8_t floatToF8Bits(float f)
{
    if (isnan(f))
        return 0x7f;
    const uint8_t sign = f < 0 ? 0x80 : 0;
    const float a = fabsf(f);
    if (a >= 448.0f) // saturate to the largest finite value, as the host does
        return sign | 0x7e;
    if (a < 0.015625f) // below 2^-6: subnormal, mantissa steps of 2^-9 (8 rounds up into the first normal)
        return sign | static_cast<uint8_t>(rintf(a * 512.0f));
    int e = 0;
    const float m = frexpf(a, &e); // a = m * 2^e, m in [0.5, 1)
    const int q = static_cast<int>(rintf((2.0f * m - 1.0f) * 8.0f)); // 3 mantissa bits, ties to even
    const int code = ((e - 1 + 7) << 3) + q;                       // a carry out of q bumps the exponent
    return sign | static_cast<uint8_t>(code > 0x7e ? 0x7e : code);
}
#else
KILN_ELEM __forceinline__ float bf16BitsToFloat(uint16_t b) { return __bfloat162float(__ushort_as_bfloat16(b)); }
KILN_ELEM __forceinline__ uint16_t floatToBf16Bits(float f) { return __bfloat16_as_ushort(__float2bfloat16_rn(f)); }
KILN_ELEM __forceinline__ float f8BitsToFloat(uint8_t v)
{
    return __half2float(__half(__nv_cvt_fp8_to_halfraw(static_cast<__nv_fp8_storage_t>(v), __NV_E4M3)));
}
KILN_ELEM __forceinline__ uint8_t floatToF8Bits(float f)
{
    return static_cast<uint8_t>(__nv_cvt_float_to_fp8(f, __NV_SATFINITE, __NV_E4M3));
}
#endif

// Rounded once each, never fused into a multiply-add (the host computes atol + rtol * |e| so).
KILN_ELEM __forceinline__ double mulRn(double a, double b)
{
#if defined(__CUDA_ARCH__) || defined(__HIP_DEVICE_COMPILE__)
    return __dmul_rn(a, b);
#else
    return a * b;
#endif
}
KILN_ELEM __forceinline__ double addRn(double a, double b)
{
#if defined(__CUDA_ARCH__) || defined(__HIP_DEVICE_COMPILE__)
    return __dadd_rn(a, b);
#else
    return a + b;
#endif
}

// ---- Elements by dtype (DType's numbering; dtypes.cpp's loadElement/storeElement on the device) ------

constexpr int F32 = static_cast<int>(DType::F32), F16 = static_cast<int>(DType::F16),
              BF16 = static_cast<int>(DType::BF16), F64 = static_cast<int>(DType::F64),
              I32 = static_cast<int>(DType::I32), I64 = static_cast<int>(DType::I64),
              I8 = static_cast<int>(DType::I8), U8 = static_cast<int>(DType::U8), U32 = static_cast<int>(DType::U32),
              F8 = static_cast<int>(DType::F8E4M3);

template <int DT> constexpr bool kIsFloat = DT == F32 || DT == F16 || DT == BF16 || DT == F64 || DT == F8;

template <int DT> struct Storage;
template <> struct Storage<F32> { using type = float; };
template <> struct Storage<F16> { using type = uint16_t; };
template <> struct Storage<BF16> { using type = uint16_t; };
template <> struct Storage<F64> { using type = double; };
template <> struct Storage<I32> { using type = int32_t; };
template <> struct Storage<I64> { using type = int64_t; };
template <> struct Storage<I8> { using type = int8_t; };
template <> struct Storage<U8> { using type = uint8_t; };
template <> struct Storage<U32> { using type = uint32_t; };
template <> struct Storage<F8> { using type = uint8_t; };

// Every value of every dtype is exact in double (i64 beyond 2^53 rounds to nearest, as on the host).
template <int DT>
KILN_ELEM __forceinline__ double loadAs(const void* data, size_t i)
{
    const auto v = static_cast<const typename Storage<DT>::type*>(data)[i];
    if constexpr (DT == F16)
        return halfBitsToFloat(v);
    else if constexpr (DT == BF16)
        return bf16BitsToFloat(v);
    else if constexpr (DT == F8)
        return f8BitsToFloat(v);
    else
        return static_cast<double>(v);
}

// Narrow floats round through float first, exactly like the host's storeElement (double -> float -> type).
template <int DT>
KILN_ELEM __forceinline__ void storeAs(void* data, size_t i, double v)
{
    using T = typename Storage<DT>::type;
    T out;
    if constexpr (DT == F16)
        out = floatToHalfBits(static_cast<float>(v));
    else if constexpr (DT == BF16)
        out = floatToBf16Bits(static_cast<float>(v));
    else if constexpr (DT == F8)
        out = floatToF8Bits(static_cast<float>(v));
    else
        out = static_cast<T>(v);
    static_cast<T*>(data)[i] = out;
}

// Poisoned: every byte 0xFF, the pattern the worker fills outputs with (compare.cpp's isPoison).
template <int DT>
KILN_ELEM __forceinline__ bool isPoison(const void* data, size_t i)
{
    using T = typename Storage<DT>::type;
    using Bits = std::conditional_t<sizeof(T) == 8, unsigned long long,
                                    std::conditional_t<sizeof(T) == 4, uint32_t,
                                                       std::conditional_t<sizeof(T) == 2, uint16_t, uint8_t>>>;
    return static_cast<const Bits*>(data)[i] == static_cast<Bits>(~Bits(0));
}

__device__ __forceinline__ size_t firstIndex() { return static_cast<size_t>(blockIdx.x) * blockDim.x + threadIdx.x; }
__device__ __forceinline__ size_t gridStride() { return static_cast<size_t>(gridDim.x) * blockDim.x; }

int blocksFor(size_t work, int cap)
{
    const size_t blocks = (work + kThreads - 1) / kThreads;
    return static_cast<int>(blocks < 1 ? 1 : blocks > static_cast<size_t>(cap) ? cap : blocks);
}

// Calls f.template launch<DT>() for the runtime dtype; false for an unknown one.
template <typename F>
bool dispatch(int dtype, const F& f)
{
    switch (dtype) {
    case F32: f.template launch<F32>(); return true;
    case F16: f.template launch<F16>(); return true;
    case BF16: f.template launch<BF16>(); return true;
    case F64: f.template launch<F64>(); return true;
    case I32: f.template launch<I32>(); return true;
    case I64: f.template launch<I64>(); return true;
    case I8: f.template launch<I8>(); return true;
    case U8: f.template launch<U8>(); return true;
    case U32: f.template launch<U32>(); return true;
    case F8: f.template launch<F8>(); return true;
    }
    return false;
}

int launchResult()
{
    return static_cast<int>(GPU(GetLastError)());
}

// ---- Generation ---------------------------------------------------------------------------------------

template <int DT>
__global__ void generateKernel(void* dst, size_t numel, bulk::GenParams params)
{
    for (size_t i = firstIndex(); i < numel; i += gridStride())
        storeAs<DT>(dst, i, bulk::generatedValue(params, i));
}

struct GenerateLaunch {
    void* dst;
    size_t numel;
    bulk::GenParams params;
    int blocks;
    gpuStream stream;
    template <int DT>
    void launch() const
    {
        generateKernel<DT><<<blocks, kThreads, 0, stream>>>(dst, numel, params);
    }
};

// ---- Checksum -----------------------------------------------------------------------------------------

__device__ __forceinline__ unsigned long long blockSum(unsigned long long v)
{
    __shared__ unsigned long long sh[kThreads];
    sh[threadIdx.x] = v;
    __syncthreads();
    for (int half = kThreads / 2; half > 0; half /= 2) {
        if (static_cast<int>(threadIdx.x) < half)
            sh[threadIdx.x] += sh[threadIdx.x + half];
        __syncthreads();
    }
    return sh[0];
}

__global__ void checksumKernel(const unsigned char* src, size_t bytes, unsigned long long* sum)
{
    const size_t words = bytes / 8;
    const auto* w = reinterpret_cast<const unsigned long long*>(src);
    unsigned long long local = 0;
    for (size_t k = firstIndex(); k < words; k += gridStride())
        local += bulk::checksumTerm(w[k], k);
    // The partial last word: little-endian, zero-padded (inputs.cpp: positionalChecksum).
    if (firstIndex() == 0 && bytes % 8 != 0) {
        unsigned long long tail = 0;
        for (size_t b = 0; b < bytes % 8; ++b)
            tail |= static_cast<unsigned long long>(src[8 * words + b]) << (8 * b);
        local += bulk::checksumTerm(tail, words);
    }
    const unsigned long long total = blockSum(local);
    if (threadIdx.x == 0)
        atomicAdd(sum, total); // addition mod 2^64 is order-free: exact and deterministic
}

// ---- L2 flush ------------------------------------------------------------------------------------------

// Reads the whole flush buffer so the L2 holds only its (clean) lines. A memset would leave the L2 full of
// dirty lines whose write-back the next timed kernel pays for; Nsight Compute's cache control leaves a clean
// cache, and that is what a kernel's time is compared with. The sink is written only if the XOR of
// everything read equals a value it never takes, which keeps the loads alive.
__global__ void readFlushKernel(const uint4* buffer, size_t words, unsigned int* sink)
{
    unsigned int acc = 0;
    for (size_t k = firstIndex(); k < words; k += gridStride()) {
        const uint4 v = buffer[k];
        acc ^= v.x ^ v.y ^ v.z ^ v.w;
    }
    if (acc == 0x9e3779b9u && sink)
        *sink = acc;
}

// ---- Holding a timed call's launches -------------------------------------------------------------------

__device__ __forceinline__ unsigned long long nanoseconds()
{
#ifdef KILN_BACKEND_HIP
    return 0; // no nanosecond timer in every ROCm: the host reads a zero as "not measured"
#else
    unsigned long long ns;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(ns));
    return ns;
#endif
}

// The hold of a timed call (runner.cpp): a grid that fills every multiprocessor, so no other kernel of the
// runner (a side stream's work launched while the call was being queued) runs before the judge's `go`.
// The last block to become resident is the leader: it writes *ready (all blocks are in place), waits for
// *go >= seq in host memory, then lets the other blocks go through *flag in device memory. A call that
// synchronizes inside would wait for this kernel and this kernel for the call: `limitCycles` ends that
// wait (*expired = seq). The leader writes the SM cycles and nanoseconds it spun (clocks): their ratio is the
// SM clock just before the call ran, which the GPU sets by itself.
__global__ void holdAllKernel(const volatile unsigned* go, unsigned seq, volatile unsigned* ready,
                              volatile unsigned* expired, volatile long long* clocks, unsigned long long* arrivals,
                              volatile unsigned* flag, long long limitCycles)
{
    if (threadIdx.x == 0) {
        const long long start = clock64();
        const unsigned long long startNs = nanoseconds();
        const unsigned long long before = atomicAdd(arrivals, 1ull);
        if ((before + 1) % gridDim.x == 0) {
            __threadfence_system();
            *ready = seq;
            __threadfence_system();
            while (*go < seq)
                if (clock64() - start > limitCycles) {
                    *expired = seq;
                    break;
                }
            clocks[0] = clock64() - start;
            clocks[1] = static_cast<long long>(nanoseconds() - startNs);
            __threadfence();
            *flag = seq;
            __threadfence();
        } else {
            while (*flag < seq)
                if (clock64() - start > limitCycles + limitCycles / 4)
                    break;
        }
    }
    __syncthreads();
}

// Marks that the stream's work before it has ended: the done word of a call, the judge's own marker.
__global__ void markKernel(volatile unsigned* word, unsigned value)
{
    __threadfence_system();
    *word = value;
    __threadfence_system();
}

__global__ void emptyKernel() {}

// ---- Comparison ---------------------------------------------------------------------------------------

KILN_ELEM __forceinline__ void mergeInto(ComparePartial& a, const ComparePartial& b)
{
    a.matched += b.matched;
    a.unwritten += b.unwritten;
    a.nonFinite += b.nonFinite;
    a.largeRef += b.largeRef;
    a.lowPrecision += b.lowPrecision;
    a.maxAbs = fmax(a.maxAbs, b.maxAbs); // never NaN: only finite-branch errors (or +inf) are kept
    a.maxRel = fmax(a.maxRel, b.maxRel);
    a.allZero = a.allZero && b.allZero;
    a.refNonZero = a.refNonZero || b.refNonZero;
}

// compare.cpp's scanRange, for one element. Keep the two in step.
template <int DT>
KILN_ELEM __forceinline__ void compareElement(const void* got, const void* expected, size_t i, const CompareRule& rule,
                                               ComparePartial& n)
{
    const double e = loadAs<DT>(expected, i);
    n.refNonZero = n.refNonZero || e != 0.0;
    if (kIsFloat<DT> && isPoison<DT>(got, i) && !isPoison<DT>(expected, i)) {
        ++n.unwritten;
        n.allZero = 0;
        return;
    }
    const double g = loadAs<DT>(got, i);
    n.allZero = n.allZero && g == 0.0;
    bool ok;
    if (!isfinite(g) || !isfinite(e)) {
        ok = (isnan(g) && isnan(e)) || g == e;
        if (!ok && isfinite(e))
            ++n.nonFinite;
    } else {
        const double err = fabs(g - e);
        const double ae = fabs(e);
        // atol + rtol * |e| rounded twice, never fused: the host computes it so, and a boundary element
        // must get the same verdict on both.
        ok = err <= addRn(rule.atol, mulRn(rule.rtol, ae));
        n.maxAbs = fmax(n.maxAbs, err);
        if (ae > 0)
            n.maxRel = fmax(n.maxRel, err / ae);
        if (DT == F32 && ae > rule.largeRefMin) {
            ++n.largeRef;
            if (err / ae > 4.8e-4) // beyond fp16's unit roundoff: not fp32 arithmetic
                ++n.lowPrecision;
        }
    }
    if (ok)
        ++n.matched;
}

template <int DT>
__global__ void compareKernel(const void* got, const void* expected, size_t numel, CompareRule rule,
                              ComparePartial* partials)
{
    ComparePartial n{0, 0, 0, 0, 0, 0.0, 0.0, 1, 0};
    for (size_t i = firstIndex(); i < numel; i += gridStride())
        compareElement<DT>(got, expected, i, rule, n);

    __shared__ ComparePartial sh[kThreads];
    sh[threadIdx.x] = n;
    __syncthreads();
    for (int half = kThreads / 2; half > 0; half /= 2) {
        if (static_cast<int>(threadIdx.x) < half)
            mergeInto(sh[threadIdx.x], sh[threadIdx.x + half]);
        __syncthreads();
    }
    if (threadIdx.x == 0)
        partials[blockIdx.x] = sh[0];
}

struct CompareLaunch {
    const void* got;
    const void* expected;
    size_t numel;
    CompareRule rule;
    ComparePartial* partials;
    int blocks;
    gpuStream stream;
    template <int DT>
    void launch() const
    {
        compareKernel<DT><<<blocks, kThreads, 0, stream>>>(got, expected, numel, rule, partials);
    }
};

} // namespace

int launchGenerate(void* dst, int dtype, size_t numel, const bulk::GenParams& params, void* stream)
{
    if (numel == 0)
        return 0;
    const GenerateLaunch launch{dst, numel, params, blocksFor(numel, kMaxStreamBlocks), static_cast<gpuStream>(stream)};
    return dispatch(dtype, launch) ? launchResult() : static_cast<int>(GPU(ErrorInvalidValue));
}

int launchChecksum(const void* src, size_t bytes, unsigned long long* deviceSum, void* stream)
{
    if (reinterpret_cast<uintptr_t>(src) % 8 != 0)
        return static_cast<int>(GPU(ErrorInvalidValue)); // allocations are 256-byte aligned; a view is a bug
    if (bytes == 0)
        return 0;
    const int blocks = blocksFor(bytes / 8 + 1, kMaxStreamBlocks);
    checksumKernel<<<blocks, kThreads, 0, static_cast<gpuStream>(stream)>>>(static_cast<const unsigned char*>(src), bytes,
                                                                           deviceSum);
    return launchResult();
}

int launchCompare(const void* got, const void* expected, int dtype, size_t numel, const CompareRule& rule,
                  ComparePartial* devicePartials, int& blocks, void* stream)
{
    blocks = blocksFor(numel, kMaxCompareBlocks);
    const CompareLaunch launch{got, expected, numel, rule, devicePartials, blocks, static_cast<gpuStream>(stream)};
    return dispatch(dtype, launch) ? launchResult() : static_cast<int>(GPU(ErrorInvalidValue));
}

int launchReadFlush(const void* buffer, size_t bytes, unsigned int* sink, void* stream)
{
    if (reinterpret_cast<uintptr_t>(buffer) % 16 != 0)
        return static_cast<int>(GPU(ErrorInvalidValue));
    const size_t words = bytes / 16;
    if (words == 0)
        return 0;
    readFlushKernel<<<blocksFor(words, kMaxStreamBlocks), kThreads, 0, static_cast<gpuStream>(stream)>>>(
        static_cast<const uint4*>(buffer), words, sink);
    return launchResult();
}

int holdThreads()
{
    return kHoldThreads;
}

int holdBlocks(int device)
{
    int sms = 0, perSm = 0;
#ifdef KILN_BACKEND_HIP
    if (hipDeviceGetAttribute(&sms, hipDeviceAttributeMultiprocessorCount, device) != hipSuccess ||
#else
    if (cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device) != cudaSuccess ||
#endif
#ifdef KILN_BACKEND_HIP
        GPU(OccupancyMaxActiveBlocksPerMultiprocessor)(&perSm, reinterpret_cast<const void*>(&holdAllKernel), kHoldThreads,
                                                       0) != GPU(Success))
#else
        GPU(OccupancyMaxActiveBlocksPerMultiprocessor)(&perSm, holdAllKernel, kHoldThreads, 0) != GPU(Success))
#endif
        return 0;
    return sms * perSm;
}

int launchHoldAll(const unsigned* go, unsigned seq, unsigned* ready, unsigned* expired, long long* clocks,
                  unsigned long long* arrivals, unsigned* flag, long long limitCycles, int blocks, void* stream)
{
    holdAllKernel<<<blocks, kHoldThreads, 0, static_cast<gpuStream>(stream)>>>(go, seq, ready, expired, clocks,
                                                                               arrivals, flag, limitCycles);
    return launchResult();
}

int launchMark(unsigned* word, unsigned value, void* stream)
{
    markKernel<<<1, 1, 0, static_cast<gpuStream>(stream)>>>(word, value);
    return launchResult();
}

int launchEmpty(void* stream)
{
    emptyKernel<<<1, 1, 0, static_cast<gpuStream>(stream)>>>();
    return launchResult();
}

} // namespace kiln::harness::gpu
