#include "face/gameface.h"

#include "text/gametext.h"

#include "core/pack.h"

QString GameFace::dealBanner(const fs::Rules&, int) const
{
    return QString();
}

QStringList GameFace::tableFacts(const fs::PlayerView&, const SeatWords&) const
{
    return {};
}

QStringList GameFace::spokenFacts(const fs::PlayerView&, const SeatWords&) const
{
    return {};
}

QString GameFace::optionText(std::string_view) const
{
    return {};
}

QString GameFace::optionValueText(std::string_view, std::string_view) const
{
    return {};
}

QStringList GameFace::seatNotes(const fs::PlayerView&, int, const SeatWords&) const
{
    return {};
}

int GameFace::plateNoteLines(const fs::Rules&) const
{
    return 0;
}

QList<TablePile> GameFace::extraPiles(const fs::PlayerView&) const
{
    return {};
}

QString GameFace::plainQuestion(const fs::LegalActions& legal)
{
    return legal.play.empty() ? tr("Your decision:") : tr("Play a card, or choose:");
}

QString GameFace::choiceQuestion(const fs::LegalActions& legal) const
{
    return plainQuestion(legal);
}

QString GameFace::bidText(int bid) const
{
    return QString::number(bid);
}

QString GameFace::choiceText(fs::Choice choice) const
{
    return tr("Choice %1").arg(static_cast<int>(choice) + 1);
}

QString GameFace::reasonText(fs::Reason reason) const
{
    return fs::isOwnReason(reason) ? ownReasonText(reason) : GameText::reason(reason);
}

QString GameFace::ownReasonText(fs::Reason) const
{
    return tr("That move is not allowed.");
}

QString GameFace::dealNoteText(fs::DealNote, const QString&, bool) const
{
    return {};
}

QString GameFace::cardName(const fs::Pack& pack, fs::Card card) const
{
    return GameText::cardName(pack, card);
}

QString GameFace::spokenCardName(const fs::Pack& pack, fs::Card card) const
{
    // Only the French pack's names carry signs; the Spanish pack's are words already, with the
    // game's own names of its cards.
    return pack.kind() == fs::PackKind::French52 ? GameText::spokenCard(pack, card)
                                                 : cardName(pack, card);
}

QList<fs::Card> GameFace::handOrder(const fs::Pack& pack, fs::CardSet hand) const
{
    // Suits alternate in colour (clubs, diamonds, spades, hearts in the French pack) so
    // neighbouring suits are told apart at a glance; ranks rise from left to right.
    static constexpr int suitOrder[4] = {0, 1, 3, 2};
    QList<fs::Card> order;
    for (int s : suitOrder)
        for (fs::Card c : hand& pack.suitMask(s))
            order.append(c);
    return order;
}

QString GameFace::resultNote(const fs::Rules&) const
{
    return QString();
}

QString GameFace::wonOutrightNote() const
{
    return tr("The last deal decided the game on its own, whatever the totals.");
}
