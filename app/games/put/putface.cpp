#include "games/put/putface.h"

#include "games/put/putrules.h"
#include "games/put/putsheetmodel.h"

#include <algorithm>

QString PutFace::name() const
{
    return tr("Put");
}

QString PutFace::wonOutrightNote() const
{
    // docs/rules/put.md, "Scoring": a deal played out to a decision wins the game at once.
    return tr("In Put, a deal played out to a winner wins the whole game at once, whatever the "
              "score.");
}

QString PutFace::tagline() const
{
    return tr("Three cards, threes and deuces high: bluff, put, or throw in.");
}

QString PutFace::summary() const
{
    return tr("Three cards each, ranked 3 2 A K Q J 10 ... 4, suits ignored; equal ranks tie "
              "a trick. Two tricks win the deal. Before leading you may throw in (the other "
              "side scores 1), lead, or put: the other side folds (you score 1) or sees and "
              "the deal is played out. A deal played out to a decision wins the whole game; "
              "otherwise first to 5. Three players play alone; four play as partners, each "
              "side's feeder passing its best card to the partner who plays.");
}

QString PutFace::optionText(std::string_view key) const
{
    if (key == "cotton")
        return tr("Cotton's scoring (1674): a deal played out without a put earns 1, a seen put "
                  "decides the game");
    if (key == "target")
        return tr("Points from throw-ins and folds that win the game");
    return {};
}

ScoreSheetModel* PutFace::createSheet(QObject* parent) const
{
    return new PutSheetModel(parent);
}

namespace {

// Who answered a put, from what the state keeps: the last to fold (endedBy) and whether it was
// seen. Answers go round from the putter, and one "see" binds the rest.
int seer(const fs::GameState& s, const fs::PutVars& v)
{
    if (!v.putSeen || v.putter < 0)
        return -1;
    return fs::PutRules::nextPlayer(s, v.endedBy >= 0 ? v.endedBy : v.putter);
}

} // namespace

int PutFace::plateNoteLines(const fs::Rules& rules) const
{
    // Who plays the deal (four players), who sees the put, and who folded.
    return rules.seats() == 4 ? 3 : 2;
}

QStringList PutFace::seatNotes(const fs::PlayerView& view, int seat, const SeatWords&) const
{
    const fs::GameState& s = view.state();
    const auto& v = s.vars<fs::PutVars>();
    QStringList notes;
    if (s.seats() == 4) {
        const int side = seat % 2;
        const int active = v.active[static_cast<std::size_t>(side)];
        if (v.stage != fs::PutStage::Naming && active >= 0)
            notes << (active == seat ? tr("Plays the deal") : tr("Feeds the partner"));
        else if (v.named[static_cast<std::size_t>(seat)] >= 0)
            notes << (static_cast<fs::Choice>(v.named[static_cast<std::size_t>(seat)]) ==
                              fs::PutChoice::PlayActive
                          ? tr("Wants to play")
                          : tr("Wants to feed"));
    }
    if (v.putter == seat)
        notes << tr("Put");
    if (v.ending == fs::PutEnding::ThrownIn && v.endedBy == seat)
        notes << tr("Threw in");
    if (seat == seer(s, v))
        notes << tr("Sees the put");
    const bool plays = s.seats() != 4 || v.active[static_cast<std::size_t>(seat % 2)] == seat;
    const bool foldedAll = v.ending == fs::PutEnding::Folded && plays && seat != v.putter;
    if (foldedAll || (v.putSeen && seat == v.endedBy))
        notes << tr("Folded");
    return notes;
}

QString PutFace::choiceQuestion(const fs::LegalActions& legal) const
{
    const bool mayPlay = !legal.play.empty();
    if (legal.allowsChoice(fs::PutChoice::Put))
        return mayPlay ? tr("Lead a card, put, or throw in?") : tr("Put, or throw in?");
    if (legal.allowsChoice(fs::PutChoice::ThrowIn)) // one put a deal: after it, none is offered
        return mayPlay ? tr("Lead a card, or throw in?") : tr("Throw in?");
    if (legal.allowsChoice(fs::PutChoice::Fold) || legal.allowsChoice(fs::PutChoice::See))
        return tr("You have been put: fold, or see it out?");
    if (legal.allowsChoice(fs::PutChoice::PlayActive) || legal.allowsChoice(fs::PutChoice::Feed))
        return tr("Play this deal for your side, or feed your partner?");
    return plainQuestion(legal);
}

QList<fs::Card> PutFace::handOrder(const fs::Pack&, fs::CardSet hand) const
{
    // Suits mean nothing in Put: the hand reads best in the game's own order, threes and deuces
    // highest (docs/rules/put.md, "Players and cards").
    QList<fs::Card> order;
    for (const fs::Card c : hand)
        order.append(c);
    std::stable_sort(order.begin(), order.end(), [](fs::Card a, fs::Card b) {
        return fs::PutRules::power(a) < fs::PutRules::power(b);
    });
    return order;
}

QString PutFace::choiceText(fs::Choice choice) const
{
    if (choice == fs::PutChoice::ThrowIn)
        return tr("Throw in");
    if (choice == fs::PutChoice::Put)
        return tr("Put");
    if (choice == fs::PutChoice::Fold)
        return tr("Fold");
    if (choice == fs::PutChoice::See)
        return tr("See");
    if (choice == fs::PutChoice::PlayActive)
        return tr("I play this deal");
    if (choice == fs::PutChoice::Feed)
        return tr("My partner plays");
    return GameFace::choiceText(choice);
}

QString PutFace::ownReasonText(fs::Reason reason) const
{
    if (reason == fs::PutReason::MustPassHighestCard)
        return tr("You must pass your highest-ranked card.");
    return GameFace::ownReasonText(reason);
}

QString PutFace::dealNoteText(fs::DealNote note, const QString& who, bool aboutYou) const
{
    if (note == fs::PutNote::Conceded)
        return who.isEmpty() ? tr("Conceded")
               : aboutYou    ? tr("You gave up the deal")
                             : tr("%1 gave up the deal").arg(who);
    if (note == fs::PutNote::Void)
        return tr("Nothing scored");
    if (note == fs::PutNote::GameWon)
        return who.isEmpty() ? tr("Game won")
               : aboutYou    ? tr("You won the game")
                             : tr("%1 won the game").arg(who);
    return {};
}
