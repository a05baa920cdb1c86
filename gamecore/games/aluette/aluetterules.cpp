#include "games/aluette/aluetterules.h"

#include "games/aluette/aluettefacts.h"

#include "core/trickplay.h"

namespace fs {
namespace {

constexpr int RanksPerSuit = 12; // the Spanish pack: index = suit * 12 + rank - 1

constexpr std::array<Card, 9> NamedCards = {
    NoCard,
    AluetteRules::Monsieur,
    AluetteRules::Madame,
    AluetteRules::Borgne,
    AluetteRules::Vache,
    AluetteRules::GrandNeuf,
    AluetteRules::PetitNeuf,
    AluetteRules::DeuxDeChene,
    AluetteRules::DeuxDEcrit,
};

constexpr std::array<std::string_view, 9> NamedTexts = {
    "",           "Monsieur",   "Madame",        "Le Borgne",    "La Vache",
    "Grand Neuf", "Petit Neuf", "Deux de Chêne", "Deux d'Écrit",
};

constexpr std::array<std::string_view, 9> NamedIds = {
    "",           "monsieur",   "madame",        "borgne",       "vache",
    "grand-neuf", "petit-neuf", "deux-de-chene", "deux-d-ecrit",
};

// Power of the ordinary cards by face rank 1..12 (Ace .. King); 0 where only named cards exist
// (the Twos) and for the 3s and 9s, which depend on the suit and are filled in below.
constexpr std::array<std::uint8_t, 13> RankPower = {0, 11, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10};

constexpr std::array<std::uint8_t, 64> buildPowers()
{
    std::array<std::uint8_t, 64> table{};
    for (int i = 0; i < 4 * RanksPerSuit; ++i)
        table[static_cast<std::size_t>(i)] = RankPower[static_cast<std::size_t>(i % 12 + 1)];
    // The named cards, strongest first, take 19 down to 12.
    for (std::size_t k = 1; k < NamedCards.size(); ++k)
        table[NamedCards[k].index] = static_cast<std::uint8_t>(AluetteRules::MaxPower + 1 - k);
    return table;
}

constexpr Choice toChoice(std::int8_t v)
{
    return static_cast<Choice>(v);
}

constexpr std::uint64_t bit(Choice c)
{
    return std::uint64_t{1} << static_cast<int>(c);
}

void endDeal(GameState& s, EventList* events)
{
    s.vars<AluetteVars>().step = AluetteVars::Done;
    s.phase = Phase::Finished;
    s.toAct = -1;
    emit(events, {EventKind::DealEnded, -1, -1, 0, {}, {}});
}

} // namespace

const std::array<std::uint8_t, 64> AluetteRules::PowerTable = buildPowers();

AluetteCard aluetteNamedCard(Card c)
{
    for (std::size_t k = 1; k < NamedCards.size(); ++k)
        if (NamedCards[k] == c)
            return static_cast<AluetteCard>(k);
    return AluetteCard::None;
}

Card aluetteCardOf(AluetteCard named)
{
    const auto k = static_cast<std::size_t>(named);
    return k < NamedCards.size() ? NamedCards[k] : NoCard;
}

std::string_view aluetteCardName(AluetteCard named)
{
    const auto k = static_cast<std::size_t>(named);
    return k < NamedTexts.size() ? NamedTexts[k] : std::string_view();
}

std::string_view aluetteCardId(AluetteCard named)
{
    const auto k = static_cast<std::size_t>(named);
    return k < NamedIds.size() ? NamedIds[k] : std::string_view();
}

AluetteRules::AluetteRules(AluetteOptions options) : Rules(4), m_options(options) {}

CardSet AluetteRules::withPower(CardSet cards, int p)
{
    CardSet result;
    for (Card c : cards)
        if (power(c) == p)
            result.insert(c);
    return result;
}

void AluetteRules::deal(GameState& s, const DealSetup& setup) const
{
    s.resetVars<AluetteVars>();
    const int used = trickplay::dealHands(s, setup.order.data(), HandSize, 3);
    s.stockSize = StackSize;
    for (int i = 0; i < StackSize; ++i)
        s.stock[static_cast<std::size_t>(i)] = setup.order[static_cast<std::size_t>(used + i)];
    auto& v = s.vars<AluetteVars>();
    if (m_options.chant) {
        v.step = AluetteVars::Chant;
        s.phase = Phase::Declaring;
        s.toAct = static_cast<std::int8_t>(s.eldest());
        return;
    }
    startAnnouncementsOrPlay(s);
}

void AluetteRules::startAnnouncementsOrPlay(GameState& s) const
{
    auto& v = s.vars<AluetteVars>();
    s.toAct = static_cast<std::int8_t>(s.eldest());
    if (m_options.mordienne == MordienneRule::Announced) {
        v.step = AluetteVars::Announce;
        s.phase = Phase::Declaring;
        return;
    }
    v.step = AluetteVars::Play;
    s.phase = Phase::Playing;
}

LegalActions AluetteRules::legalActions(const GameState& s) const
{
    LegalActions legal;
    legal.seat = s.toAct;
    switch (s.vars<AluetteVars>().step) {
    case AluetteVars::Chant:
        legal.choices = bit(AluetteChoice::Accept) | bit(AluetteChoice::Decline);
        break;
    case AluetteVars::Discard:
        legal.select = s.hand(s.toAct);
        legal.selectCount = SingerDraw;
        legal.selectKind = ActionKind::Discard;
        break;
    case AluetteVars::Announce:
        legal.choices = bit(AluetteChoice::AnnounceMordienne) | bit(AluetteChoice::NoAnnouncement);
        break;
    case AluetteVars::Play:
        legal.play = s.hand(s.toAct); // any card at any time
        break;
    case AluetteVars::Done:
        legal.seat = -1;
        break;
    }
    return legal;
}

void AluetteRules::apply(GameState& s, const Action& a, EventList* events) const
{
    switch (s.vars<AluetteVars>().step) {
    case AluetteVars::Chant:
        applyChant(s, a, events);
        break;
    case AluetteVars::Discard:
        applyDiscard(s, a, events);
        break;
    case AluetteVars::Announce:
        applyAnnouncement(s, a, events);
        break;
    case AluetteVars::Play:
        applyPlay(s, a, events);
        break;
    case AluetteVars::Done:
        break;
    }
}

// One decline settles the chant, so nobody after it is asked.
void AluetteRules::applyChant(GameState& s, const Action& a, EventList* events) const
{
    auto& v = s.vars<AluetteVars>();
    emit(events, {EventKind::ChoiceMade, a.seat, -1, a.value, {}, {}});
    if (toChoice(a.value) == AluetteChoice::Decline) {
        v.decliner = a.seat;
        startAnnouncementsOrPlay(s);
        return;
    }
    ++v.accepts;
    if (v.accepts < s.seats()) {
        s.toAct = static_cast<std::int8_t>(s.nextSeat(a.seat));
        return;
    }
    giveStack(s, events);
}

// The dealer gives the stack in threes: eldest, the dealer's partner, eldest, the partner.
void AluetteRules::giveStack(GameState& s, EventList* events) const
{
    auto& v = s.vars<AluetteVars>();
    const int singers[2] = {s.eldest(), (s.dealer + 2) % 4};
    for (int i = 0; i < StackSize; ++i) {
        const int seat = singers[(i / 3) % 2];
        const Card c = s.stock[static_cast<std::size_t>(i)];
        s.hands[static_cast<std::size_t>(seat)].insert(c);
        emit(events, {EventKind::CardDrawn, static_cast<std::int8_t>(seat), -1, 0, c, {}});
    }
    s.stockSize = 0;
    s.stock.fill(NoCard);
    v.stackDealt = true;
    v.step = AluetteVars::Discard;
    s.phase = Phase::Exchange;
    s.toAct = static_cast<std::int8_t>(singers[0]);
}

void AluetteRules::applyDiscard(GameState& s, const Action& a, EventList* events) const
{
    auto& v = s.vars<AluetteVars>();
    s.hands[static_cast<std::size_t>(a.seat)] -= a.cards;
    v.discarded[static_cast<std::size_t>(a.seat)] = a.cards;
    emit(events, {EventKind::Discarded, a.seat, -1, 0, {}, a.cards});
    if (++v.discardsMade < 2) {
        s.toAct = static_cast<std::int8_t>((s.dealer + 2) % 4);
        return;
    }
    startAnnouncementsOrPlay(s);
}

void AluetteRules::applyAnnouncement(GameState& s, const Action& a, EventList* events) const
{
    auto& v = s.vars<AluetteVars>();
    emit(events, {EventKind::ChoiceMade, a.seat, -1, a.value, {}, {}});
    ++v.asked;
    if (toChoice(a.value) == AluetteChoice::AnnounceMordienne)
        v.announcer = a.seat;
    if (v.announcer < 0 && v.asked < s.seats()) {
        s.toAct = static_cast<std::int8_t>(s.nextSeat(a.seat));
        return;
    }
    v.step = AluetteVars::Play;
    s.phase = Phase::Playing;
    s.toAct = static_cast<std::int8_t>(s.eldest());
}

void AluetteRules::applyPlay(GameState& s, const Action& a, EventList* events) const
{
    trickplay::playCard(s, a.seat, a.card(), events);
    if (s.trick.size < s.seats()) {
        s.toAct = static_cast<std::int8_t>(s.nextSeat(a.seat));
        return;
    }
    // The single highest power takes the trick; a shared top power spoils it.
    int top = 0;
    int holders = 0;
    int winner = -1;
    for (int i = 0; i < s.trick.size; ++i) {
        const int p = power(s.trick.card(i));
        if (p > top) {
            top = p;
            holders = 1;
            winner = s.trick.seat(i);
        } else if (p == top) {
            ++holders;
        }
    }
    trickplay::closeTrick(s, holders == 1 ? winner : -1, events);
    if (s.tricksDone >= HandSize)
        endDeal(s, events);
}

int AluetteRules::leaderOfTricks(const GameState& s)
{
    std::array<int, 4> counts{};
    int best = 0;
    int leader = -1;
    for (int t = 0; t < s.tricksDone; ++t) {
        const int w = s.trickWinners[static_cast<std::size_t>(t)];
        if (w < 0)
            continue;
        const int n = ++counts[static_cast<std::size_t>(w)];
        if (n > best) { // an equal count reached later does not take the lead
            best = n;
            leader = w;
        }
    }
    return leader;
}

bool AluetteRules::hasMordienneRun(const GameState& s, int seat)
{
    if (seat < 0 || s.tricksDone == 0)
        return false;
    int run = 0;
    for (int t = s.tricksDone - 1; t >= 0 && s.trickWinners[static_cast<std::size_t>(t)] == seat;
         --t)
        ++run;
    return run > 0 && run == s.tricksOf(seat);
}

DealScore AluetteRules::score(const GameState& s) const
{
    DealScore result;
    const auto& v = s.vars<AluetteVars>();
    const int winner = leaderOfTricks(s);
    const bool mordienne = winner >= 0 && hasMordienneRun(s, winner);
    if (m_options.mordienne == MordienneRule::Announced && v.announcer >= 0) {
        const bool made = mordienne && winner == v.announcer;
        const int side = made ? columnOf(v.announcer) : 1 - columnOf(v.announcer);
        result.points[static_cast<std::size_t>(side)] = 2;
        if (made) {
            result.note = AluetteNote::Mordienne;
            result.noteSeat = v.announcer;
        }
        return result;
    }
    if (winner < 0) {
        result.note = AluetteNote::Void; // every trick spoiled
        return result;
    }
    const bool bonus = mordienne && m_options.mordienne == MordienneRule::Unannounced;
    result.points[static_cast<std::size_t>(columnOf(winner))] = bonus ? 2 : 1;
    if (bonus) {
        result.note = AluetteNote::Mordienne;
        result.noteSeat = static_cast<std::int8_t>(winner);
    }
    return result;
}

void AluetteRules::hideFrom(GameState& s, int seat) const
{
    Rules::hideFrom(s, seat); // other hands and the stack
    auto& v = s.vars<AluetteVars>();
    for (int other = 0; other < 4; ++other)
        if (other != seat)
            v.discarded[static_cast<std::size_t>(other)] = CardSet();
}

MatchStatus AluetteRules::matchStatus(std::span<const ScoreRow> rows,
                                      std::span<const int> totals) const
{
    MatchStatus status;
    if (totals.size() < 2 || totals[0] == totals[1])
        return status;
    const bool announced = m_options.mordienne == MordienneRule::Announced;
    const int best = totals[0] > totals[1] ? 0 : 1;
    if (announced ? totals[static_cast<std::size_t>(best)] < AnnouncedTarget
                  : static_cast<int>(rows.size()) < Deals)
        return status;
    status.over = true;
    status.winners.push_back(best);
    return status;
}

DealFacts AluetteRules::dealFacts(const GameState& s) const
{
    const auto& v = s.vars<AluetteVars>();
    DealFacts facts;
    auto& own = facts.own<AluetteFacts>();
    facts.handSize = HandSize;
    own.dealWinner = leaderOfTricks(s);
    own.stackDealt = v.stackDealt;
    own.announcer = v.announcer;
    // Only the five-deal game goes on while the sides are level.
    own.extraDeal = m_options.mordienne == MordienneRule::Unannounced && s.dealIndex >= Deals;
    return facts;
}

} // namespace fs
