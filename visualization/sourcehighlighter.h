// SourceHighlighter: keyword/number/comment/string highlighting for the languages CodeView shows.
// Regex rules per language, built once; colours follow the palette so dark themes stay readable.
#pragma once

#include "codeview.h"

#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace kiln {

class SourceHighlighter : public QSyntaxHighlighter
{
public:
    SourceHighlighter(QTextDocument* document, CodeView::Language language, bool dark);

protected:
    void highlightBlock(const QString& text) override;

private:
    struct Rule
    {
        QRegularExpression pattern;
        QTextCharFormat format;
    };
    QList<Rule> m_rules;
    QTextCharFormat m_comment;
    bool m_blockComments = false;
};

} // namespace kiln
