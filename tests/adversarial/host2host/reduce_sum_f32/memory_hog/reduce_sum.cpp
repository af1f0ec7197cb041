// Takes and touches memory a gigabyte at a time until it has 256 GiB, so the machine runs out before the
// harness does (the old worker had no limit: its host's OOM killer chose).
#include <kiln/kernel_abi.h>
#include <cstdlib>
#include <cstring>

KILN_ENTRY(kiln_reduce_sum_f32)
{
    (void)num_tensors; (void)num_params; (void)stream; (void)params;
    for (int gb = 0; gb < 256; ++gb) {
        char* p = static_cast<char*>(std::malloc(1ull << 30));
        std::memset(p, 1, 1ull << 30); // no check: a failed malloc crashes here
    }
    static_cast<float*>(tensors[1].data)[0] = 0;
    return 0;
}
