#include "migrations.h"

namespace kiln {

const QList<QStringList>& storeMigrations()
{
    static const QList<QStringList> steps{
        // 1: runs, task results, candidates with their gates and per-configuration metrics, compiler output,
        // diagnostics, transcripts and reviews.
        {
            "CREATE TABLE runs (id TEXT PRIMARY KEY, created_at TEXT NOT NULL, agent TEXT NOT NULL, model TEXT, "
            "mode TEXT, status TEXT NOT NULL, budget TEXT, executor TEXT, device TEXT, folder TEXT, "
            "finished_at TEXT, message TEXT)",
            "CREATE TABLE task_results (run_id TEXT NOT NULL REFERENCES runs(id) ON DELETE CASCADE, task_id TEXT NOT "
            "NULL, "
            "status TEXT NOT NULL, best_candidate INTEGER, final_candidate INTEGER, evaluations INTEGER DEFAULT 0, "
            "PRIMARY KEY (run_id, task_id))",
            "CREATE TABLE candidates (id INTEGER PRIMARY KEY AUTOINCREMENT, run_id TEXT NOT NULL REFERENCES runs(id) "
            "ON DELETE CASCADE, task_id TEXT NOT NULL, seq INTEGER NOT NULL, role TEXT NOT NULL DEFAULT 'agent', "
            "commit_id TEXT, created_at TEXT NOT NULL, configs TEXT, verdict TEXT, reason TEXT, message TEXT, "
            "speedup_geomean REAL, seconds REAL, harness TEXT, device_name TEXT, flags TEXT, tampered INTEGER DEFAULT "
            "0)",
            "CREATE INDEX candidates_by_task ON candidates(run_id, task_id, seq)",
            "CREATE TABLE gate_results (candidate_id INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE, "
            "gate TEXT NOT NULL, status TEXT NOT NULL, reason TEXT, message TEXT, seconds REAL, "
            "PRIMARY KEY (candidate_id, gate))",
            "CREATE TABLE config_metrics (candidate_id INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE, "
            "config TEXT NOT NULL, hidden INTEGER NOT NULL, correctness TEXT, correctness_message TEXT, max_abs_err "
            "REAL, "
            "max_rel_err REAL, matched_ratio REAL, timed INTEGER NOT NULL DEFAULT 0, median_ms REAL, p25_ms REAL, "
            "p75_ms REAL, min_ms REAL, max_ms REAL, reps INTEGER, baseline_median_ms REAL, speedup REAL, flops REAL, "
            "bytes REAL, achieved_flops_per_s REAL, achieved_bytes_per_s REAL, t_sol_ms REAL, fraction_of_roofline "
            "REAL, "
            "PRIMARY KEY (candidate_id, config))",
            "CREATE TABLE compile_outputs (candidate_id INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE, "
            "object TEXT NOT NULL, status TEXT, command TEXT, output TEXT, PRIMARY KEY (candidate_id, object))",
            "CREATE TABLE diagnostics (id INTEGER PRIMARY KEY AUTOINCREMENT, candidate_id INTEGER NOT NULL "
            "REFERENCES candidates(id) ON DELETE CASCADE, code TEXT NOT NULL, severity TEXT NOT NULL, file TEXT, "
            "line INTEGER, message TEXT, hint TEXT)",
            "CREATE TABLE transcript_events (id INTEGER PRIMARY KEY AUTOINCREMENT, run_id TEXT NOT NULL REFERENCES "
            "runs(id) ON DELETE CASCADE, task_id TEXT, seq INTEGER NOT NULL, kind TEXT NOT NULL, text TEXT, json TEXT, "
            "input_tokens INTEGER, output_tokens INTEGER, cost REAL, at TEXT NOT NULL)",
            "CREATE INDEX transcript_by_run ON transcript_events(run_id, task_id, seq)",
            "CREATE TABLE reviews (candidate_id INTEGER PRIMARY KEY REFERENCES candidates(id) ON DELETE CASCADE, "
            "verdict TEXT NOT NULL, comment TEXT, at TEXT NOT NULL)",
        },
        // 2: a diagnostic names its kernel and every source line it is about (model/diagnostics/finding.h).
        {
            "ALTER TABLE diagnostics ADD COLUMN kernel TEXT",
            "ALTER TABLE diagnostics ADD COLUMN lines TEXT",
            "CREATE INDEX diagnostics_by_candidate ON diagnostics(candidate_id)",
        },
        // 3: a placement-sampled time is a mean over buffer addresses: how many, and the median of all calls.
        {
            "ALTER TABLE config_metrics ADD COLUMN placements INTEGER DEFAULT 0",
            "ALTER TABLE config_metrics ADD COLUMN calls_median_ms REAL DEFAULT -1",
        },
        // 4: the SM clock measured just before the candidate's timed calls (-1: not measured).
        {
            "ALTER TABLE config_metrics ADD COLUMN sm_clock_mhz REAL DEFAULT -1",
        },
        // 5: a time taken in several worker processes: each one's median in ms, space-separated (empty: one).
        {
            "ALTER TABLE config_metrics ADD COLUMN process_medians_ms TEXT DEFAULT ''",
        },
        // 6: each harness flag with its configuration and message (candidates.flags keeps only the names).
        {
            "CREATE TABLE flags (candidate_id INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE, "
            "flag TEXT NOT NULL, config TEXT, message TEXT)",
            "CREATE INDEX flags_by_candidate ON flags(candidate_id)",
        },
        // 7: the pool GPU a candidate's timed stage held (EvalResult::gpu; '' for none).
        {
            "ALTER TABLE candidates ADD COLUMN gpu TEXT DEFAULT ''",
        },
        // 8: every speedup's 95% interval, per configuration and of the geomean (NULL: recorded before it).
        {
            "ALTER TABLE config_metrics ADD COLUMN speedup_low REAL",
            "ALTER TABLE config_metrics ADD COLUMN speedup_high REAL",
            "ALTER TABLE candidates ADD COLUMN speedup_low REAL",
            "ALTER TABLE candidates ADD COLUMN speedup_high REAL",
        },
        // 9: where the ceilings of its T_SOL came from (EvalResult::ceilings: calibrated DATE, assumed, datasheet).
        {
            "ALTER TABLE candidates ADD COLUMN ceilings TEXT DEFAULT ''",
        },
        // 10: the transcript step that submitted a candidate (CandidateRecord::transcriptIndex; NULL: none).
        {
            "ALTER TABLE candidates ADD COLUMN transcript_index INTEGER",
        },
        // 11: search across runs (runsearch.cpp): a trigram index of every transcript event's text, so that any
        // substring of three characters or more is found without reading every transcript (an external-content
        // FTS5 table: the text is stored once, in transcript_events), kept by triggers; and labels on
        // candidates and transcript steps (clean, reward hack, rubric leak, harness bug) with a comment.
        // detail=none: no token positions, so the index is about half the text's size instead of 2.5 times
        // (kiln bench search); a LIKE still gets exact answers, SQLite checks each row the index proposes.
        {
            "CREATE VIRTUAL TABLE transcript_search USING fts5(text, content='transcript_events', "
            "content_rowid='id', tokenize='trigram', detail=none)",
            "INSERT INTO transcript_search(transcript_search) VALUES ('rebuild')",
            "CREATE TRIGGER transcript_search_insert AFTER INSERT ON transcript_events BEGIN "
            "INSERT INTO transcript_search(rowid, text) VALUES (new.id, new.text); END",
            "CREATE TRIGGER transcript_search_delete AFTER DELETE ON transcript_events BEGIN "
            "INSERT INTO transcript_search(transcript_search, rowid, text) VALUES ('delete', old.id, old.text); END",
            "CREATE TRIGGER transcript_search_update AFTER UPDATE OF text ON transcript_events BEGIN "
            "INSERT INTO transcript_search(transcript_search, rowid, text) VALUES ('delete', old.id, old.text); "
            "INSERT INTO transcript_search(rowid, text) VALUES (new.id, new.text); END",
            "CREATE TABLE labels (id INTEGER PRIMARY KEY AUTOINCREMENT, run_id TEXT NOT NULL REFERENCES runs(id) "
            "ON DELETE CASCADE, task_id TEXT, candidate_id INTEGER REFERENCES candidates(id) ON DELETE CASCADE, "
            "transcript_seq INTEGER, label TEXT NOT NULL, comment TEXT, at TEXT NOT NULL)",
            "CREATE INDEX labels_by_run ON labels(run_id)",
        },
    };
    return steps;
}

int storeSchemaVersion()
{
    return static_cast<int>(storeMigrations().size());
}

} // namespace kiln
