#!/usr/bin/env python3
"""The Python judge's timing arithmetic, without a runner: the speedup's interval, and its widening where a
configuration's times are launch overhead (host_bound). Run by CTest (tst_pyjudge_timing) with an
interpreter that imports torch, as the judge does."""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "runners", "harness"))
import kiln_harness_judge as judge  # noqa: E402


def side(clock_ms: float, host_ms: float) -> dict:
    return {"clock_median_ms": clock_ms, "host_median_ms": host_ms}


class SpeedupInterval(unittest.TestCase):
    def test_identical_calls_hold_one(self):
        calls = [1.0 + 0.01 * (i % 7) for i in range(60)]
        low, high = judge.speedup_interval(calls, list(calls))
        self.assertLessEqual(low, 1.0)
        self.assertGreaterEqual(high, 1.0)

    def test_twice_as_fast_excludes_one(self):
        base = [2.0 + 0.01 * (i % 7) for i in range(60)]
        cand = [1.0 + 0.01 * (i % 7) for i in range(60)]
        low, high = judge.speedup_interval(base, cand)
        self.assertGreater(low, 1.8)
        self.assertLess(high, 2.2)


class HostBound(unittest.TestCase):
    def test_device_bound_sides_are_not(self):
        self.assertFalse(judge.host_bound(side(1.7, 0.34), side(1.7, 0.40)))

    def test_either_side_launch_bound_is(self):
        # gelu_tanh tiny on the H200 (run 15): the same code, 0.139 and 0.336 ms of launches, 0.025 ms of work.
        self.assertTrue(judge.host_bound(side(0.025, 0.139), side(0.026, 0.336)))
        self.assertTrue(judge.host_bound(side(0.5, 0.1), side(0.03, 0.3)))

    def test_the_same_code_in_two_runners_is_within_noise(self):
        # 0.336 / 0.139 = 2.4x from its calls alone; widened, the interval holds 1.
        low, high = judge.host_bound_interval([2.35, 2.45])
        self.assertLess(low, 1.0)
        self.assertGreater(high, 1.0)

    def test_launches_several_times_cheaper_still_read_faster(self):
        # One launch instead of ten: 10x from the calls, still above 1 once widened.
        low, _ = judge.host_bound_interval([9.0, 11.0])
        self.assertGreater(low, 1.0)


if __name__ == "__main__":
    unittest.main()
