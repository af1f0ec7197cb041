"""Unit tests of the Python harness's parts that need no GPU and no runner: the wire's JSON, tensors made,
compared and blamed, the fallback scanner, the judge's statistics. Run by pytest (CTest tst_pyharness_units)
with an interpreter that imports torch, as the judge does; plain unittest runs them too."""
import json
import math
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "runners", "harness"))
import torch  # noqa: E402

import kiln_harness_constants as constants  # noqa: E402
import kiln_harness_fallback as fallback  # noqa: E402
import kiln_harness_judge as judge  # noqa: E402
import kiln_harness_tensors as tensors  # noqa: E402
import kiln_harness_timers as timers  # noqa: E402
import kiln_harness_wire as wire  # noqa: E402


class Processes(unittest.TestCase):
    """What the judge reads of a runner's processes: which are alive, which belong to a pid namespace."""

    def test_a_running_process_is_alive_and_its_zombie_is_not(self):
        self.assertTrue(wire.is_running_process(os.getpid()))
        pid = os.fork()
        if pid == 0:
            os._exit(0)
        os.waitid(os.P_PID, pid, os.WEXITED | os.WNOWAIT)  # it has exited, and stays a zombie: not reaped yet
        self.assertFalse(wire.is_running_process(pid))
        self.assertTrue(os.path.exists(f"/proc/{pid}"), "the zombie is still listed")
        os.waitpid(pid, 0)
        self.assertFalse(wire.is_running_process(pid))

    def test_a_name_with_spaces_and_parentheses_is_read_past(self):
        import subprocess
        with tempfile.TemporaryDirectory() as d:
            odd = os.path.join(d, "a) Z (b")
            os.symlink("/bin/sleep", odd)
            p = subprocess.Popen([odd, "5"])
            try:
                self.assertTrue(wire.is_running_process(p.pid))
            finally:
                p.kill()
                p.wait()

    def test_the_own_namespace_holds_this_process(self):
        pids = wire.namespace_pids(os.readlink("/proc/self/ns/pid"))
        self.assertIn(os.getpid(), pids)
        self.assertEqual(wire.namespace_pids("pid:[0]"), [])


class Wire(unittest.TestCase):
    def test_non_finite_numbers_become_null(self):
        self.assertEqual(wire.clean({"a": [1.0, math.nan, (math.inf, 2)]}), {"a": [1.0, None, [None, 2]]})

    def test_an_event_line_is_one_line_of_strict_json(self):
        line = wire.event_line({"event": "config", "x": -math.inf, "text": "two\nlines"})
        self.assertNotIn("\n", line)
        self.assertEqual(json.loads(line), {"event": "config", "x": None, "text": "two\nlines"})

    def test_objects_json_cannot_write_become_text(self):
        self.assertEqual(json.loads(wire.event_line({"p": os.path}))["p"], str(os.path))

    def test_tail_keeps_the_end(self):
        self.assertEqual(wire.tail("abc", 5), "abc")
        self.assertEqual(wire.tail("abcdefgh", 3), "...\nfgh")

    def test_device_errors_are_told_by_type_or_message(self):
        self.assertTrue(wire.is_device_error(RuntimeError("CUDA error: an illegal memory access")))
        self.assertTrue(wire.is_device_error(RuntimeError("HIP error: invalid device function")))
        self.assertFalse(wire.is_device_error(ValueError("shape mismatch")))


