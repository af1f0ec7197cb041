// The harness's own pieces (no Qt in them): dtype conversions, the output comparison, including the
// multi-threaded path that large outputs take, and the statistics of timed calls.
#include "../../runners/harness/src/compare.h"
#include "../../runners/harness/src/dtypes.h"
#include "../../runners/harness/src/inputs.h"
#include "../../runners/harness/src/performanceflags.h"
#include "../../runners/harness/src/timingprocesses.h"
#include "../../runners/harness/src/timingstats.h"

#include <QFile>
#include <QTest>
#include <cmath>
#include <cstring>
#include <fstream>
#include <set>
#include <vector>

using namespace kiln::harness;

class TstHarnessCore : public QObject
{
    Q_OBJECT
private slots:
    // The speedup's interval: the same kernel on both sides holds 1 (within noise); a kernel twice as fast,
    // with the same spread, does not; the same calls give the same interval.
    void speedupIntervalSaysWhenItIsNoise()
    {
        std::vector<double> a, b, fast;
        for (int i = 0; i < 200; ++i) {
            const double jitter = 0.1 * std::sin(i * 1.7) + 0.05 * ((i * 7919) % 13) / 13.0;
            a.push_back(1.0 + jitter);
            b.push_back(1.0 + 0.1 * std::cos(i * 2.3) + 0.05 * ((i * 104729) % 11) / 11.0);
            fast.push_back(0.5 + jitter / 2);
        }
        const Interval same = speedupInterval(a, b);
        QVERIFY2(same.low < 1.0 && same.high > 1.0, qPrintable(QString("%1 .. %2").arg(same.low).arg(same.high)));
        const Interval twice = speedupInterval(a, fast);
        QVERIFY2(twice.low > 1.8 && twice.high < 2.2, qPrintable(QString("%1 .. %2").arg(twice.low).arg(twice.high)));
        const Interval again = speedupInterval(a, fast);
        QCOMPARE(again.low, twice.low);
        QCOMPARE(again.high, twice.high);
        QCOMPARE(speedupInterval({}, fast).high, 0.0);
    }

    // An empty call's cost: the median on a device, a low quantile on the host; both host runners are taken
    // less the smaller estimate, so load during one runner's calibration cannot make that runner's calls read
    // short. A 1 ms plain sum on both sides, the candidate's runner calibrated while the CPU was busy: taken
    // less its own estimate it read 0.05 ms (20x); taken less the shared one, both read the same.
    void hostRunnersShareTheSmallerEmptyCall()
    {
        std::vector<double> quiet, loaded;
        for (int i = 0; i < 28; ++i) {
            quiet.push_back(0.010 + 0.001 * (i % 5));
            loaded.push_back(0.950 + 0.01 * (i % 7));
        }
        QCOMPARE(typicalEmptyCall({}, true), 0.0);
        QCOMPARE(typicalEmptyCall({5, 1, 4, 2, 3}, false), 3.0);
        QCOMPARE(typicalEmptyCall({5, 1, 4, 2, 3, 6, 7, 8, 9, 10, 11}, true), 2.0); // the 10th percentile
        const double base = typicalEmptyCall(quiet, true), cand = typicalEmptyCall(loaded, true);
        QVERIFY2(cand > 0.9, qPrintable(QString::number(cand)));
        const double shared = sharedHostEmptyCall(base, cand);
        QCOMPARE(shared, base);
        QCOMPARE(sharedHostEmptyCall(cand, base), base);
        const double span = 1.0; // the same sum, on either runner
        const double ownSpeedup = (span - base) / (span - cand);
        const double sharedSpeedup = (span - shared) / (span - shared);
        QVERIFY2(ownSpeedup > 15, qPrintable(QString::number(ownSpeedup)));
        QCOMPARE(sharedSpeedup, 1.0);
    }

