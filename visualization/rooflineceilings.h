// RooflineCeilings: the roofs on a RooflinePlot: the ceiling lines (measured solid, datasheet dashed),
// their labels and the ridge markers. The lines and labels belong to the plot (they go with its
// clearPlottables() / clearItems(); call clear() then). update() runs on every range change: it cuts
// the lines to the visible range, since Qt strokes and dashes a line's whole length however little
// of it shows, and places the labels in pixels so they stay on screen and along their line when zoomed.
#pragma once

#include "rooflinegeometry.h"

#include <QColor>
#include <QList>
#include <QPointF>
#include <qcustomplot.h>

namespace kiln {

inline const QColor kMeasuredCeilingColor{0x44, 0x44, 0x44};
inline const QColor kDatasheetCeilingColor{0x88, 0x88, 0x88};

class RooflineCeilings
{
public:
    explicit RooflineCeilings(QCustomPlot* plot);

    void clear();
    // FLOP/s against FLOP/byte: the sloped DRAM roofs, a flat roof per dtype, the ridges.
    void addRoofline(const RooflineGeometry& geometry);
    // Bytes/s against bytes: the DRAM roofs, flat.
    void addBandwidth(const RooflineGeometry& geometry);
    void update();

private:
    void clipLines();

    struct Label
    {
        QCPItemText* text = nullptr;
        bool memory = false; // sloped (roofline view) or flat
        double value = 0;    // FLOP/s or bytes/s
        double startX = 0;   // a compute roof starts at its ridge
        bool below = false;  // the lower of two close ceilings puts its label under the line
    };
    struct Segment
    { // straight in log-log space, kept whole here
        QCPGraph* graph = nullptr;
        QPointF from, to;
    };

    QCustomPlot* m_plot;
    QList<Label> m_labels;
    QList<Segment> m_segments;
};

} // namespace kiln
