#include "core/knowledge.h"

#include "core/playerview.h"
#include "core/rules.h"

namespace fs {

namespace {

// Marks the suit led as missing from every later player in `trick` who played another suit.
void addVoids(const Pack& pack, const Trick& trick, Knowledge& k)
{
    if (trick.size < 2)
        return;
    const int led = pack.suit(trick.led());
    for (int i = 1; i < trick.size; ++i)
        if (pack.suit(trick.card(i)) != led)
            k.voids[static_cast<std::size_t>(trick.seat(i))] |=
                static_cast<std::uint8_t>(1u << led);
}

} // namespace

Knowledge knowledgeOf(const PlayerView& view)
{
    const GameState& s = view.state();
    const Rules& rules = s.rules();
    Knowledge k;
    k.seat = view.seat();
    k.seats = s.seats();
    for (int seat = 0; seat < k.seats; ++seat)
        k.handSize[static_cast<std::size_t>(seat)] = static_cast<std::uint8_t>(view.handSize(seat));
    if (k.seat < 0 || k.seat >= k.seats)
        return k; // nobody's view (a finished deal has no seat to act): nothing to know
    k.holds[static_cast<std::size_t>(k.seat)] = view.hand();
    for (int i = 0; i < s.playedCount; ++i)
        k.outOfPlay.insert(s.played[static_cast<std::size_t>(i)]);
    k.pileCount = view.pileCount();
    for (int p = 0; p < k.pileCount; ++p)
        k.pileSize[static_cast<std::size_t>(p)] = static_cast<std::uint8_t>(view.pileSize(p));

    rules.addKnowledge(s, k.seat, k);

    if (rules.playShowsVoids()) {
        for (int t = rules.firstTrickShowingVoids(s); t < s.tricksDone; ++t)
            addVoids(s.pack(), s.completedTrick(t), k);
        if (s.tricksDone >= rules.firstTrickShowingVoids(s))
            addVoids(s.pack(), s.trick, k);
    }

    // A card known to be somewhere is not unseen; a card played is in nobody's hand.
    CardSet placed = k.outOfPlay;
    for (int seat = 0; seat < k.seats; ++seat) {
        auto& held = k.holds[static_cast<std::size_t>(seat)];
        held -= k.outOfPlay;
        placed.insert(held);
    }
    for (int p = 0; p < k.pileCount; ++p)
        placed.insert(k.pileKnown[static_cast<std::size_t>(p)]);
    k.unseen = s.pack().all() - placed;
    return k;
}

} // namespace fs
