#pragma once
// Euchre's own choices, refusals and deal notes, and the names records and the wire know them by
// (core/vocabulary.h; docs/rules/euchre.md).

#include "core/vocabulary.h"

namespace fs {

struct EuchreChoice {
    static constexpr Choice OrderUp{0};      // first round: the turn-up's suit is trumps
    static constexpr Choice OrderUpAlone{1}; // the same, the maker's partner sitting out
    static constexpr Choice Pass{2};
    // Second round: name a suit (Clubs + suit), alone (NameAlone + suit).
    static constexpr int Name = 3;
    static constexpr int NameAlone = 7;
    static constexpr Choice name(int suit, bool alone)
    {
        return static_cast<Choice>((alone ? NameAlone : Name) + suit);
    }
    // The suit a naming choice names, -1 for another choice; and whether it goes alone.
    static constexpr int suitNamed(Choice c)
    {
        const int v = static_cast<int>(c);
        return v >= Name && v < NameAlone + 4 ? (v - Name) % 4 : -1;
    }
    static constexpr bool goesAlone(Choice c)
    {
        return c == OrderUpAlone || static_cast<int>(c) >= NameAlone;
    }
    static constexpr int Count = NameAlone + 4;
};

struct EuchreReason {
    static constexpr Reason TurnedDownSuit = ownReason(0); // naming the suit turned down
    static constexpr Reason DealerMustName = ownReason(1); // stick the dealer: no pass
    static constexpr Reason KeepTurnUp = ownReason(2);     // the dealer discards another card
};

struct EuchreNote {
    static constexpr DealNote ThrownIn{1}; // everybody passed twice
    static constexpr DealNote March{2};    // noteSeat: the maker, whose side took all five
    static constexpr DealNote Euchred{3};  // noteSeat: the maker, whose side took fewer than 3
};

extern const Vocabulary EuchreVocabulary;

} // namespace fs
