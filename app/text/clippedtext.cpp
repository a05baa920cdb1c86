#include "text/clippedtext.h"

// A value made safe to quote in a sentence: control and formatting characters (which could hide or
// reorder the rest of the line) are spelled out as \u{…}, and anything past `limit` is cut off.
QString clippedForMessage(QStringView text, qsizetype limit)
{
    QString out;
    qsizetype i = 0;
    for (; i < text.size() && out.size() < limit; ++i) {
        char32_t c = text[i].unicode();
        if (text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            c = QChar::surrogateToUcs4(text[i], text[i + 1]);
            ++i;
        }
        switch (QChar::category(c)) {
        case QChar::Other_Control:
        case QChar::Other_Format:
        case QChar::Other_Surrogate:
        case QChar::Separator_Line:
        case QChar::Separator_Paragraph:
            out += QStringLiteral("\\u{%1}").arg(static_cast<uint>(c), 0, 16);
            break;
        default:
            out += QString::fromUcs4(&c, 1);
        }
    }
    if (i < text.size())
        out += QChar(0x2026); // …
    return out;
}
