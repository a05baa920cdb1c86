#include "text/dealbanner.h"

#include "games/seconds/secondsrules.h"
#include "text/gametext.h"

namespace {

const fs::SecondsRules* asSeconds(const fs::Rules& rules)
{
    return rules.gameId() == "seconds" ? static_cast<const fs::SecondsRules*>(&rules) : nullptr;
}

} // namespace

QString DealBanner::forDeal(const fs::Rules& rules, int dealIndex)
{
    const fs::SecondsRules* seconds = asSeconds(rules);
    if (!seconds || dealIndex < 0)
        return QString();
    const QString reminder = tr("the second-highest card takes the trick");
    QString arrangement;
    switch (fs::SecondsRules::dealKind(dealIndex)) {
    case fs::SecondsDeal::Partners:
        arrangement = tr("Partners: your tricks × your partner's");
        break;
    case fs::SecondsDeal::LeftHalf:
        arrangement = tr("Half-partners: your tricks × your left neighbour's");
        break;
    case fs::SecondsDeal::RightHalf:
        arrangement = tr("Half-partners: your tricks × your right neighbour's");
        break;
    case fs::SecondsDeal::WinTricks:
        arrangement = seconds->options().squares ? tr("Win tricks: the square of your tricks")
                                                 : tr("Win tricks: 3 points each");
        break;
    case fs::SecondsDeal::LoseTricks:
        arrangement = tr("Lose tricks: 13 less your tricks");
        break;
    case fs::SecondsDeal::ExactlyThree:
        arrangement = tr("Exactly three tricks share 12 points");
        break;
    }
    return tr("%1; %2").arg(arrangement, reminder);
}

QString DealBanner::forSeat(const fs::Rules& rules, int dealIndex, int seat, int personSeat)
{
    if (!asSeconds(rules) || dealIndex < 0)
        return QString();
    const int partner = fs::SecondsRules::scoringPartner(dealIndex, seat);
    if (partner < 0)
        return QString();
    return tr("× %1").arg(partner == personSeat ? tr("you")
                                                : GameText::seatName(partner, rules.seats()));
}
