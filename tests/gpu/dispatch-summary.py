"""Issue 28's H200 criteria over tests/gpu/dispatch-run.sh's output: per task, the dispatcher against the best
single candidate, both evaluated in the same `kiln dispatch` on every configuration.

    python3 tests/gpu/dispatch-summary.py OUTDIR TASK...

Visible configurations: at least as fast, read as "not slower" (the ratio's interval is not wholly below 1:
two evaluations of the same code differ by up to 3% on this GPU, docs/gpu-validation.md run 7). Hidden
configurations: the ratio at least 0.97.
"""
import json
import os
import sys


def last_json(path):
    try:
        lines = open(path).read().splitlines()
    except OSError:
        return None
    for line in reversed(lines):
        if line.startswith("{"):
            return json.loads(line)
    return None


def summarize(out, task):
    name = task.replace("/", "_")
    result = last_json(os.path.join(out, f"dispatch-{name}.json"))
    if result is None:
        return [f"{task}: no dispatch result (see dispatch-{name}.err)"], False
    lines, ok = [f"{task}: dispatcher {result.get('verdict')} ({result.get('reason', '')}), "
                 f"best single {result.get('best_single') or '-'}"], result.get("verdict") == "pass"
    for c in result.get("configs", []):
        ratio, ci, hidden = c.get("ratio"), c.get("ratio_ci"), c.get("hidden")
        if ratio is None:
            lines.append(f"  {c['config']:<22} {'hidden' if hidden else 'visible'}: not timed -> FAIL")
            ok = False
            continue
        good = ratio >= 0.97 if hidden else c.get("verdict") != "slower"
        ok = ok and good
        interval = f"[{ci[0]:.3f}, {ci[1]:.3f}]" if ci else "-"
        lines.append(f"  {c['config']:<22} {'hidden' if hidden else 'visible'} chose {c.get('chosen', '-'):<28} "
                     f"ratio {ratio:.3f} {interval} {c.get('verdict')} -> {'ok' if good else 'FAIL'}")
    return lines, ok


def main():
    out, tasks = sys.argv[1], sys.argv[2:]
    met = 0
    for task in tasks:
        lines, ok = summarize(out, task)
        print("\n".join(lines))
        met += ok
    print(f"issue 28 on this GPU: {met} of {len(tasks)} tasks meet both criteria")


if __name__ == "__main__":
    main()
