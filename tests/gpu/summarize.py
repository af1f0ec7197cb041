#!/usr/bin/env python3
"""Summarizes a GPU validation run (tests/gpu/run-all.sh) as Markdown for docs/gpu-validation.md.

usage: summarize.py results.jsonl tests/adversarial calibration.json
"""
import collections
import json
import os
import sys


def load(path):
    by_request = collections.OrderedDict()
    with open(path) as f:
        for line in f:
            try:
                e = json.loads(line)
            except ValueError:
                continue
            by_request.setdefault(e.get("request", "?"), []).append(e)
    return by_request


def done(events):
    for e in events:
        if e.get("event") == "done":
            return e
    return {"verdict": "missing", "reason": "no done event", "message": ""}


def main():
    results, adversarial, calibration = sys.argv[1:4]
    runs = load(results)
    print("## Device and calibration\n")
    try:
        cal = json.load(open(calibration))
        print(f"- device: {cal['device']}, {cal.get('sm_count')} SMs, L2 {cal.get('l2_bytes', 0) / 1e6:.0f} MB")
        print(f"- copy bandwidth: {cal['dram_bytes_per_s'] / 1e12:.2f} TB/s (datasheet 4.8)")
        for k, v in cal["peak_flops_per_s"].items():
            print(f"- {k} matrix rate: {v / 1e12:.0f} TFLOP/s")
        print(f"- method: {cal['method']}\n")
    except (OSError, ValueError, KeyError) as err:
        print(f"- calibration missing: {err}\n")

    def section(title, prefix, show):
        names = [n for n in runs if n.startswith(prefix)]
        if not names:
            return
        print(f"## {title}\n")
        show(names)
        print()

    def baselines(names):
        print("| task | verdict | configs | compile + correctness wall time |")
        print("| --- | --- | --- | --- |")
        for n in names:
            ev = runs[n]
            d = done(ev)
            configs = {e["config"] for e in ev if e.get("event") == "config"}
            wall = next((e["ms"] for e in ev if e.get("event") == "wall"), 0)
            reason = f" ({d.get('reason')}: {d.get('message', '')[:160]})" if d["verdict"] != "pass" else ""
            task = n.split('__', 1)[1].replace('__', '/')
            print(f"| {task} | {d['verdict']}{reason} | {len(configs)} | {wall / 1e3:.1f} s |")

    def performance(names):
        print("| task | config | median | IQR | reps | achieved | % of roofline | checked timed outputs |")
        print("| --- | --- | --- | --- | --- | --- | --- | --- |")
        for n in names:
            for e in runs[n]:
                if e.get("event") == "config" and e.get("gate") == "performance":
                    c = e["candidate"]
                    rate = (f"{e['achieved_flops_per_s'] / 1e12:.2f} TFLOP/s" if e.get("flops")
                            else f"{e['achieved_bytes_per_s'] / 1e9:.0f} GB/s")
                    if e.get("flops") and e["bytes"] / max(e["flops"], 1) > 0.5:
                        rate = f"{e['achieved_bytes_per_s'] / 1e9:.0f} GB/s"
                    iqr = 100 * (c["p75_ms"] - c["p25_ms"]) / max(c["median_ms"], 1e-12)
                    task = n.split('__', 1)[1].replace('__', '/')
                    print(f"| {task} | {e['config']} | {c['median_ms'] * 1e3:.1f} us | "
                          f"{iqr:.1f}% | {c['reps']} | {rate} | {100 * e['fraction_of_roofline']:.1f}% | "
                          f"{e.get('timed_outputs_checked')} |")
            d = done(runs[n])
            if d["verdict"] != "pass":
                print(f"| {n} | **{d['verdict']}** {d.get('reason')} | {d.get('message', '')[:200]} | | | | | |")

    def adversarial_cases(names):
        print("| task | case | expected | got | flags | |")
        print("| --- | --- | --- | --- | --- | --- |")
        for n in names:
            parts = n.split("__")  # prefix, category, task, case
            task, case = "/".join(parts[1:-1]), parts[-1]
            exp_path = os.path.join(adversarial, task, case, "expected.json")
            try:
                exp = json.load(open(exp_path))
            except OSError:
                exp = {}
            d = done(runs[n])
            flags = sorted({e["flag"] for e in runs[n] if e.get("event") == "flag"})
            ok = d["verdict"] == exp.get("verdict") and (not exp.get("reason") or exp["reason"] == d.get("reason")) \
                and set(exp.get("flags", [])) <= set(flags)
            print(f"| {task} | {case} | {exp.get('verdict')} {exp.get('reason', '')} {exp.get('flags', [])} | "
                  f"{d['verdict']} {d.get('reason', '')} | {', '.join(flags)} | {'caught' if ok else '**MISMATCH**'} |")

    def stability(names):
        per = collections.defaultdict(list)
        for n in names:
            for e in runs[n]:
                if e.get("event") == "config" and e.get("gate") == "performance":
                    per[e["config"]].append(e["candidate"]["median_ms"])
        print("| config | medians over runs (us) | spread (max/min - 1) |")
        print("| --- | --- | --- |")
        for cfg, meds in per.items():
            print(f"| {cfg} | {', '.join(f'{m * 1e3:.1f}' for m in meds)} | {100 * (max(meds) / min(meds) - 1):.2f}% |")

    section("A. Baselines, correctness on visible and hidden configurations", "A-", baselines)
    section("B. Baseline performance (visible configurations)", "B-", performance)
    section("C. Adversarial CUDA candidates", "C-", adversarial_cases)
    section("D. Python tasks (torch2cuda, triton2triton)", "D-python", baselines)
    section("D. Python adversarial candidates", "D-advpy", adversarial_cases)
    section("E. Timing stability: cuda2cuda/softmax baseline timed in 5 separate runs", "E-", stability)


if __name__ == "__main__":
    main()
