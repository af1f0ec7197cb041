"""The device as the Python judge and its runners use it: shared tensors, holds and marks.

CPU (torch on the host): shared memory is a memfd both processes map; a runner marks `ready`, waits for
`go` and marks `done` from its own CPU. CUDA: shared memory is a VMM allocation exported as a file
descriptor (legacy IPC does not cross users), and a call is held, released and ended by the compiled
harness's kernels (libkiln-pydevice-cuda.so, src/pythondevice.cpp): a hold that fills the device and
waits for `go` in the control block, the call's work queued behind it, then a mark that writes `done`.
"""
from __future__ import annotations

import ctypes
import mmap
import os

import torch

import kiln_harness_wire as wire

HOLD_LIMIT_CYCLES = 100_000_000  # about 50 ms: a call that synchronizes inside gives up its hold


def _address(m: mmap.mmap) -> int:
    """Where an mmap lies in this process (read-only maps too, which ctypes.from_buffer refuses)."""
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "the given buffer is not writable": it is only read here
        t = torch.frombuffer(m, dtype=torch.uint8)
    _keep.append(t)
    return t.data_ptr()


_keep = []


class _CudaArray:
    """Device memory torch can wrap without copying (the __cuda_array_interface__ protocol)."""

    def __init__(self, ptr: int, nbytes: int):
        self.__cuda_array_interface__ = {"shape": (nbytes,), "typestr": "|u1", "data": (ptr, False),
                                         "version": 2, "strides": None}


class CpuDevice:
    kind = "cpu"

    def __init__(self):
        self.dev = torch.device("cpu")
        self._maps = {}

    def synchronize(self) -> None:
        pass

    def alloc_shared(self, nbytes: int):
        """(fd, byte tensor, size): the judge's side of a shared buffer."""
        size = max(4096, (nbytes + 4095) // 4096 * 4096)
        fd = os.memfd_create("kiln-tensor", os.MFD_CLOEXEC)
        os.ftruncate(fd, size)
        return fd, self.map_shared(fd, size), size

    def map_shared(self, fd: int, size: int):
        m = mmap.mmap(fd, size)
        t = torch.frombuffer(m, dtype=torch.uint8)
        self._maps[id(t)] = m
        return t

    def unmap(self, t, size: int) -> None:
        self._maps.pop(id(t), None)

    # A runner's side of a call: its own CPU marks the words.
    def begin(self, ctrl, go, seq: int, held: bool, deadline_ns: int) -> None:
        ctrl.set(wire.READY, seq)
        if held:
            go.wait(wire.GO, seq, deadline_ns)

    def end(self, ctrl, seq: int) -> None:
        ctrl.set(wire.DONE, seq)

    def wait_for_go(self, go, seq: int, deadline_ns: int) -> None:
        pass  # the host call ran after go

    def empty(self) -> None:
        pass


class CudaDevice:
    kind = "cuda"

    def __init__(self, index: int, library: str):
        torch.cuda.set_device(index)
        self.index = index
        self.dev = torch.device("cuda", index)
        torch.empty(1, device=self.dev)  # the primary context, current on this thread
        self.lib = ctypes.CDLL(library)
        L = self.lib
        L.kiln_error_text.restype = ctypes.c_char_p
        L.kiln_shared_alloc.argtypes = [ctypes.c_int, ctypes.c_size_t, ctypes.POINTER(ctypes.c_int),
                                        ctypes.POINTER(ctypes.c_ulonglong), ctypes.POINTER(ctypes.c_size_t)]
        L.kiln_shared_map.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_size_t, ctypes.POINTER(ctypes.c_ulonglong)]
        L.kiln_shared_unmap.argtypes = [ctypes.c_ulonglong, ctypes.c_size_t]
        L.kiln_register_control.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int,
                                            ctypes.POINTER(ctypes.c_void_p)]
        L.kiln_hold_setup.argtypes = [ctypes.c_int, ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_int)]
        L.kiln_hold.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p,
                                ctypes.c_void_p, ctypes.c_longlong, ctypes.c_int, ctypes.c_void_p]
        L.kiln_mark.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_void_p]
        L.kiln_empty.argtypes = [ctypes.c_void_p]
        L.kiln_synchronize.argtypes = []
        self._ptrs = {}
        self.control_dev = None
        self._go_host = None

    def _check(self, code: int, what: str) -> None:
        if code:
            raise RuntimeError(f"CUDA error: {what}: {self.lib.kiln_error_text(code).decode(errors='replace')}")

    def synchronize(self) -> None:
        self._check(self.lib.kiln_synchronize(), "synchronizing the device")

    def _wrap(self, ptr: int, size: int):
        t = torch.as_tensor(_CudaArray(ptr, size), device=self.dev)
        self._ptrs[id(t)] = (ptr, size)
        return t

    def alloc_shared(self, nbytes: int):
        fd, ptr, size = ctypes.c_int(-1), ctypes.c_ulonglong(0), ctypes.c_size_t(0)
        self._check(self.lib.kiln_shared_alloc(self.index, nbytes, ctypes.byref(fd), ctypes.byref(ptr),
                                               ctypes.byref(size)), "allocating shared device memory")
        return fd.value, self._wrap(ptr.value, size.value), size.value

    def map_shared(self, fd: int, size: int):
        ptr = ctypes.c_ulonglong(0)
        self._check(self.lib.kiln_shared_map(self.index, fd, size, ctypes.byref(ptr)), "mapping the judge's buffer")
        return self._wrap(ptr.value, size)

    def unmap(self, t, size: int) -> None:
        entry = self._ptrs.pop(id(t), None)
        if entry:
            self.lib.kiln_shared_unmap(entry[0], entry[1])

    # ---- A runner's side of a call ----
    def _register(self, page, read_only: bool) -> int:
        address = _address(page.map)
        device = ctypes.c_void_p()
        self._check(self.lib.kiln_register_control(address, wire.CONTROL_BYTES, int(read_only), ctypes.byref(device)),
                    "mapping a control page for the device")
        return device.value

    def attach(self, ctrl, go) -> None:
        self.control_dev = self._register(ctrl, False)
        self.go_dev = self._register(go, True)
        scratch, blocks = ctypes.c_void_p(), ctypes.c_int(0)
        self._check(self.lib.kiln_hold_setup(self.index, ctypes.byref(scratch), ctypes.byref(blocks)), "hold setup")
        self._scratch, self.hold_blocks = scratch.value, blocks.value

    def _stream(self) -> int:
        return torch.cuda.current_stream(self.dev).cuda_stream

    def begin(self, ctrl, go, seq: int, held: bool, deadline_ns: int) -> None:
        """Queues the hold: the call's work, queued after it, starts when the judge writes go."""
        base = self.control_dev
        self._check(self.lib.kiln_hold(self.go_dev + wire.GO, seq, base + wire.READY, base + wire.EXPIRED,
                                       base + wire.CLOCKS, self._scratch, HOLD_LIMIT_CYCLES,
                                       self.hold_blocks if held else 1, self._stream()), "queueing the hold")

    def end(self, ctrl, seq: int) -> None:
        self._check(self.lib.kiln_mark(self.control_dev + wire.DONE, seq, self._stream()), "queueing the done mark")

    def wait_for_go(self, go, seq: int, deadline_ns: int) -> None:
        """Between `enqueued` and `go` the main thread sleeps on the go word instead of spinning in a
        synchronize: the judge reads its CPU clock then, and a running thread's clock is stale by up to a
        scheduler tick when another process reads it (launch costs read 0.7-12x apart on the H200)."""
        if self._go_host is None:
            self._go_host = _address(go.map)
        go.sleep_until(self._go_host, wire.GO, seq, deadline_ns)

    def empty(self) -> None:
        self._check(self.lib.kiln_empty(self._stream()), "an empty kernel")

    # ---- The judge's marker ----
    def attach_marker(self, ctrl) -> None:
        self._marker_dev = self._register(ctrl, False)

    def mark_word(self, value: int) -> None:
        self._check(self.lib.kiln_mark(self._marker_dev + wire.DONE, value, self._stream()), "queueing the marker")