    // Quartiles, the relative standard error of the mean and the figures kept beside the times.
    void callsSummarized()
    {
        TimedCalls calls;
        for (double ms : {4.0, 1.0, 3.0, 2.0, 5.0}) {
            CallTiming t;
            t.ms = ms;
            t.hostMs = 0.01;
            t.held = ms > 1;
            calls.add(t);
        }
        const CallStats s = summarize(calls);
        QCOMPARE(s.reps, size_t(5));
        QCOMPARE(s.median, 3.0);
        QCOMPARE(s.p25, 2.0);
        QCOMPARE(s.p75, 4.0); // n - 1 = 4: the quartiles fall on values (the fixture below interpolates)
        QCOMPARE(s.min, 1.0);
        QCOMPARE(s.max, 5.0);
        QVERIFY(std::fabs(s.rse - std::sqrt(2.5 / 5) / 3) < 1e-12);
        QCOMPARE(s.held, size_t(4));
        QCOMPARE(s.hostMedian, 0.01);
        QCOMPARE(s.busyMedian, -1.0); // no kernel activity
        const json j = statsJson(s);
        QCOMPARE(j["median_ms"].get<double>(), 3.0);
        QCOMPARE(j["held_calls"].get<int>(), 4);
        QVERIFY(!j.contains("placements"));              // not sampled
        QCOMPARE(j["sm_clock_mhz"].get<double>(), -1.0); // no hold measured it
    }

    // One definition per statistic, the Python harness's too: the fixture both harnesses' tests read
    // (test_pyharness_units.py reads it for the Python one).
    void statisticsAsBothHarnessesDefineThem()
    {
        std::ifstream in(KILN_SOURCE_DIR "/tests/data/statistics.json");
        QVERIFY(in.good());
        const json fixture = json::parse(in);
        QVERIFY(fixture["cases"].size() >= 6);
        for (const json& c : fixture["cases"]) {
            const std::vector<double> values = c["values"].get<std::vector<double>>();
            TimedCalls calls;
            for (double ms : values) {
                CallTiming t;
                t.ms = ms;
                calls.add(t);
            }
            const CallStats s = summarize(calls);
            const QByteArray where = QByteArray::fromStdString(c["values"].dump());
            for (const auto& [name, got] : {std::pair{"median", s.median},
                                            {"p25", s.p25},
                                            {"p75", s.p75},
                                            {"min", s.min},
                                            {"max", s.max},
                                            {"rse", s.rse}})
                QVERIFY2(std::fabs(got - c[name].get<double>()) < 1e-12,
                         where + " " + name + " " + QByteArray::number(got));
            QCOMPARE(median(values), c["median"].get<double>());
            QCOMPARE(relativeError(values), c["rse"].get<double>());
        }
    }

    // Each flag of the performance gate at its boundary (performanceflags.h): just below it no flag, just
    // above it the flag, with the figures in its message.
    void performanceFlagsAtTheirBoundaries()
    {
        auto stats = [](double median, double host, double busy) {
            CallStats s;
            s.median = median;
            s.hostMedian = host;
            s.busyMedian = busy;
            s.held = 10;
            s.reps = 30;
            return s;
        };
        auto names = [](const std::vector<json>& flags) {
            std::set<std::string> n;
            for (const json& f : flags)
                n.insert(f["flag"].get<std::string>());
            return n;
        };
        PerformanceEvidence e{"c", stats(0.1, 0.01, 0.1), stats(0.2, 0.01, 0.2), 1, 1, 2.0, 10.0, std::nullopt, false};
        QVERIFY(performanceFlags(e).empty());
        // side_stream: more streams than the baseline (and than one).
        e.candStreams = 2;
        QCOMPARE(names(performanceFlags(e)), std::set<std::string>{"side_stream"});
        e.candStreams = 1;
        // device_idle: busy under half of the time while the baseline's is at least three quarters.
        e.cand.busyMedian = 0.0501;
        QVERIFY(performanceFlags(e).empty());
        e.cand.busyMedian = 0.0499;
        QCOMPARE(names(performanceFlags(e)), std::set<std::string>{"device_idle"});
        e.base.busyMedian = 0.149; // the baseline idles too: a chain of short kernels, not host work
        QVERIFY(performanceFlags(e).empty());
        e.cand.busyMedian = 0.1;
        e.base.busyMedian = 0.2;
        // implausible_speedup: strictly above the threshold.
        e.speedup = 10.0;
        QVERIFY(performanceFlags(e).empty());
        e.speedup = 10.01;
        QCOMPARE(names(performanceFlags(e)), std::set<std::string>{"implausible_speedup"});
        e.speedup = 2;
        // placement_sensitive: whenever the spread was found (placementSpread decides the boundary).
        e.placement = std::string("30.0, 39.0 ms");
        const auto placed = performanceFlags(e);
        QCOMPARE(names(placed), std::set<std::string>{"placement_sensitive"});
        QVERIFY(placed[0]["message"].get<std::string>().find("30.0, 39.0 ms") != std::string::npos);
        e.placement.reset();
        // launch_bound: launches longer than the device time and 1.5x the baseline's plus 50 us.
        CallStats cand = stats(0.01, 0.0584, 0.01), base = stats(0.01, 0.0056, 0.01);
        QVERIFY(!countsLaunches(cand, base)); // 0.0584 = 1.5 * 0.0056 + 0.05
        cand.hostMedian = 0.05841;
        QVERIFY(countsLaunches(cand, base));
        cand.hostMedian = 0.045; // an honest single launch on an H200, its calibration off (run 16): noise
        base.hostMedian = 0;
        QVERIFY(!countsLaunches(cand, base));
        base.hostMedian = 0.0056;
        cand.hostMedian = 0.0099; // launches faster than the work: the device time is the cost
        QVERIFY(!countsLaunches(cand, base));
        cand.hostMedian = 0.02;
        cand.held = 0; // unheld calls are timed from before their launches already
        QVERIFY(!countsLaunches(cand, base));
        e.launchesCounted = true;
        QCOMPARE(names(performanceFlags(e)), std::set<std::string>{"launch_bound"});
        e.launchesCounted = false;
        // synchronizes: none of the candidate's calls could be held while the baseline's were.
        e.cand.held = 1;
        QVERIFY(performanceFlags(e).empty());
        e.cand.held = 0;
        QCOMPARE(names(performanceFlags(e)), std::set<std::string>{"synchronizes"});
        e.base.held = 0; // nothing was held (KILN_HARNESS_HOLD=off): nothing to tell
        QVERIFY(performanceFlags(e).empty());
    }

