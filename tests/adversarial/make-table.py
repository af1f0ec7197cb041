"""Rewrites the Cases table of tests/adversarial/README.md from every case's expected.json, so the table
never drifts from what tst_adversarial checks.

    python3 tests/adversarial/make-table.py
"""
import json
import os
import re


def table_cell(text):
    """Text that stays in one Markdown table cell."""
    return text.replace("|", "\\|").replace("\n", " ")


here = os.path.dirname(os.path.abspath(__file__))
rows = []
for category in sorted(os.listdir(here)):
    for task in sorted(os.listdir(os.path.join(here, category)) if os.path.isdir(os.path.join(here, category)) else []):
        if not os.path.isdir(os.path.join(here, category, task)):
            continue
        for case in sorted(os.listdir(os.path.join(here, category, task))):
            path = os.path.join(here, category, task, case, "expected.json")
            if not os.path.exists(path):
                continue
            e = json.load(open(path))
            reasons = [e["reason"]] if e.get("reason") else []
            reasons += [r for r in e.get("reasons", []) if r not in reasons]
            rows.append(f"| `{category}/{task}` | `{case}` | {e.get('backend', '')} | {e.get('class', '-')} | "
                        f"{table_cell(e.get('exploit', ''))} | **{e['verdict']}** | {' or '.join(reasons) or '-'} | "
                        f"{', '.join(e.get('flags', [])) or '-'} |")
table = ("| task | case | backend | class | exploit | verdict | reason | flags |\n"
         "| --- | --- | --- | --- | --- | --- | --- | --- |\n" + "\n".join(rows) + "\n")
readme = os.path.join(here, "README.md")
text = open(readme).read()
text = re.sub(r"## Cases\n\n.*?\n\n(?=`exploit` and `defence`)", "## Cases\n\n" + table.replace("\\", "\\\\") + "\n",
              text, flags=re.S)
open(readme, "w").write(text)
print(f"{len(rows)} cases")
