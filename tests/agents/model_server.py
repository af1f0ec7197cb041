#!/usr/bin/env python3
"""A scripted model service on loopback, so the real Claude Code and Codex CLIs can run a whole agent loop
in tests with no network.

It speaks the two wire protocols those CLIs use:
  - Anthropic Messages (Claude Code): POST /v1/messages[?beta=true], streaming (SSE) or not, plus
    POST /v1/messages/count_tokens.
  - OpenAI Responses (Codex): POST /v1/responses, streaming (SSE), plus GET /v1/models.

The agent's moves come from a script (JSON):
  {
    "usage": {"input_tokens": 1000, "output_tokens": 50},      # default per response; a step may override
    "steps": [
      {"text": "I'll edit the kernel.", "shell": "sed -i ... kernel.cpp"},
      {"shell": "./kiln-eval"},
      {"final": "Done."}
    ]
  }
A request of the main agent loop (one that offers the CLI's shell tool) is answered with step N, where N is
the number of tool results the conversation already holds: the server keeps no state, so retries and the
CLIs' side requests never shift the script. Once the steps are used up, the answer is the last "final" text.
A shell step becomes a call of whatever shell tool the request offers (Claude Code's Bash; Codex's
shell / shell_command / exec_command), with its arguments shaped after that tool's schema. Codex's default
models work in "code mode" instead: their one tool is a custom `exec` that runs JavaScript, so the step
becomes a script calling tools.exec_command. Requests without a shell tool (title generation, quota
checks, summaries) get a short text answer.

Every request is appended to the log file as one JSON line (method, path, headers, body) for debugging.

With --fail STATUS every model request is answered with that HTTP status and an error body instead, so tests
can see how a CLI gives up on a failing service.

Usage: model_server.py --script FILE [--port-file FILE] [--log FILE] [--fail STATUS]
Prints "PORT <n>" on stdout once it listens on 127.0.0.1:<n> (n chosen by the OS), and writes n to the port
file when one is given.
"""

import argparse
import gzip
import itertools
import json
import os
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit

SIDE_ANSWER = "Scripted reply."
_ids = itertools.count(1)
_log_lock = threading.Lock()


def next_id(prefix):
    return f"{prefix}_{next(_ids):06d}"


class Script:
    def __init__(self, path):
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        self.steps = data.get("steps", [])
        self.usage = data.get("usage", {"input_tokens": 100, "output_tokens": 10})
        finals = [s["final"] for s in self.steps if "final" in s]
        self.final_text = finals[-1] if finals else "Done."

    def step(self, index):
        """The step for a conversation holding `index` tool results; a final step once they are used up."""
        if index < len(self.steps):
            return self.steps[index]
        return {"final": self.final_text}

    def usage_for(self, step):
        u = dict(self.usage)
        u.update(step.get("usage", {}) if step else {})
        return u


# ---- tool discovery -------------------------------------------------------------------------------------

ANTHROPIC_SHELL_TOOLS = ("Bash",)
OPENAI_SHELL_TOOLS = ("shell_command", "shell", "exec_command", "local_shell")


def tool_name(tool):
    # Responses API function tools are flat ({"type":"function","name":...}); Anthropic's too ({"name":...}).
    return tool.get("name") or tool.get("function", {}).get("name") or tool.get("type", "")


def find_tool(tools, names):
    by_name = {tool_name(t): t for t in tools or []}
    for n in names:
        if n in by_name:
            return by_name[n]
    return None


def find_code_mode_exec(inputs):
    """Codex's "code mode" (its default models): the tools come as an additional_tools input item, and the
    one to call is a custom `exec` tool that runs JavaScript, which reaches the shell as tools.exec_command."""
    for item in inputs:
        if isinstance(item, dict) and item.get("type") == "additional_tools":
            for ns in item.get("tools", []):
                for tool in ns.get("tools", []) if ns.get("type") == "namespace" else [ns]:
                    if tool.get("type") == "custom" and tool.get("name") == "exec":
                        return tool
    return None


def code_mode_source(command):
    return (f"const r = await tools.exec_command({{cmd: {json.dumps(command)}}});\n"
            "text(typeof r === 'string' ? r : JSON.stringify(r));\n")


def shell_arguments(tool, command):
    """Arguments for `tool` that run `command`, shaped after the tool's JSON schema."""
    schema = tool.get("input_schema") or tool.get("parameters") or tool.get("function", {}).get("parameters") or {}
    props = schema.get("properties", {})
    if "cmd" in props:  # exec_command
        return {"cmd": command}
    cmd = props.get("command", {})
    if cmd.get("type") == "array":  # the classic shell tool takes argv
        return {"command": ["bash", "-lc", command]}
    args = {"command": command}
    if "description" in props:  # Claude Code's Bash asks for a short description
        args["description"] = "Scripted step"
    return args


