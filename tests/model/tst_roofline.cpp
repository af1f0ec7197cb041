// Roofline arithmetic against hand-computed values.
#include "model/device/roofline.h"
#include "model/resourcepaths.h"

#include <QTest>

using namespace kiln;

class TstRoofline : public QObject
{
    Q_OBJECT
    DeviceSpec device()
    {
        DeviceSpec d;
        d.id = "test";
        d.dramBytesPerS = 4e12;
        d.peakFlopsPerS = {{"bf16", 1000e12}, {"f32", 60e12}};
        return d;
    }

private slots:
    void memoryBoundCopy()
    {
        // 1 GiB read + 1 GiB written at 4 TB/s: 0.536870912 ms.
        const SolBound b = speedOfLight({}, 2.0 * (1 << 30), device());
        QVERIFY(b.memoryBound());
        QCOMPARE(b.seconds(), 2.0 * (1 << 30) / 4e12);
    }

    void computeBoundGemm()
    {
        // 4096^3 bf16 GEMM: 2*4096^3 = 137.44 GFLOP at 1000 TFLOP/s = 137.44 us; bytes 3*4096^2*2 = 100.7 MB
        // at 4 TB/s = 25.2 us, so compute-bound.
        const double flops = 2.0 * 4096.0 * 4096.0 * 4096.0;
        const SolBound b = speedOfLight({{"bf16", flops}}, 3.0 * 4096 * 4096 * 2, device());
        QVERIFY(!b.memoryBound());
        QCOMPARE(b.seconds(), flops / 1000e12);
    }

    void mixedDtypesAddUp()
    {
        const SolBound b = speedOfLight({{"bf16", 1000e9}, {"f32", 60e9}}, 1, device());
        QCOMPARE(b.computeSeconds, 1e-3 + 1e-3);
    }

    void unknownDtypeFallsBackToF32() { QCOMPARE(device().peakFlops("i32"), 60e12); }

    void calibratedPeaksWin()
    {
        DeviceSpec d = device();
        d.calibratedDramBytesPerS = 3.97e12;
        QCOMPARE(d.dramBandwidth(), 3.97e12);
        QCOMPARE(ridgePoint(d, "bf16"), 1000e12 / 3.97e12);
    }

    void fractionAndSolScore()
    {
        QCOMPARE(fractionOfRoofline(1e-3, 4e-3), 0.25);
        QCOMPARE(fractionOfRoofline(1e-3, 0), 0.0);
        // S = 1/(1 + (T - Tsol)/(Tb - Tsol)): 0.5 at the baseline, 1 at the roofline.
        QCOMPARE(solScore(10, 2, 10), 0.5);
        QCOMPARE(solScore(2, 2, 10), 1.0);
        QCOMPARE(solScore(6, 2, 10), 1.0 / 1.5);
    }

    void bundledDeviceSpecsLoad()
    {
        LoadIssues issues;
        const auto specs = loadDeviceSpecs(devicesDir(), issues);
        QVERIFY(issues.isEmpty());
        QVERIFY(specs.size() >= 6);
        const auto h200 = findDeviceForName(specs, "NVIDIA H200");
        QVERIFY(h200);
        QCOMPARE(h200->dramBytesPerS, 4.8e12);
        QCOMPARE(h200->smCount, 132);
        // Ridge point in dense bf16: 989 / 4.8 = about 206 FLOP/byte (H200.md).
        QVERIFY(qAbs(ridgePoint(*h200, "bf16") - 206.0) < 1.0);
    }

    void badDeviceSpecIsReported()
    {
        LoadIssues issues;
        QVERIFY(!parseDeviceSpec("{\"id\": \"x\",\n \"dram_bytes_per_s\": }", "x.json", issues));
        QCOMPARE(issues.size(), 1);
        QCOMPARE(issues[0].line, 2);
        QVERIFY(!parseDeviceSpec("{\"id\": \"x\"}", "y.json", issues));
        QVERIFY(issues[1].message.contains("dram_bytes_per_s"));
    }
};

QTEST_GUILESS_MAIN(TstRoofline)
#include "tst_roofline.moc"
