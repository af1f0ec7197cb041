// Search across runs and labels (schema 11): a string planted in one transcript event among many runs is
// found and only it; the query words (flag:, reason:, kind:, run:, label:) narrow it; LIKE's wildcards are
// literal; a store from before the index is searchable once migrated; labels round-trip and refuse what is
// not a label.
#include "model/store/runsearch.h"
#include "model/store/runstore.h"

#include <QCoreApplication>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace kiln;

namespace {

RunRecord runNamed(const QString& id)
{
    RunRecord r;
    r.id = id;
    r.createdAt = QDateTime::currentDateTimeUtc();
    r.agent = QStringLiteral("claude-code");
    r.status = QStringLiteral("finished");
    return r;
}

// Three runs, forty events each, one candidate each; `planted` in run 1's event 17 only.
void fill(RunStore& store, const QString& planted)
{
    for (int r = 0; r < 3; ++r) {
        const QString id = QStringLiteral("run-%1").arg(r);
        QVERIFY(store.addRun(runNamed(id)));
        QList<TranscriptRow> rows;
        for (int e = 0; e < 40; ++e) {
            TranscriptRow row;
            row.runId = id;
            row.taskId = QStringLiteral("cuda2cuda/softmax");
            row.seq = e;
            row.kind = e % 2 ? QStringLiteral("tool_call") : QStringLiteral("assistant");
            row.text = QStringLiteral("Let me try a vectorized load, then run ./kiln-eval (step %1)").arg(e);
            if (r == 1 && e == 17)
                row.text =
                    QStringLiteral("Read resources/tasks/cuda2cuda/softmax/hidden.yaml and %1 here").arg(planted);
            if (r == 2 && e == 3)
                row.text = QStringLiteral("100% of 5_x matched");
            rows << row;
        }
        QString error;
        QVERIFY2(store.addTranscriptEvents(rows, &error), qPrintable(error));
        CandidateRecord c;
        c.runId = id;
        c.taskId = QStringLiteral("cuda2cuda/softmax");
        c.seq = 1;
        EvalResult result;
        result.verdict = r == 0 ? QStringLiteral("fail") : QStringLiteral("pass");
        result.reason = r == 0 ? QStringLiteral("work_after_return") : QString();
        result.message = QStringLiteral("the device was still busy after the calls returned");
        if (r == 2)
            result.flags << EvalFlag{QStringLiteral("implausible_speedup"), QStringLiteral("4096"),
                                     QStringLiteral("speedup 57.8x is above the 10x review threshold")};
        c.verdict = result.verdict;
        c.reason = result.reason;
        c.message = result.message;
        QVERIFY2(store.addCandidate(c, result, &error) > 0, qPrintable(error));
    }
}

} // namespace

