#include "core/reason.h"

namespace fs {

std::string_view sharedReasonName(Reason r)
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
    case Reason::BidOutOfRange:
        return "bid out of range";
    case Reason::ChoiceNotOffered:
        return "choice not offered";
    case Reason::GameOwn:
        break;
    }
    return "illegal";
}

} // namespace fs
