#include "core/quoteformessage.h"

namespace fs {

namespace {

// Length of the well-formed UTF-8 character at text[i], or 0 when the bytes there are not one.
std::size_t utf8Length(std::string_view text, std::size_t i)
{
    const auto lead = static_cast<unsigned char>(text[i]);
    const std::size_t length = lead >= 0xf0 && lead <= 0xf4   ? 4
                               : lead >= 0xe0                 ? 3
                               : lead >= 0xc2 && lead <= 0xdf ? 2
                                                              : 0;
    if (length == 0 || i + length > text.size())
        return 0;
    for (std::size_t k = 1; k < length; ++k)
        if ((static_cast<unsigned char>(text[i + k]) & 0xc0) != 0x80)
            return 0;
    return length;
}

void appendEscaped(std::string& out, unsigned char byte)
{
    static constexpr char Hex[] = "0123456789abcdef";
    out += "\\x";
    out += Hex[byte >> 4];
    out += Hex[byte & 15];
}

// Control bytes and bytes that are not UTF-8 become \xNN, so nothing shown can move a terminal's
// cursor or break a dialog's text; a character is never cut in half at the limit.
std::string shown(std::string_view text, std::size_t limit, bool quote)
{
    std::string out = quote ? "\"" : "";
    std::size_t i = 0;
    while (i < text.size()) {
        const auto byte = static_cast<unsigned char>(text[i]);
        const std::size_t length = byte < 0x80 ? 1 : utf8Length(text, i);
        if (i + (length ? length : 1) > limit)
            break;
        if (byte < 0x20 || byte == 0x7f || length == 0) {
            appendEscaped(out, byte);
        } else if (length > 1) {
            out.append(text.substr(i, length));
        } else {
            if (quote && (byte == '"' || byte == '\\'))
                out += '\\';
            out += static_cast<char>(byte);
        }
        i += length ? length : 1;
    }
    if (quote)
        out += '"';
    if (i < text.size())
        out += "\u2026 (" + std::to_string(text.size()) + " bytes)";
    return out;
}

} // namespace

std::string quoteForMessage(std::string_view text, std::size_t limit)
{
    return shown(text, limit, true);
}

std::string clipForMessage(std::string_view text, std::size_t limit)
{
    return shown(text, limit, false);
}

} // namespace fs
