#include "games/spades/spadesface.h"

#include "games/spades/spadesrules.h"
#include "games/spades/spadessheetmodel.h"

QString SpadesFace::name() const
{
    return tr("Spades");
}

QString SpadesFace::tagline() const
{
    return tr("Bid with your partner, spades always trumps: make the contract, dodge the bags.");
}

QString SpadesFace::summary() const
{
    return tr("Four players in two partnerships, partners opposite; spades are always trumps. "
              "Each player bids the tricks they expect to take, or nil for none. A side that "
              "makes its contract scores 10 a trick bid and 1 for each extra trick, a bag; "
              "every tenth bag costs 100. Nil scores 100, blind nil 200, or loses as much. "
              "Spades may not be led until broken. The first side to 500 wins.");
}

QString SpadesFace::optionText(std::string_view key) const
{
    if (key == "target")
        return tr("The game ends after a deal that leaves a side at or above this total; the "
                  "higher total wins");
    if (key == "losing")
        return tr("A side whose total falls to this or lower loses at once");
    if (key == "blindnil")
        return tr("A player whose side trails by 100 or more may bid blind nil before seeing "
                  "the hand");
    return {};
}

ScoreSheetModel* SpadesFace::createSheet(QObject* parent) const
{
    return new SpadesSheetModel(parent);
}

QStringList SpadesFace::tableFacts(const fs::PlayerView& view, const SeatWords&) const
{
    const fs::GameState& s = view.state();
    const int mine = view.seat() >= 0 ? view.seat() % 2 : 0;
    QStringList facts;
    if (s.phase == fs::Phase::Playing)
        facts << (s.vars<fs::SpadesVars>().spadesBroken ? tr("Spades are broken")
                                                        : tr("Spades are not broken yet"));
    // A side's bags are the last digit of its total (docs/rules/spades.md).
    facts << tr("Bags: %1 for your side, %2 for the other side")
                 .arg(fs::SpadesRules::bagsIn(s.totalsAtStart[static_cast<std::size_t>(mine)]))
                 .arg(fs::SpadesRules::bagsIn(s.totalsAtStart[static_cast<std::size_t>(1 - mine)]));
    return facts;
}

QStringList SpadesFace::seatNotes(const fs::PlayerView& view, int seat, const SeatWords&) const
{
    const fs::GameState& s = view.state();
    if (seat < 0 || seat >= s.seats() || s.bids[static_cast<std::size_t>(seat)] != 0)
        return {};
    const bool blind = fs::SpadesRules::bidBlind(s, seat);
    if (s.tricksOf(seat) > 0)
        return {blind ? tr("Blind nil lost") : tr("Nil lost")};
    return {blind ? tr("Blind nil") : tr("Nil")};
}

int SpadesFace::plateNoteLines(const fs::Rules&) const
{
    return 1; // nil or blind nil, kept or lost
}

QString SpadesFace::choiceQuestion(const fs::LegalActions& legal) const
{
    if (legal.allowsChoice(fs::SpadesChoice::BlindNil))
        return tr("Your side is 100 or more behind. Bid blind nil, for 200, before you look at "
                  "your cards?");
    return plainQuestion(legal);
}

QString SpadesFace::bidText(int bid) const
{
    return bid == 0 ? tr("Nil") : GameFace::bidText(bid);
}

QString SpadesFace::choiceText(fs::Choice choice) const
{
    if (choice == fs::SpadesChoice::BlindNil)
        return tr("Bid blind nil");
    if (choice == fs::SpadesChoice::LookAtCards)
        return tr("Look at my cards");
    return GameFace::choiceText(choice);
}

QString SpadesFace::ownReasonText(fs::Reason reason) const
{
    if (reason == fs::SpadesReason::SpadesNotBroken)
        return tr("Spades are not broken yet: lead another suit.");
    return GameFace::ownReasonText(reason);
}
