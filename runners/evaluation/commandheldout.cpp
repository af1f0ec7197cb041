// CommandGatesRun's held-out stage: final scoring of an imported AgentKernelArena task on the held-out shapes
// (model/importers/akaheldout.h), as AgentKernelArena's own held-out evaluation does it: the shapes injected
// into a fresh copy of the candidate's workspace and of the task's own code alike, both compiled and checked
// by the task's commands, and AgentKernelArena's outcome said as a flag:
//   heldout_both_pass        both correct: the held-out cases are timed, candidate against the task's code;
//   heldout_opt_regression   the task's code passes, the candidate fails: the candidate fails final scoring;
//   heldout_both_fail        neither passes: the shapes are beyond the task's design, not counted;
//   heldout_opt_improvement  only the candidate passes: not counted against it either.
// Only both_pass and opt_regression give a hidden result, so P(correct on held-out | correct on visible) is
// AgentKernelArena's conditional correctness.
#include "commandgatesrun.h"

#include "runners/evaluation/commandcases.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace kiln {

using namespace commandcases;

namespace {

QString firstLine(const QString& text)
{
    return text.section(QLatin1Char('\n'), 0, 0);
}

QString heldOutWorkspace(const QString& workspace)
{
    return workspace + QStringLiteral("-heldout");
}

} // namespace

void CommandGatesRun::passed()
{
    if (m_heldOut.injections.isEmpty()) {
        done(QStringLiteral("pass"), QString(), QString());
        return;
    }
    heldOut();
}

void CommandGatesRun::heldOutError(const QString& why)
{
    emitEvent({{"event", "flag"},
               {"flag", "heldout_error"},
               {"message", QStringLiteral("the held-out shapes could not be evaluated: %1").arg(why)}});
    done(QStringLiteral("pass"), QString(), QString());
}

// A fresh copy (prepare), then every injection applied to it.
void CommandGatesRun::prepareHeldOut(const QString& dest, bool withCandidate, const std::function<void()>& next,
                                     const std::function<void(const QString&)>& failed)
{
    prepare(
        dest, withCandidate,
        [this, dest, next, failed] {
            for (const HeldOutInjection& inj : m_heldOut.injections) {
                QFile f(QDir(dest).filePath(inj.file));
                if (!f.open(QIODevice::ReadOnly)) {
                    failed(QStringLiteral("%1 is not in the workspace").arg(inj.file));
                    return;
                }
                QString error;
                const auto changed = applyInjection(QString::fromUtf8(f.readAll()), inj, &error);
                f.close();
                if (!changed) {
                    failed(error);
                    return;
                }
                f.setPermissions(f.permissions() | QFileDevice::WriteOwner);
                if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(changed->toUtf8()) < 0) {
                    failed(QStringLiteral("cannot write %1: %2").arg(f.fileName(), f.errorString()));
                    return;
                }
            }
            next();
        },
        failed);
}

void CommandGatesRun::heldOut()
{
    emitEvent({{"event", "log"},
               {"line", QStringLiteral("held-out shapes (never shown to the agent; %1): %2")
                            .arg(m_heldOut.origin, m_heldOut.shapes.join(QStringLiteral("; ")))}});
    const QString dir = heldOutWorkspace(m_workspace);
    prepareHeldOut(
        dir, true,
        [this, dir] {
            runGate(m_compile, dir, m_compileTimeoutS, false, [this, dir](const GateRun& built) {
                if (!built.ok) {
                    const QString why = failureMessage(built.failed, m_compileTimeoutS);
                    heldOutBaseline([this, why](bool ok, const QString& baseWhy) {
                        heldOutJudged(false, QStringLiteral("compile_error"), why, ok, baseWhy);
                    });
                    return;
                }
                runGate(m_correctness, dir, m_correctnessTimeoutS, true, [this](const GateRun& g) {
                    const QString reason = g.ok                ? QString()
                                           : g.failed.timedOut ? QStringLiteral("timeout")
                                           : g.failed.ok()     ? QStringLiteral("mismatch")
                                                               : QStringLiteral("command_failed");
                    const QString why = g.ok ? QString() : failureMessage(g.failed, m_correctnessTimeoutS);
                    heldOutBaseline([this, ok = g.ok, reason, why](bool baseOk, const QString& baseWhy) {
                        heldOutJudged(ok, reason, why, baseOk, baseWhy);
                    });
                });
            });
        },
        [this](const QString& why) { heldOutError(why); });
}

// Whether the task's own code passes the held-out shapes: measured once per run (cached beside the
// baseline's times), in a workspace of its own.
void CommandGatesRun::heldOutBaseline(const std::function<void(bool ok, const QString& why)>& next)
{
    const QString cacheFile = m_baselineCache + QStringLiteral(".heldout");
    QFile cache(cacheFile);
    if (cache.open(QIODevice::ReadOnly)) {
        const QJsonObject o = QJsonDocument::fromJson(cache.readAll()).object();
        if (o.contains("correct")) {
            next(o.value("correct").toBool(), o.value("message").toString());
            return;
        }
    }
    const QString dir = heldOutWorkspace(m_baselineWorkspace);
    auto remember = [cacheFile, next](bool ok, const QString& why) {
        QFile out(cacheFile);
        if (out.open(QIODevice::WriteOnly | QIODevice::Truncate))
            out.write(QJsonDocument(QJsonObject{{"correct", ok}, {"message", why}}).toJson());
        next(ok, why);
    };
    prepareHeldOut(
        dir, false,
        [this, dir, remember] {
            runGate(m_compile, dir, m_compileTimeoutS, false, [this, dir, remember](const GateRun& built) {
                if (!built.ok) {
                    remember(false, failureMessage(built.failed, m_compileTimeoutS));
                    return;
                }
                runGate(m_correctness, dir, m_correctnessTimeoutS, true, [this, remember](const GateRun& g) {
                    remember(g.ok, g.ok ? QString() : failureMessage(g.failed, m_correctnessTimeoutS));
                });
            });
        },
        [this](const QString& why) { heldOutError(why); });
}

