#include "games/hearts/heartsface.h"

#include "games/hearts/heartsrules.h"
#include "games/hearts/heartssheetmodel.h"

QString HeartsFace::name() const
{
    return tr("Hearts");
}

QString HeartsFace::tagline() const
{
    return tr("Take no hearts and dodge the queen of spades, or take them all.");
}

ScoreSheetModel* HeartsFace::createSheet(QObject* parent) const
{
    return new HeartsSheetModel(parent);
}

QStringList HeartsFace::seatNotes(const fs::PlayerView& view, int seat, const SeatWords&) const
{
    const auto& v = view.state().vars<fs::HeartsVars>();
    if (v.shooter != seat || v.moonChoice < 0)
        return {};
    return {static_cast<fs::Choice>(v.moonChoice) == fs::Choice::MoonSubtractOwn
                ? tr("Shot the moon: 26 off")
                : tr("Shot the moon: 26 to the others")};
}

QList<TablePile> HeartsFace::extraPiles(const fs::PlayerView& view) const
{
    // Three, five or six players leave a widow face down; it is the first hidden pile,
    // until the last trick takes it.
    if (view.pileCount() == 0 || view.pileSize(0) == 0)
        return {};
    const int count = view.pileSize(0);
    return {{count == 1 ? tr("Widow: 1 card") : tr("Widow: %1 cards").arg(count),
             tr("The widow goes face down with the last trick to whoever takes it."), count}};
}

QString HeartsFace::choiceQuestion(const fs::LegalActions& legal) const
{
    if (legal.allowsChoice(fs::Choice::MoonSubtractOwn))
        return tr("You took every penalty card: how do you score the moon?");
    return plainQuestion(legal);
}
