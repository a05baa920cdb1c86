#include "face/seatwords.h"

#include "face/gameface.h"

QString SeatWords::object(int seat) const
{
    // In GameFace's translation context, where the catalogues have always had it.
    return seat == person ? GameFace::tr("you") : name(seat);
}
