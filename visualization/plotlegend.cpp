#include "plotlegend.h"

#include <qcustomplot.h>

#include <algorithm>

namespace kiln {

void placeLegendUnderTitle(QCustomPlot* plot)
{
    QCPLegend* legend = plot->legend;
    legend->setVisible(true);
    legend->setFont(QFont(plot->font().family(), std::max(7, plot->font().pointSize() - 1)));
    plot->axisRect()->insetLayout()->take(legend);
    plot->plotLayout()->insertRow(1);
    plot->plotLayout()->addElement(1, 0, legend);
    legend->setFillOrder(QCPLegend::foColumnsFirst);
    legend->setBorderPen(Qt::NoPen);
    legend->setBrush(Qt::NoBrush);
    plot->plotLayout()->setRowStretchFactor(1, 0.001); // the legend's row as small as its entries
    plot->plotLayout()->setRowSpacing(0);
}

} // namespace kiln