    // Work after return, judged against the baseline's runner doing the same calls honestly.
    void workAfterReturnAgainstTheBaseline()
    {
        IdleEvidence base, cand;
        for (int i = 0; i < 40; ++i) {
            base.markerDelayMs.push_back(0.150 + 0.001 * (i % 5)); // about 150 us: a context switch on an H200
            cand.markerDelayMs.push_back(0.152 + 0.001 * (i % 5));
            base.idleCpuMs.push_back(0.02);
            cand.idleCpuMs.push_back(0.03);
            base.preGoExcessMs.push_back(0.0);
            cand.preGoExcessMs.push_back(0.01);
        }
        QVERIFY(!workAfterReturn(cand, base));
        // A kernel left running 200 us after done on every call (tests/gpu/trust: 337 us against 145 us).
        IdleEvidence late = cand;
        for (double& d : late.markerDelayMs)
            d += 0.2;
        const auto why = workAfterReturn(late, base);
        QVERIFY(why && why->find("still busy after") != std::string::npos);
        // Only now and then, on a quarter of the calls: still caught.
        late = cand;
        for (size_t i = 0; i < late.markerDelayMs.size(); i += 4)
            late.markerDelayMs[i] += 0.2;
        QVERIFY(workAfterReturn(late, base));
        // A quarter beyond that the baseline's runner shows as much of: the device's, not the candidate's.
        IdleEvidence tailed = base;
        for (size_t i = 0; i < tailed.markerDelayMs.size(); i += 6)
            tailed.markerDelayMs[i] += 0.2;
        QVERIFY(!workAfterReturn(late, tailed));
        // Fewer than one call in four beyond, and a median that did not move: noise.
        late = cand;
        for (size_t i = 0; i < late.markerDelayMs.size(); i += 5)
            late.markerDelayMs[i] += 0.2;
        QVERIFY(!workAfterReturn(late, base));
        // Each delay is beyond the runner's own empty calls': two honest runners near 0 us.
        IdleEvidence baseExcess, candExcess;
        for (int i = 0; i < 40; ++i) {
            baseExcess.markerDelayMs.push_back(-0.02 + 0.002 * (i % 5));
            candExcess.markerDelayMs.push_back(-0.01 + 0.002 * (i % 5));
        }
        baseExcess.callMedianMs = 0.005;
        candExcess.callMedianMs = 1.5;
        QVERIFY(!workAfterReturn(candExcess, baseExcess));
        // A 1.5 ms call (one slow block) waits 250 us more for the device's time slice: a sixth of the call,
        // honest (H200 run 15, reduce_sum/timer_claims_forged).
        IdleEvidence slow = candExcess;
        for (double& d : slow.markerDelayMs)
            d += 0.25;
        QVERIFY(!workAfterReturn(slow, baseExcess));
        // The same 250 us after a 48 us call is the call's work left running (side_stream_unjoined: 937 us).
        slow.callMedianMs = 0.048;
        QVERIFY(workAfterReturn(slow, baseExcess));
        // And past the cap of 400 us, however long the call.
        slow = candExcess;
        slow.callMedianMs = 20.0;
        for (double& d : slow.markerDelayMs)
            d += 0.5;
        QVERIFY(workAfterReturn(slow, baseExcess));
        // A thread that goes on computing after return: CPU time between the calls.
        IdleEvidence busy = cand;
        for (double& c : busy.idleCpuMs)
            c = 1.0;
        QVERIFY(workAfterReturn(busy, base));
        // A thread working beside the call's own before go.
        IdleEvidence beside = cand;
        for (double& c : beside.preGoExcessMs)
            c = 0.5;
        const auto pre = workAfterReturn(beside, base);
        QVERIFY(pre && pre->find("before the judge's go") != std::string::npos);
    }

