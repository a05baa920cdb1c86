#pragma once
// Text read from a file (a settings value, a theme's name, a path), made safe to quote in a
// sentence shown to the player: control and formatting characters, which could hide or reorder
// the rest of the line, are spelled out as \u{…}, and anything past `limit` characters is cut
// off with an ellipsis. The core's fs::quoteForMessage does the same for its byte strings.

#include <QString>
#include <QStringView>

QString clippedForMessage(QStringView text, qsizetype limit = 60);
