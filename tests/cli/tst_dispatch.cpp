// `kiln dispatch` and `kiln export-patch` end to end on the host backend: a dispatcher over two candidates
// that each win on different shapes (tests/data/dispatch) wins on both; stored candidates' hidden results
// stay out of its decision table; the exported patch applies with `git am` to a fresh clone of the task's
// origin and its message carries the evidence; usage errors and unknown ids exit 2.
#include "kilnprocess.h"
#include "model/resourcepaths.h"
#include "model/store/runstore.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace kiln;

namespace {

QJsonObject lastJsonLine(const QString& out)
{
    const QStringList lines = out.trimmed().split('\n');
    return lines.isEmpty() ? QJsonObject{} : QJsonDocument::fromJson(lines.last().toUtf8()).object();
}

// git with an identity of its own (a CI machine has none configured).
int git(const QStringList& args, const QString& dir, QString* out = nullptr)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* k : {"GIT_AUTHOR_NAME", "GIT_COMMITTER_NAME"})
        env.insert(k, "Kiln Test");
    for (const char* k : {"GIT_AUTHOR_EMAIL", "GIT_COMMITTER_EMAIL"})
        env.insert(k, "test@kiln.invalid");
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(dir);
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start("git", args);
    if (!p.waitForFinished(120000))
        return -1;
    if (out)
        *out = QString::fromUtf8(p.readAll());
    return p.exitCode();
}

} // namespace

class TstDispatch : public QObject
{
    Q_OBJECT
    QTemporaryDir m_data;
    QString m_run; // the dispatch run of the first test

    using Result = ::kiln::testing::KilnResult;
    Result kiln(const QStringList& args) { return ::kiln::testing::runKiln(args, m_data.path(), 900000); }

private slots:
    void initTestCase() { qputenv("KILN_DATA_DIR", m_data.path().toUtf8()); }

    void aDispatcherWinsWhereEachCandidateWins()
    {
        const QString data = KILN_SOURCE_DIR "/tests/data/dispatch/";
        const Result r = kiln({"dispatch", "host2host/gemm_f32", "--dir", data + "narrow", "--dir", data + "wide",
                               "--budget", "0.3", "--json"});
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        const QJsonObject j = lastJsonLine(r.out);
        m_run = j.value("run").toString();
        QVERIFY(!m_run.isEmpty());
        QCOMPARE(j.value("verdict").toString(), QStringLiteral("pass"));
        const QJsonArray table = j.value("table").toObject().value("rows").toArray();
        QCOMPARE(table.size(), 3); // the visible configurations, and only they
        QMap<QString, QString> chosen;
        for (const QJsonValue& row : table)
            chosen[row["config"].toString()] = row["chosen"].toString();
        QCOMPARE(chosen.value("128-cube"), QStringLiteral("narrow"));
        QCOMPARE(chosen.value("256x256x192"), QStringLiteral("wide"));
        QCOMPARE(chosen.value("64x512x256"), QStringLiteral("wide"));
        QCOMPARE(j.value("best_single").toString(), QStringLiteral("wide"));
        int visible = 0;
        for (const QJsonValue& v : j.value("configs").toArray()) {
            const QJsonObject c = v.toObject();
            if (c["hidden"].toBool())
                continue;
            ++visible;
            // Against the best single candidate (`wide`), timed beside it in the same evaluation: clearly faster
            // where the table chose the other one. Against where each option was measured when the table was
            // learned (another evaluation, on a shared CPU): clearly faster than the one doing four times the
            // work. Not "about as fast as the better one" across the two evaluations: on a loaded 2-core CI
            // machine `narrow` read 10.0x on 128-cube and the dispatcher calling it 2.4x a minute later (the
            // same code timed twice here once differed by 13%); "not slower" is the GPU run's criterion.
            double worst = 1e9;
            for (const QJsonValue& o : c["options"].toArray())
                worst = std::min(worst, o["speedup"].toDouble());
            const double d = c["dispatcher_speedup"].toDouble();
            const QString where = c["config"].toString() + ": " + QJsonDocument(c).toJson(QJsonDocument::Compact);
            if (c["chosen"].toString() == QLatin1String("narrow"))
                QVERIFY2(c["verdict"].toString() == QLatin1String("faster"), qPrintable(where));
            QVERIFY2(d > 1.5 * worst, qPrintable(where));
        }
        QCOMPARE(visible, 3);
        // Both were recorded, with their files: the dispatcher and the best single candidate beside it.
        RunStore store;
        QString error;
        QVERIFY2(store.open(storePath(), &error), qPrintable(error));
        const QList<CandidateRecord> cs = store.candidates(m_run);
        QCOMPARE(cs.size(), 2);
        QCOMPARE(cs[0].role, QStringLiteral("dispatcher"));
        QCOMPARE(cs[1].role, QStringLiteral("compared"));
        QVERIFY(!cs[0].commitId.isEmpty());
        QCOMPARE(cs[0].configs, QStringLiteral("all"));
    }

    void storedHiddenResultsStayOutOfTheTable()
    {
        QVERIFY(!m_run.isEmpty());
        // The dispatch run's two candidates carry results on hidden configurations (they were evaluated on all).
        const Result r = kiln({"dispatch", "host2host/gemm_f32", "--runs", m_run, "--no-eval", "--json"});
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        const QJsonArray rows = lastJsonLine(r.out).value("table").toObject().value("rows").toArray();
        QStringList configs;
        for (const QJsonValue& row : rows)
            configs << row["config"].toString();
        QCOMPARE(configs, (QStringList{"128-cube", "256x256x192", "64x512x256"}));
    }