    // The SM clock is all the holds' cycles over all their nanoseconds: a short hold alone reads the
    // nanosecond timer too coarsely, and a call without a measurement adds nothing.
    void smClockSumsTheHolds()
    {
        TimedCalls calls;
        const double holds[][2] = {{2000.0, 1000.0}, {19800.0, 10000.0}, {0.0, 0.0}};
        for (const auto& [cycles, ns] : holds) {
            CallTiming t;
            t.ms = 0.01;
            t.held = cycles > 0;
            t.holdCycles = cycles;
            t.holdNs = ns;
            calls.add(t);
        }
        const CallStats s = summarize(calls);
        QVERIFY(std::fabs(s.smClockMhz - 1e3 * 21800.0 / 11000.0) < 1e-9);
        QCOMPARE(statsJson(s)["sm_clock_mhz"].get<double>(), s.smClockMhz);
    }

    // Addresses that differ by more than a threshold, and by more than launch jitter would spread them.
    void placementSpreadNeedsMoreThanJitter()
    {
        const CallsByAddress fivePercent{{{0, false}, {10.0, 10.1, 10.05}}, {{1, false}, {10.5, 10.6, 10.55}}};
        const auto spread = placementSpread(fivePercent, 0.03);
        QVERIFY(spread.has_value());
        QCOMPARE(QString::fromStdString(*spread), QString("10.050, 10.550 ms"));
        QVERIFY(!placementSpread(fivePercent, 0.10)); // the flag's threshold: not this
        // The same 5% between addresses, but each address's own calls spread by 18%: jitter, not placement.
        const CallsByAddress noisy{{{0, false}, {10.0, 12.0, 11.0}}, {{1, true}, {10.5, 12.5, 11.5}}};
        QVERIFY(!placementSpread(noisy, 0.03));
        // An address with one call says nothing about its spread; with one address left there is no spread.
        const CallsByAddress lone{{{0, false}, {10.0, 10.1}}, {{1, false}, {20.0}}};
        QVERIFY(!placementSpread(lone, 0.03));
    }

    // Sampled, a kernel's time is the mean over addresses, each counting once however many calls it had.
    void placementMeanCountsEachAddressOnce()
    {
        CallsByAddress byAddress{{{0, false}, std::vector<double>(10, 30.0)}, {{1, false}, {40.0}}};
        CallStats s;
        s.median = 30.0; // the median of all 11 calls
        averagePlacements(s, byAddress);
        QCOMPARE(s.median, 35.0);
        QCOMPARE(s.callsMedian, 30.0);
        QCOMPARE(s.placements, size_t(2));
        // Medians 30 and 40: standard deviation 7.07, standard error 5, relative to the mean 35.
        QVERIFY(std::fabs(placementError(byAddress) - 5.0 / 35.0) < 1e-12);
        QCOMPARE(s.rse, placementError(byAddress));
        const json j = statsJson(s);
        QCOMPARE(j["placements"].get<int>(), 2);
        QCOMPARE(j["calls_median_ms"].get<double>(), 30.0);
        QCOMPARE(placementError(CallsByAddress{{{0, false}, {1.0}}}), 1.0); // one address: unknown
    }

