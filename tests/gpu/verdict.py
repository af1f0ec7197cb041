"""One harness run's outcome on a line: the verdict (with its reason and message when it failed), every flag
with its configuration, and per timed configuration how many of the candidate's calls were held.

    verdict.py EVENTS.jsonl NAME"""
import json
import sys

verdict, notes = "no verdict", []
for line in open(sys.argv[1]):
    try:
        e = json.loads(line)
    except ValueError:
        continue
    if e.get("event") == "done":
        verdict = " ".join(x for x in (e.get("verdict", "?"), e.get("reason", ""), e.get("message", "")[:150]) if x)
    elif e.get("event") == "flag":
        notes.append(f"{e['flag']} ({e.get('config', '')})")
    elif e.get("event") == "config" and e.get("gate") == "performance":
        notes.append(f"held {e['candidate'].get('held_calls', 0)}/{e['candidate']['reps']} ({e['config']})")
print(f"{sys.argv[2]}: {verdict}; {', '.join(notes) or 'no flags'}")