class Tensors(unittest.TestCase):
    def gen(self, seed=1):
        g = torch.Generator()
        g.manual_seed(seed)
        return g

    def test_unravel_is_row_major(self):
        self.assertEqual(tensors.unravel(0, (3, 4)), [0, 0])
        self.assertEqual(tensors.unravel(7, (3, 4)), [1, 3])
        self.assertEqual(tensors.unravel(23, (2, 3, 4)), [1, 2, 3])

    def test_inputs_are_deterministic_in_the_seed(self):
        a = tensors.make_tensor("f32", (64,), None, self.gen(7), "cpu")
        b = tensors.make_tensor("f32", (64,), None, self.gen(7), "cpu")
        c = tensors.make_tensor("f32", (64,), None, self.gen(8), "cpu")
        self.assertTrue(torch.equal(a, b))
        self.assertFalse(torch.equal(a, c))

    def test_floating_inputs_are_never_zero(self):
        f = tensors.make_tensor("f16", (4096,), {"dist": "uniform", "low": -1e-4, "high": 1e-4}, self.gen(), "cpu")
        self.assertFalse(bool((f == 0).any()))
        n = tensors.make_tensor("f32", (4096,), {"dist": "normal", "mean": 0, "std": 1e-30}, self.gen(), "cpu")
        self.assertFalse(bool((n == 0).any()))

    def test_integer_inputs_keep_their_range(self):
        # An index 0 is a value like any other (class labels, offsets): randint keeps [low, high).
        t = tensors.make_tensor("i32", (4096,), {"dist": "randint", "low": -1, "high": 2}, self.gen(), "cpu")
        self.assertEqual(sorted(set(t.tolist())), [-1, 0, 1])

    def test_uniform_stays_in_its_range(self):
        t = tensors.make_tensor("f32", (10000,), {"dist": "uniform", "low": 72, "high": 96}, self.gen(), "cpu")
        self.assertGreaterEqual(float(t.min()), 72)
        self.assertLessEqual(float(t.max()), 96)

    def test_a_permutation_holds_every_index_once(self):
        t = tensors.make_tensor("i64", (5, 7), {"dist": "permutation"}, self.gen(), "cpu")
        self.assertEqual(sorted(t.reshape(-1).tolist()), list(range(35)))

    def test_an_unknown_distribution_is_a_task_error(self):
        with self.assertRaises(tensors.TaskError):
            tensors.make_tensor("f32", (4,), {"dist": "cauchy"}, self.gen(), "cpu")

    def test_tolerance_defaults_by_dtype_and_takes_the_task_s(self):
        self.assertEqual(tensors.tolerance({"dtype": "f32"}), (1e-5, 1e-3, 0.99))
        self.assertEqual(tensors.tolerance({"dtype": "i32"}), (0.0, 0.0, 1.0))
        self.assertEqual(tensors.tolerance({"dtype": "f32", "tolerance": {"atol": 0.5}}), (0.5, 1e-3, 0.99))

    def compare(self, got, exp, dtype="f32"):
        return tensors.compare([{"name": "y", "dtype": dtype}], [got], [exp])

    def test_within_tolerance_passes(self):
        exp = torch.linspace(1, 2, 100)
        r = self.compare(exp + 1e-6, exp)
        self.assertEqual((r["status"], r["reason"]), ("pass", None))

    def test_a_wrong_element_is_a_mismatch_that_names_it(self):
        exp = torch.ones(3, 4)
        got = exp.clone()
        got[1, 2] = 5
        # one element in twelve wrong is below 99% matched
        r = self.compare(got, exp)
        self.assertEqual(r["reason"], "mismatch")
        self.assertEqual(r["worst"][0]["index"], [1, 2])
        self.assertEqual(r["worst"][0]["got"], 5.0)

    def test_poisoned_elements_are_unwritten(self):
        exp = torch.ones(8)
        got = exp.clone()
        got.view(torch.int32)[3] = -1  # the poison's bits
        r = self.compare(got, exp)
        self.assertEqual(r["reason"], "unwritten_output")
        self.assertIn("1 of 8 elements were never written", r["message"])

    def test_nan_where_the_reference_is_finite(self):
        exp = torch.ones(8)
        got = exp.clone()
        got[0] = math.nan
        self.assertEqual(self.compare(got, exp)["reason"], "nan_or_inf")

    def test_nan_where_the_reference_has_nan_is_equal(self):
        exp = torch.tensor([math.nan, 1.0])
        self.assertEqual(self.compare(exp.clone(), exp)["status"], "pass")

    def test_all_zero_against_a_nonzero_reference(self):
        exp = torch.full((16,), 1e-7)
        r = self.compare(torch.zeros(16), exp)  # within atol, but nothing was computed
        self.assertEqual(r["reason"], "all_zero")

    def test_the_worst_reason_wins_across_tensors(self):
        specs = [{"name": "a", "dtype": "f32"}, {"name": "b", "dtype": "f32"}]
        good = torch.ones(4)
        poisoned = good.clone()
        poisoned.view(torch.int32)[0] = -1
        wrong = good * 3
        r = tensors.compare(specs, [wrong, poisoned], [good, good])
        self.assertEqual(r["reason"], "unwritten_output")
        self.assertIn("a:", r["message"])
        self.assertIn("b:", r["message"])

    def test_integers_compare_exactly(self):
        exp = torch.arange(10, dtype=torch.int32)
        got = exp.clone()
        got[9] = 10
        r = self.compare(got, exp, "i32")
        self.assertEqual(r["reason"], "mismatch")
        self.assertEqual(r["worst"][0]["got"], 10)


