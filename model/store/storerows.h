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

// transcript_events: run_id ... at
const Columns& transcriptColumns();
TranscriptRow transcriptFromRow(const Row& r);

} // namespace kiln::storerows
