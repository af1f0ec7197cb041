// The roofline view: geometry against hand-computed values, the per-task summary and the CSV, then the
// widget itself on the offscreen platform: hover a point's pixel and read the tooltip, click it and get
// the candidate.
#include "visualization/rooflinegeometry.h"
#include "visualization/rooflineplot.h"
#include "visualization/rooflinetable.h"

#include <QApplication>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>

using namespace kiln;

namespace {

// Datasheet 4 TB/s, 1000 TFLOP/s bf16, 60 TFLOP/s f32; calibrated 3.2 TB/s and 800 TFLOP/s bf16.
DeviceSpec device()
{
    DeviceSpec d;
    d.id = "test-gpu";
    d.name = "Test GPU";
    d.dramBytesPerS = 4e12;
    d.peakFlopsPerS = {{"bf16", 1000e12}, {"f32", 60e12}};
    d.calibratedDramBytesPerS = 3.2e12;
    d.calibratedPeakFlopsPerS = {{"bf16", 800e12}};
    return d;
}

RooflinePoint point(const QString& candidate, double flops, double bytes, double seconds, const QString& dtype = "bf16")
{
    RooflinePoint p;
    p.task = "cuda2cuda/gemm_bf16";
    p.candidateId = candidate;
    p.candidateLabel = "candidate " + candidate;
    p.configuration = "m4096";
    p.group = "run 1";
    p.dtype = dtype;
    p.flops = flops;
    p.bytes = bytes;
    p.seconds = seconds;
    return p;
}

} // namespace

class TstRooflinePlot : public QObject
{
    Q_OBJECT

private slots:
    void ceilingsCalibratedAndDatasheet()
    {
        const RooflineGeometry g(device(), {"bf16", "f32"});
        QCOMPARE(g.memoryCeilings().size(), 2);
        QCOMPARE(g.memoryCeilings()[0].value, 3.2e12);
        QVERIFY(g.memoryCeilings()[0].calibrated);
        QCOMPARE(g.memoryCeilings()[1].value, 4e12);
        QVERIFY(!g.memoryCeilings()[1].calibrated);
        // bf16 measured and datasheet, f32 datasheet only.
        QCOMPARE(g.computeCeilings().size(), 3);
        QCOMPARE(g.computeCeilings()[0].value, 800e12);
        QVERIFY(g.computeCeilings()[0].calibrated);
        QCOMPARE(g.computeCeilings()[1].value, 1000e12);
        QCOMPARE(g.computeCeilings()[2].dtype, QString("f32"));
        QCOMPARE(g.computeCeilings()[2].value, 60e12);
    }

    // The title says where the roofs come from: the host's are assumed until `kiln calibrate` measures them.
    void titleSaysWhereTheCeilingsComeFrom()
    {
        DeviceSpec host;
        host.id = "host-cpu";
        host.name = "Host CPU";
        host.source = "assumed: one core of a current x86-64 server";
        host.dramBytesPerS = 10e9;
        host.peakFlopsPerS = {{"f32", 48e9}};
        RooflinePlot plot;
        plot.setDevice(host, {"f32"});
        QVERIFY2(plot.titleText().contains("Host CPU · assumed ceilings"), qPrintable(plot.titleText()));
        plot.setPoints({point("1", 2e9, 4e9, 0.1, "f32")}); // 40 GB/s against an assumed 10: beyond the roof
        QVERIFY(plot.tooltipText(0).contains("ceilings are assumed"));
        host.calibratedDramBytesPerS = 12e9;
        host.calibratedAt = "2026-12-01T21:00:00Z";
        plot.setDevice(host, {"f32"});
        QVERIFY2(plot.titleText().contains("Host CPU · calibrated 2026-12-01"), qPrintable(plot.titleText()));
        QVERIFY(!plot.titleText().contains("assumed"));
        DeviceSpec sheet = device();
        sheet.calibratedDramBytesPerS.reset();
        sheet.calibratedPeakFlopsPerS.clear();
        plot.setDevice(sheet, {"bf16"});
        QVERIFY2(plot.titleText().contains("datasheet ceilings"), qPrintable(plot.titleText()));
    }

