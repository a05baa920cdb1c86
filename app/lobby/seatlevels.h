#pragma once
// The strength each computer seat plays at, as the lobby, the command line, the settings and a
// save's meta write it: level names (fs::levelName) separated by commas, "easy,medium,hard".
// Text from a file or a command line is checked here, so a damaged list never reaches a match.

#include "ai/levels.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

class SeatLevels {
    Q_DECLARE_TR_FUNCTIONS(SeatLevels)

public:
    // The level a seat plays at when nothing says otherwise.
    static constexpr fs::Level Default = fs::Level::Medium;
    // No table seats more than this; a longer list is not one this app wrote.
    static constexpr int MaxLevels = 16;

    static QString toText(const QList<fs::Level>& levels);
    // Nothing when a name is unknown, the list is empty or longer than MaxLevels.
    static std::optional<QList<fs::Level>> fromText(const QString& text);
    // `levels` cut or padded with Default to `seats` entries.
    static QList<fs::Level> forSeats(QList<fs::Level> levels, int seats);
    // "Easy", "Medium", "Hard" in the user's language.
    static QString displayName(fs::Level level);
};
