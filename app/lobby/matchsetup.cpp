#include "lobby/matchsetup.h"

#include "registry/gameregistry.h"
#include "text/coretext.h"

#include <QCoreApplication>
#include <QStringList>

namespace {

// Settings are checked text: nothing this long is a line this app wrote.
constexpr int MaxTextLength = 2000;

} // namespace

QString MatchSetup::firstGame()
{
    return QString::fromStdString(fs::allGames().front().id);
}

MatchSetup MatchSetup::defaults(const QString& gameId)
{
    MatchSetup setup;
    const fs::GameInfo* info = fs::findGame(gameId.toStdString());
    if (!info)
        return setup;
    setup.gameId = gameId;
    setup.seats = info->defaultSeats;
    for (const fs::OptionInfo& option : info->options)
        setup.options[option.key] = option.defaultValue;
    return setup;
}

QString MatchSetup::problem() const
{
    return CoreText::setupProblem(gameId.toStdString(), seats, options);
}

QString MatchSetup::variantText() const
{
    const fs::GameInfo* info = fs::findGame(gameId.toStdString());
    if (!info)
        return QString();
    QStringList parts;
    if (info->minSeats != info->maxSeats)
        parts << QCoreApplication::translate("MatchSetup", "%1 players").arg(seats);
    for (const fs::OptionInfo& option : info->options) {
        const auto given = options.find(option.key);
        if (given != options.end() && given->second != option.defaultValue)
            parts << QString::fromStdString(option.key) + QLatin1Char('=') +
                         QString::fromStdString(given->second);
    }
    return parts.join(QStringLiteral("; "));
}

QString MatchSetup::toText() const
{
    QStringList parts{QStringLiteral("game=") + gameId,
                      QStringLiteral("seats=") + QString::number(seats)};
    for (const auto& [key, value] : options)
        parts << QString::fromStdString(key) + QLatin1Char('=') + QString::fromStdString(value);
    return parts.join(QLatin1Char(';'));
}

std::optional<MatchSetup> MatchSetup::fromText(const QString& text)
{
    if (text.isEmpty() || text.size() > MaxTextLength)
        return std::nullopt;
    MatchSetup setup;
    for (const QString& part : text.split(QLatin1Char(';'))) {
        const qsizetype equals = part.indexOf(QLatin1Char('='));
        if (equals <= 0)
            return std::nullopt;
        const QString key = part.left(equals);
        const QString value = part.mid(equals + 1);
        if (key == QLatin1String("game")) {
            setup.gameId = value;
        } else if (key == QLatin1String("seats")) {
            bool ok = false;
            setup.seats = value.toInt(&ok);
            if (!ok)
                return std::nullopt;
        } else {
            setup.options[key.toStdString()] = value.toStdString();
        }
    }
    if (!setup.problem().isEmpty())
        return std::nullopt;
    return setup;
}
