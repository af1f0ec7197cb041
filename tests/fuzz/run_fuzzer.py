#!/usr/bin/env python3
"""Runs one Kiln libFuzzer target for a bounded time on a seed corpus gathered from the repository.

CTest runs it for each target (tests/CMakeLists.txt); by hand, for longer:
  tests/fuzz/run_fuzzer.py --fuzzer build-fuzz/fuzz/fuzz_taskloader --kind taskloader --time 3600

Exit status: 0 when libFuzzer found nothing, 1 with the reproducer's path (under WORK/artifacts) otherwise.
Seeds (copied into WORK/seeds each run, so a changed fixture is picked up):
  taskloader   every resources/tasks/**/task.yaml, joined with its hidden.yaml (see fuzz_taskloader.cpp)
  aka          tests/data/aka-checkout/tasks/**/config.yaml
  kernelbench  tests/data/kernelbench-checkout/**/*.py
  harness      the harness event lines recorded in tests/data/gpu-runs/**/*.jsonl, a few lines per seed
and, for every kind, the inputs that once failed it (tests/fuzz/findings/KIND/, each named for what it found),
so a finding fixed stays fixed.
"""
import argparse
import pathlib
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
HIDDEN_SEPARATOR = b"\n#--- hidden.yaml\n"


def seeds(kind):
    """Yields (name, bytes) for the kind's seed corpus: its past findings, then the fixtures."""
    for finding in sorted((ROOT / "tests/fuzz/findings" / kind).glob("*")):
        yield "finding-" + finding.name, finding.read_bytes()
    if kind == "taskloader":
        for task in sorted((ROOT / "resources/tasks").glob("**/task.yaml")):
            data = task.read_bytes()
            hidden = task.with_name("hidden.yaml")
            yield task.parent.name + "-task", data
            if hidden.is_file():
                yield task.parent.name + "-both", data + HIDDEN_SEPARATOR + hidden.read_bytes()
    elif kind == "aka":
        for config in sorted((ROOT / "tests/data/aka-checkout/tasks").glob("**/config.yaml")):
            yield config.parent.name, config.read_bytes()
    elif kind == "kernelbench":
        for problem in sorted((ROOT / "tests/data/kernelbench-checkout").glob("**/*.py")):
            yield problem.stem, problem.read_bytes()
    elif kind == "harness":
        n = 0
        for stream in sorted((ROOT / "tests/data/gpu-runs").glob("**/*.jsonl")):
            lines = [line for line in stream.read_bytes().splitlines(keepends=True) if b'"event"' in line]
            # A leading byte picks chunking in fuzz_harness_stream.cpp; 0x05 = chunks of 186 bytes, no line cap.
            for start in range(0, len(lines), 8):
                chunk = b"".join(lines[start:start + 8])
                if len(chunk) > 60000:
                    continue
                yield f"{stream.stem}-{start}", b"\x05" + chunk
                n += 1
                if n >= 400:
                    return
    else:
        raise SystemExit(f"unknown kind {kind}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--fuzzer", required=True, help="the libFuzzer binary")
    ap.add_argument("--kind", required=True, choices=["taskloader", "aka", "kernelbench", "harness"])
    ap.add_argument("--work", help="folder for the corpus and artifacts (default: next to the binary)")
    ap.add_argument("--time", type=int, default=45, help="seconds of fuzzing (-max_total_time)")
    ap.add_argument("--rss-limit-mb", type=int, default=1024)
    ap.add_argument("--timeout", type=int, default=15, help="seconds one input may take")
    ap.add_argument("--max-len", type=int, default=65536)
    ap.add_argument("--keep-corpus", action="store_true", help="keep WORK/corpus from earlier runs")
    ap.add_argument("--seed", type=int, default=0,
                    help="libFuzzer's -seed: CTest passes a fixed one, so a CI run replays the inputs of the last "
                         "(new findings come from longer runs by hand); 0, the default, picks one at random")
    ap.add_argument("extra", nargs="*", help="more libFuzzer arguments (after --)")
    a = ap.parse_args()

    fuzzer = pathlib.Path(a.fuzzer).resolve()
    if not fuzzer.is_file():
        print(f"run_fuzzer: {fuzzer} is missing (did the fuzz_build test run?)", file=sys.stderr)
        return 1
    work = pathlib.Path(a.work) if a.work else fuzzer.parent / f"work-{a.kind}"
    seed_dir, corpus, artifacts = work / "seeds", work / "corpus", work / "artifacts"
    shutil.rmtree(seed_dir, ignore_errors=True)
    if not a.keep_corpus:
        shutil.rmtree(corpus, ignore_errors=True)
    for d in (seed_dir, corpus, artifacts):
        d.mkdir(parents=True, exist_ok=True)
    count = 0
    for name, data in seeds(a.kind):
        (seed_dir / name).write_bytes(data)
        count += 1
    before = set(artifacts.iterdir())
    dictionary = pathlib.Path(__file__).with_name("yaml.dict")
    dict_arg = [f"-dict={dictionary}"] if a.kind in ("taskloader", "aka") else []
    cmd = [str(fuzzer), *dict_arg, f"-max_total_time={a.time}", f"-rss_limit_mb={a.rss_limit_mb}",
           f"-timeout={a.timeout}", f"-max_len={a.max_len}", f"-artifact_prefix={artifacts}/",
           "-print_final_stats=1", *([f"-seed={a.seed}"] if a.seed else []), *a.extra, str(corpus), str(seed_dir)]
    print(f"run_fuzzer: {count} seeds; {' '.join(cmd)}", flush=True)
    rc = subprocess.call(cmd)
    found = sorted(set(artifacts.iterdir()) - before)
    if rc != 0 or found:
        print(f"run_fuzzer: {a.kind}: libFuzzer exited {rc}; reproducer(s): "
              f"{', '.join(map(str, found)) or 'none written'}", file=sys.stderr)
        print(f"  rerun one with: {fuzzer} REPRODUCER", file=sys.stderr)
        return 1
    print(f"run_fuzzer: {a.kind}: no finding in {a.time} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