class Fallback(unittest.TestCase):
    def test_global_kernels_are_found_in_the_source_and_beside_it(self):
        with tempfile.TemporaryDirectory() as d:
            with open(os.path.join(d, "k.cu"), "w") as f:
                f.write("__global__ void __launch_bounds__(256) my_kernel(float* x) {}\n")
            names = fallback.global_kernel_names(d, "template <int N> __global__ void other(int n);")
        self.assertEqual(names, {"my_kernel", "other"})

    def test_jit_functions_with_their_decorators(self):
        src = ("import triton\n@triton.autotune(configs=[], key=[])\n@triton.jit\ndef k(x):\n    pass\n"
               "def helper():\n    pass\n")
        self.assertEqual(fallback.jit_function_names(src), {"k"})

    def test_jit_names_of_source_that_does_not_parse_are_none(self):
        self.assertEqual(fallback.jit_function_names("def (:"), set())

    def test_native_kernels_are_pytorch_s_not_the_candidate_s(self):
        self.assertTrue(fallback.is_native("void at::native::vectorized_elementwise_kernel<4>", set(), False))
        self.assertFalse(fallback.is_native("my_kernel(float*)", {"my_kernel"}, False))
        # A candidate's name inside PyTorch's own namespace is PyTorch's kernel, not the candidate's.
        self.assertTrue(fallback.is_native("void at::native::my_kernel", {"my_kernel"}, False))

    def test_cutlass_is_native_unless_the_candidate_uses_it(self):
        self.assertTrue(fallback.is_native("cutlass::Kernel<gemm>", set(), False))
        self.assertFalse(fallback.is_native("cutlass::Kernel<gemm>", set(), True))

    def test_torch_operators_are_found_through_aliases(self):
        src = ("import torch\nimport torch.nn.functional as F\nfrom torch import matmul as mm_\nimport torch as t\n"
               "def f(x, y):\n    a = F.relu(x)\n    b = t.matmul(x, y)\n    c = torch.nn.Linear(4, 4)\n"
               "    d = torch.nn.Module()\n    return x + y\n")
        hits = fallback.scan_torch_usage(src)
        self.assertTrue(any(h.startswith("line 3:") for h in hits))  # from torch import matmul
        self.assertTrue(any(h.startswith("line 6:") for h in hits))
        self.assertTrue(any(h.startswith("line 7:") for h in hits))
        self.assertTrue(any(h.startswith("line 8:") for h in hits))
        self.assertFalse(any(h.startswith("line 9:") for h in hits))  # a Module is a container, not an operator

    def test_source_that_does_not_parse_has_no_usage(self):
        self.assertEqual(fallback.scan_torch_usage("import torch\nx = (\n"), [])