    void ridgeAndRoofUseCalibratedFigures()
    {
        const RooflineGeometry g(device(), {"bf16", "f32"});
        QCOMPARE(g.bandwidth(), 3.2e12);
        QCOMPARE(g.ridge("bf16"), 250.0);    // 800e12 / 3.2e12
        QCOMPARE(g.ridge("f32"), 18.75);     // 60e12 / 3.2e12
        QCOMPARE(g.roof(10, "bf16"), 32e12); // on the slope: 3.2e12 * 10
        QCOMPARE(g.roof(1000, "bf16"), 800e12);
        QCOMPARE(g.roof(1000, ""), 60e12); // no dtype: the f32 roof
    }

    void memoryBoundPointFractionAndHeadroom()
    {
        // 1 GFLOP over 100 MB (10 FLOP/byte) in 100 us: 10 TFLOP/s against a 32 TFLOP/s roof.
        const RooflineGeometry g(device(), {"bf16"});
        const PointAssessment a = g.assess(point("a", 1e9, 1e8, 1e-4));
        QCOMPARE(a.intensity, 10.0);
        QCOMPARE(a.achievedFlops, 1e13);
        QCOMPARE(a.achievedBytes, 1e12);
        QCOMPARE(a.roof, 32e12);
        QVERIFY(a.memoryBound);
        QCOMPARE(a.fraction, 0.3125);
        QCOMPARE(a.headroom(), 3.2);
        QCOMPARE(RooflineGeometry::headroomText(a), QString("3.2x left to the memory roof"));
    }

    void computeBoundPoint()
    {
        // 1 TFLOP over 1 GB (1000 FLOP/byte) in 2.5 ms: 400 TFLOP/s under the 800 TFLOP/s bf16 roof.
        const RooflineGeometry g(device(), {"bf16"});
        const PointAssessment a = g.assess(point("b", 1e12, 1e9, 2.5e-3));
        QVERIFY(!a.memoryBound);
        QCOMPARE(a.roof, 800e12);
        QCOMPARE(a.fraction, 0.5);
        QCOMPARE(RooflineGeometry::headroomText(a), QString("2.0x left to the compute roof"));
        // Faster than the roof: the cost model undercounts, and the text says so.
        PointAssessment over = g.assess(point("c", 1e12, 1e9, 1e-3));
        QCOMPARE(over.fraction, 1.25);
        QVERIFY(RooflineGeometry::headroomText(over).contains("25% above the compute roof"));
    }

    void bandwidthOnlyPoint()
    {
        // A copy: 3.2 GB in 2 ms = 1.6 TB/s, half the calibrated DRAM roof.
        const RooflineGeometry g(device(), {});
        const PointAssessment a = g.assess(point("copy", 0, 3.2e9, 2e-3, ""));
        QCOMPARE(a.achievedBytes, 1.6e12);
        QCOMPARE(a.roof, 3.2e12);
        QCOMPARE(a.fraction, 0.5);
    }

