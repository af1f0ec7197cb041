#!/usr/bin/env python3
"""Mutation campaign of issue 26: hostile task folders and imports against the real `kiln tasks validate`.

Takes the bundled tasks (resources/tasks/*/*), the AgentKernelArena fixture (tests/data/aka-checkout) and the
KernelBench fixture (tests/data/kernelbench-checkout), applies 1-3 mutations to a copy of each (field deletions
and duplications, type changes, huge / negative / NaN / overflowing numbers, deep nesting, alias bombs,
self-referencing anchors, links to /proc and /dev, FIFOs, sockets, dangling and looping links, long strings,
binary junk, truncation, long derived chains, many configurations, secrets named as editable / knowledge /
readme...) and runs
`kiln tasks validate DIR` on it in a subprocess: 15 s timeout, an address-space cap (RLIMIT_AS, a safety net
for the machine) and its peak RSS measured (wait4). What counts against Kiln:
  crash    the process died of a signal (or exited with a status other than 0, 1)
  hang     it ran past --timeout
  memory   its peak RSS went over --max-rss-mb
  nofile   an error line on stderr that does not start with the file it is about
  silent   exit 0 and no task loaded and no issue: something was dropped without a word
A mutated folder that shows any of these is kept under WORK/findings/ with mutations.txt; the figures
(counts, worst time, peak memory) are printed and, with --json, written as JSON. Exit 1 on any finding.

  tests/fuzz/mutate_tasks.py --kiln build-fuzz/app/kiln --folders 2000 --imports 500     # the issue's campaign
  tests/fuzz/mutate_tasks.py --kiln build/app/kiln --folders 50 --imports 15             # what CTest runs
"""
import argparse
import json
import os
import pathlib
import random
import re
import resource
import shutil
import signal
import socket
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]

HOSTILE_NUMBERS = ["-1", "0", "-0", "1e300", "1e309", "-1e309", ".nan", ".NaN", ".inf", "-.inf", "9223372036854775807",
                   "9223372036854775808", "18446744073709551616", "-9223372036854775809", "99999999999999999999999999",
                   "0x7fffffffffffffff", "1.5", "4294967296", "2147483648", "1e-320", "0o777", "+12", "1_000"]
HOSTILE_SCALARS = ["~", "null", "''", '""', "true", "[]", "{}", "[1, [2, [3]]]", "{a: {b: {c: 1}}}", "_pi", "_e",
                   "a b", '"x\\0y"', '"../../etc/passwd"', "/etc/passwd", "/proc/self/environ", "..", ".",
                   '"\\u202e"', "!!binary aGVsbG8=", "!!python/object:os.system ls", "&anchor x", "*undefined",
                   "'" + "A" * 5000 + "'", "1/0", "sqrt(-1)", "M*M*M*M*M*M*M*M*M*M*M*M", "((((((((((1", "1e999*2",
                   "rows^1e9", "hidden.yaml", "reference.cu", "task.yaml", "- a", "? x", "|\n  block", ">-", "%TAG"]
LINK_TARGETS = ["/proc/kmsg", "/proc/self/pagemap", "/proc/self/mem", "/dev/zero", "/dev/urandom", "/dev/stdin",
                "/dev/null", "/etc/passwd", "/proc/self/environ", "/sys/kernel/mm/transparent_hugepage/enabled",
                "nonexistent-target", "."]
KEY_RE = re.compile(r"^([A-Za-z_][\w]*):", re.M)
VALUE_RE = re.compile(r"(\b[\w.]+:[ \t]*)([^,{}\[\]\n#]+)")


# ---- mutations on text --------------------------------------------------------------------------------------

def blocks(text):
    """Top-level key blocks: (start, end, key) spans of the text."""
    starts = [(m.start(), m.group(1)) for m in KEY_RE.finditer(text)]
    return [(s, starts[i + 1][0] if i + 1 < len(starts) else len(text), k) for i, (s, k) in enumerate(starts)]


