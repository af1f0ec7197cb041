#include "events.h"

#include <mutex>
#include <string>
#include <unistd.h>

namespace kiln::harness {

namespace {
int g_fd = 1;
std::mutex g_mutex;
} // namespace

void setEventFd(int fd)
{
    g_fd = fd;
}

void emit(const json& event)
{
    // Non-finite numbers would make invalid JSON: nlohmann writes them as null, which the reader accepts.
    std::string line = event.dump(-1, ' ', false, json::error_handler_t::replace);
    line += '\n';
    std::lock_guard<std::mutex> lock(g_mutex);
    const char* p = line.data();
    size_t left = line.size();
    while (left > 0) {
        const ssize_t n = ::write(g_fd, p, left);
        if (n <= 0)
            return;
        p += n;
        left -= static_cast<size_t>(n);
    }
}

} // namespace kiln::harness
