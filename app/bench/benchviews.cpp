// kiln bench roofline [--points N] [--repeat R] [--screenshot DIR]
// kiln bench diff [--lines N] [--repeat R] [--screenshot DIR [--left FILE --right FILE [--opcodes]]]
// Time the two visualization views on generated data, offscreen: the roofline's replot with N points
// and a diff of two N-line files from setTexts() to shown, with the longest stall of the GUI thread.
// --screenshot writes PNGs of both views on small, realistic data. Benchmarks print numbers and never
// fail on them; docs/performance.md records the figures.
#include "benchcommands.h"
#include "clicommand.h"

#include "model/device/devicespec.h"
#include "model/resourcepaths.h"
#include "visualization/diffview.h"
#include "visualization/rooflineplot.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QRandomGenerator>
#include <QSysInfo>
#include <QThread>
#include <QTimer>
#include <algorithm>
#include <cmath>

namespace kiln::cli {

namespace {

struct Stats
{
    double median = 0, min = 0, max = 0;
};

Stats stats(QList<double> ms)
{
    std::sort(ms.begin(), ms.end());
    return {ms[ms.size() / 2], ms.front(), ms.back()};
}

QString describe(const QString& what, const Stats& s, int n)
{
    return QStringLiteral("%1: median %2 ms over %3 (min %4, max %5)")
        .arg(what)
        .arg(s.median, 0, 'f', 1)
        .arg(n)
        .arg(s.min, 0, 'f', 1)
        .arg(s.max, 0, 'f', 1);
}

// The H200 as recorded in docs/performance.md: datasheet figures from resources/devices, the
// ceilings `kiln calibrate` measured there beside them.
DeviceSpec benchDevice()
{
    LoadIssues issues;
    const QList<DeviceSpec> specs = loadDeviceSpecs(devicesDir(), issues);
    DeviceSpec d;
    for (const DeviceSpec& s : specs)
        if (s.id == QLatin1String("h200-sxm"))
            d = s;
    if (d.id.isEmpty()) {
        d.id = QStringLiteral("h200-sxm");
        d.name = QStringLiteral("NVIDIA H200 SXM");
        d.dramBytesPerS = 4.8e12;
        d.peakFlopsPerS = {{QStringLiteral("bf16"), 989e12}, {QStringLiteral("f32"), 67e12}};
    }
    d.calibratedDramBytesPerS = 4.27e12;
    d.calibratedPeakFlopsPerS = {{QStringLiteral("bf16"), 814e12}, {QStringLiteral("f32"), 51e12}};
    d.calibratedAt = QStringLiteral("2026-11-29");
    return d;
}

// N points over 20 groups, log-uniform in intensity and in fraction of the roof (down to 1/1000).
QList<RooflinePoint> generatePoints(const RooflineGeometry& g, int n)
{
    QRandomGenerator rng(42);
    QList<RooflinePoint> pts;
    pts.reserve(n);
    for (int i = 0; i < n; ++i) {
        RooflinePoint p;
        p.task = QStringLiteral("gen/task_%1").arg(i % 50);
        p.candidateId = QStringLiteral("c%1").arg(i / 10);
        p.candidateLabel = p.candidateId;
        p.configuration = QStringLiteral("cfg%1").arg(i % 10);
        p.group = QStringLiteral("run %1").arg(i % 20);
        p.dtype = QStringLiteral("bf16");
        p.hidden = i % 10 >= 8;
        p.role = i % 1000 == 0  ? RooflinePoint::Role::Baseline
                 : i % 997 == 0 ? RooflinePoint::Role::Best
                                : RooflinePoint::Role::Candidate;
        const double intensity = std::pow(10.0, -2 + 6 * rng.generateDouble());
        const double fraction = std::pow(10.0, -3 * rng.generateDouble());
        p.bytes = 1e8;
        p.flops = intensity * p.bytes;
        p.seconds = p.flops / (g.roof(intensity, p.dtype) * fraction);
        pts << p;
    }
    return pts;
}

// A small run as a person sees it: three tasks over four configurations each, a baseline, six
// iterations of two agents closing part of the gap to the roof, and a copy kernel with no FLOPs.
QList<RooflinePoint> demoPoints(const RooflineGeometry& g)
{
    struct Shape
    {
        double flops, bytes;
    };
    struct Task
    {
        QString name, dtype;
        double baselineFraction;
        QList<Shape> configs;
    };
    QList<Task> tasks;
    Task gemm{QStringLiteral("cuda2cuda/gemm_bf16"), QStringLiteral("bf16"), 0.38, {}};
    for (double n : {512.0, 1024.0, 2048.0, 4096.0})
        gemm.configs << Shape{2 * n * n * n, 3 * n * n * 2};
    Task gemv{QStringLiteral("cuda2cuda/gemv_lmhead"), QStringLiteral("bf16"), 0.52, {}};
    for (double batch : {1.0, 2.0, 4.0, 8.0})
        gemv.configs << Shape{2 * batch * 8192 * 128000, 8192.0 * 128000 * 2 + batch * (8192 + 128000) * 2};
    Task softmax{QStringLiteral("cuda2cuda/softmax_rows"), QStringLiteral("f32"), 0.3, {}};
    for (double rows : {1024.0, 4096.0, 16384.0, 65536.0})
        softmax.configs << Shape{5 * rows * 4096, 2 * rows * 4096 * 4};
    tasks << gemm << gemv << softmax;
    const QString configNames[] = {QStringLiteral("small"), QStringLiteral("medium"), QStringLiteral("large"),
                                   QStringLiteral("hidden-xl")};
    QList<RooflinePoint> pts;
    QRandomGenerator rng(7);
    for (const Task& t : std::as_const(tasks)) {
        for (int c = 0; c < t.configs.size(); ++c) {
            const double tSol = std::max(t.configs[c].flops / g.peak(t.dtype), t.configs[c].bytes / g.bandwidth());
            const double sizeFactor = 0.75 + 0.25 * c / 3.0; // small problems reach less of the roof
            for (int k = 0; k < 7; ++k) {
                RooflinePoint p;
                p.task = t.name;
                p.dtype = t.dtype;
                p.configuration = configNames[c];
                p.hidden = c == 3;
                p.flops = t.configs[c].flops;
                p.bytes = t.configs[c].bytes;
                const double progress = k / 6.0 * (0.8 + 0.2 * rng.generateDouble());
                const double fraction = (t.baselineFraction + (0.88 - t.baselineFraction) * progress) * sizeFactor;
                p.seconds = tSol / fraction;
                p.role = k == 0   ? RooflinePoint::Role::Baseline
                         : k == 6 ? RooflinePoint::Role::Best
                                  : RooflinePoint::Role::Candidate;
                p.candidateId = k == 0 ? QStringLiteral("baseline") : QStringLiteral("cand-%1").arg(k);
                p.candidateLabel = k == 0 ? QStringLiteral("baseline") : QStringLiteral("iteration %1").arg(k);
                p.group = k == 0  ? QStringLiteral("reference kernels")
                          : k % 2 ? QStringLiteral("claude-code run")
                                  : QStringLiteral("codex run");
                pts << p;
            }
        }
    }
    for (int c = 0; c < 6; ++c) { // bytes only: the bandwidth view
        RooflinePoint p;
        p.task = QStringLiteral("cuda2cuda/copy");
        p.configuration = QStringLiteral("n=2^%1").arg(16 + 3 * c);
        p.bytes = 2.0 * 4 * std::pow(2.0, 16 + 3 * c);
        p.seconds = 3e-6 + p.bytes / 3.9e12; // launch latency, then 91% of the measured bandwidth
        p.candidateId = QStringLiteral("cand-copy");
        p.candidateLabel = QStringLiteral("vectorized copy");
        p.group = QStringLiteral("claude-code run");
        pts << p;
    }
    return pts;
}

// Runs the event loop until the view has shown its diff (or 10 s pass).
void waitReady(DiffView& view)
{
    QEventLoop loop;
    QObject::connect(&view, &DiffView::diffReady, &loop, &QEventLoop::quit);
    QTimer::singleShot(10000, &loop, &QEventLoop::quit);
    if (!view.isReady())
        loop.exec();
}

double replotMs(RooflinePlot& plot)
{
    QElapsedTimer t;
    t.start();
    plot.replot(QCustomPlot::rpImmediateRefresh);
    return t.nsecsElapsed() / 1e6;
}

int benchRoofline(const QCommandLineParser& p, const QString& screenshots)
{
    const int n = std::max(1, p.value(QStringLiteral("points")).toInt());
    const int repeat = std::max(1, p.value(QStringLiteral("repeat")).toInt());
    const DeviceSpec device = benchDevice();
    RooflinePlot plot;
    plot.resize(1200, 800);
    plot.setDevice(device, {QStringLiteral("bf16"), QStringLiteral("f32")});
    plot.show();
    const QList<RooflinePoint> pts = generatePoints(plot.geometry(), n);

    QElapsedTimer t;
    t.start();
    plot.setPoints(pts);
    out(QStringLiteral("setPoints (%1 points, grouping, sorting, first replot): %2 ms")
            .arg(n)
            .arg(t.nsecsElapsed() / 1e6, 0, 'f', 1));
    replotMs(plot); // warm the label caches
    QList<double> dense, markers, zoomed, hover;
    for (int i = 0; i < repeat; ++i)
        dense << replotMs(plot);
    out(describe(QStringLiteral("replot, all %1 points in view (dense style)").arg(n), stats(dense), repeat));

    plot.setDenseThreshold(std::numeric_limits<int>::max());
    for (int i = 0; i < std::min(repeat, 5); ++i)
        markers << replotMs(plot);
    out(describe(QStringLiteral("replot, same, forced antialiased disc markers (what dense style avoids)"),
                 stats(markers), markers.size()));
    plot.setDenseThreshold(2000);

    plot.xAxis->setRange(9.5, 10.5); // a box zoom into one slice of intensity: markers come back
    plot.yAxis->setRange(1e11, 1e15);
    const auto inZoom = std::count_if(pts.begin(), pts.end(), [&](const RooflinePoint& q) {
        return plot.xAxis->range().contains(q.flops / q.bytes) && plot.yAxis->range().contains(q.flops / q.seconds);
    });
    for (int i = 0; i < repeat; ++i)
        zoomed << replotMs(plot);
    out(describe(
        QStringLiteral("replot, zoomed to 9.5..10.5 FLOP/byte (%1 points in view, drawn as markers)").arg(inZoom),
        stats(zoomed), repeat));
    plot.resetZoom();
    plot.replot(QCustomPlot::rpImmediateRefresh);

    QRandomGenerator rng(1);
    int hits = 0;
    for (int i = 0; i < 200; ++i) {
        const QPointF pos(plot.axisRect()->left() + rng.bounded(plot.axisRect()->width()),
                          plot.axisRect()->top() + rng.bounded(plot.axisRect()->height()));
        t.restart();
        hits += plot.pointAt(pos) >= 0;
        hover << t.nsecsElapsed() / 1e6;
    }
    out(describe(QStringLiteral("hover hit test (%1 of 200 random positions on a point)").arg(hits), stats(hover),
                 200));

    if (!screenshots.isEmpty()) {
        QDir().mkpath(screenshots);
        RooflinePlot demo;
        demo.resize(1100, 720);
        demo.setDevice(device, {QStringLiteral("bf16"), QStringLiteral("f32")});
        demo.setPoints(demoPoints(demo.geometry()));
        demo.setSelectedCandidate(QStringLiteral("cand-3"));
        demo.show();
        demo.exportPng(QDir(screenshots).filePath(QStringLiteral("roofline.png")), 1100, 720);
        demo.setView(RooflinePlot::View::Bandwidth);
        demo.exportPng(QDir(screenshots).filePath(QStringLiteral("roofline-bandwidth.png")), 1100, 720);
        demo.setView(RooflinePlot::View::TaskFractions);
        demo.exportPng(QDir(screenshots).filePath(QStringLiteral("roofline-tasks.png")), 1100, 500);
        plot.exportPng(QDir(screenshots).filePath(QStringLiteral("roofline-100k.png")), 1200, 800);
        out(QStringLiteral("screenshots written to %1").arg(screenshots));
    }
    return 0;
}

// N lines of kernel-like code; the right side gets an edit every ~250 lines (changed lines, inserted
// and deleted blocks), like two iterations of a long generated kernel.
QPair<QString, QString> generateTexts(int lines)
{
    QStringList left;
    for (int k = 0; left.size() < lines; ++k)
        left << QStringLiteral("__global__ void kernel_%1(const float* x, float* y, int n)").arg(k)
             << QStringLiteral("{") << QStringLiteral("    int i = blockIdx.x * blockDim.x + threadIdx.x;")
             << QStringLiteral("    float acc = %1.0f;").arg(k) << QStringLiteral("    if (i < n) {")
             << QStringLiteral("        acc += x[i] * %1.5f;").arg(k % 7 + 1) << QStringLiteral("        y[i] = acc;")
             << QStringLiteral("    }") << QStringLiteral("}") << QString();
    left = left.mid(0, lines);
    QStringList right = left;
    QRandomGenerator rng(3);
    for (int at = right.size() - 100, j = 0; at > 50; at -= 200 + int(rng.bounded(100)), ++j) {
        if (j % 3 == 0)
            right[at].replace(QStringLiteral("acc"), QStringLiteral("sum"));
        else if (j % 3 == 1)
            right.insert(at, QStringLiteral("    __syncthreads(); // inserted"));
        else
            right.remove(at, 2);
    }
    return {left.join(QLatin1Char('\n')) + QLatin1Char('\n'), right.join(QLatin1Char('\n')) + QLatin1Char('\n')};
}

// Two iterations of a row softmax as an agent might write them: the second vectorizes the loads and
// replaces the shared-memory reduction with warp shuffles. For the screenshot only.
const char* kSoftmaxBefore = R"(#include <cuda_runtime.h>
#include <math.h>

// One block per row; threads stride over the columns.
__global__ void softmax_rows(const float* __restrict__ x, float* __restrict__ y, int cols)
{
    extern __shared__ float scratch[];
    const float* row = x + blockIdx.x * cols;
    float* out = y + blockIdx.x * cols;

    float m = -INFINITY;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        m = fmaxf(m, row[c]);
    scratch[threadIdx.x] = m;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s /= 2) {
        if (threadIdx.x < s)
            scratch[threadIdx.x] = fmaxf(scratch[threadIdx.x], scratch[threadIdx.x + s]);
        __syncthreads();
    }
    m = scratch[0];
    __syncthreads();

