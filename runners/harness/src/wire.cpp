#include "wire.h"

#include <cerrno>
#include <climits>
#include <cstring>
#include <linux/futex.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace kiln::harness::wire {

bool sendMessage(int socket, const void* data, size_t bytes, int fd)
{
    iovec io{const_cast<void*>(data), bytes};
    msghdr m{};
    m.msg_iov = &io;
    m.msg_iovlen = 1;
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int))] = {};
    if (fd >= 0) {
        m.msg_control = control;
        m.msg_controllen = sizeof control;
        cmsghdr* c = CMSG_FIRSTHDR(&m);
        c->cmsg_level = SOL_SOCKET;
        c->cmsg_type = SCM_RIGHTS;
        c->cmsg_len = CMSG_LEN(sizeof(int));
        std::memcpy(CMSG_DATA(c), &fd, sizeof(int));
    }
    for (;;) {
        const ssize_t n = sendmsg(socket, &m, MSG_NOSIGNAL);
        if (n == static_cast<ssize_t>(bytes))
            return true;
        if (n < 0 && errno == EINTR)
            continue;
        return false;
    }
}

int receiveMessage(int socket, void* data, size_t bytes, int timeoutMs, int* fd, int* peerPid)
{
    if (fd)
        *fd = -1;
    if (timeoutMs >= 0) {
        pollfd p{socket, POLLIN, 0};
        int r;
        while ((r = poll(&p, 1, timeoutMs)) < 0 && errno == EINTR) {
        }
        if (r == 0)
            return 0;
        if (r < 0)
            return -1;
    }
    iovec io{data, bytes};
    msghdr m{};
    m.msg_iov = &io;
    m.msg_iovlen = 1;
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int)) + CMSG_SPACE(sizeof(ucred))] = {};
    m.msg_control = control;
    m.msg_controllen = sizeof control;
    ssize_t n;
    while ((n = recvmsg(socket, &m, MSG_CMSG_CLOEXEC)) < 0 && errno == EINTR) {
    }
    for (cmsghdr* c = CMSG_FIRSTHDR(&m); c; c = CMSG_NXTHDR(&m, c)) {
        if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) {
            int got = -1;
            std::memcpy(&got, CMSG_DATA(c), sizeof(int));
            if (fd)
                *fd = got;
            else
                close(got);
        } else if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_CREDENTIALS && peerPid) {
            ucred cred{};
            std::memcpy(&cred, CMSG_DATA(c), sizeof cred);
            *peerPid = cred.pid; // the kernel translated it into the receiver's pid namespace
        }
    }
    if (n != static_cast<ssize_t>(bytes) || (m.msg_flags & (MSG_TRUNC | MSG_CTRUNC)))
        return -1;
    return 1;
}

void wake(Word& w)
{
    // Shared between processes: not FUTEX_PRIVATE.
    syscall(SYS_futex, &w.value, FUTEX_WAKE, INT_MAX, nullptr, nullptr, 0);
}

void sleepOn(const Word& w, uint32_t seq, int timeoutMs)
{
    const uint32_t seen = load(w);
    if (seen >= seq)
        return;
    timespec ts{timeoutMs / 1000, (timeoutMs % 1000) * 1000000L};
    syscall(SYS_futex, const_cast<volatile uint32_t*>(&w.value), FUTEX_WAIT, seen, &ts, nullptr, 0);
}

void setText(char (&field)[kTextBytes], const std::string& s)
{
    const size_t n = std::min(s.size(), kTextBytes - 1);
    std::memcpy(field, s.data(), n);
    field[n] = '\0';
}

std::string textOf(const char (&field)[kTextBytes])
{
    return std::string(field, strnlen(field, kTextBytes));
}

} // namespace kiln::harness::wire
