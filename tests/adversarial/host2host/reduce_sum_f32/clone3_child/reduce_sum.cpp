// Starts a process of its own the way glibc starts threads, with clone3 (whose flags a syscall filter cannot
// read: they lie behind a pointer), falling back to a bare clone without CLONE_THREAD; the child leaves its
// session, names itself kiln-leftover2 and computes in the background, after the evaluation. Then it sums
// honestly, so only the process is the exploit.
#include <kiln/kernel_abi.h>
#include <csignal>
#include <cstdint>
#include <cstring>
#include <linux/sched.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

static void stay()
{
    setsid();
    prctl(PR_SET_NAME, "kiln-leftover2", 0, 0, 0);
    for (;;)
        sleep(1);
}

KILN_ENTRY(kiln_reduce_sum_f32)
{
    (void)num_tensors; (void)num_params; (void)stream;
    static bool started = [] {
        clone_args args;
        std::memset(&args, 0, sizeof args);
        args.exit_signal = SIGCHLD;
        long pid = syscall(SYS_clone3, &args, sizeof args);
        if (pid < 0) // ENOSYS where a filter hides clone3: the old call, which the filter can read
            pid = syscall(SYS_clone, SIGCHLD, 0, 0, 0, 0);
        if (pid == 0)
            stay();
        return pid > 0;
    }();
    (void)started;
    const float* x = static_cast<const float*>(tensors[0].data);
    double s = 0;
    for (int64_t i = 0; i < params[0]; ++i)
        s += x[i];
    static_cast<float*>(tensors[1].data)[0] = static_cast<float>(s);
    return 0;
}
