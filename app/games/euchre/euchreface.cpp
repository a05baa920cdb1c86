#include "games/euchre/euchreface.h"

#include "games/euchre/euchrerules.h"
#include "games/euchre/euchresheetmodel.h"

QString EuchreFace::name() const
{
    return tr("Euchre");
}

QString EuchreFace::tagline() const
{
    return tr("Twenty-four cards, two bowers: make trumps with your partner, or go alone.");
}

QString EuchreFace::summary() const
{
    return tr("Four players in two partnerships with 24 cards, 9 to ace, five each. A turned "
              "card proposes trumps: order it up or pass, then name another suit or pass. The "
              "jack of trumps and the other jack of its colour are the top trumps. The makers "
              "need three of the five tricks for a point, all five for two, or four alone; "
              "fewer, and the other side scores two. The first side to 10 wins.");
}

QString EuchreFace::optionText(std::string_view key) const
{
    if (key == "target")
        return tr("Points that win the game");
    if (key == "stickthedealer")
        return tr("The dealer may not pass in the second round and must name a suit");
    if (key == "redeal")
        return tr("Who deals after a deal that everybody passed twice");
    return {};
}

QString EuchreFace::optionValueText(std::string_view key, std::string_view value) const
{
    if (key == "redeal" && value == "next")
        return tr("The next dealer, to the left");
    if (key == "redeal" && value == "same")
        return tr("The same dealer again");
    return {};
}

ScoreSheetModel* EuchreFace::createSheet(QObject* parent) const
{
    return new EuchreSheetModel(parent);
}

QStringList EuchreFace::tableFacts(const fs::PlayerView& view, const SeatWords& words) const
{
    const fs::GameState& s = view.state();
    const auto& v = s.vars<fs::EuchreVars>();
    if (v.maker < 0)
        return {v.round == 1 ? tr("First round: order up the turned card or pass")
                             : tr("Second round: name a suit or pass")};
    return {v.alone ? tr("%1 made trumps and plays alone").arg(words.name(v.maker))
                    : tr("%1 made trumps").arg(words.name(v.maker))};
}

QStringList EuchreFace::seatNotes(const fs::PlayerView& view, int seat, const SeatWords&) const
{
    const auto& v = view.state().vars<fs::EuchreVars>();
    if (seat == v.maker)
        return {v.alone ? tr("Maker, alone") : tr("Maker")};
    if (seat == v.sittingOut)
        return {tr("Sits this deal out")};
    return {};
}

int EuchreFace::plateNoteLines(const fs::Rules&) const
{
    return 1; // the maker, or the partner sitting out
}

QString EuchreFace::choiceQuestion(const fs::LegalActions& legal) const
{
    if (legal.allowsChoice(fs::EuchreChoice::OrderUp))
        return tr("Order up the turned card's suit as trumps, or pass?");
    if (!legal.allowsChoice(fs::EuchreChoice::Pass))
        return tr("Everybody passed: as dealer, you must name a suit as trumps.");
    return tr("Name a suit as trumps, or pass?");
}

QString EuchreFace::choiceText(fs::Choice choice) const
{
    if (choice == fs::EuchreChoice::OrderUp)
        return tr("Order up");
    if (choice == fs::EuchreChoice::OrderUpAlone)
        return tr("Order up, alone");
    if (choice == fs::EuchreChoice::Pass)
        return tr("Pass");
    const int suit = fs::EuchreChoice::suitNamed(choice);
    const bool alone = fs::EuchreChoice::goesAlone(choice);
    switch (suit) {
    case fs::Clubs:
        return alone ? tr("Clubs, alone") : tr("Clubs");
    case fs::Diamonds:
        return alone ? tr("Diamonds, alone") : tr("Diamonds");
    case fs::Hearts:
        return alone ? tr("Hearts, alone") : tr("Hearts");
    case fs::Spades:
        return alone ? tr("Spades, alone") : tr("Spades");
    default:
        return GameFace::choiceText(choice);
    }
}

QString EuchreFace::dealNoteText(fs::DealNote note, const QString& who, bool aboutYou) const
{
    if (note == fs::EuchreNote::ThrownIn)
        return tr("Everybody passed: thrown in");
    if (note == fs::EuchreNote::March)
        return who.isEmpty() ? tr("A march")
               : aboutYou    ? tr("A march by you")
                             : tr("A march by %1").arg(who);
    if (note == fs::EuchreNote::Euchred)
        return who.isEmpty() ? tr("Euchred")
               : aboutYou    ? tr("You were euchred")
                             : tr("%1 was euchred").arg(who);
    return {};
}

QString EuchreFace::ownReasonText(fs::Reason reason) const
{
    if (reason == fs::EuchreReason::TurnedDownSuit)
        return tr("You cannot name the suit that was turned down.");
    if (reason == fs::EuchreReason::DealerMustName)
        return tr("The dealer must name a suit.");
    if (reason == fs::EuchreReason::KeepTurnUp)
        return tr("Keep the card you picked up: discard another.");
    return GameFace::ownReasonText(reason);
}