def m_delete_key(rng, text):
    b = blocks(text)
    if not b:
        return text, "delete_key (none)"
    s, e, k = rng.choice(b)
    return text[:s] + text[e:], f"delete_key {k}"


def m_duplicate_key(rng, text):
    b = blocks(text)
    if not b:
        return text, "duplicate_key (none)"
    s, e, k = rng.choice(b)
    block = text[s:e] if text[s:e].endswith("\n") else text[s:e] + "\n"
    return text + "\n" + block, f"duplicate_key {k}"


def m_change_type(rng, text):
    b = blocks(text)
    if not b:
        return text, "change_type (none)"
    s, e, k = rng.choice(b)
    value = rng.choice(["5", "[a, b]", "{a: 1}", "~", '""', "[]", "{}", "-1", ".nan", "[[[[1]]]]", "true"])
    return text[:s] + f"{k}: {value}\n" + text[e:], f"change_type {k} -> {value}"


def m_change_value(rng, text):
    spans = list(VALUE_RE.finditer(text))
    if not spans:
        return text, "change_value (none)"
    m = rng.choice(spans)
    value = rng.choice(HOSTILE_NUMBERS if rng.random() < 0.5 else HOSTILE_SCALARS)
    return text[:m.start(2)] + value + text[m.end(2):], f"change_value {m.group(1).strip()} -> {value[:40]!r}"


def m_deep_nesting(rng, text):
    n = rng.choice([200, 5000, 100000])
    kind = rng.choice(["flow_list", "flow_map", "block"])
    if kind == "flow_list":
        deep = "[" * n + "]" * n
    elif kind == "flow_map":
        deep = "{a: " * n + "1" + "}" * n
    else:
        n = min(n, 3000)
        deep = "".join("\n" + " " * (i + 1) + "a:" for i in range(n)) + " 1"
    b = blocks(text)
    if b and rng.random() < 0.5:
        s, e, k = rng.choice(b)
        return text[:s] + f"{k}: {deep}\n" + text[e:], f"deep_nesting {kind} {n} in {k}"
    return text + f"\ndeep: {deep}\n", f"deep_nesting {kind} {n}"


def m_alias_bomb(rng, text):
    levels = rng.choice([6, 9, 12])
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, levels):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]")
    b = blocks(text)
    target = rng.choice([k for _, _, k in b]) if b else "configs"
    body = "\n".join(lines) + "\n"
    # Anchors first (a document may define them anywhere before use), then a known key made of the last one.
    stripped = "".join(text[s:e] for s, e, k in b if k != target) if b else text
    return body + stripped + f"\n{target}: *a{levels - 1}\n", f"alias_bomb 10^{levels} into {target}"


def m_recursive_alias(rng, text):
    """An anchor used inside its own node: yaml-cpp builds a cyclic node graph from it."""
    value = rng.choice(["&r [*r, 1]", "&r {k: *r}", "&r [[*r]]", "&r {a: [*r]}"])
    b = blocks(text)
    if b and rng.random() < 0.7:
        s, e, k = rng.choice(b)
        return text[:s] + f"{k}: {value}\n" + text[e:], f"recursive_alias {k}: {value}"
    return text + f"\nloop: {value}\n", f"recursive_alias loop: {value}"


