#include "games/seconds/secondssheetmodel.h"

#include "games/seconds/secondsfacts.h"

#include "games/seconds/secondsrules.h"
#include "scoresheet/sheettext.h"
#include "text/gametext.h"

namespace {

int valueAt(const std::vector<int>& values, int i)
{
    return i >= 0 && static_cast<std::size_t>(i) < values.size()
               ? values[static_cast<std::size_t>(i)]
               : 0;
}

const fs::SecondsRules* secondsRules(const fs::Rules* rules)
{
    return dynamic_cast<const fs::SecondsRules*>(rules);
}

} // namespace

bool SecondsSheetModel::squares() const
{
    const fs::SecondsRules* rules = secondsRules(this->rules());
    return rules && rules->options().squares;
}

bool SecondsSheetModel::highestWins() const
{
    const fs::SecondsRules* rules = secondsRules(this->rules());
    return rules && rules->options().highestWins;
}

QString SecondsSheetModel::dealColumnTitle() const
{
    return tr("Deal");
}

// Short enough for a narrow sheet: the pairs by initials, or the rule in a few words.
QString SecondsSheetModel::arrangement(const fs::ScoreRow& row) const
{
    switch (static_cast<fs::SecondsDeal>(row.facts.own<fs::SecondsFacts>().arrangement)) {
    case fs::SecondsDeal::Partners: {
        // Seat 0 and its partner against the other two.
        const int partner = row.facts.own<fs::SecondsFacts>().partner[0];
        QList<int> others;
        for (int seat = 1; seat < 4; ++seat)
            if (seat != partner)
                others << seat;
        auto initial = [this](int seat) { return SheetText::initial(seatName(seat)); };
        return tr("%1+%2 v %3+%4")
            .arg(initial(0), initial(partner), initial(others.value(0)), initial(others.value(1)));
    }
    case fs::SecondsDeal::LeftHalf:
        return tr("\u00d7 left");
    case fs::SecondsDeal::RightHalf:
        return tr("\u00d7 right");
    case fs::SecondsDeal::WinTricks:
        return squares() ? tr("tricks\u00b2") : tr("3 a trick");
    case fs::SecondsDeal::LoseTricks:
        return tr("13 \u2212 tricks");
    case fs::SecondsDeal::ExactlyThree:
        return tr("exactly 3");
    }
    return {};
}

QString SecondsSheetModel::arrangementRule(const fs::ScoreRow& row) const
{
    switch (static_cast<fs::SecondsDeal>(row.facts.own<fs::SecondsFacts>().arrangement)) {
    case fs::SecondsDeal::Partners: {
        const int partner = row.facts.own<fs::SecondsFacts>().partner[0];
        return tr("Partners: %1 with %2. Each scores their tricks times their partner's.")
            .arg(seatName(0), seatName(partner));
    }
    case fs::SecondsDeal::LeftHalf:
        return tr("Half-partners: each scores their tricks times their left neighbour's.");
    case fs::SecondsDeal::RightHalf:
        return tr("Half-partners: each scores their tricks times their right neighbour's.");
    case fs::SecondsDeal::WinTricks:
        return squares() ? tr("No partners: each scores the square of their tricks.")
                         : tr("No partners: each scores 3 a trick.");
    case fs::SecondsDeal::LoseTricks:
        return tr("No partners: each scores 13 less their tricks.");
    case fs::SecondsDeal::ExactlyThree:
        return tr("No partners: 12 points shared by those who took exactly three tricks.");
    }
    return {};
}

QVariant SecondsSheetModel::dealData(const fs::ScoreRow& row, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return arrangement(row);
    case Qt::ToolTipRole:
        return arrangementRule(row);
    default:
        return ScoreSheetModel::dealData(row, role);
    }
}

QStringList SecondsSheetModel::sampleDealTexts() const
{
    // Every arrangement's words (docs/rules/seconds.md), the partners' with each partner.
    fs::ScoreRow row = sampleRow(0);
    QStringList texts;
    for (int a = 0; a <= static_cast<int>(fs::SecondsDeal::ExactlyThree); ++a) {
        row.facts.own<fs::SecondsFacts>().arrangement = a;
        for (int partner = 1; partner < 4; ++partner) {
            row.facts.own<fs::SecondsFacts>().partner[0] = partner;
            texts << arrangement(row);
        }
    }
    return texts;
}

QVariant SecondsSheetModel::cellData(const fs::ScoreRow& row, int column, int role) const
{
    const int tricks = valueAt(row.tricks, column);
    const int points = valueAt(row.points, column);
    switch (role) {
    case Qt::DisplayRole:
        return tr("%1 (%2)").arg(points).arg(tricks);
    case Qt::ToolTipRole: {
        const int partner =
            row.facts.own<fs::SecondsFacts>().partner[static_cast<std::size_t>(column)];
        if (partner < 0)
            return tr("Took %n trick(s): %1 points", nullptr, tricks).arg(points);
        if (GameText::calledYou(partner))
            return tr("Took %1, times the %2 you took: %3 points")
                .arg(tricks)
                .arg(valueAt(row.tricks, partner))
                .arg(points);
        return tr("Took %1, times the %2 taken by %3: %4 points")
            .arg(tricks)
            .arg(valueAt(row.tricks, partner))
            .arg(seatName(partner))
            .arg(points);
    }
    default:
        return ScoreSheetModel::cellData(row, column, role);
    }
}

QString SecondsSheetModel::cellLegend() const
{
    return tr("points (tricks taken)");
}

QString SecondsSheetModel::placeExplanation() const
{
    return highestWins() ? tr("The highest total wins.")
                         : tr("The second-highest total wins; the highest is placed second.");
}
