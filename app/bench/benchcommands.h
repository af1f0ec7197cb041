// `kiln bench WHAT`: Kiln's benchmarks (docs/performance.md), a target of their own (kiln_bench) linked into
// the one executable. Each measures a real part (loader, store, views, run manager, Slurm) and prints its
// figures; none is a test.
#pragma once

#include <QString>
#include <QStringList>

namespace kiln::cli {

int benchCommand(const QStringList& args); // kiln bench tasks|report|runs|roofline|diff|gui|sass|search|slurm
// kiln bench roofline|diff: draws widgets, so main() gives it a QApplication (offscreen by default).
int benchViewsCommand(const QString& what, const QStringList& args);
// Whether these arguments ("kiln bench diff ...") need a QApplication rather than a QCoreApplication.
bool benchNeedsWidgets(const QStringList& args);
int benchRunsCommand(const QStringList& args);   // kiln bench runs
int benchGuiCommand(const QStringList& args);    // kiln bench gui (needs a QApplication)
int benchSlurmCommand(const QStringList& args);  // kiln bench slurm
int benchSassCommand(const QStringList& args);   // kiln bench sass
int benchSearchCommand(const QStringList& args); // kiln bench search

} // namespace kiln::cli
