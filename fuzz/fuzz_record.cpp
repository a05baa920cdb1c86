// Fuzz target: a game record as read from a file. Whatever the bytes, reading and replaying must
// end with a result or a clear error, never a crash, a hang or a sanitizer report. A record that
// replays must survive a round trip: written out (as read, and as rebuilt from the replayed
// match), read back and replayed, it gives the same match.

#include "record/gamerecord.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {

void require(bool condition)
{
    if (!condition)
        std::abort();
}

bool sameMatch(const fs::Match& a, const fs::Match& b)
{
    if (a.dealsPlayed() != b.dealsPlayed() || a.totals() != b.totals() || a.over() != b.over() ||
        a.actions() != b.actions() || a.dealOrders() != b.dealOrders())
        return false;
    for (std::size_t i = 0; i < a.rows().size(); ++i)
        if (a.rows()[i].points != b.rows()[i].points)
            return false;
    return true;
}

// Writes, reads back and replays; the replay must give `match` again.
void roundTrip(const fs::GameRecord& record, const fs::Match& match)
{
    const fs::ParsedRecord again = fs::parseRecord(fs::writeRecord(record));
    require(again.ok());
    const fs::ReplayResult replayed = fs::replayRecord(again.record);
    require(replayed.ok() && replayed.match);
    require(sameMatch(*replayed.match, match));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const fs::ParsedRecord parsed = fs::parseRecord(text);
    if (!parsed.ok()) {
        require(!parsed.error.message.empty());
        return 0;
    }
    const fs::ReplayResult replayed = fs::replayRecord(parsed.record);
    if (!replayed.ok()) {
        require(!replayed.error.message.empty());
        return 0;
    }
    require(replayed.match != nullptr);
    roundTrip(parsed.record, *replayed.match);
    for (const fs::DealSource source : {fs::DealSource::Auto, fs::DealSource::Explicit})
        roundTrip(fs::recordOf(*replayed.match, parsed.record.options, source), *replayed.match);
    return 0;
}
