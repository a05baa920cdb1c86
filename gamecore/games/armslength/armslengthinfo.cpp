#include "games/armslength/armslengthinfo.h"

#include "games/armslength/armslengthplayer.h"
#include "games/armslength/armslengthrules.h"

namespace fs {

GameInfo armslengthGameInfo()
{
    GameInfo info;
    info.id = "armslength";
    info.name = "Arm's Length";
    info.minSeats = info.maxSeats = info.defaultSeats = 4;
    info.pack = PackKind::French52;
    info.vocabulary = &ArmsLengthVocabulary;
    info.options = {}; // docs/rules/armslength.md and rulings leave nothing to choose
    info.summary =
        "Partners opposite. Before the lead each side names a High player, who wants tricks, "
        "and a Low player, who wants few. There are no trumps until someone cannot follow suit: "
        "the card they play fixes trumps. You must beat the highest card of the suit led if "
        "you can (unless the trick is already trumped), and when void you must overtrump if "
        "you can. A side scores 10 per trick High took more than Low, plus High's tricks, or "
        "nothing if Low took more. Four deals; the higher total wins.";
    info.blurb = "Arm's Length, by David Parlett: partners, one wanting tricks and one few, and "
                 "trumps fixed by the first card off suit";
    info.rules = [](int, const Options&, std::string&) -> std::shared_ptr<const Rules> {
        return std::make_shared<ArmsLengthRules>();
    };
    info.computerPlayer = [] { return std::make_unique<ArmsLengthPlayer>(); };
    return info;
}

} // namespace fs