    // A sampled address has one call; one interrupted call must not move the mean (run 8 on an H200: a 37 us
    // call among 3.2 us ones moved a plain mean by 14%). The slowest tenth is left out.
    void placementMeanLeavesOutTheExtremes()
    {
        CallsByAddress byAddress;
        for (int a = 0; a < 19; ++a)
            byAddress[{a, false}] = {a % 2 ? 3.3 : 3.1};
        byAddress[{19, false}] = {36.7};
        CallStats s;
        s.median = 3.2;
        averagePlacements(s, byAddress);
        QCOMPARE(s.placements, size_t(20));
        // Two of 20 left out, the slowest: 36.7 and a 3.3; ten 3.1 and eight 3.3 kept.
        QVERIFY2(std::fabs(s.median - (10 * 3.1 + 8 * 3.3) / 18) < 1e-12, qPrintable(QString::number(s.median)));
        // Its error comes from the winsorized spread (the outlier counted as the largest kept value).
        QVERIFY(s.rse < 0.01);
        QCOMPARE(s.rse, placementError(byAddress));
    }

    // The merged events of the scan timed in three processes on the H200 (run 10): `odd` moved by 10.5% from
    // process to process while its baseline moved by 2.8% (flagged); `1M` in the fourth run moved by 3.1%
    // with its baseline (flagged, the process named); `1M` in the second by 0.4% (not flagged).
    void processSensitivityFromTheH200()
    {
        auto mergedEvent = [](int run, const std::string& config) {
            std::ifstream in(KILN_TEST_DATA_DIR "/gpu-runs/2026-11-30-h200-run10/processes-probe/procs-" +
                             std::to_string(run) + ".jsonl");
            for (std::string line; std::getline(in, line);) {
                const json e = json::parse(line);
                if (e.value("event", "") == "config" && e.value("gate", "") == "performance" &&
                    e.value("config", "") == config)
                    return e;
            }
            return json();
        };
        const auto odd = processSensitivity(mergedEvent(1, "odd"));
        QVERIFY(odd);
        QVERIFY2(*odd == "the candidate's median moved by 10.5% from process to process (9.76, 10.78, 10.03 us), the "
                         "baseline's by 2.8%. Its time is the mean of the 3 processes; timings of this configuration "
                         "less than 10.5% apart may differ by process alone",
                 odd->c_str());
        const auto slow = processSensitivity(mergedEvent(4, "1M"));
        QVERIFY(slow);
        QVERIFY2(slow->find("the baseline's by 3.0% with it, so what moves is the process, not the kernel") !=
                     std::string::npos,
                 slow->c_str());
        QVERIFY(mergedEvent(2, "1M").contains("candidate"));
        QVERIFY(!processSensitivity(mergedEvent(2, "1M")));
        QVERIFY(!processSensitivity(json{{"candidate", {{"median_ms", 0.01}}}})); // one process: nothing to say
    }

