#include "face/decisiontext.h"

#include "face/gameface.h"
#include "text/gametext.h"

#include <QLocale>
#include <QStringList>

namespace {

QString decimal(double x)
{
    return QLocale().toString(x, 'f', 1);
}

} // namespace

QString DecisionText::action(const GameFace& face, const fs::Pack& pack, const fs::Action& action)
{
    QStringList cards;
    for (const fs::Card c : action.cards)
        cards << GameText::cardName(pack, c);
    // Each is a whole command on its own, so a reason can name it after a colon or in brackets
    // without a translator having to fit an article or a case ending around it.
    switch (action.kind) {
    case fs::ActionKind::Play:
        return tr("play %1").arg(GameText::cardName(pack, action.card()));
    case fs::ActionKind::Pass:
        return tr("pass %1").arg(QLocale().createSeparatedList(cards));
    case fs::ActionKind::Discard:
        return tr("discard %1").arg(QLocale().createSeparatedList(cards));
    case fs::ActionKind::Bid:
        return tr("bid %1").arg(action.value);
    case fs::ActionKind::Choose:
        return tr("“%1”").arg(face.choiceText(action.choice()));
    }
    return {};
}

QString DecisionText::why(const GameFace& face, const fs::Pack& pack, const fs::DecisionWhy& why)
{
    const QString other = action(face, pack, why.alternative);
    switch (why.kind) {
    case fs::WhyKind::None:
        return {};
    case fs::WhyKind::OnlyChoice:
        return tr("the only choice");
    case fs::WhyKind::BidForTricks:
        return tr("bid matches expected tricks %1").arg(decimal(why.mine));
    case fs::WhyKind::BetterPlaced:
        return tr("leaves the match better placed than the other choice (%1)").arg(other);
    case fs::WhyKind::AsGood:
        return tr("about as good as the other choice (%1)").arg(other);
    case fs::WhyKind::Points:
        return tr("expects %1 points this deal, against %2 for the other choice (%3)")
            .arg(decimal(why.mine), decimal(why.other), other);
    case fs::WhyKind::PointsTaken:
        return tr("expects to take %1 points this deal, against %2 for the other choice (%3)")
            .arg(decimal(why.mine), decimal(why.other), other);
    case fs::WhyKind::SideTricks:
        return (why.partners
                    ? tr("expects %1 tricks for your side this deal, against %2 for the other "
                         "choice (%3)")
                    : tr("expects %1 tricks this deal, against %2 for the other choice (%3)"))
            .arg(decimal(why.mine), decimal(why.other), other);
    case fs::WhyKind::ForTheMatch:
        return (why.pointsTaken ? tr("plays for the match: expects to take %1 points this deal, "
                                     "%2 for the other choice (%3), but stands better after it")
                                : tr("plays for the match: expects %1 points this deal, %2 for the "
                                     "other choice (%3), but stands better after it"))
            .arg(decimal(why.mine), decimal(why.other), other);
    }
    return {};
}
