#include "games/ohhell/ohhellface.h"

#include "games/ohhell/ohhellrules.h"
#include "games/ohhell/ohhellsheetmodel.h"

QString OhHellFace::name() const
{
    return tr("Oh Hell");
}

QString OhHellFace::tagline() const
{
    return tr("Bid exactly how many tricks you will take, one card up to many and back.");
}

QString OhHellFace::summary() const
{
    return tr("Up and down the river: one card each, then two, up to the largest hand and "
              "back down to one. The card after the deal is turned for trumps. Everyone bids "
              "in secret how many tricks they will take; follow suit, trumps win. Make your "
              "bid exactly for 20 plus 10 a trick; a miss costs 10 a trick of difference. "
              "Highest total after the last deal wins.");
}

QString OhHellFace::optionText(std::string_view key) const
{
    if (key == "hook")
        return tr("Bid in turn, in public; the dealer may not bid so that the bids add up to the "
                  "tricks");
    if (key == "fulldeal")
        return tr("Largest hand of 52 divided by the players instead of 51; a deal using every "
                  "card has no trumps");
    return {};
}

ScoreSheetModel* OhHellFace::createSheet(QObject* parent) const
{
    return new OhHellSheetModel(parent);
}

QStringList OhHellFace::tableFacts(const fs::PlayerView& view, const SeatWords&) const
{
    const fs::GameState& s = view.state();
    const auto* rules = dynamic_cast<const fs::OhHellRules*>(&s.rules());
    if (!rules)
        return {};
    const int hand = s.vars<fs::OhHellVars>().handSize;
    QStringList facts;
    // Up the river and down again: where this deal stands in it matters to every bid.
    facts << tr("Hand %1 of %2: %n card(s) each", nullptr, hand)
                 .arg(s.dealIndex % rules->totalDeals() + 1)
                 .arg(rules->totalDeals());
    if (s.vars<fs::OhHellVars>().bidsRevealed) {
        int bids = 0;
        for (int seat = 0; seat < s.seats(); ++seat)
            bids += std::max<int>(0, s.bids[static_cast<std::size_t>(seat)]);
        // More bid than there are tricks means someone must fail; fewer, that someone takes more.
        facts << (bids > hand   ? tr("Bids: %1 for %n trick(s) (over)", nullptr, hand).arg(bids)
                  : bids < hand ? tr("Bids: %1 for %n trick(s) (under)", nullptr, hand).arg(bids)
                                : tr("Bids: %1 for %n trick(s)", nullptr, hand).arg(bids));
    }
    return facts;
}
