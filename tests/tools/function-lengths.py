"""The longest functions of Kiln's production code (issue 27: none over 120 lines outside UI constructors).

    python3 tests/tools/function-lengths.py [--top N] [--over LINES]

A function is a body that opens at namespace or class level after a parameter list; its lambdas count toward
it. Strings, characters and comments are skipped when braces are matched. Exit status 1 when --over is given
and a function (not a UI constructor) is longer.
"""
import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FOLDERS = ["app", "ui", "model", "runners", "visualization"]
SIGNATURE = re.compile(r"([A-Za-z_~][\w:<>,~ *&]*?)\s*\(([^;{}]*)\)\s*(const)?\s*(noexcept)?\s*(override|final)?"
                       r"\s*(->\s*[\w:<>,*& ]+)?\s*(:[^;{}]*)?$", re.S)


def strip(text):
    """The text with comments, strings and character literals blanked (newlines kept)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text.startswith('R"', i):
            m = re.match(r'R"([^(]*)\(', text[i:])
            end = text.find(")" + (m.group(1) if m else "") + '"', i)
            j = n if end < 0 else end + len(m.group(1) if m else "") + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(" " * (j + 1 - i))
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def functions(path):
    text = strip(open(path, encoding="utf-8", errors="replace").read())
    scopes, start = [], 0  # scopes: "ns" or "fn" per open brace
    for i, c in enumerate(text):
        if c == "{":
            # Runs of blanks collapsed: a blanked comment before a signature is hundreds of spaces, and the
            # signature pattern's blanks would backtrack over them for minutes.
            head = re.sub(r"\s+", " ", text[start:i]).strip()
            kind = "block"
            if not any(s == "fn" for s in scopes):
                opens_scope = re.search(r"\b(namespace|class|struct|union|enum)\b[^()]*$", head)
                if opens_scope or head.endswith("extern \"C\"") or not head:
                    kind = "ns"
                elif SIGNATURE.search(head.split(";")[-1].split("}")[-1]):
                    kind = "fn"
                    name_head = head.split(";")[-1].split("}")[-1]
                    m = re.search(r"([\w:~]+)\s*\(", name_head)
                    scopes.append(("fn", m.group(1) if m else "?", text.count("\n", 0, i) + 1))
                    start = i + 1
                    continue
            scopes.append((kind, None, 0))
            start = i + 1
        elif c == "}":
            if scopes:
                kind, name, line = scopes.pop()
                if kind == "fn":
                    yield name, line, text.count("\n", 0, i) + 1 - line + 1
            start = i + 1
        elif c == ";" and not any(s[0] == "fn" for s in scopes):
            start = i + 1


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--top", type=int, default=10)
    ap.add_argument("--over", type=int)
    args = ap.parse_args()
    found = []
    for folder in FOLDERS:
        for dirpath, _, files in os.walk(os.path.join(ROOT, folder)):
            for f in files:
                if f.endswith((".cpp", ".cu", ".h")):
                    path = os.path.join(dirpath, f)
                    for name, line, length in functions(path):
                        found.append((length, os.path.relpath(path, ROOT), line, name))
    found.sort(reverse=True)
    for length, path, line, name in found[: args.top]:
        print(f"{length:5d}  {path}:{line}  {name}")
    if args.over is not None:
        # UI constructors lay out their widgets in one place, on purpose.
        def ui_constructor(f):
            return f[1].startswith("ui/") and f[3].split("::")[-1] == f[3].split("::")[0]
        long = [f for f in found if f[0] > args.over and not ui_constructor(f)]
        print(f"{len(long)} functions over {args.over} lines (UI constructors left out)")
        return 1 if long else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
