// DiffView: two candidates' sources (or PTX, or SASS) side by side, aligned with filler lines, scrolled
// together, changed lines tinted and changed words marked; long unchanged stretches folded (click to
// open); F7 / Shift+F7 step through the changes. Above the text, the metric deltas of the two candidates.
// The diff is computed on a worker (BackgroundJob; textdiff.h) and shown when ready; a newer setTexts()
// drops the older result instead of racing it.
#pragma once

#include "codeview.h"
#include "metricdeltas.h"
#include "model/backgroundjob.h"
#include "textdiff.h"

#include <QHash>
#include <QWidget>
#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QToolButton;

namespace kiln {

class DiffView : public QWidget
{
    Q_OBJECT
public:
    explicit DiffView(QWidget* parent = nullptr);
    ~DiffView() override;

    // Starts the diff in the background; diffReady() follows once both views show it.
    void setTexts(const QString& leftTitle, const QString& leftText, const QString& rightTitle,
                  const QString& rightText, CodeView::Language language);
    // The rows above the text; they stay until replaced (setTexts keeps them, renaming the columns).
    void setMetricDeltas(const QList<MetricDelta>& rows);
    // Diagnostic findings the right side has and the left has not ("appeared"), and the reverse.
    void setFindingChanges(const QStringList& appeared, const QStringList& disappeared);

    // Markers on the lines of each side's own text (1-based; compiler messages, diagnostic findings), kept
    // on those lines as the diff aligns and unfolds them; a marker inside a closed fold marks the fold line.
    struct SideMarker
    {
        int line = 0;
        CodeView::MarkerKind kind = CodeView::MarkerKind::Info;
        QString message;
    };
    void setSideMarkers(const QList<SideMarker>& left, const QList<SideMarker>& right);

    // Recomputes the diff of the current texts (compare mode, whitespace).
    void setOptions(const DiffOptions& options);
    DiffOptions options() const { return m_options; }

    // Equal stretches longer than `lines` fold, keeping `context` lines visible on each side.
    void setFolding(int lines, int context = 3);

    bool isReady() const { return m_ready; }
    const TextDiff& diff() const { return m_diff; }
    int changeCount() const { return int(m_diff.changes.size()); }
    int currentChange() const { return m_current; }
    int foldCount() const; // folds still closed
    // The block of either view that shows diff row `row`; -1 while the row is inside a closed fold.
    int blockForRow(int row) const { return m_rowBlock.value(row, -1); }
    CodeView* leftView() const { return m_left; }
    CodeView* rightView() const { return m_right; }
    MetricDeltasView* metricsView() const { return m_metrics; }

public slots:
    void nextChange();
    void previousChange();
    void goToChange(int index);
    void expandAllFolds();

signals:
    void diffReady();
    void currentChangeChanged(int index, int count);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Fold
    {
        int block = 0;    // the "n unchanged lines" block
        int firstRow = 0; // the diff rows it hides
        int rowCount = 0;
        bool open = false;
    };

    void start();
    void showDiff(const TextDiff& diff);
    void buildDocuments();
    void openFold(int index);
    // Recomputes which block shows each row (closed folds take one block), calling back in order.
    void remap(const std::function<void(int row)>& onRow = {}, const std::function<void(const Fold&)>& onFold = {});
    void updateLineNumbers();
    void applySideMarkers(const QList<int>& leftNumbers, const QList<int>& rightNumbers);
    void updateStatus();

    DiffOptions m_options;
    QString m_leftText, m_rightText;
    CodeView::Language m_language = CodeView::Language::Plain;
    QList<MetricDelta> m_deltas;
    BackgroundJob m_diffJob{this}; // the latest texts' diff

    TextDiff m_diff;
    bool m_ready = false;
    int m_current = -1;
    int m_foldLines = 8;
    int m_foldContext = 3;
    QList<Fold> m_folds;
    QHash<int, int> m_foldAtBlock; // fold-line block -> index into m_folds
    QList<int> m_rowBlock;         // diff row -> block, -1 inside a closed fold
    QList<SideMarker> m_leftMarkers, m_rightMarkers;
    bool m_syncing = false;

    QLabel* m_leftTitle = nullptr;
    QLabel* m_rightTitle = nullptr;
    QLabel* m_status = nullptr;
    QComboBox* m_compare = nullptr;
    QCheckBox* m_whitespace = nullptr;
    QToolButton* m_prev = nullptr;
    QToolButton* m_next = nullptr;
    MetricDeltasView* m_metrics = nullptr;
    CodeView* m_left = nullptr;
    CodeView* m_right = nullptr;
};

} // namespace kiln