def m_long_string(rng, text):
    n = rng.choice([100_000, 1_000_000, 8_000_000])
    key = rng.choice(["id", "title", "readme", "entry", "reference", "weight_source", "tags"])
    b = [blk for blk in blocks(text) if blk[2] == key]
    value = "x" * n if key != "tags" else "[" + ", ".join(["t"] * (n // 3)) + "]"
    if b:
        s, e, _ = b[0]
        return text[:s] + f"{key}: {value}\n" + text[e:], f"long_string {key} {n}"
    return text + f"\n{key}: {value}\n", f"long_string {key} {n} (added)"


def m_binary_junk(rng, text):
    data = text.encode("utf-8", "surrogateescape")
    at = rng.randrange(len(data) + 1)
    junk = bytes(rng.randrange(256) for _ in range(rng.choice([1, 16, 4096])))
    return (data[:at] + junk + data[at:]).decode("utf-8", "surrogateescape"), f"binary_junk {len(junk)} at {at}"


def m_truncate(rng, text):
    at = rng.randrange(len(text) + 1)
    return text[:at], f"truncate at {at}"


def m_encoding(rng, text):
    kind = rng.choice(["crlf", "cr", "bom", "tabs", "utf16", "nul", "empty", "spaces"])
    if kind == "crlf":
        return text.replace("\n", "\r\n"), "encoding crlf"
    if kind == "cr":
        return text.replace("\n", "\r"), "encoding cr"
    if kind == "bom":
        return "\ufeff" + text, "encoding bom"
    if kind == "tabs":
        return text.replace("  ", "\t"), "encoding tabs"
    if kind == "utf16":
        clean = text.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
        return clean.encode("utf-16").decode("latin-1"), "encoding utf16"
    if kind == "nul":
        return text.replace(":", ":\0", 3), "encoding nul"
    if kind == "empty":
        return "", "encoding empty"
    return " \n\n  \n", "encoding spaces"


def m_secrets(rng, text):
    key, value = rng.choice([("editable", "[hidden.yaml]"), ("editable", "[reference.cu]"), ("editable", "[../x.cu]"),
                             ("editable", "[/etc/passwd]"), ("editable", "[]"), ("editable", '[""]'),
                             ("knowledge", "[reference.cu]"), ("knowledge", "[hidden.yaml]"), ("readme", "/etc/passwd"),
                             ("readme", "../../../../etc/passwd"), ("readme", "hidden.yaml"), ("entry", '""'),
                             ("backend", '""'), ("reference", "/proc/self/environ"), ("reference", "hidden.yaml"),
                             ("id", '"a\\0b"'), ("id", "../../escape"), ("id", '"a b"'), ("id", "cuda2cuda/.."),
                             ("id", '"\\u00e9t\\u00e9"'), ("category", "../x"), ("id", '""')])
    b = [blk for blk in blocks(text) if blk[2] == key]
    if b:
        s, e, _ = b[0]
        return text[:s] + f"{key}: {value}\n" + text[e:], f"secrets {key}: {value}"
    return text + f"\n{key}: {value}\n", f"secrets {key}: {value} (added)"


def m_parameters(rng, text):
    name = rng.choice(["_pi", "_e", "a b", "1x", "x" * 300, "sin", "rows", '"\\0"', "M-1", "é"])
    b = [blk for blk in blocks(text) if blk[2] == "parameters"]
    if not b:
        return text + f"\nparameters: [{name}]\n", f"parameters [{name[:20]}] (added)"
    s, e, _ = b[0]
    old = text[s:e].rstrip()
    new = old[:-1] + f", {name}]" if old.endswith("]") else old + f"\n  - {name}"
    return text[:s] + new + "\n" + text[e:], f"parameters + {name[:20]!r}"


def m_derived_chain(rng, text):
    n = rng.choice([100, 10_000, 20_000])
    lines = ["derived:", "  d0: 1"] + [f"  d{i}: d{i - 1} + 1" for i in range(1, n)]
    if rng.random() < 0.3:
        lines.append(f"  d0: d{n - 1}")  # a cycle through a duplicate key
    b = [blk for blk in blocks(text) if blk[2] == "derived"]
    body = "\n".join(lines) + "\n"
    if b:
        s, e, _ = b[0]
        return text[:s] + body + text[e:], f"derived_chain {n}"
    return text + "\n" + body, f"derived_chain {n} (added)"


def m_many_configs(rng, text):
    n = rng.choice([1_001, 20_000, 100_000])
    lines = ["configs:"] + [f"  - {{name: c{i}, rows: {i + 1}, cols: 3}}" for i in range(n)]
    b = [blk for blk in blocks(text) if blk[2] == "configs"]
    body = "\n".join(lines) + "\n"
    if b:
        s, e, _ = b[0]
        return text[:s] + body + text[e:], f"many_configs {n}"
    return text + "\n" + body, f"many_configs {n} (added)"


def m_huge_shape(rng, text):
    dims = rng.choice(["[4294967296, 4294967296, 4294967296]", "[9223372036854775807, 2]", "[-1, 5]", "[0, 0]",
                       "[rows, rows, rows, rows, rows, rows]", "[1e300]", "[.nan]"])
    spans = list(re.finditer(r"shape: \[[^\]]*\]", text))
    if not spans:
        return text, "huge_shape (none)"
    m = rng.choice(spans)
    return text[:m.start()] + "shape: " + dims + text[m.end():], f"huge_shape {dims}"


TEXT_MUTATIONS = [m_delete_key, m_duplicate_key, m_change_type, m_change_value, m_change_value, m_deep_nesting,
                  m_alias_bomb, m_recursive_alias, m_long_string, m_binary_junk, m_truncate, m_encoding, m_secrets,
                  m_parameters, m_derived_chain, m_many_configs, m_huge_shape]


# ---- mutations on the file system ---------------------------------------------------------------------------

def fs_special(rng, path):
    """Replaces `path` by something that is not a regular file. Returns its description."""
    kind = rng.choice(["link", "link", "fifo", "socket", "dir", "loop", "dangling", "sparse", "huge", "unreadable"])
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    elif path.exists() or path.is_symlink():
        path.unlink()
    if kind == "link":
        target = rng.choice(LINK_TARGETS)
        os.symlink(target, path)
        return f"link -> {target}"
    if kind == "fifo":
        os.mkfifo(path)
        return "fifo"
    if kind == "socket":
        s = socket.socket(socket.AF_UNIX)
        try:
            s.bind(str(path))
        except OSError:
            os.mkfifo(path)
            return "fifo (socket path too long)"
        finally:
            s.close()
        return "socket"
    if kind == "dir":
        path.mkdir()
        return "directory"
    if kind == "loop":
        os.symlink(path.name, path)
        return "link to itself"
    if kind == "dangling":
        os.symlink("does-not-exist", path)
        return "dangling link"
    if kind == "sparse":
        with open(path, "wb") as f:
            f.truncate(10 * 1024 ** 3)
        return "sparse 10 GiB"
    if kind == "huge":
        with open(path, "wb") as f:
            f.write(b"a: [" + b"1, " * (7 * 1024 * 1024) + b"1]\n")
        return "21 MiB regular file"
    path.write_text("id: x\n")
    path.chmod(0)
    return "mode 000"


# ---- the campaign ---------------------------------------------------------------------------------------------

def mutate_text_file(rng, path, log):
    text = path.read_bytes().decode("utf-8", "surrogateescape") if path.is_file() else ""
    for _ in range(rng.choice([1, 1, 2, 3])):
        text, what = rng.choice(TEXT_MUTATIONS)(rng, text)
        log.append(f"{path.name}: {what}")
    path.write_bytes(text.encode("utf-8", "surrogateescape"))


def make_task_case(rng, case_dir, tasks):
    src = rng.choice(tasks)
    dst = case_dir / "suite" / src.parent.name / src.name
    shutil.copytree(src, dst, symlinks=True)
    log = [f"from {src.relative_to(ROOT)}"]
    roll = rng.random()
    if roll < 0.12:
        name = rng.choice(["task.yaml", "hidden.yaml", "hidden.yaml", "README.md", "reference.cu", "reference.cpp"])
        log.append(f"{name}: {fs_special(rng, dst / name)}")
    elif roll < 0.18:
        # A second task with the same id, or a folder of junk beside it.
        other = case_dir / "suite" / src.parent.name / (src.name + "_copy")
        shutil.copytree(dst, other, symlinks=True)
        log.append("copied beside itself (duplicate id)")
        mutate_text_file(rng, other / "task.yaml", log)
    else:
        target = dst / ("hidden.yaml" if rng.random() < 0.25 and (dst / "hidden.yaml").exists() else "task.yaml")
        mutate_text_file(rng, target, log)
    return case_dir / "suite", log


def make_import_case(rng, case_dir):
    if rng.random() < 0.6:
        root = case_dir / "aka"
        shutil.copytree(ROOT / "tests/data/aka-checkout", root, symlinks=True)
        configs = sorted(root.glob("tasks/**/config.yaml"))
        victim = rng.choice(configs)
        log = [f"AgentKernelArena, {victim.relative_to(root)}"]
        if rng.random() < 0.1:
            name = rng.choice(["config.yaml", "README.md"])
            log.append(f"{name}: {fs_special(rng, victim.parent / name)}")
        else:
            mutate_text_file(rng, victim, log)
    else:
        root = case_dir / "kb"
        shutil.copytree(ROOT / "tests/data/kernelbench-checkout", root, symlinks=True)
        problems = sorted(p for p in root.glob("KernelBench/level*/*.py") if p.name != "__init__.py")
        victim = rng.choice(problems)
        log = [f"KernelBench, {victim.relative_to(root)}"]
        if rng.random() < 0.1:
            log.append(f"{victim.name}: {fs_special(rng, victim)}")
        else:
            text = victim.read_text()
            for _ in range(rng.choice([1, 2, 3])):
                text, what = rng.choice(PY_MUTATIONS)(rng, text)
                log.append(f"{victim.name}: {what}")
            victim.write_bytes(text.encode("utf-8", "surrogateescape"))
    return root, log


def p_constant(rng, text):
    value = rng.choice(["-1", "0", "9223372036854775808", "99999999999999999999999999999", "1e309", "float('nan')",
                        "2**64", "None", "'x'", "[1] * 10**9", "4294967296"])
    spans = list(re.finditer(r"^([A-Za-z_]\w*)\s*=\s*(\S+)", text, re.M))
    if not spans:
        return text + f"\nN = {value}\n", f"constant N = {value} (added)"
    m = rng.choice(spans)
    return text[:m.start(2)] + value + text[m.end(2):], f"constant {m.group(1)} = {value}"


def p_many_constants(rng, text):
    n = rng.choice([1000, 100_000])
    return "\n".join(f"C{i} = {i}" for i in range(n)) + "\n" + text, f"many_constants {n}"


def p_remove(rng, text):
    what = rng.choice(["class Model", "def get_inputs", "def get_init_inputs", "def forward"])
    return text.replace(what, "# " + what), f"remove {what}"


def p_long_line(rng, text):
    n = rng.choice([100_000, 3_000_000, 5_000_000])
    return text + "\n# " + "y" * n + "\n", f"long_line {n}"


PY_MUTATIONS = [p_constant, p_constant, p_many_constants, p_remove, p_long_line,
                lambda rng, t: m_binary_junk(rng, t), lambda rng, t: m_truncate(rng, t),
                lambda rng, t: m_encoding(rng, t)]


def run_validate(kiln, folder, timeout, as_limit_mb, env):
    def limits():
        resource.setrlimit(resource.RLIMIT_AS, (as_limit_mb << 20, as_limit_mb << 20))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))

    start = time.monotonic()
    out_path = folder.parent / "stdout.txt"
    err_path = folder.parent / "stderr.txt"
    with open(out_path, "wb") as out, open(err_path, "wb") as err:
        import subprocess
        p = subprocess.Popen([kiln, "tasks", "validate", str(folder)], stdout=out, stderr=err,
                             stdin=subprocess.DEVNULL, preexec_fn=limits, start_new_session=True, env=env)
        hung = False
        while True:
            pid, status, usage = os.wait4(p.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() - start > timeout:
                hung = True
                os.killpg(p.pid, signal.SIGKILL)
                pid, status, usage = os.wait4(p.pid, 0)
                break
            time.sleep(0.01)
        p.returncode = 0  # reaped here, not by Popen
    seconds = time.monotonic() - start
    code = os.waitstatus_to_exitcode(status)
    return {"seconds": seconds, "code": code, "hung": hung, "rss_mb": usage.ru_maxrss / 1024.0,
            "stdout": out_path.read_bytes().decode("utf-8", "replace"),
            "stderr": err_path.read_bytes().decode("utf-8", "replace")}


def judge(result, folder, max_rss_mb):
    """The findings of one run: a list of (kind, detail)."""
    findings = []
    if result["hung"]:
        findings.append(("hang", f"still running after {result['seconds']:.1f} s"))
    elif result["code"] < 0:
        findings.append(("crash", f"signal {-result['code']} ({signal.Signals(-result['code']).name})"))
    elif result["code"] not in (0, 1):
        findings.append(("crash", f"exit status {result['code']}"))
    if result["rss_mb"] > max_rss_mb:
        findings.append(("memory", f"peak RSS {result['rss_mb']:.0f} MB"))
    if not result["hung"] and result["code"] >= 0:
        prefix = str(folder)
        for line in result["stderr"].split("\n"):
            if line.strip() and not line.startswith(prefix):
                findings.append(("nofile", line[:300]))
                break
        m = re.search(r"(\d+) valid tasks, (\d+) errors, (\d+) warnings", result["stdout"])
        if not m:
            findings.append(("crash", "no summary line on stdout"))
        elif result["code"] == 0 and m.group(1) == "0" and m.group(2) == "0":
            findings.append(("silent", "exit 0 with no task and no error"))
    return findings


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kiln", required=True, help="the kiln CLI (build/app/kiln)")
    ap.add_argument("--folders", type=int, default=50, help="mutated task folders")
    ap.add_argument("--imports", type=int, default=15, help="mutated AgentKernelArena / KernelBench checkouts")
    ap.add_argument("--seed", type=int, default=None, help="random seed (default: from the time, printed)")
    ap.add_argument("--timeout", type=float, default=15.0, help="seconds one validate may take")
    ap.add_argument("--max-rss-mb", type=float, default=1024.0)
    ap.add_argument("--as-limit-mb", type=int, default=4096, help="RLIMIT_AS of each run (protects the machine)")
    ap.add_argument("--work", help="folder for the cases and findings (default: a temporary folder)")
    ap.add_argument("--json", help="write the figures here")
    ap.add_argument("--skip", action="append", default=[], metavar="MUTATION",
                    help="leave out a task.yaml mutation (its name without m_: recursive_alias...), e.g. while "
                         "the fix of a known finding is pending; repeatable")
    a = ap.parse_args()
    for name in a.skip:
        if f"m_{name}" not in globals():
            ap.error(f"--skip {name}: no mutation m_{name}")
    TEXT_MUTATIONS[:] = [m for m in TEXT_MUTATIONS if m.__name__[2:] not in a.skip]

    kiln = str(pathlib.Path(a.kiln).resolve())
    if not os.access(kiln, os.X_OK):
        print(f"mutate_tasks: {kiln} is not an executable (build the kiln target first)", file=sys.stderr)
        return 1
    seed = a.seed if a.seed is not None else int(time.time())
    rng = random.Random(seed)
    work = pathlib.Path(a.work or tempfile.mkdtemp(prefix="kiln-mutate-")).resolve()
    work.mkdir(parents=True, exist_ok=True)
    findings_dir = work / "findings"
    for old in [findings_dir, *work.glob("case-*")]:  # an earlier run's, in a --work folder
        shutil.rmtree(old, ignore_errors=True)
    tasks = sorted(p.parent for p in (ROOT / "resources/tasks").glob("*/*/task.yaml"))
    env = dict(os.environ, KILN_DATA_DIR=str(work / "data"), XDG_CONFIG_HOME=str(work / "config"),
               QT_QPA_PLATFORM="offscreen")
    print(f"mutate_tasks: seed {seed}, {a.folders} task folders + {a.imports} imports, work {work}"
          f"{', without ' + ', '.join(a.skip) if a.skip else ''}", flush=True)

    stats = {"seed": seed, "skipped_mutations": a.skip, "task_folders": 0, "imports": 0, "crash": 0, "hang": 0,
             "memory": 0, "nofile": 0,
             "silent": 0, "worst_seconds": 0.0, "worst_seconds_case": "", "peak_rss_mb": 0.0, "peak_rss_case": "",
             "issue_lines": 0, "issue_lines_with_line": 0, "lineless": {}, "findings": []}
    total = a.folders + a.imports
    started = time.monotonic()
    for i in range(total):
        is_import = i >= a.folders
        case = work / f"case-{i:05d}"
        case.mkdir()
        folder, log = make_import_case(rng, case) if is_import else make_task_case(rng, case, tasks)
        r = run_validate(kiln, folder, a.timeout, a.as_limit_mb, env)
        stats["imports" if is_import else "task_folders"] += 1
        label = f"case-{i:05d} ({'; '.join(log)[:200]})"
        if r["seconds"] > stats["worst_seconds"]:
            stats["worst_seconds"], stats["worst_seconds_case"] = r["seconds"], label
        if r["rss_mb"] > stats["peak_rss_mb"]:
            stats["peak_rss_mb"], stats["peak_rss_case"] = r["rss_mb"], label
        for line in r["stderr"].split("\n"):
            if line.startswith(str(folder)):
                stats["issue_lines"] += 1
                if re.match(r"^[^:]+:\d+: ", line):
                    stats["issue_lines_with_line"] += 1
                elif re.match(r"^[^:]+\.(yaml|py): ", line):
                    # A YAML or Python file's issue without a line: kept (a sample) for a person to judge
                    # whether it has one to give.
                    msg = re.sub(r"\d+", "N", line[len(str(folder)):].split(": ", 1)[-1])[:160]
                    stats["lineless"][msg] = stats["lineless"].get(msg, 0) + 1
        found = judge(r, folder, a.max_rss_mb)
        if found:
            findings_dir.mkdir(exist_ok=True)
            kept = findings_dir / case.name
            shutil.move(str(case), kept)
            (kept / "mutations.txt").write_text("\n".join(log) + "\n\nfindings:\n" +
                                                "\n".join(f"{k}: {d}" for k, d in found) +
                                                f"\n\nrerun: {kiln} tasks validate {kept / folder.name}\n")
            for kind in {k for k, _ in found}:
                stats[kind] += 1
            stats["findings"].append({"case": str(kept), "mutations": log, "findings": found})
            print(f"FINDING {case.name}: {found} <- {'; '.join(log)[:300]}", flush=True)
        else:
            shutil.rmtree(case, ignore_errors=True)
            if case.exists():  # a mode-000 file inside: make it removable
                for p in case.rglob("*"):
                    if not p.is_symlink():
                        p.chmod(0o700)
                shutil.rmtree(case, ignore_errors=True)
        if (i + 1) % 100 == 0:
            print(f"mutate_tasks: {i + 1}/{total} in {time.monotonic() - started:.0f} s, worst "
                  f"{stats['worst_seconds']:.2f} s, peak {stats['peak_rss_mb']:.0f} MB, "
                  f"{len(stats['findings'])} findings", flush=True)
    stats["wall_seconds"] = time.monotonic() - started
    summary = {k: v for k, v in stats.items() if k not in ("findings", "lineless")}
    summary["lineless_kinds"] = len(stats["lineless"])
    print("mutate_tasks: " + json.dumps(summary, indent=1))
    if a.json:
        pathlib.Path(a.json).write_text(json.dumps(stats, indent=1) + "\n")
    if stats["findings"]:
        print(f"mutate_tasks: {len(stats['findings'])} case(s) with findings kept under {findings_dir}",
              file=sys.stderr)
        return 1
    if not a.work:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
