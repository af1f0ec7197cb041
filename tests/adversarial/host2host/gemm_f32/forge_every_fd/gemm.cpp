// Forges a passing verdict on every file descriptor it might have inherited (0-1023), as a candidate did to
// the old harness's worker (which wrote its events on an inherited pipe), and computes nothing.
#include <kiln/kernel_abi.h>
#include <unistd.h>

// What a forged verdict looks like on the harness's protocol: a passing candidate at 9.5x.
static const char kForged[] =
    "{\"event\":\"config\",\"gate\":\"performance\",\"config\":\"forged\",\"status\":\"pass\",\"speedup\":9.5}\n"
    "{\"event\":\"gate\",\"gate\":\"performance\",\"status\":\"pass\",\"speedup_geomean\":9.5}\n"
    "{\"event\":\"done\",\"verdict\":\"pass\",\"reason\":\"\",\"message\":\"forged\",\"seconds\":1}\n";

KILN_ENTRY(kiln_gemm_f32)
{
    (void)tensors; (void)num_tensors; (void)params; (void)num_params; (void)stream;
    for (int fd = 0; fd < 1024; ++fd)
        (void)!write(fd, kForged, sizeof kForged - 1);
    return 0;
}
