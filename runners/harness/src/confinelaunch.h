// The confinement launcher: `kiln-harness-host --confine [options] -- PROGRAM ARGS...` runs one program
// inside the box of confine.h behind the runner's syscall filter (seccomp.h), and exits with its status.
// The Python harness starts its runners through it, so a Python candidate is confined exactly as a
// compiled one is (docs/harness-protocol.md, "Trust domains").
//
//   --ro PATH           bound read-only at the same path          --hide PATH   an empty folder instead
//   --ro-at SRC DST     SRC bound read-only at DST                --env NAME=V  one variable (the whole
//   --socket FD         kept, and moved to descriptor 3                         environment is the list)
//   --level-fd FD       gets one line: how far the confinement went (confine.h), before PROGRAM starts
//   --processes         PROGRAM may start programs (Triton and load_inline run compilers)
//   --cwd DIR           the working folder inside (default /tmp)
//   --memory BYTES      its address space limit (RLIMIT_AS; not for GPU processes, see confine.h)
// Descriptors 1 and 2 stay as they are; every other one is closed.
#pragma once

namespace kiln::harness {

int runConfineLauncher(int argc, char** argv);

} // namespace kiln::harness
