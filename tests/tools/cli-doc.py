"""Writes the command reference of docs/cli.md from the kiln executable's own help (between the markers
`<!-- commands -->` and `<!-- /commands -->`). tst_cli checks the document holds each command's help as the
executable prints it, so after changing a command's options run:

    python3 tests/tools/cli-doc.py [build/app/kiln]
"""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DOC = os.path.join(ROOT, "docs", "cli.md")
COMMANDS = [["gui"], ["tasks"], ["eval"], ["run"], ["runs"], ["report"], ["calibrate"], ["calibrate", "--counts"],
            ["diagnose"], ["dispatch"], ["export-patch"], ["remote"], ["bench"]] + \
           [["bench", b] for b in ["tasks", "report", "runs", "roofline", "diff", "gui", "sass", "search", "slurm"]] + \
           [["eval-client"], ["agent-tune"], ["agent-replay"]]


def help_of(kiln, args):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([kiln] + args + ["--help"], capture_output=True, text=True, env=env, timeout=60)
    if done.returncode != 0:
        sys.exit(f"kiln {' '.join(args)} --help exited {done.returncode}: {done.stderr}")
    return done.stdout.rstrip("\n")


def main():
    kiln = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build", "app", "kiln")
    parts = ["<!-- commands -->", "", "```", help_of(kiln, ["help"]), "```"]
    for args in COMMANDS:
        parts += ["", f"### kiln {' '.join(args)}", "", "```", help_of(kiln, args), "```"]
    parts += ["", "<!-- /commands -->"]
    text = open(DOC).read()
    start, end = text.index("<!-- commands -->"), text.index("<!-- /commands -->") + len("<!-- /commands -->")
    open(DOC, "w").write(text[:start] + "\n".join(parts) + text[end:])


if __name__ == "__main__":
    main()
