// libFuzzer target: the harness stream as HarnessProcess::readEvents reads it (runners/evaluation/
// harnessprocess.cpp): bytes into JsonLinesReader (runners/jsonlinesreader.h) in chunks, every item folded
// into an EvalResult (model/evaluation/evalresult.h, EvalResult::apply), then the reader's finish(). The
// first byte picks the chunk size and a small line cap, so chunk boundaries and overlong lines are exercised
// too.
#include "fuzzcommon.h"

#include "model/evaluation/evalresult.h"
#include "runners/jsonlinesreader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace kiln;
    if (size == 0)
        return 0;
    const size_t chunk = 1 + (data[0] & 0x3f) * 37;
    JsonLinesReader reader;
    if (data[0] & 0x80)
        reader.setMaxLineBytes(1 + (data[0] & 0x7f) * 8);
    EvalResult result;
    auto fold = [&](const QList<JsonLinesReader::Item>& items) {
        for (const auto& item : items) {
            if (result.finished())
                continue; // as readEvents: the first verdict is the verdict
            const QJsonObject e = item.isJson ? item.object : QJsonObject{{"event", "log"}, {"line", item.text}};
            result.apply(e);
        }
    };
    for (size_t at = 1; at < size; at += chunk) {
        const size_t n = std::min(chunk, size - at);
        fold(reader.feed(QByteArray(reinterpret_cast<const char*>(data + at), static_cast<qsizetype>(n))));
    }
    fold(reader.finish());
    // What the views read of a partial or final result.
    (void)result.deviceLabel();
    (void)result.beyondRooflineNote();
    (void)result.speedupGeomeanCi();
    return 0;
}
