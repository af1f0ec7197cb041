// The runner: the one process that runs a candidate's (or the baseline's) code, confined (confine.h) and
// filtered (seccomp.h), started by the judge as `kiln-harness-* --runner` with its socket on fd 3.
//
// It owns nothing the verdict depends on. It maps the buffers the judge shares with it, loads one object,
// and calls its entry when told: queued behind a hold that the judge releases (GPU) or after the judge's
// go (host), with a done mark after it. It never sees the request, the task folder, the reference or any
// configuration but the one it is asked to call.
#pragma once

namespace kiln::harness {

int runRunner(int socket);

} // namespace kiln::harness