void CommandGatesRun::heldOutJudged(bool candidateOk, const QString& candidateReason, const QString& candidateWhy,
                                    bool baselineOk, const QString& baselineWhy)
{
    if (stopIfCancelled())
        return;
    const QString outcome =
        baselineOk ? (candidateOk ? "both_pass" : "opt_regression") : (candidateOk ? "opt_improvement" : "both_fail");
    const QString shapes = QStringLiteral("%1 held-out shape(s)").arg(m_heldOut.shapes.size());
    const QMap<QString, QString> says{
        {"both_pass", QStringLiteral("the candidate and the task's own code both pass %1").arg(shapes)},
        {"opt_regression", QStringLiteral("the task's own code passes %1 and the candidate fails them: %2")
                               .arg(shapes, firstLine(candidateWhy))},
        {"both_fail", QStringLiteral("neither the task's own code nor the candidate passes %1 (beyond what the task "
                                     "was written for: not counted): %2")
                          .arg(shapes, firstLine(baselineWhy))},
        {"opt_improvement", QStringLiteral("the candidate passes %1 that the task's own code fails (not counted): %2")
                                .arg(shapes, firstLine(baselineWhy))}};
    emitEvent({{"event", "flag"}, {"flag", QStringLiteral("heldout_") + outcome}, {"message", says.value(outcome)}});
    if (outcome == QLatin1String("opt_regression")) {
        emitEvent({{"event", "config"},
                   {"gate", "correctness"},
                   {"source", kOwnCommandsHarness},
                   {"config", "held-out shapes"},
                   {"hidden", true},
                   {"status", "fail"},
                   {"message", firstLine(candidateWhy)}});
        done(QStringLiteral("fail"), candidateReason,
             QStringLiteral("on the held-out shapes (the task's own code passes them): %1").arg(candidateWhy));
        return;
    }
    if (outcome != QLatin1String("both_pass") || m_performance.isEmpty()) {
        if (outcome == QLatin1String("both_pass"))
            heldOutCorrectnessPassed();
        done(QStringLiteral("pass"), QString(), QString());
        return;
    }
    heldOutTimed();
}

// The held-out shapes as one hidden configuration that passed the task's own check.
void CommandGatesRun::heldOutCorrectnessPassed()
{
    emitEvent({{"event", "config"},
               {"gate", "correctness"},
               {"source", kOwnCommandsHarness},
               {"config", "held-out shapes"},
               {"hidden", true},
               {"status", "pass"}});
}

// Both pass: the held-out cases timed, the candidate's then the task's own code's, each a hidden configuration.
void CommandGatesRun::heldOutTimed()
{
    const QString cand = heldOutWorkspace(m_workspace), base = heldOutWorkspace(m_baselineWorkspace);
    auto untimed = [this](const QString& why) {
        heldOutCorrectnessPassed();
        emitEvent({{"event", "log"}, {"line", QStringLiteral("held-out shapes not timed: %1").arg(why)}});
        done(QStringLiteral("pass"), QString(), QString());
    };
    measure(cand, false, [this, base, untimed](const QList<PerfCase>& candidateCases, const QString& failure) {
        if (stopIfCancelled())
            return;
        const QList<PerfCase> c = validCases(candidateCases);
        if (c.isEmpty()) {
            untimed(failure.isEmpty() ? QStringLiteral("the candidate's report has no positive time") : failure);
            return;
        }
        measure(base, true, [this, c, untimed](const QList<PerfCase>& baselineCases, const QString& failure) {
            if (stopIfCancelled())
                return;
            const auto pairs = matchCases(validCases(baselineCases), c);
            if (pairs.isEmpty()) {
                untimed(failure.isEmpty() ? QStringLiteral("no case of the candidate matches one of the task's code")
                                          : failure);
                return;
            }
            for (const auto& [b, k] : pairs) {
                const QString name = QStringLiteral("held-out %1").arg(k.id);
                emitEvent({{"event", "config"},
                           {"gate", "correctness"},
                           {"source", kOwnCommandsHarness},
                           {"config", name},
                           {"hidden", true},
                           {"status", "pass"}});
                emitEvent({{"event", "config"},
                           {"gate", "performance"},
                           {"source", kOwnCommandsHarness},
                           {"config", name},
                           {"hidden", true},
                           {"candidate", timing(k.ms)},
                           {"baseline", timing(b.ms)},
                           {"speedup", b.ms / k.ms}});
            }
            emitEvent({{"event", "log"},
                       {"line", QStringLiteral("held-out speedup %1x over %2 case(s)")
                                    .arg(meanSpeedup(pairs), 0, 'f', 3)
                                    .arg(pairs.size())}});
            done(QStringLiteral("pass"), QString(), QString());
        });
    });
}

} // namespace kiln
