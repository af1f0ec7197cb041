// CodeView: read-only source view with line numbers, syntax highlighting (CUDA/HIP/C++, Python, PTX,
// SASS) and per-line markers (compiler errors and warnings, diagnostic findings) whose message shows
// on hover. Reused by the task page, the candidate page and the diff page.
#pragma once

#include <QMap>
#include <QPlainTextEdit>

namespace kiln {

class SourceHighlighter;

class CodeView : public QPlainTextEdit
{
    Q_OBJECT
public:
    enum class Language { Cpp, Python, Ptx, Sass, Plain };
    enum class MarkerKind { Error, Warning, Info };

    explicit CodeView(QWidget* parent = nullptr);

    void setSource(const QString& text, Language language);
    static Language languageForFile(const QString& fileName);

    void clearMarkers();
    void addMarker(int line, MarkerKind kind, const QString& message);
    // The marked lines (1-based, ascending) and what hovering one shows.
    QList<int> markerLines() const { return m_markers.keys(); }
    QString markerText(int line) const { return m_markers.value(line).messages.join(QLatin1Char('\n')); }
    void scrollToLine(int line);
    // The number shown beside each block (0: none), for views whose blocks are not the file's lines
    // (the diff view's filler and fold lines). Empty: block number + 1. Cleared by setSource().
    void setLineNumbers(const QList<int>& numbers);
    int lineNumberAreaWidth() const;

protected:
    void resizeEvent(QResizeEvent* event) override;
    bool event(QEvent* event) override;

private:
    friend class LineNumberArea;
    void paintLineNumbers(QPaintEvent* event);
    void updateLineNumberArea(const QRect& rect, int dy);
    void applyMarkerSelections();

    QWidget* m_lineNumbers = nullptr;
    SourceHighlighter* m_highlighter = nullptr;
    struct Marker
    {
        MarkerKind kind;
        QStringList messages;
    };
    QMap<int, Marker> m_markers; // 1-based line -> marker
    QList<int> m_numbers;        // see setLineNumbers
    int m_maxNumber = 0;
};

} // namespace kiln
