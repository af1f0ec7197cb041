#include "codeview.h"

#include "sourcehighlighter.h"

#include <QFileInfo>
#include <QFontDatabase>
#include <QHelpEvent>
#include <QPainter>
#include <QTextBlock>
#include <QToolTip>
#include <algorithm>

namespace kiln {

class LineNumberArea : public QWidget
{
public:
    explicit LineNumberArea(CodeView* view) : QWidget(view), m_view(view) {}
    QSize sizeHint() const override { return {m_view->lineNumberAreaWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent* e) override { m_view->paintLineNumbers(e); }

private:
    CodeView* m_view;
};

namespace {
QColor markerColor(CodeView::MarkerKind k)
{
    switch (k) {
    case CodeView::MarkerKind::Error:
        return QColor(0xe0, 0x3c, 0x31);
    case CodeView::MarkerKind::Warning:
        return QColor(0xf2, 0xa9, 0x00);
    case CodeView::MarkerKind::Info:
        return QColor(0x3a, 0x86, 0xff);
    }
    return {};
}

bool isDark(const QPalette& p)
{
    return p.color(QPalette::Base).lightness() < 128;
}
} // namespace

CodeView::CodeView(QWidget* parent) : QPlainTextEdit(parent), m_lineNumbers(new LineNumberArea(this))
{
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setTabStopDistance(fontMetrics().horizontalAdvance(QLatin1Char(' ')) * 4);
    connect(this, &QPlainTextEdit::blockCountChanged, this,
            [this] { setViewportMargins(lineNumberAreaWidth(), 0, 0, 0); });
    connect(this, &QPlainTextEdit::updateRequest, this, &CodeView::updateLineNumberArea);
    setViewportMargins(lineNumberAreaWidth(), 0, 0, 0);
}

CodeView::Language CodeView::languageForFile(const QString& fileName)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix == QLatin1String("py"))
        return Language::Python;
    if (suffix == QLatin1String("ptx"))
        return Language::Ptx;
    if (suffix == QLatin1String("sass"))
        return Language::Sass;
    if (QStringList{"cu", "cuh", "cpp", "cc", "cxx", "h", "hpp", "hip", "c"}.contains(suffix))
        return Language::Cpp;
    return Language::Plain;
}

void CodeView::setSource(const QString& text, Language language)
{
    delete m_highlighter;
    m_highlighter = nullptr;
    clearMarkers();
    m_numbers.clear();
    m_maxNumber = 0;
    setPlainText(text);
    if (language != Language::Plain)
        m_highlighter = new SourceHighlighter(document(), language, isDark(palette()));
}

void CodeView::clearMarkers()
{
    m_markers.clear();
    applyMarkerSelections();
    m_lineNumbers->update();
}

void CodeView::addMarker(int line, MarkerKind kind, const QString& message)
{
    Marker& m = m_markers[line];
    if (m.messages.isEmpty() || static_cast<int>(kind) < static_cast<int>(m.kind))
        m.kind = kind;
    m.messages << message;
    applyMarkerSelections();
    m_lineNumbers->update();
}

void CodeView::scrollToLine(int line)
{
    const QTextBlock block = document()->findBlockByNumber(std::max(0, line - 1));
    QTextCursor c(block);
    setTextCursor(c);
    centerCursor();
}

void CodeView::setLineNumbers(const QList<int>& numbers)
{
    m_numbers = numbers;
    m_maxNumber = numbers.isEmpty() ? 0 : *std::max_element(numbers.begin(), numbers.end());
    setViewportMargins(lineNumberAreaWidth(), 0, 0, 0);
    const QRect cr = contentsRect();
    m_lineNumbers->setGeometry(QRect(cr.left(), cr.top(), lineNumberAreaWidth(), cr.height()));
    m_lineNumbers->update();
}

int CodeView::lineNumberAreaWidth() const
{
    const int digits = QString::number(std::max(1, m_numbers.isEmpty() ? blockCount() : m_maxNumber)).size();
    return 14 + fontMetrics().horizontalAdvance(QLatin1Char('9')) * std::max(3, digits);
}

void CodeView::resizeEvent(QResizeEvent* e)
{
    QPlainTextEdit::resizeEvent(e);
    const QRect cr = contentsRect();
    m_lineNumbers->setGeometry(QRect(cr.left(), cr.top(), lineNumberAreaWidth(), cr.height()));
}

bool CodeView::event(QEvent* e)
{
    if (e->type() == QEvent::ToolTip) {
        auto* he = static_cast<QHelpEvent*>(e);
        const QPoint inViewport = viewport()->mapFrom(this, he->pos());
        const int line = cursorForPosition(inViewport).blockNumber() + 1;
        if (m_markers.contains(line)) {
            QToolTip::showText(he->globalPos(), m_markers.value(line).messages.join('\n'), this);
            return true;
        }
        QToolTip::hideText();
        e->ignore();
        return true;
    }
    return QPlainTextEdit::event(e);
}

void CodeView::updateLineNumberArea(const QRect& rect, int dy)
{
    if (dy)
        m_lineNumbers->scroll(0, dy);
    else
        m_lineNumbers->update(0, rect.y(), m_lineNumbers->width(), rect.height());
}

void CodeView::paintLineNumbers(QPaintEvent* event)
{
    QPainter p(m_lineNumbers);
    const QPalette pal = palette();
    p.fillRect(event->rect(), pal.color(QPalette::AlternateBase));
    QTextBlock block = firstVisibleBlock();
    int number = block.blockNumber() + 1;
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    int bottom = top + qRound(blockBoundingRect(block).height());
    const int w = m_lineNumbers->width();
    while (block.isValid() && top <= event->rect().bottom()) {
        if (block.isVisible() && bottom >= event->rect().top()) {
            if (m_markers.contains(number)) {
                p.setBrush(markerColor(m_markers.value(number).kind));
                p.setPen(Qt::NoPen);
                const int h = bottom - top;
                p.drawEllipse(QRect(3, top + h / 2 - 4, 8, 8));
            }
            const int shown = m_numbers.isEmpty() ? number : m_numbers.value(number - 1);
            p.setPen(pal.color(QPalette::PlaceholderText));
            if (shown > 0)
                p.drawText(0, top, w - 4, fontMetrics().height(), Qt::AlignRight, QString::number(shown));
        }
        block = block.next();
        top = bottom;
        bottom = top + qRound(blockBoundingRect(block).height());
        ++number;
    }
}

void CodeView::applyMarkerSelections()
{
    QList<QTextEdit::ExtraSelection> sel;
    for (auto it = m_markers.begin(); it != m_markers.end(); ++it) {
        QTextEdit::ExtraSelection s;
        QColor c = markerColor(it.value().kind);
        c.setAlpha(40);
        s.format.setBackground(c);
        s.format.setProperty(QTextFormat::FullWidthSelection, true);
        s.cursor = QTextCursor(document()->findBlockByNumber(it.key() - 1));
        sel << s;
    }
    setExtraSelections(sel);
}

} // namespace kiln
