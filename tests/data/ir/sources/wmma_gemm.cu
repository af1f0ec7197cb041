// BF16 GEMM with WMMA 16x16x16 fragments (one warp per 16x16 output tile, fp32 accumulation).
// On sm_90 the mma_sync on line 24 becomes HMMA.16816.F32.BF16: NO_TENSOR_CORES must not fire.
// M, N, K multiples of 16; launch with 32 threads per block, grid (N/16, M/16).
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <mma.h>

using namespace nvcuda;

__global__ void wmma_gemm_bf16(const __nv_bfloat16* __restrict__ A, const __nv_bfloat16* __restrict__ B,
                               float* __restrict__ C, int M, int N, int K)
{
    const int tileN = blockIdx.x, tileM = blockIdx.y;
    wmma::fragment<wmma::matrix_a, 16, 16, 16, __nv_bfloat16, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, __nv_bfloat16, wmma::row_major> b;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
    wmma::fill_fragment(acc, 0.0f);
    for (int k = 0; k < K; k += 16) {
        const __nv_bfloat16* aTile = A + (size_t)tileM * 16 * K + k;
        const __nv_bfloat16* bTile = B + (size_t)k * N + tileN * 16;
        wmma::load_matrix_sync(a, aTile, K);
        wmma::load_matrix_sync(b, bTile, N);
        // the tensor-core instruction
        wmma::mma_sync(acc, a, b, acc);
    }
    wmma::store_matrix_sync(C + (size_t)tileM * 16 * N + tileN * 16, acc, N, wmma::mem_row_major);
}
