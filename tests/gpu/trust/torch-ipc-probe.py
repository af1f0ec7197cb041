"""Can a runner process that is another user, in its own mount/net/ipc (and pid) namespaces, share CUDA
tensors with the judge through PyTorch's CUDA IPC (legacy cudaIpc handles), and how long does a runner take to
start (import torch, make its context)? One JSON line per variant.

    python3 torch-ipc-probe.py
"""
import json
import subprocess
import sys
import time

CHILD = r"""
import os, sys, json, time, ctypes
t0 = time.monotonic()
flags = int(sys.argv[1])
libc = ctypes.CDLL(None, use_errno=True)
if flags & 1:
    CLONE_NEWNS, CLONE_NEWNET, CLONE_NEWIPC = 0x20000, 0x40000000, 0x08000000
    if libc.unshare(CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWIPC) != 0:
        print(json.dumps({"unshare_errno": ctypes.get_errno()}), file=sys.stderr)
if flags & 4:
    CLONE_NEWPID = 0x20000000
    if libc.unshare(CLONE_NEWPID) != 0:
        print(json.dumps({"unshare_pid_errno": ctypes.get_errno()}), file=sys.stderr)
    pid = os.fork()
    if pid:
        _, st = os.waitpid(pid, 0)
        os._exit(os.waitstatus_to_exitcode(st))
if flags & 2:
    os.setgid(65534); os.setuid(65534)
import torch
t_import = time.monotonic() - t0
torch.cuda.init(); torch.zeros(1, device="cuda")
t_ctx = time.monotonic() - t0
handle = json.loads(sys.stdin.readline())
args = [bytes.fromhex(v) if kind == "b" else v for kind, v in handle["args"]]
storage = torch.UntypedStorage._new_shared_cuda(*args)
x = torch.empty(0, dtype=torch.float32, device="cuda").set_(storage, 0, (handle["n"],), (1,))
s = float(x.sum().item())
x.mul_(2)
torch.cuda.synchronize()
print(json.dumps({"uid": os.getuid(), "pid": os.getpid(), "sum": s, "import_s": round(t_import, 2),
                  "context_s": round(t_ctx, 2)}), flush=True)
"""


def main():
    import torch
    n = 1 << 20
    x = torch.arange(n, dtype=torch.float32, device="cuda")
    expected = float(x.sum().item())
    args = list(x.untyped_storage()._share_cuda_())
    enc = [["b", a.hex()] if isinstance(a, bytes) else ["v", a] for a in args]
    for name, flags in (("same_user", 0), ("nobody", 2), ("nobody_ns", 3), ("nobody_ns_pidns", 7)):
        t0 = time.monotonic()
        p = subprocess.run([sys.executable, "-c", CHILD, str(flags)], input=json.dumps({"args": enc, "n": n}) + "\n",
                           capture_output=True, text=True, timeout=120)
        out = {"variant": name, "rc": p.returncode, "wall_s": round(time.monotonic() - t0, 2)}
        try:
            out.update(json.loads(p.stdout.strip().splitlines()[-1]))
            out["sum_ok"] = out.get("sum") == expected
        except Exception:  # noqa: BLE001
            out["stderr"] = p.stderr[-600:]
        torch.cuda.synchronize()
        out["doubled_seen_by_judge"] = bool(torch.equal(x[:4].cpu(), torch.arange(4, dtype=torch.float32) * 2))
        x.copy_(torch.arange(n, dtype=torch.float32, device="cuda"))
        print(json.dumps(out), flush=True)


if __name__ == "__main__":
    main()
