#pragma once
// Cards as text in tests: readable QTest failure messages for cards, card sets, reasons, phases
// and choices, and cards read from their names ("QS", "QS TH 2C").
//
// Cards are named in the French 52-card pack unless the test class names another when it is
// made (one test class runs in each process, tests/runner/testmain.h):
//     AluetteRulesTest() { harness::useTestPack(fs::Pack::spanish48()); }

#include "core/cardset.h"
#include "core/choice.h"
#include "core/gamestate.h"
#include "core/pack.h"
#include "core/reason.h"

#include <QTest>

#include <sstream>
#include <string>

namespace harness {

inline const fs::Pack*& testPackInUse()
{
    static const fs::Pack* pack = &fs::Pack::french52();
    return pack;
}

// The pack the test's cards are named in.
inline const fs::Pack& testPack()
{
    return *testPackInUse();
}

inline void useTestPack(const fs::Pack& pack)
{
    testPackInUse() = &pack;
}

// "{QS TH 2C}"
inline std::string cardNames(fs::CardSet cards)
{
    std::string text = "{";
    for (fs::Card c : cards) {
        if (text.size() > 1)
            text += ' ';
        text += testPack().name(c);
    }
    return text + "}";
}

// One card by name; a name the pack does not know stops the test.
inline fs::Card card(const char* text)
{
    const auto c = testPack().parse(text);
    if (!c)
        qFatal("bad card name in test: %s", text);
    return *c;
}

// Cards named in a list separated by spaces.
inline fs::CardSet cards(const std::string& list)
{
    fs::CardSet s;
    std::istringstream in(list);
    std::string word;
    while (in >> word)
        s.insert(card(word.c_str()));
    return s;
}

} // namespace harness

namespace fs {

// QTest finds these by argument-dependent lookup.
inline char* toString(const Card& c)
{
    return qstrdup(c.valid() ? harness::testPack().name(c).c_str() : "none");
}

inline char* toString(const CardSet& cards)
{
    return qstrdup(harness::cardNames(cards).c_str());
}

// A game's own reasons and choices are named by its Vocabulary, which a comparison does not
// know: their numbers tell them apart.
inline char* toString(const Reason& r)
{
    return qstrdup(isOwnReason(r)
                       ? ("the game's own reason " +
                          std::to_string(static_cast<int>(r) - static_cast<int>(Reason::GameOwn)))
                             .c_str()
                       : std::string(sharedReasonName(r)).c_str());
}

inline char* toString(const Choice& c)
{
    return qstrdup(("choice " + std::to_string(static_cast<int>(c))).c_str());
}

inline char* toString(const Phase& p)
{
    static const char* names[] = {"Exchange", "Bidding", "Declaring", "Playing", "Finished"};
    return qstrdup(names[static_cast<int>(p)]);
}

} // namespace fs
