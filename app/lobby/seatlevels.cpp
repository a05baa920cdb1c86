#include "lobby/seatlevels.h"

#include <QStringList>

QString SeatLevels::toText(const QList<fs::Level>& levels)
{
    QStringList names;
    for (const fs::Level level : levels)
        names << QString::fromLatin1(fs::levelName(level));
    return names.join(QLatin1Char(','));
}

std::optional<QList<fs::Level>> SeatLevels::fromText(const QString& text)
{
    const QStringList names = text.split(QLatin1Char(','));
    if (text.trimmed().isEmpty() || names.size() > MaxLevels)
        return std::nullopt;
    QList<fs::Level> levels;
    for (const QString& name : names) {
        const std::optional<fs::Level> level =
            fs::parseLevel(name.trimmed().toLower().toStdString());
        if (!level)
            return std::nullopt;
        levels << *level;
    }
    return levels;
}

QList<fs::Level> SeatLevels::forSeats(QList<fs::Level> levels, int seats)
{
    levels.resize(std::max(0, seats), Default);
    return levels;
}

QString SeatLevels::displayName(fs::Level level)
{
    switch (level) {
    case fs::Level::Easy:
        return tr("Easy");
    case fs::Level::Medium:
        return tr("Medium");
    case fs::Level::Hard:
        return tr("Hard");
    }
    return tr("Medium");
}
