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

QString GermanWhistFace::summary() const
{
    return tr("Two players, 13 cards each; the top card of the stock is face up and its suit "
              "is trumps. For the first 13 tricks the winner takes the face-up card and the "
              "loser the next card unseen; you must always follow suit. Only the last 13 "
              "tricks score, one point each; the first to 50 wins.");
}

QString GermanWhistFace::optionText(std::string_view key) const
{
    if (key == "scoring")
        return tr("What a deal scores");
    if (key == "target")
        return tr("The game is won by the only player at or over this after a deal; when both "
                  "are, it rises by 10 (not with the one-deal scoring)");
    return {};
}

QString GermanWhistFace::optionValueText(std::string_view key, std::string_view value) const
{
    if (key == "scoring" && value == "tricks")
        return tr("1 per trick of the last 13");
    if (key == "scoring" && value == "all")
        return tr("1 per trick of all 26");
    if (key == "scoring" && value == "odd")
        return tr("The tricks above six of the last 13");
    if (key == "scoring" && value == "hand")
        return tr("The majority of the last 13 wins the match in one deal");
    return {};
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
