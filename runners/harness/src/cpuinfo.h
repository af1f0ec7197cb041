// The host CPU's model name from /proc/cpuinfo: the host backend's device name and calibration's label.
#pragma once

#include <fstream>
#include <string>

namespace kiln::harness {

inline std::string cpuModelName()
{
    std::ifstream cpu("/proc/cpuinfo");
    std::string line;
    while (std::getline(cpu, line))
        if (line.rfind("model name", 0) == 0)
            return line.substr(line.find(':') + 2);
    return "host CPU";
}

} // namespace kiln::harness
