#include "core/reason.h"

namespace fs {

std::string_view reasonName(Reason r)
{
    switch (r) {
    case Reason::None:
        return "legal";
    case Reason::DealOver:
        return "the deal is over";
    case Reason::NotYourTurn:
        return "not this seat's turn";
    case Reason::WrongKindOfAction:
        return "this kind of action is not expected now";
    case Reason::CardNotInHand:
        return "card not in hand";
    case Reason::WrongNumberOfCards:
        return "wrong number of cards";
    case Reason::MustFollowSuit:
        return "must follow suit";
    case Reason::MustLeadTwoOfClubs:
        return "the two of clubs must open the first trick";
    case Reason::MustLeadLowestClub:
        return "the lowest club in play must open the first trick";
    case Reason::NoPenaltyOnFirstTrick:
        return "no penalty card on the first trick";
    case Reason::HeartsNotBroken:
        return "hearts are not broken";
    case Reason::BidOutOfRange:
        return "bid out of range";
    case Reason::ChoiceNotOffered:
        return "choice not offered";
    case Reason::MustBeatHighestCard:
        return "must beat the highest card of the suit led";
    case Reason::MustOvertrump:
        return "must overtrump";
    case Reason::MustPassHighestCard:
        return "must pass the highest-ranked card";
    }
    return "illegal";
}

Reason reasonNamed(std::string_view name)
{
    // Every reason, to the last: reasonName answers "illegal" past it.
    for (int r = 1; reasonName(static_cast<Reason>(r)) != "illegal"; ++r)
        if (reasonName(static_cast<Reason>(r)) == name)
            return static_cast<Reason>(r);
    return Reason::None;
}

} // namespace fs
