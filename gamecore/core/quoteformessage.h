#pragma once
// Text from a file or a command line, made safe to repeat in a message: quoted, control bytes
// escaped, and clipped, so a ten-megabyte member name or a run of binary garbage cannot flood a
// terminal or a dialog, or hide the rest of the message.

#include <cstddef>
#include <string>
#include <string_view>

namespace fs {

inline constexpr std::size_t QuotedLimit = 40; // bytes of the original text shown at most

// "seeed" for short text; "aaaa…" (10485760 bytes) when clipped; \x00 for control bytes.
std::string quoteForMessage(std::string_view text, std::size_t limit = QuotedLimit);

// The same without the quotes, for text that is itself a message (a parser's, which quotes
// the input it stopped at).
std::string clipForMessage(std::string_view text, std::size_t limit);

} // namespace fs
