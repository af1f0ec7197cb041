// Text helpers the listing parsers share (PTX, SASS, AMDGPU ISA): they walk large listings line by line as
// views into one buffer, so nothing here copies.
#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace kiln {

// `s` without the spaces, tabs and carriage returns at either end.
inline QByteArrayView trimmedLine(QByteArrayView s)
{
    qsizetype b = 0, e = s.size();
    while (b < e && (s[b] == ' ' || s[b] == '\t' || s[b] == '\r'))
        ++b;
    while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t' || s[e - 1] == '\r'))
        --e;
    return s.sliced(b, e - b);
}

// The lines of a listing, trimmed, one at a time: `while (lines.next())`, then line() and number() (0-based).
// It reads `text` in place: the text must outlive it.
class ListingLines
{
public:
    explicit ListingLines(const QByteArray& text) : m_text(text) {}
    bool next()
    {
        if (m_pos >= m_text.size())
            return false;
        qsizetype end = m_text.indexOf('\n', m_pos);
        if (end < 0)
            end = m_text.size();
        m_line = trimmedLine(QByteArrayView(m_text.constData() + m_pos, end - m_pos));
        m_pos = end + 1;
        ++m_count;
        return true;
    }
    QByteArrayView line() const { return m_line; }
    int number() const { return m_count - 1; }
    int count() const { return m_count; } // lines read so far

private:
    const QByteArray& m_text;
    QByteArrayView m_line;
    qsizetype m_pos = 0;
    int m_count = 0;
};

} // namespace kiln