class SideStreams(unittest.TestCase):
    """The profiled call's trace (Chrome trace kernel events) read for work left on other streams."""

    @staticmethod
    def kernel(name, stream, ts, dur):
        return {"ph": "X", "cat": "kernel", "name": name, "ts": ts, "dur": dur, "args": {"stream": stream}}

    def test_one_stream_is_no_claim(self):
        k = self.kernel
        got = fallback.side_streams([k("softmax", 7, 0, 50), k("emptyKernel()", 7, 51, 1), k("copy", 7, 52, 20)])
        self.assertEqual(got, {"other_stream_kernels": 0, "after_return": []})

    def test_a_joined_side_stream_ended_before_the_return_mark(self):
        k = self.kernel
        got = fallback.side_streams([k("a", 7, 0, 50), k("store", 13, 50, 30), k("emptyKernel()", 7, 81, 1)])
        self.assertEqual(got, {"other_stream_kernels": 1, "after_return": []})

    def test_an_unjoined_side_stream_runs_on_after_the_return_mark(self):
        k = self.kernel
        # The side store starts with the output copy on the call's stream, both after the forward's kernel.
        got = fallback.side_streams([k("a", 7, 0, 50), k("emptyKernel()", 7, 51, 1), k("_kiln_store", 13, 51, 900),
                                     k("copy", 7, 53, 900)])
        self.assertEqual(got, {"other_stream_kernels": 1, "after_return": ["_kiln_store"]})

    def test_without_the_mark_there_is_no_claim(self):
        self.assertEqual(fallback.side_streams([self.kernel("a", 7, 0, 50), self.kernel("b", 9, 60, 5)]), {})