    // One configuration timed in three processes (run 9's scan on an H200: 10.08, 10.59 and 10.62 us): the
    // time is the mean of the processes' medians, the speedup and the rates follow it, counts add up.
    void processTimingsMerge()
    {
        auto event = [](double cand, double base, int reps) {
            auto stats = [&](double m) {
                return json{{"median_ms", m},    {"p25_ms", 0.99 * m}, {"p75_ms", 1.01 * m}, {"min_ms", 0.9 * m},
                            {"max_ms", 1.5 * m}, {"reps", reps},       {"rse", 0.01},        {"sm_clock_mhz", 1970.0}};
            };
            return json{{"event", "config"},
                        {"gate", "performance"},
                        {"config", "odd"},
                        {"candidate", stats(cand)},
                        {"baseline", stats(base)},
                        {"speedup", base / cand},
                        {"achieved_bytes_per_s", 8e-3 / (cand * 1e-3)},
                        {"fraction_of_roofline", 0.002 / cand},
                        {"timed_outputs_checked", 10}};
        };
        const json merged = mergeProcessTimings(
            {event(0.01008, 0.01881, 500), event(0.01059, 0.01846, 229), event(0.01062, 0.01901, 500)});
        const double cand = (0.01008 + 0.01059 + 0.01062) / 3, base = (0.01881 + 0.01846 + 0.01901) / 3;
        QCOMPARE(merged["processes"].get<int>(), 3);
        QVERIFY(std::fabs(merged["candidate"]["median_ms"].get<double>() - cand) < 1e-15);
        QVERIFY(std::fabs(merged["baseline"]["median_ms"].get<double>() - base) < 1e-15);
        QCOMPARE(merged["candidate"]["process_medians_ms"].get<std::vector<double>>(),
                 (std::vector<double>{0.01008, 0.01059, 0.01062}));
        QVERIFY(std::fabs(merged["speedup"].get<double>() - base / cand) < 1e-12);
        QVERIFY(std::fabs(merged["achieved_bytes_per_s"].get<double>() - 8e-3 / (cand * 1e-3)) < 1e-3);
        QVERIFY(std::fabs(merged["fraction_of_roofline"].get<double>() - 0.002 / cand) < 1e-9);
        QCOMPARE(merged["candidate"]["reps"].get<long long>(), 1229LL);
        QCOMPARE(merged["timed_outputs_checked"].get<long long>(), 30LL);
        QVERIFY(std::fabs(merged["candidate"]["min_ms"].get<double>() - 0.9 * 0.01008) < 1e-15);
        QVERIFY(std::fabs(merged["candidate"]["max_ms"].get<double>() - 1.5 * 0.01062) < 1e-15);
        // Its error is the standard error of the mean of three: sd 0.30 us over sqrt(3), 1.7% of 10.43 us.
        QVERIFY2(std::fabs(merged["candidate"]["rse"].get<double>() - 0.0166) < 0.0005,
                 qPrintable(QString::number(merged["candidate"]["rse"].get<double>())));
        QCOMPARE(merged["candidate"]["sm_clock_mhz"].get<double>(), 1970.0);
        // A value one process did not measure (-1) is left out of the mean, not averaged in.
        json unmeasured = event(0.01059, 0.01846, 229);
        unmeasured["candidate"]["sm_clock_mhz"] = -1.0;
        QCOMPARE(
            mergeProcessTimings({event(0.01008, 0.01881, 500), unmeasured})["candidate"]["sm_clock_mhz"].get<double>(),
            1970.0);
        unmeasured["candidate"]["busy_median_ms"] = -1.0; // no process measured it: still -1
        QCOMPARE(mergeProcessTimings({unmeasured, unmeasured})["candidate"]["busy_median_ms"].get<double>(), -1.0);
    }

    void timingProcessesFromTheEnvironment()
    {
        struct Case
        {
            const char* value;
            int count;
            double belowMs;
            bool good; // else one process, and a message saying what is wrong and what would be right
        };
        const Case cases[] = {{"3", 3, 0.1, true},       {"4:2.5", 4, 2.5, true}, {"1", 1, 0.1, true},
                              {"2:0.05", 2, 0.05, true}, {"0", 1, 0.1, false},    {"x", 1, 0.1, false},
                              {"3:", 1, 0.1, false},     {"3:-1", 1, 0.1, false}, {"3x", 1, 0.1, false},
                              {"65", 1, 0.1, false}};
        for (const Case& c : cases) {
            qputenv("KILN_HARNESS_TIMING_PROCESSES", c.value);
            std::string problem;
            const TimingProcesses t = TimingProcesses::fromEnvironment(1, &problem);
            QVERIFY2(t.count == c.count && t.belowMs == c.belowMs, c.value);
            QVERIFY2(problem.empty() == c.good, qPrintable(QString::fromStdString(problem)));
            if (!c.good)
                QVERIFY2(problem.find(std::string("'") + c.value + "'") != std::string::npos &&
                             problem.find("N:BELOW_MS") != std::string::npos,
                         problem.c_str());
        }
        // Unset or malformed: the backend's default (a GPU's three); 1 turns timing in more processes off.
        qunsetenv("KILN_HARNESS_TIMING_PROCESSES");
        QCOMPARE(TimingProcesses::fromEnvironment(1).count, 1);
        QCOMPARE(TimingProcesses::fromEnvironment(3).count, 3);
        qputenv("KILN_HARNESS_TIMING_PROCESSES", "three");
        std::string problem;
        QCOMPARE(TimingProcesses::fromEnvironment(3, &problem).count, 3);
        QVERIFY2(problem.find("timing in 3 processes") != std::string::npos, problem.c_str());
        qputenv("KILN_HARNESS_TIMING_PROCESSES", "1");
        QCOMPARE(TimingProcesses::fromEnvironment(3).count, 1);
        qunsetenv("KILN_HARNESS_TIMING_PROCESSES");
    }

