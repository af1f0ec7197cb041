// Baseline (the default build, SHARED_BINS=0): zero the counts with cudaMemsetAsync, then one thread per
// input element does one global atomicAdd. Correct for every n and bins; deliberately plain (every
// increment is a global atomic).
// SHARED_BINS=1 (a tunable, task.yaml) switches on a shared-memory privatized histogram: a grid sized to
// the GPU (about 1024 threads per SM) walks the input with a grid-stride loop of 16-byte loads; every block
// counts into its own copy of the bins in shared memory (one copy per thread when the bins are few, so no
// two threads ever contend; one copy per lane slot of a warp for a few hundred bins; one copy otherwise)
// and adds its non-zero counts to the global counts once at the end. Bins beyond one block's shared memory
// are split into up to MAX_PASSES chunks, one block per (slice of the input, chunk): the blocks of a slice
// are launched side by side and read the same addresses, so the second read mostly hits L2. More bins than
// that, or tiny inputs, keep the baseline kernel.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>

#ifndef BLOCK
#define BLOCK 256
#endif
#ifndef SHARED_BINS
#define SHARED_BINS 0  // 1: the shared-memory privatized kernel where it applies
#endif

__global__ void __launch_bounds__(BLOCK)
histogram_global_atomics(const int32_t* __restrict__ x, int32_t* __restrict__ counts, int64_t n, int64_t bins)
{
    const int64_t i = blockIdx.x * (int64_t)BLOCK + threadIdx.x;
    if (i >= n)
        return;
    const int32_t v = x[i];
    if (v >= 0 && v < bins)  // inputs are always in range; never write out of bounds
        atomicAdd(&counts[v], 1);
}

#if SHARED_BINS
static_assert(BLOCK % 32 == 0 && BLOCK >= 32 && BLOCK <= 1024, "BLOCK: whole warps, at most 1024 threads");

#define MAX_PASSES 4           // bin chunks (input reads) before the global-atomics kernel is cheaper
#define COPY_BYTES (32 * 1024) // shared memory spent on extra copies of the bins against contention
#define SMALL_N 4096           // fewer elements than this: the baseline kernel, nothing to amortize
#define THREADS_PER_SM 1024    // resident threads per SM the grid aims at: enough loads in flight,
                               // and few blocks, so few merges into the global counts

// Block (slice, pass) counts the elements of its slice of x (a grid-stride walk) whose value lies in
// [pass * chunk, pass * chunk + chunk) into hist[bin - lo][copy], copy = threadIdx.x % copies, then adds
// the non-zero bin totals to counts. copies is 1 or a power of two from 32 to BLOCK: lane l of every warp
// then owns copy l (mod copies), so the 32 atomics of one warp instruction never hit one address.
__global__ void __launch_bounds__(BLOCK)
histogram_shared(const int32_t* __restrict__ x, int32_t* __restrict__ counts, int64_t n, int32_t bins,
                 int32_t chunk, int32_t copies, int32_t passes)
{
    extern __shared__ int32_t hist[];  // [chunk][copies]
    const int pass = blockIdx.x % passes;
    const int slice = blockIdx.x / passes, slices = gridDim.x / passes;
    const int lo = pass * chunk;
    const int len = min(chunk, bins - lo);  // bins in this block's chunk
    if (len <= 0)
        return;  // never with the host's chunking; the whole block leaves before any barrier

    for (int w = threadIdx.x; w < len * copies; w += BLOCK)
        hist[w] = 0;
    __syncthreads();

    int32_t* mine = hist + threadIdx.x % copies;
    auto add = [&](int32_t v) {
        const unsigned b = (unsigned)v - (unsigned)lo;  // values outside the chunk wrap to >= len
        if (b < (unsigned)len)
            atomicAdd(&mine[b * copies], 1);
    };

    // x is 4-byte aligned (host check); the first `head` elements up to a 16-byte boundary and the last
    // (n - head) % 4 are counted one by one by the first threads of slice 0 (every pass has a slice 0).
    const int64_t head = min((int64_t)((16 - (reinterpret_cast<uintptr_t>(x) & 15)) & 15) / 4, n);
    const int4* __restrict__ x4 = reinterpret_cast<const int4*>(x + head);
    const int64_t nvec = (n - head) / 4;
    const int64_t tail = head + nvec * 4;
    if (slice == 0) {
        if (threadIdx.x < head)
            add(x[threadIdx.x]);
        if (threadIdx.x < n - tail)
            add(x[tail + threadIdx.x]);
    }
    const int64_t stride = (int64_t)slices * BLOCK;
    int64_t v = (int64_t)slice * BLOCK + threadIdx.x;
    for (; v + 3 * stride < nvec; v += 4 * stride) {  // four 16-byte loads in flight per thread
        int4 q[4];
#pragma unroll
        for (int u = 0; u < 4; ++u)
            q[u] = __ldg(x4 + v + u * stride);
#pragma unroll
        for (int u = 0; u < 4; ++u) {
            add(q[u].x);
            add(q[u].y);
            add(q[u].z);
            add(q[u].w);
        }
    }
    for (; v < nvec; v += stride) {
        const int4 q = __ldg(x4 + v);
        add(q.x);
        add(q.y);
        add(q.z);
        add(q.w);
    }
    __syncthreads();

    if (copies == 1) {
        for (int b = threadIdx.x; b < len; b += BLOCK) {
            const int32_t c = hist[b];
            if (c != 0)
                atomicAdd(&counts[lo + b], c);
        }
    } else {  // one warp per bin: lane l sums copies l, l + 32, ... (conflict-free), then a warp sum
        const int lane = threadIdx.x & 31;
        for (int b = threadIdx.x >> 5; b < len; b += BLOCK / 32) {
            int32_t c = 0;
            for (int k = lane; k < copies; k += 32)
                c += hist[b * copies + k];
            for (int offset = 16; offset > 0; offset >>= 1)
                c += __shfl_xor_sync(0xffffffffu, c, offset);
            if (lane == 0 && c != 0)
                atomicAdd(&counts[lo + b], c);
        }
    }
}

