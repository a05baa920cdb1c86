// What a Hearts seat knows beyond its hand (docs/rules/hearts.md): the cards it passed are in the
// receiver's hand once the exchange is made, the first leader holds the opening club, stripped
// cards are out of the deal, and the widow and the passes not yet exchanged are face-down piles.
#include "games/hearts/heartsrules.h"

namespace fs {

void HeartsRules::addKnowledge(const GameState& view, int seat, Knowledge& k) const
{
    Rules::addKnowledge(view, seat, k);
    k.outOfPlay.insert(strippedCards());
    const auto& v = view.vars<HeartsVars>();
    const auto me = static_cast<std::size_t>(seat);
    // The seat to open the first trick holds the opening card (the 2 of clubs, or the lowest
    // club in play): everyone can tell who leads.
    if (view.phase == Phase::Playing && view.tricksDone == 0 && view.trick.empty() &&
        view.toAct >= 0 && v.opening.valid())
        k.holds[static_cast<std::size_t>(view.toAct)].insert(v.opening);
    if (!v.exchanged) {
        // Passed but not yet received by anyone: set aside, out of every hand for now.
        k.outOfPlay.insert(v.passed[me] | v.passedRight[me]);
        return;
    }
    k.holds[static_cast<std::size_t>(receiver(view, seat, false))].insert(v.passed[me]);
    if (v.passSplit)
        k.holds[static_cast<std::size_t>(receiver(view, seat, true))].insert(v.passedRight[me]);
}

// Pile 0 is the widow; before the exchange, piles 1.. hold the other seats' passes in seat order,
// the first pass and then (split deals) the second.
int HeartsRules::hiddenPiles(const GameState& full, int seat,
                             std::array<CardSet, MaxPiles>& piles) const
{
    const auto& v = full.vars<HeartsVars>();
    int n = 0;
    piles[static_cast<std::size_t>(n++)] = v.widow;
    if (v.exchanged)
        return n;
    for (int other = 0; other < full.seats(); ++other) {
        if (other == seat)
            continue;
        piles[static_cast<std::size_t>(n++)] = v.passed[static_cast<std::size_t>(other)];
        if (v.passSplit)
            piles[static_cast<std::size_t>(n++)] = v.passedRight[static_cast<std::size_t>(other)];
    }
    return n;
}

void HeartsRules::placeHidden(GameState& world, int seat, int pile, CardSet cards, Rng&) const
{
    auto& v = world.vars<HeartsVars>();
    if (pile == 0) {
        v.widow = cards;
        return;
    }
    int n = 1;
    for (int other = 0; other < world.seats(); ++other) {
        if (other == seat)
            continue;
        if (n++ == pile)
            v.passed[static_cast<std::size_t>(other)] = cards;
        if (v.passSplit && n++ == pile)
            v.passedRight[static_cast<std::size_t>(other)] = cards;
    }
}

// Before play the view does not say which club opens (hideFrom): in a world it is the lowest club
// the world dealt to a hand. Once play begins the opening card is known to be in a hand, never the
// widow: a world that dealt it to the widow swaps it with another seat's card (not one we passed,
// which we know).
void HeartsRules::completeHidden(GameState& world, int seat) const
{
    auto& v = world.vars<HeartsVars>();
    if (!v.opening.valid()) {
        v.opening = ((pack().all() - v.widow - strippedCards()) & pack().suitMask(Clubs)).lowest();
        return;
    }
    if (!v.widow.contains(v.opening))
        return;
    const auto me = static_cast<std::size_t>(seat);
    const CardSet ours = v.passed[me] | v.passedRight[me];
    for (int other = 0; other < world.seats(); ++other) {
        if (other == seat)
            continue;
        const CardSet free = world.hand(other) - ours;
        if (free.empty())
            continue;
        const Card c = free.lowest();
        auto& hand = world.hands[static_cast<std::size_t>(other)];
        hand.remove(c);
        hand.insert(v.opening);
        v.widow.remove(v.opening);
        v.widow.insert(c);
        return;
    }
}

} // namespace fs
