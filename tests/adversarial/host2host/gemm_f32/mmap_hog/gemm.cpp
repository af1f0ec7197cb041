// Maps a terabyte without reserving it and touches a page in every megabyte.
#include <kiln/kernel_abi.h>
#include <sys/mman.h>

KILN_ENTRY(kiln_gemm_f32)
{
    (void)tensors; (void)num_tensors; (void)params; (void)num_params; (void)stream;
    const size_t bytes = 1ull << 40;
    char* p = static_cast<char*>(mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0));
    for (size_t i = 0; i < bytes; i += 1 << 20)
        p[i] = 1; // MAP_FAILED when refused: this crashes
    return 0;
}
