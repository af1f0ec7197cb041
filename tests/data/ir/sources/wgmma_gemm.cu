// One warpgroup (128 threads) computes a 64x8 fp32 tile of A(64x16, bf16) * B(16x8, bf16) with the
// Hopper wgmma instruction (inline PTX, sm_90a only): HGMMA.64x8x16.F32.BF16 in SASS on line 31.
// Only the instruction mix matters for the fixtures (no swizzle; the operand layout is the canonical
// no-swizzle core-matrix layout of the PTX ISA, so values are right only for that layout).
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cstdint>

__device__ inline uint64_t smem_desc(const void* p, uint32_t leading, uint32_t stride)
{
    const uint32_t addr = static_cast<uint32_t>(__cvta_generic_to_shared(p));
    return (uint64_t)((addr & 0x3FFFF) >> 4) | ((uint64_t)(leading >> 4) << 16) | ((uint64_t)(stride >> 4) << 32);
}

__global__ void __launch_bounds__(128) wgmma_tile(const __nv_bfloat16* __restrict__ A, const __nv_bfloat16* __restrict__ B,
                                                  float* __restrict__ C)
{
    __shared__ alignas(128) __nv_bfloat16 As[64 * 16];
    __shared__ alignas(128) __nv_bfloat16 Bs[16 * 8];
    for (int i = threadIdx.x; i < 64 * 16; i += 128)
        As[i] = A[i];
    for (int i = threadIdx.x; i < 16 * 8; i += 128)
        Bs[i] = B[i];
    __syncthreads();
    asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");

    float d0 = 0.f, d1 = 0.f, d2 = 0.f, d3 = 0.f;
    const uint64_t da = smem_desc(As, 128, 256);
    const uint64_t db = smem_desc(Bs, 128, 256);
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n"
                 "wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 "
                 "{%0, %1, %2, %3}, %4, %5, 1, 1, 1, 0, 0;\n"
                 "}\n"
                 : "+f"(d0), "+f"(d1), "+f"(d2), "+f"(d3)
                 : "l"(da), "l"(db));
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");

    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    const int row = warp * 16 + lane / 4, col = (lane % 4) * 2;
    C[row * 8 + col] = d0;
    C[row * 8 + col + 1] = d1;
    C[(row + 8) * 8 + col] = d2;
    C[(row + 8) * 8 + col + 1] = d3;
}