class ProblemConstants(unittest.TestCase):
    """A KernelBench problem's constants set to a held-out configuration, and what the file computes from them."""

    def load(self, source: str):
        import importlib.util
        folder = tempfile.mkdtemp()
        path = os.path.join(folder, "problem.py")
        with open(path, "w") as f:
            f.write(source)
        spec = importlib.util.spec_from_file_location("problem", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module

    SOURCE = ("batch_size = 2\nout_channels = 64\nin_channels = 3\ngroups = in_channels\n"
              "input_shape = (batch_size, in_channels, 224, 224)\nbias_shape = (out_channels, 1, 1)\n"
              "total: int = batch_size * out_channels\nlast = total + 1\ndim = 1\n"
              "def get_inputs():\n    return [input_shape]\n")

    def test_what_the_file_computes_follows_the_constants(self):
        m = self.load(self.SOURCE)
        constants.set_constants(m, {"batch_size": 3, "out_channels": 61, "in_channels": 3, "groups": 3})
        self.assertEqual(m.input_shape, (3, 3, 224, 224))
        self.assertEqual(m.bias_shape, (61, 1, 1))
        self.assertEqual((m.total, m.last), (183, 184))  # annotated, and a chain of two
        self.assertEqual(m.get_inputs(), [(3, 3, 224, 224)])

    def test_back_to_the_visible_sizes(self):
        m = self.load(self.SOURCE)
        constants.set_constants(m, {"batch_size": 3, "out_channels": 61})
        constants.set_constants(m, {"batch_size": 2, "out_channels": 64})
        self.assertEqual((m.input_shape, m.bias_shape, m.total), ((2, 3, 224, 224), (64, 1, 1), 128))

    def test_a_named_constant_keeps_the_configurations_value(self):
        m = self.load(self.SOURCE)
        constants.set_constants(m, {"in_channels": 8, "groups": 1})  # groups = in_channels not run again
        self.assertEqual((m.groups, m.input_shape), (1, (2, 8, 224, 224)))

    def test_nothing_changed_runs_nothing(self):
        m = self.load("import itertools\nn = 4\ncalls = itertools.count()\nnext_id = next(calls) + n\n")
        constants.set_constants(m, {"n": 4})
        self.assertEqual(m.next_id, 4)
        constants.set_constants(m, {"n": 5})
        self.assertEqual(m.next_id, 6)  # run again once: it reads n

    HINGE = ("batch_size = 32768\ninput_shape = (32768,)\nstride_shape = (2, 2)\ndim = 1\n"
             "other_shape = (32768, 7)\n")

    def test_a_shape_literal_that_repeats_a_size_follows_it(self):
        m = self.load(self.HINGE)  # 100_HingeLoss: forward needs input_shape == (batch_size,)
        constants.set_constants(m, {"batch_size": 16385, "dim": 1})
        self.assertEqual((m.input_shape, m.other_shape, m.stride_shape), ((16385,), (16385, 7), (2, 2)))
        constants.set_constants(m, {"batch_size": 32768, "dim": 1})
        self.assertEqual((m.input_shape, m.other_shape), ((32768,), (32768, 7)))

    def test_small_values_and_ambiguous_sizes_are_not_tied(self):
        m = self.load("batch_size = 2\nM = 64 * 2\nN = 128\nshape = (2, 128, 3)\n")
        constants.set_constants(m, {"batch_size": 3, "M": 97, "N": 89})  # 128 is M and N: which one?
        self.assertEqual(m.shape, (2, 128, 3))
        constants.set_constants(m, {"batch_size": 3, "M": 97, "N": 128})  # a product is a size too
        self.assertEqual(m.shape, (2, 97, 3))

    def test_a_shape_the_configuration_names_keeps_its_value(self):
        m = self.load(self.HINGE)
        constants.set_constants(m, {"batch_size": 99, "input_shape": (5,)})
        self.assertEqual(m.input_shape, (5,))


class TimerWatch(unittest.TestCase):
    def test_replaced_functions_and_swapped_code_are_seen_and_restored_ones_are_not(self):
        import time as time_module
        watch = timers.TimerWatch()
        self.assertEqual(watch.replaced(), [])
        original_perf, original_sync = time_module.perf_counter, torch.cuda.synchronize
        original_code = torch.cuda.synchronize.__code__
        try:
            time_module.perf_counter = lambda: 0.0
            torch.cuda.synchronize.__code__ = (lambda device=None: None).__code__
            self.assertEqual(watch.replaced(), ["time.perf_counter", "torch.cuda.synchronize"])
        finally:
            time_module.perf_counter = original_perf
            original_sync.__code__ = original_code
        self.assertEqual(watch.replaced(), [])


class Statistics(unittest.TestCase):
    def test_percentiles_interpolate(self):
        s = [1.0, 2.0, 3.0, 4.0]
        self.assertEqual(judge._percentile(s, 50), 2.5)
        self.assertEqual(judge._percentile(s, 0), 1.0)
        self.assertEqual(judge._percentile(s, 100), 4.0)

    def test_rse_that_cannot_be_known_is_one(self):
        self.assertEqual(judge._rse([1.0]), 1.0)  # as the compiled harness reports it; JSON has no infinity
        self.assertEqual(judge._rse([-1.0, 1.0]), 1.0)
        self.assertAlmostEqual(judge._rse([1.0, 1.0, 1.0]), 0.0)

    def test_statistics_as_both_harnesses_define_them(self):
        # The fixture tst_harnesscore reads for the compiled harness (docs/harness-protocol.md, Statistics).
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "statistics.json")
        with open(path) as f:
            cases = json.load(f)["cases"]
        self.assertGreaterEqual(len(cases), 6)
        for c in cases:
            t = judge._timing(c["values"])
            for key, name in (("median", "median_ms"), ("p25", "p25_ms"), ("p75", "p75_ms"), ("min", "min_ms"),
                              ("max", "max_ms"), ("rse", "rse")):
                self.assertAlmostEqual(t[name], c[key], places=12, msg=f"{c['values']}: {key}")

    def test_timing_summarizes_every_field(self):
        t = judge._timing([3.0, 1.0, 2.0])
        self.assertEqual((t["median_ms"], t["min_ms"], t["max_ms"], t["reps"]), (2.0, 1.0, 3.0, 3))

    def test_mix_is_stable_and_spreads(self):
        self.assertEqual(judge._mix(1, 2, 3), judge._mix(1, 2, 3))
        self.assertNotEqual(judge._mix(1, 2, 3), judge._mix(1, 2, 4))
        self.assertGreaterEqual(judge._mix(2**70), 0)

    def test_an_empty_side_has_no_interval(self):
        self.assertEqual(judge.speedup_interval([], [1.0]), [0.0, 0.0])

    def test_the_interval_is_reproducible(self):
        base = [2.0 + 0.05 * (i % 11) for i in range(80)]
        cand = [1.5 + 0.05 * (i % 13) for i in range(80)]
        self.assertEqual(judge.speedup_interval(base, cand), judge.speedup_interval(base, cand))

    def test_host_bound_widens_by_the_process_spread(self):
        low, high = judge.host_bound_interval([0.9, 1.1])
        self.assertAlmostEqual(low, 0.9 / judge.HOST_PROCESS_SPREAD)
        self.assertAlmostEqual(high, 1.1 * judge.HOST_PROCESS_SPREAD)


if __name__ == "__main__":
    unittest.main()
