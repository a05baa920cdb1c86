#include "games/germanwhist/germanwhistface.h"

#include "games/germanwhist/germanwhistrules.h"
#include "games/germanwhist/germanwhistsheetmodel.h"

QString GermanWhistFace::name() const
{
    return tr("German Whist");
}

QString GermanWhistFace::tagline() const
{
    return tr("Two players fight for the cards of the stock, then play the hands out.");
}

ScoreSheetModel* GermanWhistFace::createSheet(QObject* parent) const
{
    return new GermanWhistSheetModel(parent);
}

QStringList GermanWhistFace::tableFacts(const fs::PlayerView& view, const SeatWords&) const
{
    const fs::GameState& s = view.state();
    if (s.finished())
        return {};
    // The first thirteen tricks only win cards from the stock; the last thirteen score.
    if (fs::GermanWhistRules::inPhaseOne(s))
        return {tr("Phase 1: trick %1 of 13, the winner takes the card turned up")
                    .arg(s.tricksDone + 1)};
    return {tr("Phase 2: trick %1 of 13, these tricks score")
                .arg(s.tricksDone - fs::GermanWhistRules::PhaseOneTricks + 1)};
}
