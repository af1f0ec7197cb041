#include "sourcehighlighter.h"

namespace kiln {

namespace {
QTextCharFormat fmt(const QColor& c, bool bold = false)
{
    QTextCharFormat f;
    f.setForeground(c);
    if (bold)
        f.setFontWeight(QFont::Bold);
    return f;
}
} // namespace

SourceHighlighter::SourceHighlighter(QTextDocument* document, CodeView::Language language, bool dark)
    : QSyntaxHighlighter(document)
{
    const QColor keyword = dark ? QColor(0x82, 0xaa, 0xff) : QColor(0x00, 0x33, 0x99);
    const QColor type = dark ? QColor(0x4e, 0xc9, 0xb0) : QColor(0x26, 0x7f, 0x99);
    const QColor number = dark ? QColor(0xb5, 0xce, 0xa8) : QColor(0x09, 0x86, 0x58);
    const QColor string = dark ? QColor(0xce, 0x91, 0x78) : QColor(0xa3, 0x15, 0x15);
    const QColor preproc = dark ? QColor(0xc5, 0x86, 0xc0) : QColor(0x80, 0x00, 0x80);
    const QColor special = dark ? QColor(0xdc, 0xdc, 0xaa) : QColor(0x79, 0x5e, 0x26);
    m_comment = fmt(dark ? QColor(0x6a, 0x99, 0x55) : QColor(0x00, 0x80, 0x00));

    auto words = [](const QStringList& w) { return QRegularExpression(QStringLiteral("\\b(%1)\\b").arg(w.join('|'))); };
    // Word lists, packed.
    // clang-format off
    switch (language) {
    case CodeView::Language::Cpp:
        m_blockComments = true;
        m_rules << Rule{words({"if", "else", "for", "while", "do", "return", "break", "continue", "switch", "case",
                               "default", "struct", "class", "template", "typename", "namespace", "using", "static",
                               "const", "constexpr", "inline", "extern", "volatile", "sizeof", "auto", "true", "false",
                               "nullptr", "static_cast", "reinterpret_cast", "__restrict__", "__syncthreads",
                               "__shfl_down_sync", "__shfl_xor_sync"}),
                        fmt(keyword, true)};
        m_rules << Rule{words({"__global__", "__device__", "__host__", "__shared__", "__constant__", "__launch_bounds__",
                               "KILN_ENTRY"}),
                        fmt(special, true)};
        m_rules << Rule{words({"void", "int", "unsigned", "float", "double", "char", "bool", "long", "short", "int32_t",
                               "int64_t", "uint32_t", "uint64_t", "size_t", "half", "__half", "__nv_bfloat16",
                               "float4", "float2", "int4", "dim3", "cudaStream_t", "hipStream_t", "kiln_tensor"}),
                        fmt(type)};
        m_rules << Rule{QRegularExpression(QStringLiteral("\\b(threadIdx|blockIdx|blockDim|gridDim|warpSize)\\b")),
                        fmt(special)};
        m_rules << Rule{QRegularExpression(QStringLiteral("^\\s*#\\s*\\w+.*$")), fmt(preproc)};
        m_rules << Rule{QRegularExpression(QStringLiteral("\\b(0x[0-9a-fA-F]+|\\d+\\.?\\d*([eE][-+]?\\d+)?[fFuUlL]*)\\b")),
                        fmt(number)};
        m_rules << Rule{QRegularExpression(QStringLiteral("\"([^\"\\\\]|\\\\.)*\"")), fmt(string)};
        m_rules << Rule{QRegularExpression(QStringLiteral("//.*$")), m_comment};
        break;
    case CodeView::Language::Python:
        m_rules << Rule{words({"def", "class", "return", "if", "elif", "else", "for", "while", "in", "import", "from",
                               "as", "with", "not", "and", "or", "is", "None", "True", "False", "lambda", "yield",
                               "pass", "raise", "try", "except", "finally", "self"}),
                        fmt(keyword, true)};
        m_rules << Rule{QRegularExpression(QStringLiteral("@[\\w\\.]+")), fmt(special, true)};
        m_rules << Rule{QRegularExpression(QStringLiteral("\\b(tl|triton|torch)\\.[\\w\\.]+")), fmt(type)};
        m_rules << Rule{QRegularExpression(QStringLiteral("\\b\\d+\\.?\\d*([eE][-+]?\\d+)?\\b")), fmt(number)};
        m_rules << Rule{QRegularExpression(QStringLiteral("(\"[^\"]*\"|'[^']*')")), fmt(string)};
        m_rules << Rule{QRegularExpression(QStringLiteral("#.*$")), m_comment};
        break;
    case CodeView::Language::Ptx:
        m_rules << Rule{QRegularExpression(QStringLiteral("^\\s*\\.[\\w]+")), fmt(preproc)};
        m_rules << Rule{QRegularExpression(QStringLiteral("\\b(ld|st|mov|add|mul|fma|mad|cvt|setp|bra|ret|bar|wgmma|mma|cp)\\.[\\w\\.]*")),
                        fmt(keyword, true)};
        m_rules << Rule{QRegularExpression(QStringLiteral("%[\\w]+")), fmt(type)};
        m_rules << Rule{QRegularExpression(QStringLiteral("//.*$")), m_comment};
        break;
    case CodeView::Language::Sass:
        m_rules << Rule{QRegularExpression(QStringLiteral("\\b(LDG|STG|LDS|STS|LDL|STL|HGMMA|HMMA|IMMA|FFMA|FADD|FMUL|BAR|BRA|EXIT|MOV|IMAD|ISETP|SHFL)[\\w\\.]*")),
                        fmt(keyword, true)};
        m_rules << Rule{QRegularExpression(QStringLiteral("\\bU?R\\d+\\b|\\bP\\d\\b")), fmt(type)};
        m_rules << Rule{QRegularExpression(QStringLiteral("/\\*[0-9a-f]+\\*/")), m_comment};
        break;
    case CodeView::Language::Plain:
        break;
    }
    // clang-format on
}

void SourceHighlighter::highlightBlock(const QString& text)
{
    for (const Rule& r : m_rules) {
        auto it = r.pattern.globalMatch(text);
        while (it.hasNext()) {
            const auto m = it.next();
            setFormat(static_cast<int>(m.capturedStart()), static_cast<int>(m.capturedLength()), r.format);
        }
    }
    if (!m_blockComments)
        return;
    // /* ... */ spanning lines: block state 1 = inside a comment.
    setCurrentBlockState(0);
    qsizetype start = previousBlockState() == 1 ? 0 : text.indexOf(QLatin1String("/*"));
    while (start >= 0) {
        const qsizetype end = text.indexOf(QLatin1String("*/"), start + (previousBlockState() == 1 ? 0 : 2));
        qsizetype length;
        if (end < 0) {
            setCurrentBlockState(1);
            length = text.length() - start;
        } else {
            length = end - start + 2;
        }
        setFormat(static_cast<int>(start), static_cast<int>(length), m_comment);
        start = end < 0 ? -1 : text.indexOf(QLatin1String("/*"), start + length);
    }
}

} // namespace kiln