    float sum = 0.f;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        sum += expf(row[c] - m);
    scratch[threadIdx.x] = sum;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s /= 2) {
        if (threadIdx.x < s)
            scratch[threadIdx.x] += scratch[threadIdx.x + s];
        __syncthreads();
    }
    sum = scratch[0];

    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        out[c] = expf(row[c] - m) / sum;
}

void launch(const float* x, float* y, int rows, int cols, cudaStream_t stream)
{
    const int threads = 256;
    softmax_rows<<<rows, threads, threads * sizeof(float), stream>>>(x, y, cols);
}
)";

const char* kSoftmaxAfter = R"(#include <cuda_runtime.h>
#include <math.h>

__device__ __forceinline__ float warp_max(float v)
{
    for (int o = 16; o > 0; o /= 2)
        v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, o));
    return v;
}

__device__ __forceinline__ float warp_sum(float v)
{
    for (int o = 16; o > 0; o /= 2)
        v += __shfl_xor_sync(0xffffffff, v, o);
    return v;
}

// One warp per row; float4 loads (cols is a multiple of 4).
__global__ void softmax_rows(const float* __restrict__ x, float* __restrict__ y, int cols)
{
    const int lane = threadIdx.x % 32;
    const int rowIndex = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
    const float4* row = reinterpret_cast<const float4*>(x + rowIndex * cols);
    float4* out = reinterpret_cast<float4*>(y + rowIndex * cols);

    float m = -INFINITY;
    for (int c = lane; c < cols / 4; c += 32) {
        const float4 v = row[c];
        m = fmaxf(m, fmaxf(fmaxf(v.x, v.y), fmaxf(v.z, v.w)));
    }
    m = warp_max(m);

    float sum = 0.f;
    for (int c = lane; c < cols / 4; c += 32) {
        const float4 v = row[c];
        sum += __expf(v.x - m) + __expf(v.y - m) + __expf(v.z - m) + __expf(v.w - m);
    }
    sum = warp_sum(sum);

    const float inv = 1.f / sum;
    for (int c = lane; c < cols / 4; c += 32) {
        const float4 v = row[c];
        out[c] = make_float4(__expf(v.x - m) * inv, __expf(v.y - m) * inv, __expf(v.z - m) * inv, __expf(v.w - m) * inv);
    }
}

