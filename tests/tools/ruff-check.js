#!/usr/bin/env node
// Ruff over Kiln's Python (the lint_ruff test). Ruff is not packaged for Debian 12; its own linter, compiled to
// WebAssembly, is on npm (@astral-sh/ruff-wasm-nodejs, pinned in kiln.sh, which installs it into the build
// folder beside the agent CLIs). The WebAssembly build reads no configuration file: this passes it .flake8's.
// Prints FILE:LINE:COLUMN: CODE message for each finding; exit 0 none, 1 findings, 77 ruff not installed (CTest
// skips), 2 usage.
//   node tests/tools/ruff-check.js NODE_MODULES_DIR
"use strict";
const fs = require("fs");
const path = require("path");

const root = path.resolve(__dirname, "..", "..");

// Line length and the folders left out are .flake8's (one place for both linters); the rules are ruff's own
// choice: E, W, F (what flake8 checks), B (bugbear: a loop variable a closure keeps, zip() silently dropping
// the longer list's tail) and UP (constructs an older Python needed).
function flake8Setting(text, key) {
    const m = text.match(new RegExp(`^${key}\\s*=\\s*(.+)$`, "m"));
    return m ? m[1].trim() : "";
}
const flake8 = fs.readFileSync(path.join(root, ".flake8"), "utf8");
const settings = {
    "line-length": Number(flake8Setting(flake8, "max-line-length")),
    lint: { select: ["E", "W", "F", "B", "UP"], ignore: [] },
};
// .flake8's exclude globs (`*` within one folder) as patterns over paths relative to the checkout; a folder's
// path is tested with its trailing slash.
const excluded = flake8Setting(flake8, "exclude").split(",").filter(Boolean).map((glob) => {
    const body = glob.trim().replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*");
    return new RegExp(`(^|/)${body}(/|$)`);
}).concat([/^\.git\//, /__pycache__/]);

if (!settings["line-length"]) {
    console.error(`${path.join(root, ".flake8")} names no max-line-length`);
    process.exit(2);
}

const modules = process.argv[2];
if (!modules) {
    console.error("usage: node tests/tools/ruff-check.js NODE_MODULES_DIR");
    process.exit(2);
}
let ruff;
try {
    ruff = require(path.join(path.resolve(modules), "@astral-sh", "ruff-wasm-nodejs"));
} catch (e) {
    const failed = path.join(path.resolve(modules), "..", "install-failed.txt");
    const why = fs.existsSync(failed) ? fs.readFileSync(failed, "utf8").trim() : "run ./kiln.sh test, which installs it";
    console.log(`skipped: ruff (@astral-sh/ruff-wasm-nodejs) is not installed in ${modules}: ${why}`);
    process.exit(77);
}

function pythonFiles(dir, out) {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        const rel = path.relative(root, full) + (entry.isDirectory() ? "/" : "");
        if (excluded.some((re) => re.test(rel)))
            continue;
        if (entry.isDirectory())
            pythonFiles(full, out);
        else if (entry.name.endsWith(".py"))
            out.push(rel);
    }
    return out;
}

const files = pythonFiles(root, []).sort();
if (files.length < 20) {
    console.error(`found only ${files.length} Python files under ${root}: run from a Kiln checkout`);
    process.exit(2);
}
const workspace = new ruff.Workspace(settings, ruff.PositionEncoding.Utf8);
let findings = 0;
for (const file of files) {
    for (const d of workspace.check(fs.readFileSync(path.join(root, file), "utf8"))) {
        console.log(`${file}:${d.start_location.row}:${d.start_location.column}: ${d.code || "syntax"} ${d.message}`);
        ++findings;
    }
}
console.log(`ruff ${ruff.Workspace.version()}: ${files.length} Python files, ${findings} finding(s)`);
process.exit(findings ? 1 : 0);
