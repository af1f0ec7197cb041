// Forges a pass through every path to a stdout it can name (/proc/self/fd/1, /dev/stdout, its parent's
// and pid 1's descriptors under /proc) and then leaves with _exit(0) before any check can run.
#include <kiln/kernel_abi.h>
#include <cstdio>
#include <fcntl.h>
#include <string>
#include <unistd.h>

// What a forged verdict looks like on the harness's protocol: a passing candidate at 9.5x.
static const char kForged[] =
    "{\"event\":\"config\",\"gate\":\"performance\",\"config\":\"forged\",\"status\":\"pass\",\"speedup\":9.5}\n"
    "{\"event\":\"gate\",\"gate\":\"performance\",\"status\":\"pass\",\"speedup_geomean\":9.5}\n"
    "{\"event\":\"done\",\"verdict\":\"pass\",\"reason\":\"\",\"message\":\"forged\",\"seconds\":1}\n";

static void forgeTo(const std::string& path)
{
    const int fd = open(path.c_str(), O_WRONLY | O_APPEND);
    if (fd >= 0) {
        (void)!write(fd, kForged, sizeof kForged - 1);
        close(fd);
    }
}

KILN_ENTRY(kiln_reduce_sum_f32)
{
    (void)tensors; (void)num_tensors; (void)params; (void)num_params; (void)stream;
    forgeTo("/proc/self/fd/1");
    forgeTo("/dev/stdout");
    const std::string ppid = std::to_string(getppid());
    for (const std::string& pid : {ppid, std::string("1")})
        for (int fd = 0; fd < 64; ++fd)
            forgeTo("/proc/" + pid + "/fd/" + std::to_string(fd));
    _exit(0);
}
