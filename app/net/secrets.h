#pragma once
// Table codes and seat tokens: random, from the operating system's generator. A table code is
// what an invitation carries (50 bits, ten letters a person can read out); a seat
// token is what lets a client take its seat back (128 bits) and never leaves the two machines.

#include <QString>

namespace secrets {

// 50 random bits in Crockford's base 32 ("7KD2-9QWM-XT"), without the letters that look alike.
QString newTableCode();
// The same code typed by a person: case, dashes and spaces ignored, look-alikes read as meant.
QString normalTableCode(const QString& typed);
// 128 random bits as 32 hexadecimal digits.
QString newSeatToken();
// Compares in time that does not depend on where the two differ.
bool sameSecret(const QString& a, const QString& b);

} // namespace secrets