    void anExportedPatchAppliesWithGitAm()
    {
        QVERIFY(!m_run.isEmpty());
        RunStore store;
        QString error;
        QVERIFY2(store.open(storePath(), &error), qPrintable(error));
        const CandidateRecord dispatcher = store.candidates(m_run).first();
        QVERIFY(store.setReview(
            dispatcher.id, {"accept", "ships for the 128-cube and the wide ones", QDateTime::currentDateTimeUtc()}));
        // The task's origin: a repository with the bundled task where Kiln's tree has it, and a fresh clone.
        QTemporaryDir work;
        const QString origin = work.filePath("origin"), fresh = work.filePath("fresh");
        const QString taskDir = origin + "/resources/tasks/host2host/gemm_f32";
        QVERIFY(QDir().mkpath(taskDir));
        for (const QString& name : QDir(KILN_SOURCE_DIR "/resources/tasks/host2host/gemm_f32").entryList(QDir::Files))
            QVERIFY(QFile::copy(KILN_SOURCE_DIR "/resources/tasks/host2host/gemm_f32/" + name, taskDir + "/" + name));
        QCOMPARE(git({"init", "-q", "."}, origin), 0);
        QCOMPARE(git({"add", "."}, origin), 0);
        QCOMPARE(git({"commit", "-q", "-m", "the suite"}, origin), 0);
        QCOMPARE(git({"clone", "-q", origin, fresh}, work.path()), 0);
        const QString patch = work.filePath("dispatcher.patch");
        const Result r = kiln({"export-patch", QString::number(dispatcher.id), "--origin", fresh, "--output", patch});
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        QString said;
        QVERIFY2(git({"am", patch}, fresh, &said) == 0, qPrintable(said));
        QString message;
        QCOMPARE(git({"log", "-1", "--format=%B"}, fresh, &message), 0);
        for (const char* needle :
             {"host2host/gemm_f32: per-shape dispatcher 1 of run", "Visible configurations", "128-cube",
              "Hidden configurations (never shown to the agent)", "large", "Verdict: pass", "accept by",
              "ships for the 128-cube and the wide ones", "Kiln-Commit:"})
            QVERIFY2(message.contains(QString::fromUtf8(needle)),
                     qPrintable(QStringLiteral("%1 missing in\n%2").arg(needle, message)));
        QFile applied(fresh + "/resources/tasks/host2host/gemm_f32/gemm.cpp");
        QVERIFY(applied.open(QIODevice::ReadOnly));
        QVERIFY(applied.readAll().contains("Generated by Kiln (`kiln dispatch host2host/gemm_f32`)"));
    }

    void oneAcceptedCandidateLeavesThePassingOnesAndRejectedOnesStayOut()
    {
        QVERIFY(!m_run.isEmpty());
        RunStore store;
        QString error;
        QVERIFY2(store.open(storePath(), &error), qPrintable(error));
        const QList<CandidateRecord> cs = store.candidates(m_run);
        QCOMPARE(cs.size(), 2);
        // The test above accepted the dispatcher: one accepted candidate is nothing to choose between, so
        // the table is built over the passing ones (what "Build dispatcher…" on its page gives).
        QVERIFY(store.review(cs[0].id) && store.review(cs[0].id)->verdict == QLatin1String("accept"));
        const Result both = kiln({"dispatch", "host2host/gemm_f32", "--runs", m_run, "--no-eval", "--json"});
        QVERIFY2(both.code == 0, qPrintable(both.out + both.err)); // two options, else it would exit 1
        // A rejected candidate is never an option by default.
        QVERIFY(store.setReview(cs[1].id, {"reject", "slower on the wide shapes", QDateTime::currentDateTimeUtc()}));
        const Result one = kiln({"dispatch", "host2host/gemm_f32", "--runs", m_run, "--no-eval"});
        QCOMPARE(one.code, 1);
        QVERIFY2(one.err.contains("1 candidate(s)"), qPrintable(one.err));
    }

    void usageErrorsAndUnknownIdsExitTwo()
    {
        QCOMPARE(kiln({"dispatch", "no/such-task", "--dir", "/tmp"}).code, 2);
        QCOMPARE(kiln({"dispatch", "host2host/gemm_f32"}).code, 2);
        QCOMPARE(kiln({"dispatch", "host2host/gemm_f32", "--runs", "x", "--dir", "/tmp"}).code, 2);
        const Result noRun = kiln({"dispatch", "host2host/gemm_f32", "--runs", "no-such-run"});
        QCOMPARE(noRun.code, 2);
        QVERIFY(noRun.err.contains("no run 'no-such-run'"));
        QCOMPARE(kiln({"export-patch", "999999"}).code, 2);
        QCOMPARE(kiln({"export-patch", "not-a-number"}).code, 2);
        QCOMPARE(kiln({"export-patch"}).code, 2);
        QCOMPARE(kiln({"dispatch", "--help"}).code, 0);
        QCOMPARE(kiln({"export-patch", "--help"}).code, 0);
    }
};

QTEST_GUILESS_MAIN(TstDispatch)
#include "tst_dispatch.moc"
