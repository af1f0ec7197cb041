// The store's records as rows: for each, the one list of its columns (the SELECTs are written from it) and
// the one mapper from a row to the record. Shared by the store's query files; not part of its interface.
#pragma once

#include "columns.h"
#include "runstore.h"

namespace kiln::storerows {

QDateTime fromIso(const QVariant& v);

// runs: id ... message
const Columns& runColumns();
RunRecord runFromRow(const Row& r);

// candidates: id ... transcript_index. The geomean interval of a candidate stored before schema 8 reads as
// kIntervalToDerive (RunStore derives it from its configurations).
const Columns& candidateColumns();
CandidateRecord candidateFromRow(const Row& r);

// gate_results: status, seconds, reason, message (a gate not recorded reads as pending).
const Columns& gateColumns();
GateResult gateFromRow(const Row& r);

// config_metrics: config ... speedup_high. A configuration stored before intervals were kept (schema 8) gets
// one from its quartiles (storedWithoutInterval).
const Columns& configMetricColumns();
ConfigResult configFromRow(const Row& r);
SpeedupInterval storedWithoutInterval(const ConfigResult& c);

// diagnostics: code ... lines (a severity not known reads as a hint).
const Columns& findingColumns();
Finding findingFromRow(const Row& r);

// task_results: run_id ... evaluations (no best or final candidate reads as 0).
const Columns& taskResultColumns();
TaskResultRecord taskResultFromRow(const Row& r);

// labels: id ... at (a label on a step has candidate 0, one on a candidate step -1).
const Columns& labelColumns();
LabelRecord labelFromRow(const Row& r);

// reviews: verdict, comment, at.
const Columns& reviewColumns();
ReviewRecord reviewFromRow(const Row& r);

// candidates: what EvalResult keeps of the row (verdict ... ceilings); the flags' names are the `flags` column.
const Columns& evaluationColumns();
EvalResult evaluationFromRow(const Row& r, QStringList* flagNames);

// transcript_events: run_id ... at
const Columns& transcriptColumns();
TranscriptRow transcriptFromRow(const Row& r);

} // namespace kiln::storerows
