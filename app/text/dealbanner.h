#pragma once
// Words about how the current deal is played, for games where that changes from deal to deal:
// Seconds' arrangement (partners, half-partners, win / lose / exactly three tricks) and its
// reminder that the second-highest card takes the trick. The arrangement itself comes from the
// game's rules in the core; this only words it.

#include <QCoreApplication>
#include <QString>

namespace fs {
class Rules;
} // namespace fs

class DealBanner {
    Q_DECLARE_TR_FUNCTIONS(DealBanner)

public:
    // One line for the whole table, or empty when the game has nothing to say.
    static QString forDeal(const fs::Rules& rules, int dealIndex);
    // A note under a seat's plate (whose tricks count with its own), or empty.
    static QString forSeat(const fs::Rules& rules, int dealIndex, int seat, int personSeat);
};
