// Confine: the box that candidate code runs in, whether it is being compiled or run (docs/harness-protocol.md,
// "Trust domains"). A confined process
// - is another user: uid/gid 65534 when the harness runs as root (so it owns nothing and holds no
//   capability), else the harness's own uid inside a user namespace with every capability dropped;
// - has its own mount, pid, network, IPC and UTS namespaces: it sees a minimal root (the system's
//   read-only /usr, /lib*, /bin, /sbin, /etc, /opt and /sys, the GPU's device nodes, a private /proc, /tmp
//   and /dev/shm) plus exactly the paths the caller binds; no home, no task folder, no Kiln data, no request;
//   it cannot reach the network or signal, trace or even see any process outside its namespace, and when it
//   ends every process it started ends with it;
// - starts with no file descriptors but the ones the caller keeps, no_new_privs, no core dumps.
// Where the kernel refuses namespaces, the process still runs, as far confined as could be done, and
// `level` says how far (and why not further) so the judge can report it.
#pragma once

#include <functional>
#include <string>
#include <sys/types.h>
#include <utility>
#include <vector>

namespace kiln::harness {

struct Confinement
{
    std::vector<std::string> readOnly;                           // bound read-only at the same path
    std::vector<std::pair<std::string, std::string>> readOnlyAt; // host path -> path inside, read-only
    std::vector<std::string> writable;                           // bound read-write at the same path
    std::vector<std::string> hide;                               // replaced by empty folders
    std::vector<int> keepFds;                                    // descriptors that stay open (as they are)
    std::vector<std::string> environment;                        // NAME=value, the whole environment
    std::string cwd = "/tmp";
    unsigned long long tmpBytes = 512ull << 20; // the private /tmp (a tmpfs: memory)
    unsigned long long memoryBytes = 0;         // RLIMIT_AS when > 0 (not for GPU processes: their runtime maps
                                                // far more address space than it uses)
};

// The user a confined process runs as when the harness is root.
inline constexpr uid_t kConfinedUid = 65534;

// Forks a process that confines itself as `c` says and then calls `body` (which normally execs); the
// returned pid is an outer helper that exits with body's status (128 + N when signal N ended it). Killing
// that pid ends everything inside. `*level` gets how far the confinement went: "namespaces" (all of it),
// or "uid only (...)" / "none (...)" with the kernel's reason. -1 when fork failed.
pid_t spawnConfined(const Confinement& c, const std::function<int()>& body, std::string* level);

// The confinement of this machine, probed once by a throwaway child: what spawnConfined would achieve.
std::string confinementLevel();

} // namespace kiln::harness
