// How spawnConfined builds the box (confine.h says what it is). Three processes, as bubblewrap does it:
//   outer helper (the caller's child): makes the namespaces, then waits for
//   init (pid 1 of the new pid namespace): builds the root, then reaps, and exits with the status of
//   body (pid 2): drops to the confined user, closes descriptors, runs `body`.
// When init ends, the kernel kills everything else in the namespace: a candidate's setsid() children too.
#include "confine.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/capability.h>
#include <sched.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef MOUNT_ATTR_RDONLY
#define MOUNT_ATTR_RDONLY 0x00000001
#define MOUNT_ATTR_NOSUID 0x00000002
struct mount_attr
{
    unsigned long long attr_set, attr_clr, propagation, userns_fd;
};
#endif
#ifndef AT_RECURSIVE
#define AT_RECURSIVE 0x8000
#endif

namespace kiln::harness {

namespace {

// What the stages found, filled in before each fork (children inherit it) and reported by the body.
std::string g_level = "namespaces";

// KILN_HARNESS_CONFINE=off: no confinement at all, the caller's environment kept: for profilers (Nsight
// Compute injects itself through the environment) and studies, never for scoring (the judge flags it).
bool confinementOff()
{
    const char* v = std::getenv("KILN_HARNESS_CONFINE");
    return v && std::string(v) == "off";
}

void degrade(const std::string& what)
{
    if (g_level == "namespaces")
        g_level = "namespaces without a private root (" + what + ")";
}

std::string errnoText(const char* call)
{
    return std::string(call) + ": " + std::strerror(errno);
}

void writeFile(const char* path, const std::string& text)
{
    const int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return;
    (void)!write(fd, text.data(), text.size());
    close(fd);
}

// Exits the way the child ended: its code, or 128 + the signal.
[[noreturn]] void exitLike(pid_t child)
{
    int status = 0;
    for (;;) {
        const pid_t p = waitpid(-1, &status, 0); // also reaps orphans (init's duty)
        if (p == child)
            break;
        if (p < 0 && errno != EINTR)
            _exit(125);
    }
    _exit(WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
}

void dieWithParent(pid_t parent)
{
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent)
        _exit(125);
}

// Every descriptor above 2 closed, except `keep`; 0-2 stay.
void closeAllBut(const std::vector<int>& keep)
{
    std::vector<int> sorted = keep;
    sorted.push_back(2);
    std::sort(sorted.begin(), sorted.end());
    unsigned from = 3;
    for (int k : sorted) {
        if (k < static_cast<int>(from))
            continue;
        if (static_cast<unsigned>(k) > from)
            syscall(SYS_close_range, from, static_cast<unsigned>(k) - 1, 0);
        from = static_cast<unsigned>(k) + 1;
    }
    syscall(SYS_close_range, from, ~0U, 0);
}

void nullStdio()
{
    const int fd = open("/dev/null", O_RDWR);
    if (fd < 0)
        return;
    dup2(fd, 0);
    dup2(fd, 1);
    dup2(fd, 2);
    if (fd > 2)
        close(fd);
}

bool isDir(const std::string& p)
{
    struct stat st
    {
    };
    return stat(p.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

void mkdirs(const std::string& path)
{
    for (size_t i = 1; i <= path.size(); ++i)
        if (i == path.size() || path[i] == '/')
            mkdir(path.substr(0, i).c_str(), 0755);
}

// A mount point for `src` at `dst`: a folder for a folder, an empty file for anything else.
bool mountPoint(const std::string& src, const std::string& dst)
{
    if (isDir(src)) {
        mkdirs(dst);
        return isDir(dst);
    }
    mkdirs(dst.substr(0, dst.rfind('/')));
    const int fd = open(dst.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
    if (fd >= 0)
        close(fd);
    return access(dst.c_str(), F_OK) == 0;
}

bool bindMount(const std::string& src, const std::string& dst)
{
    if (!mountPoint(src, dst) || mount(src.c_str(), dst.c_str(), nullptr, MS_BIND | MS_REC, nullptr) != 0) {
        degrade(errnoText(("bind " + src).c_str()));
        return false;
    }
    return true;
}

// Read-only: the mount and everything mounted below it (`recursive`), or the mount alone (a hidden
// folder's empty tmpfs, below which writable folders may have been bound again).
void makeReadOnly(const std::string& dst, bool recursive)
{
    mount_attr attr{};
    attr.attr_set = MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOSUID;
    if (syscall(SYS_mount_setattr, AT_FDCWD, dst.c_str(), recursive ? AT_RECURSIVE : 0, &attr, sizeof attr) == 0)
        return;
    // Older kernels: the top mount only.
    mount(nullptr, dst.c_str(), nullptr, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID, nullptr);
}

// The system's own folders, read-only; symbolic links (merged /usr) recreated as links.
void bindSystem(const char* root, std::vector<std::string>& readOnly)
{
    for (const char* name : {"usr", "lib", "lib32", "lib64", "libx32", "bin", "sbin", "etc", "opt", "sys"}) {
        const std::string src = std::string("/oldroot/") + name, dst = std::string(root) + "/" + name;
        struct stat st
        {
        };
        if (lstat(src.c_str(), &st) != 0)
            continue;
        if (S_ISLNK(st.st_mode)) {
            char target[4096];
            const ssize_t n = readlink(src.c_str(), target, sizeof target - 1);
            if (n > 0) {
                target[n] = '\0';
                (void)!symlink(target, dst.c_str());
            }
        } else if (S_ISDIR(st.st_mode) && bindMount(src, dst)) {
            readOnly.push_back(dst);
        }
    }
}

// /dev: a few character devices and the GPU's nodes, bound from the real /dev.
void buildDev(const std::string& dev)
{
    mkdirs(dev);
    if (mount("tmpfs", dev.c_str(), "tmpfs", MS_NOSUID | MS_NOEXEC, "mode=0755") != 0) {
        degrade(errnoText("mount /dev"));
        return;
    }
    std::vector<std::string> nodes{"null", "zero", "full", "random", "urandom", "tty", "kfd", "dri", "nvidia-caps"};
    if (DIR* d = opendir("/oldroot/dev")) {
        while (dirent* e = readdir(d))
            if (std::strncmp(e->d_name, "nvidia", 6) == 0 && std::string(e->d_name) != "nvidia-caps")
                nodes.emplace_back(e->d_name);
        closedir(d);
    }
    for (const auto& n : nodes)
        if (access(("/oldroot/dev/" + n).c_str(), F_OK) == 0)
            bindMount("/oldroot/dev/" + n, dev + "/" + n);
    for (const char* fd : {"stdin", "stdout", "stderr"})
        (void)!symlink(("/proc/self/fd/" + std::to_string(fd[3] == 'i'   ? 0
                                                          : fd[3] == 'o' ? 1
                                                                         : 2))
                           .c_str(),
                       (dev + "/" + fd).c_str());
    (void)!symlink("/proc/self/fd", (dev + "/fd").c_str());
    mkdirs(dev + "/shm");
    mount("tmpfs", (dev + "/shm").c_str(), "tmpfs", MS_NOSUID | MS_NODEV, "mode=1777");
}

// Builds the minimal root and makes it "/". Runs as init of the new pid namespace (so /proc is its own).
void buildRoot(const Confinement& c)
{
    if (mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0) {
        degrade(errnoText("make / private"));
        return;
    }
    // A scratch root first, the old root kept below it at /oldroot, so every source path stays reachable
    // (bubblewrap's method).
    if (mount("tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, "mode=0755") != 0 || chdir("/tmp") != 0 ||
        mkdir("newroot", 0755) != 0 || mkdir("oldroot", 0755) != 0 ||
        syscall(SYS_pivot_root, "/tmp", "/tmp/oldroot") != 0 || chdir("/") != 0) {
        degrade(errnoText("pivot to a scratch root"));
        return;
    }
    const std::string root = "/newroot";
    // pivot_root wants the new root to be a mount point.
    if (mount(root.c_str(), root.c_str(), nullptr, MS_BIND, nullptr) != 0) {
        degrade(errnoText("bind the new root"));
        return;
    }
    std::vector<std::string> readOnly;
    bindSystem(root.c_str(), readOnly);
    buildDev(root + "/dev");
    mkdirs(root + "/proc");
    if (mount("proc", (root + "/proc").c_str(), "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, nullptr) != 0)
        degrade(errnoText("mount /proc"));
    mkdirs(root + "/tmp");
    mount("tmpfs", (root + "/tmp").c_str(), "tmpfs", MS_NOSUID | MS_NODEV,
          ("mode=1777,size=" + std::to_string(c.tmpBytes)).c_str());
    // The system's folders go read-only first, so nothing bound below them later can be written either.
    for (const auto& p : readOnly)
        makeReadOnly(p, true);
    readOnly.clear();
    // Hidden folders: empty, and read-only once the folders bound again inside them have mount points.
    std::vector<std::string> hidden;
    for (const auto& h : c.hide)
        if (isDir(root + h) &&
            mount("tmpfs", (root + h).c_str(), "tmpfs", MS_NOSUID | MS_NODEV, "mode=0755,size=1m") == 0)
            hidden.push_back(root + h);
    for (const auto& [src, dst] : c.readOnlyAt)
        if (bindMount("/oldroot" + src, root + dst))
            readOnly.push_back(root + dst);
    for (const auto& p : c.readOnly)
        if (bindMount("/oldroot" + p, root + p))
            readOnly.push_back(root + p);
    // Writable folders may lie inside read-only ones (a build folder in the source folder): their mount points
    // first, then the read-only binds go read-only, then the writable ones are bound, still writable.
    for (const auto& p : c.writable)
        mountPoint("/oldroot" + p, root + p);
    for (const auto& p : readOnly)
        makeReadOnly(p, true);
    for (const auto& p : c.writable)
        bindMount("/oldroot" + p, root + p);
    for (const auto& h : hidden)
        makeReadOnly(h, false);
    // The new root becomes "/", and the scratch root with the old one under it goes.
    if (chdir(root.c_str()) != 0 || syscall(SYS_pivot_root, ".", ".") != 0 || umount2(".", MNT_DETACH) != 0 ||
        chdir("/") != 0)
        degrade(errnoText("pivot to the new root"));
}

void dropCapabilities()
{
    for (int cap = 0; cap <= 63; ++cap)
        prctl(PR_CAPBSET_DROP, cap, 0, 0, 0);
    __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
    __user_cap_data_struct data[2] = {};
    syscall(SYS_capset, &header, data);
}

void limit(int resource, rlim_t value)
{
    const rlimit r{value, value};
    setrlimit(resource, &r);
}

// The body's side: becomes the confined user and runs body.
[[noreturn]] void runBody(const Confinement& c, bool wasRoot, int statusFd, const std::function<int()>& body)
{
    if (confinementOff()) {
        // Kept as it is, the environment too (the caller's list added on top).
    } else if (wasRoot) {
        const gid_t gid = kConfinedUid;
        if (setgroups(0, nullptr) != 0 || setresgid(gid, gid, gid) != 0 ||
            setresuid(kConfinedUid, kConfinedUid, kConfinedUid) != 0)
            g_level = "none (" + errnoText("setuid") + ")";
    } else {
        dropCapabilities();
    }
    prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
    limit(RLIMIT_CORE, 0);
    limit(RLIMIT_NOFILE, 4096);
    limit(RLIMIT_FSIZE, 8ull << 30);
    if (c.memoryBytes > 0)
        limit(RLIMIT_AS, c.memoryBytes);
    if (chdir(c.cwd.c_str()) != 0)
        (void)!chdir("/tmp");
    for (const auto& e : c.environment)
        putenv(const_cast<char*>(e.c_str()));
    const std::string line = g_level + "\n";
    (void)!write(statusFd, line.data(), line.size());
    close(statusFd);
    std::vector<int> keep = c.keepFds;
    closeAllBut(keep);
    _exit(body());
}

} // namespace

pid_t spawnConfined(const Confinement& c, const std::function<int()>& body, std::string* level)
{
    int status[2];
    if (pipe2(status, O_CLOEXEC) != 0)
        return -1;
    const pid_t caller = getpid();
    const pid_t helper = fork();
    if (helper < 0) {
        close(status[0]);
        close(status[1]);
        return -1;
    }
    if (helper == 0) {
        close(status[0]);
        dieWithParent(caller);
        setsid();
        const bool off = confinementOff();
        // Nothing of the caller's environment stays in the helpers (the body gets its own list).
        std::vector<std::string> inherited;
        if (off)
            for (char** e = environ; *e; ++e)
                inherited.emplace_back(*e);
        clearenv();
        for (const auto& e : inherited)
            putenv(strdup(e.c_str()));
        const bool root = geteuid() == 0;
        const uid_t uid = getuid();
        const gid_t gid = getgid();
        int flags = CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS;
        if (!root)
            flags |= CLONE_NEWUSER;
        bool spaces = !off && unshare(flags) == 0;
        if (off)
            g_level = "none (KILN_HARNESS_CONFINE=off)";
        else if (!spaces)
            g_level = std::string(root ? "uid only (" : "none (") + errnoText("unshare") + ")";
        if (spaces && !root) {
            writeFile("/proc/self/setgroups", "deny");
            writeFile("/proc/self/uid_map", std::to_string(uid) + " " + std::to_string(uid) + " 1\n");
            writeFile("/proc/self/gid_map", std::to_string(gid) + " " + std::to_string(gid) + " 1\n");
        }
        std::vector<int> keep = c.keepFds;
        keep.push_back(status[1]);
        const pid_t init = fork();
        if (init < 0)
            _exit(125);
        if (init == 0) {
            dieWithParent(getppid());
            if (spaces)
                buildRoot(c);
            const pid_t self = getpid();
            const pid_t child = fork();
            if (child < 0)
                _exit(125);
            if (child == 0) {
                dieWithParent(self);
                runBody(c, root, status[1], body);
            }
            closeAllBut({});
            nullStdio();
            exitLike(child);
        }
        closeAllBut({});
        nullStdio();
        exitLike(init);
    }
    close(status[1]);
    std::string got;
    char buf[256];
    for (;;) {
        const ssize_t n = read(status[0], buf, sizeof buf);
        if (n > 0) {
            got.append(buf, static_cast<size_t>(n));
            if (got.find('\n') != std::string::npos)
                break;
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        break;
    }
    close(status[0]);
    if (level)
        *level = got.empty() ? "none (the confined process did not start)" : got.substr(0, got.find('\n'));
    return helper;
}

std::string confinementLevel()
{
    static const std::string level = [] {
        std::string l;
        Confinement c;
        const pid_t p = spawnConfined(
            c, [] { return 0; }, &l);
        if (p > 0) {
            int st = 0;
            waitpid(p, &st, 0);
        }
        return l;
    }();
    return level;
}

} // namespace kiln::harness