void launch(const float* x, float* y, int rows, int cols, cudaStream_t stream)
{
    const int threads = 256;
    softmax_rows<<<rows / (threads / 32), threads, 0, stream>>>(x, y, cols);
}
)";

int benchDiff(const QCommandLineParser& p, const QString& screenshots)
{
    const int n = std::max(1, p.value(QStringLiteral("lines")).toInt());
    const int repeat = std::max(1, p.value(QStringLiteral("repeat")).toInt());
    const auto [left, right] = generateTexts(n);

    QList<double> compute;
    TextDiff d;
    for (int i = 0; i < repeat; ++i) {
        QElapsedTimer t;
        t.start();
        d = diffTexts(left, right);
        compute << t.nsecsElapsed() / 1e6;
    }
    out(describe(QStringLiteral("diffTexts, %1 vs %2 lines, %3 changes (background thread)")
                     .arg(d.left.size())
                     .arg(d.right.size())
                     .arg(d.changes.size()),
                 stats(compute), repeat));

    DiffView view;
    view.resize(1400, 900);
    view.show();
    QList<double> opened, stalls;
    for (int i = 0; i < repeat; ++i) {
        // A 1 ms timer measures how long the GUI thread goes without turning the event loop: that is
        // what "without blocking" means to the person at the window.
        QElapsedTimer clock, sinceTick;
        double longestStall = 0;
        QTimer ticker;
        ticker.setInterval(1);
        QObject::connect(&ticker, &QTimer::timeout, [&] {
            longestStall = std::max(longestStall, sinceTick.nsecsElapsed() / 1e6);
            sinceTick.restart();
        });
        sinceTick.start();
        ticker.start();
        clock.start();
        view.setTexts(QStringLiteral("left.cu"), left, QStringLiteral("right.cu"), right, CodeView::Language::Cpp);
        waitReady(view);
        // Highlighting is scheduled by the documents right after they are filled; count it too.
        QCoreApplication::processEvents();
        view.repaint();
        opened << clock.nsecsElapsed() / 1e6;
        longestStall = std::max(longestStall, sinceTick.nsecsElapsed() / 1e6);
        ticker.stop();
        stalls << longestStall;
    }
    out(describe(QStringLiteral("setTexts to shown (diff, documents, highlighting, first paint)"), stats(opened),
                 repeat));
    out(describe(QStringLiteral("longest GUI-thread stall during that"), stats(stalls), repeat));
    // The worst case a person can ask for: every fold opened, the whole file in both documents.
    QElapsedTimer expand;
    expand.start();
    view.expandAllFolds();
    QCoreApplication::processEvents();
    view.repaint();
    out(QStringLiteral("expand all folds (both documents to %1 lines, highlighted, painted): %2 ms")
            .arg(view.leftView()->document()->blockCount())
            .arg(expand.nsecsElapsed() / 1e6, 0, 'f', 1));

    if (!screenshots.isEmpty()) {
        QDir().mkpath(screenshots);
        DiffView demo;
        demo.resize(1400, 820);
        demo.show();
        // --left/--right: a pair of real files (two candidates' kernels, two SASS dumps) instead of the demo.
        const QString leftPath = p.value(QStringLiteral("left")), rightPath = p.value(QStringLiteral("right"));
        if (!leftPath.isEmpty() && !rightPath.isEmpty()) {
            QFile lf(leftPath), rf(rightPath);
            if (!lf.open(QIODevice::ReadOnly) || !rf.open(QIODevice::ReadOnly)) {
                err(QStringLiteral("cannot read %1 or %2").arg(leftPath, rightPath));
                return 1;
            }
            demo.setTexts(leftPath, QString::fromUtf8(lf.readAll()), rightPath, QString::fromUtf8(rf.readAll()),
                          CodeView::languageForFile(leftPath));
            if (p.isSet(QStringLiteral("opcodes"))) {
                DiffOptions o = demo.options();
                o.compare = DiffOptions::Compare::SassOpcode;
                demo.setOptions(o);
            }
        } else {
            demo.setTexts(QStringLiteral("iteration 3 · softmax.cu"), QString::fromLatin1(kSoftmaxBefore),
                          QStringLiteral("iteration 4 · softmax.cu"), QString::fromLatin1(kSoftmaxAfter),
                          CodeView::Language::Cpp);
            // Illustrative figures for the demo pair only; real files get no metric rows.
            demo.setMetricDeltas(
                {{QStringLiteral("time, large"), 412e-6, 318e-6, MetricDelta::Better::Lower, QStringLiteral("s")},
                 {QStringLiteral("fraction of roofline"), 0.41, 0.53, MetricDelta::Better::Higher, QStringLiteral("%")},
                 {QStringLiteral("registers"), 40, 48, MetricDelta::Better::Lower, {}},
                 {QStringLiteral("spills"), 0, 0, MetricDelta::Better::Lower, {}}});
            demo.setFindingChanges({}, {QStringLiteral("shared-memory reduction with a __syncthreads per step")});
        }
        waitReady(demo);
        demo.goToChange(0);
        QCoreApplication::processEvents();
        demo.grab().save(QDir(screenshots).filePath(QStringLiteral("diff.png")));
        out(QStringLiteral("screenshots written to %1").arg(screenshots));
    }
    return 0;
}

} // namespace

