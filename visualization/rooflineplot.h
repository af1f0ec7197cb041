// RooflinePlot: the roofline of one device with one dot per measured (candidate, configuration), on
// QCustomPlot. Three views of the same points: the log-log roofline (FLOP/s against FLOP/byte), the
// bandwidth view for kernels without FLOPs (bytes/s against bytes moved, under the DRAM ceiling), and
// the per-task bars of the best fraction of roofline (the suite-wide gap at a glance).
// Hover a point for its figures and the gap to its roof; click it to open the candidate; drag a box to
// zoom, wheel to zoom, double-click to reset; right-click for views and exports.
// Drawn for 100,000 points: one graph per marker style, never one per point, and dense clouds as
// dots rasterized into one image instead of antialiased discs (../shared/design/gui-performance.md).
#pragma once

#include "model/device/rooflinepoint.h"
#include "rooflinegeometry.h"
#include "rooflinetable.h"

#include <QVector>
#include <memory>
#include <qcustomplot.h>

namespace kiln {

class DotCloud;
class RooflineCeilings;

class RooflinePlot : public QCustomPlot
{
    Q_OBJECT
public:
    enum class View { Roofline, Bandwidth, TaskFractions };

    explicit RooflinePlot(QWidget* parent = nullptr);
    ~RooflinePlot() override;

    // The ceilings: `dtypes` are the compute roofs to draw (the dtypes the task uses).
    void setDevice(const DeviceSpec& device, const QStringList& dtypes);
    const RooflineGeometry& geometry() const { return m_geometry; }
    // The plot's title: the view, the device and where its ceilings come from ("assumed ceilings",
    // "datasheet ceilings", "calibrated 2026-12-01").
    QString titleText() const { return m_title; }

    // Replaces all points and resets the zoom. A roofline view with no FLOP-counted point switches to
    // the bandwidth view.
    void setPoints(const QList<RooflinePoint>& points);
    const QList<RooflinePoint>& points() const { return m_points; }

    void setView(View view);
    View view() const { return m_view; }

    // Rings every point of this candidate; an empty id clears the highlight.
    void setSelectedCandidate(const QString& candidateId);
    QString selectedCandidate() const { return m_selected; }

    // Above this many candidate points in the visible range, candidates are drawn as dots (dotcloud.h).
    void setDenseThreshold(int points);

    // Index into points() of the point drawn nearest `pos` (widget coordinates, within 8 px), or -1.
    int pointAt(const QPointF& pos) const;
    // In the task view: the row (index into taskRows()) whose bar is at `pos`, or -1.
    int taskRowAt(const QPointF& pos) const;
    const QList<TaskFraction>& taskRows() const { return m_taskRows; }
    QString taskTooltipText(int row) const;
    // Where points()[index] is drawn, in widget coordinates (NaN when it is not in the current view).
    QPointF pixelPosition(int index) const;
    QString tooltipText(int index) const;

    bool exportPng(const QString& path, int width = 0, int height = 0);
    bool exportPdf(const QString& path);
    bool exportCsv(const QString& path, QString* error = nullptr) const;

public slots:
    void resetZoom();

signals:
    void candidateClicked(const QString& candidateId);
    void viewChanged(View view);

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    struct Series
    {
        QCPGraph* graph = nullptr;
        RooflinePoint::Role role;
        QVector<int> indices; // into m_points, in the order of the graph's (sorted) keys
        QVector<double> keys;
    };

    void rebuild();
    void buildScatterView();
    void setScatterAxes(bool roofline);
    void addScatterTitle(bool roofline);
    QList<QPair<RooflinePoint::Role, bool>> addScatterSeries(int* outside);
    void addOutsideNote(int outside, bool roofline);
    void buildTaskView();
    void addLegendKeys(const QStringList& groups, const QList<QPair<RooflinePoint::Role, bool>>& styles);
    void placeLegend();
    void takeLegendInside();
    void updateSelectionOverlay();
    void updateDensity(bool restyle = false);
    void updateCeilings();
    void showContextMenu(const QPoint& pos);
    bool inView(const RooflinePoint& p) const;
    QPointF coordinates(const RooflinePoint& p) const;
    QColor groupColor(const QString& group) const;
    QCPScatterStyle markerStyle(RooflinePoint::Role role, bool hidden, const QColor& color) const;

    RooflineGeometry m_geometry;
    QList<RooflinePoint> m_points;
    View m_view = View::Roofline;
    QString m_selected;
    QString m_title;
    int m_denseThreshold = 2000;
    bool m_dense = false;

    QList<Series> m_series;
    QCPGraph* m_selectionOverlay = nullptr;
    DotCloud* m_cloud = nullptr;
    QStringList m_groups; // in first-seen order; colours follow it

    std::unique_ptr<RooflineCeilings> m_ceilings;

    // The per-task view's rows, bottom to top as drawn (row i at key i).
    QList<TaskFraction> m_taskRows;

    QPoint m_pressPos;
    QString m_hoverText;
};

} // namespace kiln
