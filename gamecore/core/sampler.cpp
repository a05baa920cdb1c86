#include "core/sampler.h"

#include "core/rules.h"

#include <algorithm>

namespace fs {

namespace {

constexpr int Attempts = 32;

} // namespace

Sampler::Sampler(const PlayerView& view, const Knowledge& knowledge) : m_view(view), m_k(knowledge)
{
    int total = 0;
    for (int seat = 0; seat < m_k.seats; ++seat) {
        const int n = seat == m_k.seat ? 0 : m_k.hiddenInHand(seat);
        m_need[static_cast<std::size_t>(seat)] = n;
        total += n;
    }
    for (int p = 0; p < m_k.pileCount; ++p) {
        const int n = m_k.hiddenInPile(p);
        m_need[static_cast<std::size_t>(m_k.seats + p)] = n;
        total += n;
    }
    m_zones = m_k.seats + m_k.pileCount;
    // Cards beyond every hand and pile were never dealt (Oh Hell's short hands, Put's pack).
    m_need[static_cast<std::size_t>(m_zones)] = std::max(0, m_k.unseen.size() - total);
    ++m_zones;

    // Suits that more seats are void in are dealt first, while there is still room for them.
    const Pack& pack = view.state().pack();
    std::array<int, 4> voidCount{};
    for (int suit = 0; suit < pack.suitCount(); ++suit)
        for (int seat = 0; seat < m_k.seats; ++seat)
            voidCount[static_cast<std::size_t>(suit)] += m_k.isVoid(seat, suit) ? 1 : 0;
    m_voids = std::any_of(voidCount.begin(), voidCount.end(), [](int n) { return n > 0; });
    for (int i = 0; i < 4; ++i)
        m_bySuitRank[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i);
    std::stable_sort(m_bySuitRank.begin(), m_bySuitRank.begin() + pack.suitCount(),
                     [&](std::uint8_t a, std::uint8_t b) { return voidCount[a] > voidCount[b]; });
}

// Deals the unseen cards one by one, each to a zone that may take it, weighted by its room.
bool Sampler::deal(Rng& rng, Zones& dealt) const
{
    const Pack& pack = m_view.state().pack();
    std::array<int, MaxSeats + MaxPiles + 1> room = m_need;
    const int undealt = m_zones - 1;
    for (int i = 0; i < pack.suitCount(); ++i) {
        const int suit = m_bySuitRank[static_cast<std::size_t>(i)];
        CardSet cards = m_k.unseen & pack.suitMask(suit);
        while (!cards.empty()) {
            const Card c =
                cards.nth(static_cast<int>(rng.below(static_cast<std::uint32_t>(cards.size()))));
            cards.remove(c);
            // Each zone with room that may take the card, weighted by its room: the same
            // chances as dealing the cards one by one into the empty places.
            int weight = 0;
            for (int z = 0; z < m_zones; ++z)
                if (room[static_cast<std::size_t>(z)] > 0 &&
                    !(z < m_k.seats && m_k.isVoid(z, suit)))
                    weight += room[static_cast<std::size_t>(z)];
            if (weight == 0)
                return false;
            int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(weight)));
            for (int z = 0; z < m_zones; ++z) {
                const int r = room[static_cast<std::size_t>(z)];
                if (r == 0 || (z < m_k.seats && m_k.isVoid(z, suit)))
                    continue;
                if (pick < r) {
                    if (z != undealt)
                        dealt[static_cast<std::size_t>(z)].insert(c);
                    --room[static_cast<std::size_t>(z)];
                    break;
                }
                pick -= r;
            }
        }
    }
    return true;
}

// With no void to respect, every split of the unseen cards into the zones' sizes is as likely as
// any other: each zone draws its cards straight from what is left, and the rest stays undealt.
// This is the same chance as dealing card by card, at a fraction of the cost when most unseen
// cards were never dealt (Put deals 3 to a player from 52) or play shows no voids at all.
void Sampler::dealFreely(Rng& rng, Zones& dealt) const
{
    CardSet pool = m_k.unseen;
    for (int z = 0; z + 1 < m_zones; ++z)
        for (int i = 0; i < m_need[static_cast<std::size_t>(z)] && !pool.empty(); ++i) {
            const Card c =
                pool.nth(static_cast<int>(rng.below(static_cast<std::uint32_t>(pool.size()))));
            pool.remove(c);
            dealt[static_cast<std::size_t>(z)].insert(c);
        }
}

GameState Sampler::sample(Rng& rng) const
{
    if (m_k.seat < 0)
        return m_view.state(); // no seat's view: nothing hidden to deal
    Zones dealt{};
    bool ok = false;
    for (int attempt = 0; m_voids && attempt < Attempts && !ok; ++attempt) {
        dealt = {};
        ok = deal(rng, dealt);
    }
    if (!ok) {
        dealt = {};
        dealFreely(rng, dealt);
    }
    GameState world = m_view.state();
    const Rules& rules = world.rules();
    for (int seat = 0; seat < m_k.seats; ++seat)
        if (seat != m_k.seat)
            world.hands[static_cast<std::size_t>(seat)] =
                m_k.holds[static_cast<std::size_t>(seat)] | dealt[static_cast<std::size_t>(seat)];
    for (int p = 0; p < m_k.pileCount; ++p)
        rules.placeHidden(world, m_k.seat, p,
                          m_k.pileKnown[static_cast<std::size_t>(p)] |
                              dealt[static_cast<std::size_t>(m_k.seats + p)],
                          rng);
    rules.completeHidden(world, m_k.seat);
    return world;
}

} // namespace fs
