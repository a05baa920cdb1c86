#pragma once
// What two ends of a table compare to know they run the same build (docs/protocol.md, "A build
// that says what it is"): the program's version, the protocol's, every game's definition (seats,
// pack, options and their values) and each game's variables as the game names them (their names,
// kinds and ranges: core/varsfields.h). Two builds that differ in any of it refuse each other with
// a clear message rather than read each other's views wrongly.

#include <QString>

namespace BuildDigest {

// 16 hexadecimal digits of a SHA-256 over all of the above.
QString ofThisBuild();
// The program's version ("1.4.0").
QString version();

} // namespace BuildDigest