    // Which configurations are timed in more processes: short ones whose calls leave gaps between their
    // kernels (run 9's 10 us scan: 7.78 us busy of 9.99), not a one-kernel call (its 1.76 us, 1.73 busy).
    void timingProcessesWantShortChains()
    {
        auto event = [](double cand, double candBusy, double base, double baseBusy) {
            return json{{"candidate", {{"median_ms", cand}, {"busy_median_ms", candBusy}}},
                        {"baseline", {{"median_ms", base}, {"busy_median_ms", baseBusy}}}};
        };
        TimingProcesses three;
        three.count = 3;
        QVERIFY(three.wants(event(0.00999, 0.00778, 0.01852, 0.01437)));              // the scan's 1M
        QVERIFY(!three.wants(event(0.00176, 0.00173, 0.00137, 0.00134)));             // its one-element scan
        QVERIFY(three.wants(event(0.00176, 0.00173, 0.01852, 0.01437)));              // the baseline's gaps count too
        QVERIFY(!three.wants(event(0.16, 0.10, 0.16, 0.10)));                         // not short
        QVERIFY(three.wants(event(0.05, -1, 0.05, -1)));                              // no kernel activity: unknown
        QVERIFY(!TimingProcesses{}.wants(event(0.00999, 0.00778, 0.01852, 0.01437))); // one process: never
    }

    // A timing quantized to the timer's 32 ns and spread by outliers: chance is judged by the interquartile
    // range, which an outlier does not widen, so a real 5% between addresses still counts.
    void placementSpreadIgnoresOutliers()
    {
        CallsByAddress byAddress;
        for (int a = 0; a < 4; ++a) {
            std::vector<double> calls(16, a < 2 ? 0.01856 : 0.01952);
            calls[3] = 0.0303; // an interrupted call at every address
            calls[7] = calls[3] + 0.002;
            byAddress[{a, false}] = calls;
        }
        const auto spread = placementSpread(byAddress, 0.03);
        QVERIFY(spread.has_value());
        // Below a millisecond the medians read in microseconds, not as 0.019 ms.
        QCOMPARE(QString::fromStdString(*spread), QString("18.56, 18.56, 19.52, 19.52 us"));
        // A floor in absolute terms (the flag's, for a person: half a microsecond) that 0.96 us passes and
        // 1.3 us kernels four timer ticks apart would not.
        QVERIFY(placementSpread(byAddress, 0.03, 0.0005).has_value());
        QVERIFY(!placementSpread(byAddress, 0.03, 0.001).has_value());
        // The flag's message gives single times the same way.
        QCOMPARE(QString::fromStdString(readableTime(0.0191)), QString("19.10 us"));
        QCOMPARE(QString::fromStdString(readableTime(36.75)), QString("36.750 ms"));
    }

    // Run 8 on an H200: the tiny kernels sampled at 27-264 addresses in three processes each (a 3 us histogram,
    // a 1.3 us one-element scan). The plain mean over addresses moved by 14-23% between processes, pulled by a
    // few interrupted calls; the trimmed mean the harness now takes moves by under 1.5% on the same calls.
    void run8TrimmedMeanSteadiesSampledTinyKernels()
    {
        std::ifstream in(KILN_TEST_DATA_DIR "/gpu-runs/2026-11-30-h200-run8/placement-probe/tiny-kernel-cells.json");
        QVERIFY(in.good());
        const json doc = json::parse(in);
        auto spread = [](const std::vector<double>& v) {
            const auto [lo, hi] = std::minmax_element(v.begin(), v.end());
            return (*hi - *lo) / *lo;
        };
        double widestPlain = 0;
        for (const auto& [kernel, processes] : doc["cells"].items()) {
            std::vector<double> trimmed, plain;
            for (const json& cells : processes) {
                CallsByAddress byAddress;
                double sum = 0;
                for (const json& cell : cells) {
                    auto& calls = byAddress[{cell[0].get<int>(), cell[1].get<bool>()}];
                    calls = cell[2].get<std::vector<double>>();
                    sum += median(calls);
                }
                QVERIFY(byAddress.size() >= 27);
                CallStats s;
                averagePlacements(s, byAddress);
                trimmed.push_back(s.median);
                plain.push_back(sum / static_cast<double>(byAddress.size()));
            }
            QCOMPARE(trimmed.size(), size_t(3));
            QVERIFY2(spread(trimmed) < 0.015,
                     qPrintable(QString::fromStdString(kernel) + ": " + QString::number(spread(trimmed))));
            widestPlain = std::max(widestPlain, spread(plain));
        }
        QVERIFY2(widestPlain > 0.14, qPrintable(QString::number(widestPlain))); // what the fixture is for
    }

