// The legend of a chart in a row of its own under the title, its entries side by side: inside the axis rect
// it would hide points. Used by the charts whose legend names a few series (speedup chart, run timeline).
#pragma once

class QCustomPlot;

namespace kiln {

void placeLegendUnderTitle(QCustomPlot* plot);

} // namespace kiln