namespace {

struct DeviceLimits {
    int sms = 0;         // 0: unknown, use the baseline kernel
    int smem_optin = 0;  // bytes of dynamic shared memory one block may opt in to
};

// Queried once per device: attribute queries neither allocate nor synchronize. The kernel is allowed the
// device's whole opt-in shared memory once; each launch then asks for what it uses.
DeviceLimits device_limits()
{
    static int cached_device = -1;
    static DeviceLimits cached;
    int device = 0;
    if (cudaGetDevice(&device) != cudaSuccess)
        return {};
    if (device != cached_device) {
        DeviceLimits l;
        if (cudaDeviceGetAttribute(&l.sms, cudaDevAttrMultiProcessorCount, device) != cudaSuccess ||
            cudaDeviceGetAttribute(&l.smem_optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, device) != cudaSuccess ||
            cudaFuncSetAttribute(histogram_shared, cudaFuncAttributeMaxDynamicSharedMemorySize, l.smem_optin) !=
                cudaSuccess) {
            cudaGetLastError();  // clear it: the baseline kernel's launch check must not see it
            return {};
        }
        cached = l;
        cached_device = device;
    }
    return cached;
}

enum class Shared { launched, failed, not_used };

Shared launch_shared(const int32_t* x, int32_t* counts, int64_t n, int64_t bins, cudaStream_t s)
{
    if (n < SMALL_N || reinterpret_cast<uintptr_t>(x) % 4 != 0)
        return Shared::not_used;
    const DeviceLimits l = device_limits();
    const int64_t max_chunk = l.smem_optin / (int64_t)sizeof(int32_t);
    if (l.sms <= 0 || max_chunk < 1)
        return Shared::not_used;
    int64_t passes = (bins + max_chunk - 1) / max_chunk;
    if (passes > MAX_PASSES)
        return Shared::not_used;
    const int64_t chunk = (bins + passes - 1) / passes;
    passes = (bins + chunk - 1) / chunk;  // every pass starts below bins
    int64_t copies = 1;
    while (copies * 2 <= BLOCK)
        copies *= 2;
    while (copies > 32 && copies * chunk * (int64_t)sizeof(int32_t) > COPY_BYTES)
        copies /= 2;
    if (copies * chunk * (int64_t)sizeof(int32_t) > COPY_BYTES)
        copies = 1;
    const size_t smem = (size_t)(copies * chunk) * sizeof(int32_t);
    int per_sm = 0;
    if (cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, histogram_shared, BLOCK, smem) != cudaSuccess) {
        cudaGetLastError();
        return Shared::not_used;
    }
    if (per_sm < 1)
        return Shared::not_used;
    if (per_sm > THREADS_PER_SM / BLOCK)
        per_sm = THREADS_PER_SM / BLOCK;  // >= 1: BLOCK <= 1024
    int64_t slices = (int64_t)l.sms * per_sm / passes;
    const int64_t enough = (n + BLOCK * 16LL - 1) / (BLOCK * 16LL);  // at least 16 elements per thread
    if (slices > enough)
        slices = enough;
    if (slices < 1)
        slices = 1;
    histogram_shared<<<(unsigned)(slices * passes), BLOCK, smem, s>>>(x, counts, n, (int32_t)bins, (int32_t)chunk,
                                                                     (int32_t)copies, (int32_t)passes);
    return cudaGetLastError() == cudaSuccess ? Shared::launched : Shared::failed;
}

} // namespace
#endif

KILN_ENTRY(kiln_histogram)
{
    if (num_tensors != 2 || num_params != 2)
        return 1;
    const int64_t n = params[0], bins = params[1];
    if (n <= 0 || bins <= 0)
        return 1;
    const cudaStream_t s = static_cast<cudaStream_t>(stream);
    int32_t* counts = static_cast<int32_t*>(tensors[1].data);
    if (cudaMemsetAsync(counts, 0, (size_t)bins * sizeof(int32_t), s) != cudaSuccess)
        return 1;
#if SHARED_BINS
    switch (launch_shared(static_cast<const int32_t*>(tensors[0].data), counts, n, bins, s)) {
    case Shared::launched:
        return 0;
    case Shared::failed:
        return 1;
    case Shared::not_used:
        break;
    }
#endif
    const int64_t blocks = (n + BLOCK - 1) / BLOCK;
    if (blocks > 2147483647LL)
        return 1;
    histogram_global_atomics<<<(unsigned)blocks, BLOCK, 0, s>>>(static_cast<const int32_t*>(tensors[0].data),
                                                                counts, n, bins);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