    void halfAndBf16RoundTrip()
    {
        for (float f : {0.0f, 1.0f, -2.5f, 65504.0f, 1e-7f, 3.14159f}) {
            QVERIFY(std::fabs(halfToFloat(floatToHalf(f)) - f) <= std::fabs(f) * 1e-3f + 6e-8f);
            QVERIFY(std::fabs(bf16ToFloat(floatToBf16(f)) - f) <= std::fabs(f) * 8e-3f);
        }
        QCOMPARE(floatToHalf(1e6f), uint16_t(0x7c00)); // overflow: infinity
        QCOMPARE(floatToBf16(1.0f), uint16_t(0x3f80));
        QCOMPARE(f8e4m3ToFloat(floatToF8e4m3(448.0f)), 448.0f);
        QCOMPARE(f8e4m3ToFloat(floatToF8e4m3(1000.0f)), 448.0f); // saturates
    }

    void inputsAreDeterministicAndInRange()
    {
        std::vector<float> a(3'000'000), b(3'000'000);
        InitDecl init{"uniform", {{"low", 2.0}, {"high", 3.0}}};
        generate(a.data(), DType::F32, a.size(), init, 42);
        generate(b.data(), DType::F32, b.size(), init, 42);
        QCOMPARE(checksum(a.data(), a.size() * 4), checksum(b.data(), b.size() * 4));
        for (float v : a)
            QVERIFY(v >= 2.0f && v <= 3.0f); // [low, high) in double; rounding to f32 may reach high
        generate(b.data(), DType::F32, b.size(), init, 43);
        QVERIFY(checksum(a.data(), a.size() * 4) != checksum(b.data(), b.size() * 4));
    }

    void largeOutputWithUnwrittenTail()
    {
        // 8M elements takes the multi-threaded path; the last 1000 are still poisoned.
        const size_t n = 8u << 20;
        std::vector<float> ref(n), got(n);
        for (size_t i = 0; i < n; ++i)
            ref[i] = got[i] = static_cast<float>(i % 97) + 1.0f;
        std::memset(got.data() + n - 1000, 0xFF, 1000 * sizeof(float));
        got[5] += 1.0f;
        TensorDecl t{"y", "out", DType::F32, {1e-5, 1e-3, 0.99}};
        const Comparison c = compareOutput(t, {static_cast<int64_t>(n)}, got.data(), ref.data(), n);
        QVERIFY(!c.pass);
        QCOMPARE(c.reason, std::string("unwritten_output"));
        QCOMPARE(c.unwritten, size_t(1000));
        QCOMPARE(c.matched, n - 1001);
        QCOMPARE(c.worst.size(), size_t(5)); // bounded, whatever the number of bad elements
        QVERIFY(c.message.find("1000 of") != std::string::npos);
    }

    void toleranceAndMatchedRatio()
    {
        const size_t n = 1000;
        std::vector<float> ref(n, 1.0f), got(n, 1.0f);
        for (size_t i = 0; i < 5; ++i)
            got[i] = 2.0f; // 0.5% wrong: passes a 0.99 matched ratio, fails 1.0
        TensorDecl t{"y", "out", DType::F32, {1e-5, 1e-3, 0.99}};
        QVERIFY(compareOutput(t, {1000}, got.data(), ref.data(), n).pass);
        t.tolerance.matchedRatio = 1.0;
        const Comparison c = compareOutput(t, {10, 100}, got.data(), ref.data(), n);
        QCOMPARE(c.reason, std::string("mismatch"));
        QVERIFY(c.worst[0]["index"] == nlohmann::json::array({0, 0}));
        std::vector<float> zeros(n, 0.0f);
        QCOMPARE(compareOutput(t, {1000}, zeros.data(), ref.data(), n).reason, std::string("all_zero"));
        got[7] = NAN;
        t.tolerance.matchedRatio = 0.5;
        QCOMPARE(compareOutput(t, {1000}, got.data(), ref.data(), n).reason, std::string("nan_or_inf"));
    }
};

QTEST_GUILESS_MAIN(TstHarnessCore)
#include "tst_harnesscore.moc"
