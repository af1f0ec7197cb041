// Entry of the GUI path of main(): parses `kiln gui` options, opens the main window (or renders a
// screenshot of one page and exits).
#pragma once

#include <QStringList>

namespace kiln {
int runGui(const QStringList& args);
// `kiln gui --help`: the options above, printed without opening a window (no display needed).
QString guiHelpText();
} // namespace kiln