    void bestFractionPerTaskUsesGeometricMeans()
    {
        const RooflineGeometry g(device(), {"bf16"});
        // Task A: c1 at 0.5 and 0.125 (mean 0.25), c2 at 0.3125 on its only configuration; c2 wins.
        QList<RooflinePoint> pts{point("c1", 1e12, 1e9, 2.5e-3), point("c1", 1e12, 1e9, 1e-2),
                                 point("c2", 1e9, 1e8, 1e-4)};
        for (RooflinePoint& p : pts)
            p.task = "A";
        RooflinePoint base = point("base", 1e9, 1e8, 2e-4); // 0.15625
        base.task = "A";
        base.role = RooflinePoint::Role::Baseline;
        pts << base;
        RooflinePoint other = point("d", 1e12, 1e9, 1.25e-3); // task B at 1.0
        other.task = "B";
        pts << other;
        const QList<TaskFraction> rows = bestFractionPerTask(pts, g);
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows[0].task, QString("B"));
        QCOMPARE(rows[0].fraction, 1.0);
        QCOMPARE(rows[1].task, QString("A"));
        QCOMPARE(rows[1].candidateId, QString("c2"));
        QCOMPARE(rows[1].fraction, 0.3125);
        QCOMPARE(rows[1].baselineFraction, 0.15625);
        QCOMPARE(g.assess(pts[1]).fraction, 0.125);
    }

    void csvHasOneRowPerPointWithDerivedColumns()
    {
        const RooflineGeometry g(device(), {"bf16"});
        RooflinePoint p = point("a", 1e9, 1e8, 1e-4);
        p.configuration = "m=1, n=2"; // a comma must be quoted
        const QStringList lines = rooflineCsv({p, point("b", 1e12, 1e9, 2.5e-3)}, g).trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines[0].startsWith("task,candidate_id,"));
        QVERIFY(lines[1].contains("\"m=1, n=2\""));
        QVERIFY(lines[1].contains(",0.3125,memory"));
        QVERIFY(lines[2].endsWith(",0.5,compute"));
    }

    void hoverShowsTooltipAndClickEmitsCandidate()
    {
        RooflinePlot plot;
        plot.resize(900, 600);
        plot.setDevice(device(), {"bf16"});
        QList<RooflinePoint> pts{point("a", 1e9, 1e8, 1e-4), point("b", 1e12, 1e9, 2.5e-3)};
        pts[1].role = RooflinePoint::Role::Best;
        pts[1].hidden = true;
        plot.setPoints(pts);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        plot.replot();

        const QPointF pa = plot.pixelPosition(0);
        QVERIFY(plot.axisRect()->rect().contains(pa.toPoint()));
        QCOMPARE(plot.pointAt(pa), 0);
        QCOMPARE(plot.pointAt(pa + QPointF(3, -2)), 0);   // within the hit radius
        QCOMPARE(plot.pointAt(pa + QPointF(40, 40)), -1); // empty plot area

        QTest::mouseMove(&plot, pa.toPoint());
        QTRY_VERIFY(QToolTip::isVisible());
        const QString tip = QToolTip::text();
        QVERIFY2(tip.contains("cuda2cuda/gemm_bf16"), qPrintable(tip));
        QVERIFY2(tip.contains("candidate a"), qPrintable(tip));
        QVERIFY2(tip.contains("configuration: m4096"), qPrintable(tip));
        QVERIFY2(tip.contains("time: 100 µs"), qPrintable(tip));
        QVERIFY2(tip.contains("10 TFLOP/s"), qPrintable(tip));
        QVERIFY2(tip.contains("31%, 3.2x left to the memory roof"), qPrintable(tip));

        const QPointF pb = plot.pixelPosition(1);
        QTest::mouseMove(&plot, pb.toPoint());
        QTRY_VERIFY(QToolTip::text().contains("candidate b (best)"));
        QVERIFY(QToolTip::text().contains("configuration: m4096 (hidden)"));

        QSignalSpy clicked(&plot, &RooflinePlot::candidateClicked);
        QTest::mouseClick(&plot, Qt::LeftButton, {}, pb.toPoint());
        QCOMPARE(clicked.size(), 1);
        QCOMPARE(clicked.first().first().toString(), QString("b"));
        QCOMPARE(plot.selectedCandidate(), QString("b"));
        // A click on nothing emits nothing.
        QTest::mouseClick(&plot, Qt::LeftButton, {}, (pa + QPointF(40, 40)).toPoint());
        QCOMPARE(clicked.size(), 1);
    }

    void zoomKeepsHitTestingInPixels()
    {
        RooflinePlot plot;
        plot.resize(800, 500);
        plot.setDevice(device(), {"bf16"});
        plot.setPoints({point("a", 1e9, 1e8, 1e-4)});
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        const QCPRange before = plot.xAxis->range();
        plot.xAxis->setRange(5, 20); // zoom around intensity 10
        plot.yAxis->setRange(5e12, 2e13);
        plot.replot();
        QCOMPARE(plot.pointAt(plot.pixelPosition(0)), 0);
        plot.resetZoom();
        QCOMPARE(plot.xAxis->range().lower, before.lower);
        QCOMPARE(plot.xAxis->range().upper, before.upper);
    }

    void boxZoomWheelZoomAndDoubleClickReset()
    {
        RooflinePlot plot;
        plot.resize(800, 500);
        plot.setDevice(device(), {"bf16"});
        plot.setPoints({point("a", 1e9, 1e8, 1e-4)});
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        const QCPRange x0 = plot.xAxis->range(), y0 = plot.yAxis->range();
        const QPoint c = plot.axisRect()->rect().center();

        // Drag a box: the view becomes the box.
        const QPoint from = c - QPoint(100, 60), to = c + QPoint(100, 60);
        const double boxLeft = plot.xAxis->pixelToCoord(from.x()), boxRight = plot.xAxis->pixelToCoord(to.x());
        QTest::mousePress(&plot, Qt::LeftButton, {}, from);
        QTest::mouseMove(&plot, c);
        QTest::mouseMove(&plot, to);
        QTest::mouseRelease(&plot, Qt::LeftButton, {}, to);
        QVERIFY(qAbs(std::log10(plot.xAxis->range().lower / boxLeft)) < 0.01);
        QVERIFY(qAbs(std::log10(plot.xAxis->range().upper / boxRight)) < 0.01);
        QVERIFY(plot.yAxis->range().upper < y0.upper);

        QTest::mouseDClick(&plot, Qt::LeftButton, {}, c);
        QCOMPARE(plot.xAxis->range().lower, x0.lower);
        QCOMPARE(plot.xAxis->range().upper, x0.upper);

        // Wheel forward zooms in around the cursor.
        QWheelEvent wheel(QPointF(c), QPointF(plot.mapToGlobal(c)), QPoint(), QPoint(0, 120), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(&plot, &wheel);
        QVERIFY(plot.xAxis->range().upper / plot.xAxis->range().lower < x0.upper / x0.lower);
        QVERIFY(plot.xAxis->range().lower > x0.lower);
    }

    void pointsWithoutFlopsGoToTheBandwidthView()
    {
        RooflinePlot plot;
        plot.resize(800, 500);
        plot.setDevice(device(), {});
        plot.setPoints({point("copy", 0, 3.2e9, 2e-3, "")});
        QCOMPARE(plot.view(), RooflinePlot::View::Bandwidth);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        QCOMPARE(plot.pointAt(plot.pixelPosition(0)), 0);
        QVERIFY(plot.tooltipText(0).contains("1.6 TB/s"));
        plot.setView(RooflinePlot::View::Roofline);
        QVERIFY(qIsNaN(plot.pixelPosition(0).x())); // no FLOPs: not on the roofline
    }

    void taskViewHoverAndClick()
    {
        RooflinePlot plot;
        plot.resize(800, 500);
        plot.setDevice(device(), {"bf16"});
        QList<RooflinePoint> pts{point("a", 1e9, 1e8, 1e-4), point("b", 1e12, 1e9, 2.5e-3)};
        pts[1].task = "other/task";
        plot.setPoints(pts);
        plot.setView(RooflinePlot::View::TaskFractions);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        QCOMPARE(plot.taskRows().size(), 2);
        // Best at the top: row 1 is "other/task" at 50%.
        const QPoint bar(plot.xAxis->coordToPixel(0.2), plot.yAxis->coordToPixel(1));
        QCOMPARE(plot.taskRowAt(bar), 1);
        QVERIFY(plot.taskTooltipText(1).contains("other/task"));
        QVERIFY(plot.taskTooltipText(1).contains("50% of roofline"));
        QSignalSpy clicked(&plot, &RooflinePlot::candidateClicked);
        QTest::mouseClick(&plot, Qt::LeftButton, {}, bar);
        QCOMPARE(clicked.size(), 1);
        QCOMPARE(clicked.first().first().toString(), QString("b"));
    }

    void exportsWriteFiles()
    {
        QTemporaryDir dir;
        RooflinePlot plot;
        plot.resize(800, 500);
        plot.setDevice(device(), {"bf16"});
        plot.setPoints({point("a", 1e9, 1e8, 1e-4)});
        QVERIFY(plot.exportPng(dir.filePath("r.png"), 800, 500));
        QVERIFY(plot.exportPdf(dir.filePath("r.pdf")));
        QVERIFY(plot.exportCsv(dir.filePath("r.csv")));
        QVERIFY(QFileInfo(dir.filePath("r.png")).size() > 1000);
        QVERIFY(QFileInfo(dir.filePath("r.pdf")).size() > 1000);
        QString error;
        QVERIFY(!plot.exportCsv(dir.filePath("missing/r.csv"), &error));
        QVERIFY(error.contains("missing/r.csv"));
    }
};

QTEST_MAIN(TstRooflinePlot)
#include "tst_roofline.moc"
