#include "text/decisiontext.h"

#include "text/gametext.h"

#include <QStringList>

namespace {

QString decimal(double x)
{
    return QString::number(x, 'f', 1);
}

} // namespace

QString DecisionText::action(const fs::Pack& pack, const fs::Action& action)
{
    QStringList cards;
    for (const fs::Card c : action.cards)
        cards << GameText::cardName(pack, c);
    switch (action.kind) {
    case fs::ActionKind::Play:
        return tr("the %1").arg(GameText::cardName(pack, action.card()));
    case fs::ActionKind::Pass:
        return tr("passing %1").arg(cards.join(QStringLiteral(", ")));
    case fs::ActionKind::Discard:
        return tr("discarding %1").arg(cards.join(QStringLiteral(", ")));
    case fs::ActionKind::Bid:
        return tr("bidding %1").arg(action.value);
    case fs::ActionKind::Choose:
        return tr("“%1”").arg(GameText::choice(action.choice()));
    }
    return {};
}

QString DecisionText::why(const fs::Pack& pack, const fs::DecisionWhy& why)
{
    const QString other = action(pack, why.alternative);
    switch (why.kind) {
    case fs::WhyKind::None:
        return {};
    case fs::WhyKind::OnlyChoice:
        return tr("the only choice");
    case fs::WhyKind::BidForTricks:
        return tr("bid matches expected tricks %1").arg(decimal(why.mine));
    case fs::WhyKind::BetterPlaced:
        return tr("leaves the match better placed than %1").arg(other);
    case fs::WhyKind::AsGood:
        return tr("about as good as %1").arg(other);
    case fs::WhyKind::Points:
        return tr("expects %1 points this deal, against %2 with %3")
            .arg(decimal(why.mine), decimal(why.other), other);
    case fs::WhyKind::PointsTaken:
        return tr("expects to take %1 points this deal, against %2 with %3")
            .arg(decimal(why.mine), decimal(why.other), other);
    case fs::WhyKind::SideTricks:
        return (why.partners ? tr("expects %1 tricks for your side this deal, against %2 with %3")
                             : tr("expects %1 tricks this deal, against %2 with %3"))
            .arg(decimal(why.mine), decimal(why.other), other);
    case fs::WhyKind::ForTheMatch:
        return (why.pointsTaken ? tr("plays for the match: expects to take %1 points this deal, "
                                     "%2 with %3, but stands better after it")
                                : tr("plays for the match: expects %1 points this deal, %2 with "
                                     "%3, but stands better after it"))
            .arg(decimal(why.mine), decimal(why.other), other);
    }
    return {};
}