bool benchNeedsWidgets(const QStringList& args)
{
    return args.value(1) == QLatin1String("bench") &&
           (args.value(2) == QLatin1String("roofline") || args.value(2) == QLatin1String("diff") ||
            args.value(2) == QLatin1String("gui"));
}

int benchViewsCommand(const QString& what, const QStringList& args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("what"), QStringLiteral("roofline | diff"));
    p.addOption({QStringLiteral("points"), QStringLiteral("Points on the roofline."), QStringLiteral("N"),
                 QStringLiteral("100000")});
    p.addOption({QStringLiteral("lines"), QStringLiteral("Lines per side of the diff."), QStringLiteral("N"),
                 QStringLiteral("10000")});
    p.addOption({QStringLiteral("repeat"), QStringLiteral("Measurements per figure."), QStringLiteral("R"),
                 QStringLiteral("10")});
    p.addOption(
        {QStringLiteral("screenshot"), QStringLiteral("Write PNGs of the view to DIR."), QStringLiteral("DIR")});
    p.addOption({QStringLiteral("left"), QStringLiteral("diff --screenshot: the left file instead of the demo."),
                 QStringLiteral("FILE")});
    p.addOption(
        {QStringLiteral("right"), QStringLiteral("diff --screenshot: the right file."), QStringLiteral("FILE")});
    p.addOption({QStringLiteral("opcodes"), QStringLiteral("diff --screenshot: compare SASS by opcode only.")});
    if (!p.parse(args))
        return usageExit(p, QStringLiteral("bench ") + what);
    out(QStringLiteral("machine: %1, %2 cores, Qt platform %3")
            .arg(QSysInfo::prettyProductName())
            .arg(QThread::idealThreadCount())
            .arg(QGuiApplication::platformName()));
    return what == QLatin1String("roofline") ? benchRoofline(p, p.value(QStringLiteral("screenshot")))
                                             : benchDiff(p, p.value(QStringLiteral("screenshot")));
}

} // namespace kiln::cli
