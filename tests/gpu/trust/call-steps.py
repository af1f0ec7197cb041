"""Where a timed call's hand-over goes, from KILN_HARNESS_CALL_LOG files (validate.sh CALL_LOG_DIR): per
configuration and runner, the launch cost charged (host_ms), the runner's CPU from command to go and its
empty call's (calibration), the wall time of the command to `enqueued`, of the hold's getting ready and of
the last reply, and the runner's own CPU per step of its call (median): since its last reply, the tensors,
the hold, the entry, the done mark, the enqueued reply and the wait for go, the synchronize.

    call-steps.py HARNESS.jsonl...
"""
import collections
import json
import statistics
import sys

for path in sys.argv[1:]:
    groups = collections.defaultdict(list)
    for line in open(path):
        r = json.loads(line)
        if "more" in r:  # the old harness logs no hand-over
            groups[(r["config"], r["who"])].append(r)
    print(f"== {path}")
    for (config, who), calls in sorted(groups.items()):
        more = [c["more"] for c in calls]

        def med(f, more=more):
            return statistics.median(f(c) for c in more)
        steps = [statistics.median(m["runner_step_cpu_us"][k] for m in more) for k in range(7)] \
            if "runner_step_cpu_us" in more[0] else "not logged"
        if isinstance(steps, list):
            steps = [round(s, 1) for s in steps]
        cal = sorted({round(m["cal_enqueue_cpu_ms"] * 1e3) for m in more})
        host = statistics.median(c['host_ms'] for c in calls)
        print(f"{config} {who}: {len(calls)} calls, host {1e3 * host:.1f} us, "
              f"runner CPU command->go {1e3 * med(lambda m: m['enqueue_cpu_ms']):.0f} us (empty calls {cal}), "
              f"wall: enqueued {1e3 * med(lambda m: m['enqueue_ms']):.0f} "
              f"ready {1e3 * med(lambda m: m['ready_ms']):.0f} "
              f"reply {1e3 * med(lambda m: m['reply_ms']):.0f} us; steps {steps} us")
