// Text helpers the listing parsers share (PTX, SASS, AMDGPU ISA): they walk large listings line by line as
// views into one buffer, so nothing here copies.
#pragma once

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

} // namespace kiln
