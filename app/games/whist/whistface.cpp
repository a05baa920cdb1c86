#include "games/whist/whistface.h"

#include "games/whist/whistrules.h"

#include "games/whist/whistsheetmodel.h"

QString WhistFace::name() const
{
    return tr("Whist");
}

QString WhistFace::tagline() const
{
    return tr("The classic partnership game: trumps turned up, odd tricks and honours.");
}

QString WhistFace::summary() const
{
    return tr("Four players in two partnerships, partners opposite. The dealer's last card is "
              "turned up for trumps. Follow suit; the highest trump, else the highest card of "
              "the suit led, wins. The side taking seven or more tricks scores one point for "
              "each trick above six; the first side to five points wins the game.");
}

QString WhistFace::optionText(std::string_view key) const
{
    if (key == "target")
        return tr("Points that win a game (5 in English short whist, 7 in American)");
    if (key == "honours")
        return tr("Score 4 or 2 for holding four or three of the ace, king, queen and jack of "
                  "trumps (not at one point from the target)");
    if (key == "rubber")
        return tr("Play a rubber: the first side to win two games");
    return {};
}

ScoreSheetModel* WhistFace::createSheet(QObject* parent) const
{
    return new WhistSheetModel(parent);
}

QString WhistFace::dealNoteText(fs::DealNote note, const QString& who, bool) const
{
    if (note == fs::WhistNote::Honours)
        return who.isEmpty() ? tr("Honours") : tr("Honours to %1").arg(who);
    if (note == fs::WhistNote::GameWon)
        return who.isEmpty() ? tr("Game won") : tr("A game to %1").arg(who);
    return {};
}
