#include "text/coretext.h"

#include "face/gameface.h"
#include "games/gamefaces.h"
#include "registry/gameregistry.h"

#include <QLocale>
#include <QStringList>

namespace {

QString optionName(const fs::GameInfo& game, const std::string& key)
{
    const QString text = GameFaces::list().of(game.id).optionText(key);
    return text.isEmpty() ? QString::fromStdString(key) : text;
}

} // namespace

QString CoreText::setupProblem(const std::string& gameId, int seats, const fs::Options& options)
{
    const fs::GameInfo* game = fs::findGame(gameId);
    if (!game)
        return tr("This version of Follow Suit has no game called “%1”.")
            .arg(QString::fromStdString(gameId));
    const QString name = GameFaces::list().name(QString::fromStdString(game->id));
    if (seats < game->minSeats || seats > game->maxSeats) {
        if (game->minSeats == game->maxSeats)
            return tr("%1 is played by %n players, not by %2.", nullptr, game->minSeats)
                .arg(name)
                .arg(seats);
        return tr("%1 is played by %2 to %3 players, not by %4.")
            .arg(name)
            .arg(game->minSeats)
            .arg(game->maxSeats)
            .arg(seats);
    }
    for (const auto& [key, value] : options) {
        const fs::OptionInfo* known = nullptr;
        for (const fs::OptionInfo& option : game->options)
            if (option.key == key)
                known = &option;
        if (!known)
            return tr("%1 has no option called “%2”.").arg(name, QString::fromStdString(key));
        if (fs::optionValueProblem(*known, value).empty())
            continue;
        const QString option = optionName(*game, key);
        const QString given = QString::fromStdString(value);
        switch (known->kind) {
        case fs::OptionKind::Flag:
            return tr("The option “%1” is either on or off, not “%2”.").arg(option, given);
        case fs::OptionKind::Number:
            return tr("The option “%1” takes a number from %2 to %3, not “%4”.")
                .arg(option)
                .arg(known->min)
                .arg(known->max)
                .arg(given);
        case fs::OptionKind::Choice: {
            QStringList choices;
            for (const std::string& choice : known->choices) {
                const QString text = GameFaces::list().of(game->id).optionValueText(key, choice);
                choices << QStringLiteral("“%1”").arg(
                    text.isEmpty() ? QString::fromStdString(choice) : text);
            }
            return tr("The option “%1” cannot be “%2”; it takes one of these: %3.")
                .arg(option, given, QLocale().createSeparatedList(choices));
        }
        }
    }
    std::string error;
    if (!fs::createRules(gameId, seats, options, error))
        return tr("%1 cannot be played with these options.").arg(name);
    return {};
}

QString CoreText::recordProblem(const fs::RecordError& error, const fs::GameRecord* record)
{
    switch (error.kind) {
    case fs::RecordErrorKind::None:
        return {};
    case fs::RecordErrorKind::Malformed:
        return tr("It is not a Follow Suit game record, or it is damaged.");
    case fs::RecordErrorKind::BadSetup:
        if (record && !record->game.empty()) {
            const QString why = setupProblem(record->game, record->players, record->options);
            if (!why.isEmpty())
                return why;
        }
        return tr("It names a game, a number of players or an option that this version of "
                  "Follow Suit does not have.");
    case fs::RecordErrorKind::BadDeal:
        return tr("Its cards are damaged: a deal is not a whole, shuffled pack.");
    case fs::RecordErrorKind::IllegalAction:
        return tr("Move %1 in it is one the rules do not allow at that point.")
            .arg(error.actionNumber);
    case fs::RecordErrorKind::AfterMatchEnd:
        return tr("It goes on after the end of the match, at move %1.").arg(error.actionNumber);
    }
    return {};
}

QString CoreText::fileProblem(const fs::FileResult& result)
{
    switch (result.error) {
    case fs::FileErrorKind::None:
        return {};
    case fs::FileErrorKind::Unreadable:
        return tr("The file cannot be read: it is missing, not a file, or not open to you.");
    case fs::FileErrorKind::TooLarge:
        return tr("The file is too large to be a game record.");
    case fs::FileErrorKind::Unwritable:
        return tr("The file cannot be written: the folder is not open to you or the disk is "
                  "full.");
    }
    return {};
}