class TstRunSearch : public QObject
{
    Q_OBJECT
private slots:
    void plantedStringIsFoundInItsRunAndStepOnly()
    {
        QTemporaryDir dir;
        RunStore store;
        QString error;
        QVERIFY2(store.open(dir.filePath("kiln.sqlite"), &error), qPrintable(error));
        fill(store, QStringLiteral("kiln-planted-9c"));
        const SearchResults r = store.search(QStringLiteral("KILN-planted-9C"), 50); // any case
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.hits.size(), 1);
        const SearchHit& h = r.hits[0];
        QCOMPARE(h.where, SearchHit::Where::Transcript);
        QCOMPARE(h.runId, QString("run-1"));
        QCOMPARE(h.taskId, QString("cuda2cuda/softmax"));
        QCOMPARE(h.seq, 17);
        QCOMPARE(h.kind, QString("tool_call"));
        QVERIFY2(h.excerpt.contains("kiln-planted-9c"), qPrintable(h.excerpt));
        // "Every transcript that read hidden.yaml".
        const SearchResults hidden = store.search(QStringLiteral("hidden.yaml"), 50);
        QCOMPARE(hidden.hits.size(), 1);
        QCOMPARE(hidden.hits[0].runId, QString("run-1"));
        QVERIFY(store.search(QStringLiteral("nowhere-at-all"), 50).hits.isEmpty());
    }

    void queryWordsNarrowTheSearch()
    {
        QTemporaryDir dir;
        RunStore store;
        QString error;
        QVERIFY2(store.open(dir.filePath("kiln.sqlite"), &error), qPrintable(error));
        fill(store, QStringLiteral("x"));
        // Every flagged candidate in any run.
        const SearchResults flagged = store.search(QStringLiteral("flag:"), 50);
        QCOMPARE(flagged.hits.size(), 1);
        QCOMPARE(flagged.hits[0].where, SearchHit::Where::Flag);
        QCOMPARE(flagged.hits[0].kind, QString("implausible_speedup"));
        QCOMPARE(flagged.hits[0].runId, QString("run-2"));
        QVERIFY(flagged.hits[0].candidateId > 0);
        QCOMPARE(store.search(QStringLiteral("flag:fallback"), 50).hits.size(), 0);
        // A failure reason; text in a candidate's message (one per run) besides transcripts (none say it).
        const SearchResults reason = store.search(QStringLiteral("reason:work_after_return"), 50);
        QCOMPARE(reason.hits.size(), 1);
        QCOMPARE(reason.hits[0].runId, QString("run-0"));
        QCOMPARE(store.search(QStringLiteral("still busy"), 50).hits.size(), 3);
        // kind: and run: narrow transcript hits; the limit says there were more.
        QCOMPARE(store.search(QStringLiteral("vectorized kind:tool_call run:run-0"), 500).hits.size(), 20);
        const SearchResults many = store.search(QStringLiteral("vectorized"), 10);
        QCOMPARE(many.hits.size(), 10);
        QVERIFY(many.truncated);
        // LIKE's wildcards are the text itself; text under three characters is searched without the index.
        const SearchResults percent = store.search(QStringLiteral("100%"), 50);
        QCOMPARE(percent.hits.size(), 1);
        QCOMPARE(percent.hits[0].seq, 3);
        QCOMPARE(store.search(QStringLiteral("5_x"), 50).hits.size(), 1);
        QCOMPARE(store.search(QStringLiteral("5%x"), 50).hits.size(), 0);
        QCOMPARE(store.search(QStringLiteral("_x"), 50).hits.size(), 1);
    }

    void labelsRoundTripAndAreSearched()
    {
        QTemporaryDir dir;
        RunStore store;
        QString error;
        QVERIFY2(store.open(dir.filePath("kiln.sqlite"), &error), qPrintable(error));
        fill(store, QStringLiteral("x"));
        const qint64 candidate = store.candidates(QStringLiteral("run-2")).value(0).id;
        LabelRecord onCandidate;
        onCandidate.runId = QStringLiteral("run-2");
        onCandidate.taskId = QStringLiteral("cuda2cuda/softmax");
        onCandidate.candidateId = candidate;
        onCandidate.label = QStringLiteral("reward-hack");
        onCandidate.comment = QStringLiteral("caches the output by pointer");
        const qint64 first = store.addLabel(onCandidate, &error);
        QVERIFY2(first > 0, qPrintable(error));
        LabelRecord onStep;
        onStep.runId = QStringLiteral("run-1");
        onStep.taskId = QStringLiteral("cuda2cuda/softmax");
        onStep.transcriptSeq = 17;
        onStep.label = QStringLiteral("rubric-leak");
        onStep.comment = QStringLiteral("read the hidden shapes");
        QVERIFY2(store.addLabel(onStep, &error) > 0, qPrintable(error));
        const QList<LabelRecord> labels = store.labels(QStringLiteral("run-2"));
        QCOMPARE(labels.size(), 1);
        QCOMPARE(labels[0].candidateId, candidate);
        QCOMPARE(labels[0].transcriptSeq, -1);
        QCOMPARE(labels[0].label, QString("reward-hack"));
        QCOMPARE(labels[0].comment, QString("caches the output by pointer"));
        QVERIFY(labels[0].at.isValid());
        QCOMPARE(store.labels(QStringLiteral("run-1")).value(0).transcriptSeq, 17);
        QCOMPARE(store.labelCounts(QStringLiteral("run-2")).value(QStringLiteral("reward-hack")), 1);
        // Searched: by label, and by the words of its comment.
        QCOMPARE(store.search(QStringLiteral("label:"), 50).hits.size(), 2);
        const SearchResults leak = store.search(QStringLiteral("label:rubric-leak"), 50);
        QCOMPARE(leak.hits.size(), 1);
        QCOMPARE(leak.hits[0].seq, 17);
        QCOMPARE(leak.hits[0].candidateId, 0);
        QCOMPARE(store.search(QStringLiteral("by pointer"), 50).hits.value(0).where, SearchHit::Where::Label);
        // Not a label, or on nothing: refused with a reason, nothing stored.
        LabelRecord bad = onCandidate;
        bad.label = QStringLiteral("cheating");
        QCOMPARE(store.addLabel(bad, &error), 0);
        QVERIFY2(error.contains("reward-hack"), qPrintable(error));
        bad = onCandidate;
        bad.candidateId = 0;
        QCOMPARE(store.addLabel(bad, &error), 0);
        QVERIFY(store.removeLabel(first));
        QVERIFY(store.labels(QStringLiteral("run-2")).isEmpty());
        QVERIFY(!store.removeLabel(first));
    }

    // A store from before the index (the demo's, schema 1) gets its transcripts indexed when it migrates.
    void migratedStoreIsSearchable()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("kiln.sqlite");
        QVERIFY(QFile::copy(QStringLiteral(KILN_SOURCE_DIR "/resources/demo/h200-tune-2026-11-29/kiln.sqlite"), path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase("QSQLITE", "raw");
            raw.setDatabaseName(path);
            QVERIFY(raw.open());
            QSqlQuery q(raw);
            QVERIFY(q.exec("SELECT id FROM runs LIMIT 1") && q.next());
            const QString run = q.value(0).toString();
            QVERIFY(q.prepare("INSERT INTO transcript_events (run_id, task_id, seq, kind, text, at) VALUES "
                              "(?, 'cuda2cuda/rmsnorm', 0, 'assistant', 'an old line with planted-before-11', "
                              "'2026-11-29T10:00:00Z')"));
            q.addBindValue(run);
            QVERIFY(q.exec());
            raw.close();
        }
        QSqlDatabase::removeDatabase("raw");
        RunStore store;
        QString error;
        QVERIFY2(store.open(path, &error), qPrintable(error));
        const SearchResults r = store.search(QStringLiteral("planted-before-11"), 10);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.hits.size(), 1);
        QCOMPARE(r.hits[0].taskId, QString("cuda2cuda/rmsnorm"));
    }

    void queryParsing()
    {
        const SearchQuery q = SearchQuery::parse(QStringLiteral("  read  flag: kind:tool_call hidden.yaml run:2026 "));
        QCOMPARE(q.text, QString("read hidden.yaml"));
        QVERIFY(q.anyFlag);
        QCOMPARE(q.kind, QString("tool_call"));
        QCOMPARE(q.run, QString("2026"));
        QVERIFY(SearchQuery::parse(QStringLiteral("   ")).isEmpty());
        QCOMPARE(searchExcerpt(QStringLiteral("line one\nline two has the NEEDLE in it"), QStringLiteral("needle"), 20),
                 QString("…s the NEEDLE in it"));
        QCOMPARE(searchExcerpt(QStringLiteral("a\tb\nc"), QString(), 20), QString("a b c"));
    }
};

QTEST_GUILESS_MAIN(TstRunSearch)
#include "tst_runsearch.moc"