# ---- the HTTP side ---------------------------------------------------------------------------------------


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "KilnModelServer/1"

    def log_message(self, fmt, *args):  # the request log file says it better than stderr
        pass

    def _log(self, body):
        entry = {"time": time.time(), "method": self.command, "path": self.path,
                 "headers": {k: v for k, v in self.headers.items() if k.lower() not in ("authorization", "x-api-key")},
                 "body": body}
        with _log_lock, open(self.server.log_path, "a", encoding="utf-8") as f:
            f.write(json.dumps(entry) + "\n")

    def _read_body(self):
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        if self.headers.get("Content-Encoding", "").lower() == "gzip":
            raw = gzip.decompress(raw)
        try:
            return json.loads(raw) if raw else {}
        except ValueError:
            return {"_raw": raw.decode("utf-8", "replace")}

    def _send_json(self, status, obj):
        data = json.dumps(obj).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _start_sse(self):
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True

    def _sse(self, event, data):
        self.wfile.write(f"event: {event}\ndata: {json.dumps(data)}\n\n".encode())
        self.wfile.flush()

    def do_GET(self):
        self._log(None)
        path = urlsplit(self.path).path
        if path.endswith("/models"):
            self._send_json(200, {"object": "list", "data": [], "models": []})
        elif path == "/api/hello":  # Claude Code's connectivity check
            self._send_json(200, {"message": "hello"})
        else:
            self._send_json(404, {"error": {"type": "not_found", "message": "no such endpoint: " + path}})

    def do_HEAD(self):  # Claude Code probes /api/hello with HEAD at start
        self._log(None)
        self.send_response(200)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def do_POST(self):
        body = self._read_body()
        self._log(body)
        path = urlsplit(self.path).path
        if self.server.fail_status and (path.endswith("/messages") or path.endswith("/responses")):
            self._send_json(self.server.fail_status, {"type": "error", "error": {
                "type": "api_error", "message": f"scripted failure (HTTP {self.server.fail_status})"}})
        elif path.endswith("/messages/count_tokens"):
            self._send_json(200, {"input_tokens": self.server.script.usage.get("input_tokens", 100)})
        elif path.endswith("/messages"):
            self._anthropic(body)
        elif path.endswith("/responses"):
            self._responses(body)
        else:
            self._send_json(404, {"error": {"type": "not_found", "message": "no such endpoint: " + path}})

    # ---- Anthropic Messages ----

    def _anthropic(self, body):
        script = self.server.script
        bash = find_tool(body.get("tools"), ANTHROPIC_SHELL_TOOLS)
        if bash is None:
            step = {"final": SIDE_ANSWER}
            usage = {"input_tokens": 10, "output_tokens": 3}
        else:
            results = sum(1 for m in body.get("messages", [])
                          if m.get("role") == "user" and isinstance(m.get("content"), list)
                          for b in m["content"] if isinstance(b, dict) and b.get("type") == "tool_result")
            step = script.step(results)
            usage = script.usage_for(step)
        blocks = []
        if step.get("text"):
            blocks.append({"type": "text", "text": step["text"]})
        if "shell" in step and bash is not None:
            blocks.append({"type": "tool_use", "id": next_id("toolu"), "name": tool_name(bash),
                           "input": shell_arguments(bash, step["shell"])})
        if "final" in step:
            blocks.append({"type": "text", "text": step["final"]})
        stop = "tool_use" if blocks and blocks[-1]["type"] == "tool_use" else "end_turn"
        message = {"id": next_id("msg"), "type": "message", "role": "assistant", "model": body.get("model", "scripted"),
                   "content": blocks, "stop_reason": stop, "stop_sequence": None,
                   "usage": {"input_tokens": usage["input_tokens"], "output_tokens": usage["output_tokens"],
                             "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0}}
        if not body.get("stream"):
            self._send_json(200, message)
            return
        self._start_sse()
        start = dict(message, content=[], stop_reason=None, usage=dict(message["usage"], output_tokens=1))
        self._sse("message_start", {"type": "message_start", "message": start})
        for i, block in enumerate(blocks):
            if block["type"] == "text":
                self._sse("content_block_start", {"type": "content_block_start", "index": i,
                                                  "content_block": {"type": "text", "text": ""}})
                # Several deltas per block, as a real service sends, so parsers have partials to fold.
                words = block["text"].split(" ")
                for j, w in enumerate(words):
                    piece = w if j == len(words) - 1 else w + " "
                    self._sse("content_block_delta", {"type": "content_block_delta", "index": i,
                                                      "delta": {"type": "text_delta", "text": piece}})
            else:
                self._sse("content_block_start", {"type": "content_block_start", "index": i,
                                                  "content_block": dict(block, input={})})
                self._sse("content_block_delta", {"type": "content_block_delta", "index": i,
                                                  "delta": {"type": "input_json_delta",
                                                            "partial_json": json.dumps(block["input"])}})
            self._sse("content_block_stop", {"type": "content_block_stop", "index": i})
        self._sse("message_delta", {"type": "message_delta", "delta": {"stop_reason": stop, "stop_sequence": None},
                                    "usage": {"output_tokens": usage["output_tokens"]}})
        self._sse("message_stop", {"type": "message_stop"})

    # ---- OpenAI Responses ----

    def _responses(self, body):
        script = self.server.script
        shell = find_tool(body.get("tools"), OPENAI_SHELL_TOOLS)
        inputs = body.get("input") if isinstance(body.get("input"), list) else []
        code_mode = shell is None and find_code_mode_exec(inputs) is not None
        if code_mode:
            shell = find_code_mode_exec(inputs)
        if shell is None:
            step = {"final": SIDE_ANSWER}
            usage = {"input_tokens": 10, "output_tokens": 3}
        else:
            results = sum(1 for it in inputs if isinstance(it, dict) and it.get("type") in
                          ("function_call_output", "custom_tool_call_output", "local_shell_call_output"))
            step = script.step(results)
            usage = script.usage_for(step)
        items = []
        if step.get("reasoning"):
            items.append({"type": "reasoning", "id": next_id("rs"),
                          "summary": [{"type": "summary_text", "text": step["reasoning"]}]})
        if step.get("text"):
            items.append(self._message_item(step["text"]))
        if "shell" in step and code_mode:
            items.append({"type": "custom_tool_call", "id": next_id("ctc"), "call_id": next_id("call"),
                          "name": tool_name(shell), "input": code_mode_source(step["shell"])})
        elif "shell" in step and shell is not None:
            items.append({"type": "function_call", "id": next_id("fc"), "call_id": next_id("call"),
                          "name": tool_name(shell), "arguments": json.dumps(shell_arguments(shell, step["shell"]))})
        if "final" in step:
            items.append(self._message_item(step["final"]))
        response_id = next_id("resp")
        self._start_sse()
        base = {"id": response_id, "object": "response", "created_at": int(time.time()), "model": body.get("model"),
                "status": "in_progress", "output": []}
        self._sse("response.created", {"type": "response.created", "response": base})
        for i, item in enumerate(items):
            added = dict(item, content=[]) if item["type"] == "message" else item
            self._sse("response.output_item.added", {"type": "response.output_item.added", "output_index": i,
                                                     "item": added})
            if item["type"] == "message":
                self._sse("response.output_text.delta", {"type": "response.output_text.delta", "output_index": i,
                                                         "item_id": item["id"], "content_index": 0,
                                                         "delta": item["content"][0]["text"]})
            self._sse("response.output_item.done",
                      {"type": "response.output_item.done", "output_index": i, "item": item})
        done = dict(base, status="completed", output=items,
                    usage={"input_tokens": usage["input_tokens"], "output_tokens": usage["output_tokens"],
                           "total_tokens": usage["input_tokens"] + usage["output_tokens"],
                           "input_tokens_details": {"cached_tokens": usage.get("cached_tokens", 0)},
                           "output_tokens_details": {"reasoning_tokens": usage.get("reasoning_tokens", 0)}})
        self._sse("response.completed", {"type": "response.completed", "response": done})

    @staticmethod
    def _message_item(text):
        return {"type": "message", "id": next_id("msg"), "role": "assistant", "status": "completed",
                "content": [{"type": "output_text", "text": text, "annotations": []}]}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--script", required=True)
    ap.add_argument("--port-file")
    ap.add_argument("--log", default="/dev/null")
    ap.add_argument("--fail", type=int, default=0, metavar="STATUS")
    args = ap.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    server.script = Script(args.script)
    server.log_path = args.log
    server.fail_status = args.fail
    port = server.server_address[1]
    if args.port_file:
        # Written whole under another name first, so a reader never sees a half-written port.
        with open(args.port_file + ".tmp", "w") as f:
            f.write(f"{port}\n")
        os.replace(args.port_file + ".tmp", args.port_file)
    print(f"PORT {port}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    sys.exit(main())