def open_device(spec: dict):
    """`spec`: {"kind": "cpu"} or {"kind": "cuda", "index": N, "library": path of libkiln-pydevice-cuda.so}."""
    if spec.get("kind") == "cpu":
        return CpuDevice()
    if getattr(torch.version, "hip", None):
        raise RuntimeError("the Python harness shares device memory through CUDA's VMM API; ROCm is not "
                           "supported by it yet")
    return CudaDevice(int(spec.get("index", 0)), spec["library"])


def view(buffer, dtype, shape):
    """A typed tensor over the first bytes of a shared byte buffer."""
    numel = 1
    for d in shape:
        numel *= int(d)
    size = torch.empty((), dtype=dtype).element_size()
    return buffer[:numel * size].view(dtype).view([int(d) for d in shape])


class Marker:
    """The judge's own mark after a runner's `done`: on a GPU it cannot run while a runner's work still holds
    the device, so how long it takes says whether the call really ended (work after return)."""

    def __init__(self, device):
        self.device = device
        self.ctrl = wire.Control.create() if device.kind == "cuda" else None
        if self.ctrl is not None:
            device.attach_marker(self.ctrl)
        self.seq = 0

    def latency_ns(self, deadline_ns: int) -> int:
        """Queues the mark and waits for it; 0 on the host."""
        if self.ctrl is None:
            return 0
        import time
        self.seq += 1
        t0 = time.perf_counter_ns()
        self.device.mark_word(self.seq)
        self.ctrl.wait(wire.DONE, self.seq, deadline_ns)
        return time.perf_counter_ns() - t0
