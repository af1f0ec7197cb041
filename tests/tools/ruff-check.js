#!/usr/bin/env node
// Ruff over Kiln's Python (the lint_ruff test). Ruff is not packaged for Debian 12; its own linter, compiled to
// WebAssembly, is on npm (@astral-sh/ruff-wasm-nodejs, pinned in kiln.sh, which installs it into the build
// folder beside the agent CLIs). The WebAssembly build reads no configuration file, so the settings are here.
// Prints FILE:LINE:COLUMN: CODE message for each finding; exit 0 none, 1 findings, 77 ruff not installed (CTest
// skips), 2 usage.
//   node tests/tools/ruff-check.js NODE_MODULES_DIR
"use strict";
const fs = require("fs");
const path = require("path");

// E, W, F: what flake8 checks too; B: bugbear's likely bugs (a loop variable a closure keeps, zip() that
// silently drops the longer list); UP: constructs an older Python needed. Line length as .flake8 says.
const settings = {
    "line-length": 120,
    lint: { select: ["E", "W", "F", "B", "UP"], ignore: [] },
};
// As .flake8 excludes them: build outputs, fixtures, and the adversarial candidates (inputs written as an agent
// would write them).
const excluded = [/^build/, /^\.gpu-run/, /node_modules/, /^tests\/data\//, /^tests\/adversarial\/[^/]+\/(cases|tasks)\//,
    /^\.git\//, /__pycache__/];

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

const root = path.resolve(__dirname, "..", "..");
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
