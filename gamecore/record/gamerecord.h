#pragma once
// A game record: everything needed to replay a match exactly — the game, its players and
// options, where the cards came from (a seed or explicit card orders) and every action in order.
// The JSON form is documented in docs/record-format.md; it doubles as the saved-game format, so
// a record may stop in the middle of a deal.
//
// Nothing here throws: records come from files a person may have edited, so every problem is
// reported as a RecordError with a message that names what is wrong and where.

#include "core/action.h"
#include "core/match.h"
#include "registry/options.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fs {

struct GameRecord {
    static constexpr std::string_view FormatName = "followsuit-record";
    static constexpr int FormatVersion = 1;

    std::string game;               // registry id, e.g. "hearts"
    int players = 0;                // number of seats
    std::vector<std::string> names; // optional display names, one per seat (informational)
    Options options;                // as given to the registry; absent keys take defaults
    std::optional<std::uint64_t> seed;
    std::optional<int> firstDealer; // absent: drawn from the seeded generator, as Match does
    std::optional<std::vector<std::vector<Card>>> deals; // explicit card orders, one per deal
    std::vector<Action> actions;
    // Free-form facts about the match that replaying ignores (when it was saved, whether undo was
    // used). Only text values are kept from a file; anything else under "meta" is skipped.
    std::map<std::string, std::string> meta;
};

enum class RecordErrorKind : std::uint8_t {
    None,
    Malformed,     // not JSON, wrong format or version, missing field, wrong type, bad card text
    BadSetup,      // unknown game, option or seat count the registry refuses
    BadDeal,       // an explicit deal that is not a permutation of the pack, or too few deals
    IllegalAction, // an action the rules refuse at that point
    AfterMatchEnd, // an action after the match was already over
};

struct RecordError {
    RecordErrorKind kind = RecordErrorKind::None;
    std::string message;
    int actionNumber = 0; // 1-based index of the offending action, 0 when not about an action

    explicit operator bool() const { return kind != RecordErrorKind::None; }
};

struct ParsedRecord {
    GameRecord record;
    RecordError error;
    bool ok() const { return !error; }
};

struct ReplayResult {
    std::unique_ptr<Match> match; // the match as far as the record took it (null if never built)
    RecordError error;
    int actionsApplied = 0;
    bool endsMidDeal = false; // the last deal has actions but is not finished: a game in progress
    bool ok() const { return !error; }
};

// How a written record says where the cards came from. Auto writes the seed alone when the seed
// reproduces every deal of the match, and the explicit card orders otherwise.
enum class DealSource : std::uint8_t { Auto, Seed, Explicit };

// The record of a match so far (finished or not). `options` are the ones its rules were built with.
GameRecord recordOf(const Match& match, const Options& options,
                    DealSource source = DealSource::Auto);

// What of a match may leave the table while it is being played: the deals finished so far with
// their card orders written out, their actions, and no seed, since the seed would deal the rest
// of the match, the hidden hands of the deal in progress included. A finished match gives its
// whole record (recordOf). Replaying it stops at the end of the last finished deal; whoever plays
// on gives it a new seed for the deals to come.
GameRecord recordOfFinishedDeals(const Match& match, const Options& options);

// JSON text of a record: one deal and one action per line, so records read well and diff well.
std::string writeRecord(const GameRecord& record);
inline std::string writeRecord(const Match& match, const Options& options,
                               DealSource source = DealSource::Auto)
{
    return writeRecord(recordOf(match, options, source));
}

// Parses JSON text; checks the shape, the game id, card texts and that every deal is a
// permutation of the game's pack. Whether the actions are legal is for replayRecord to say.
ParsedRecord parseRecord(std::string_view json);

// Builds the rules and replays the actions, starting each deal when the previous one is finished
// and the match goes on. A record may end mid-deal; an action after the end is an error.
ReplayResult replayRecord(const GameRecord& record);

// One action as a record lists it: {"seat": 2, "play": "QH"}, {"seat": 0, "bid": 3}.
std::string actionJson(const Action& action, const Pack& pack, const Vocabulary& words);

// "seat 2 plays QH", "seat 0 passes 2C 5D QS", "seat 1 bids 3", "seat 3 chooses moon-add-others".
std::string describeAction(const Action& action, const Pack& pack, const Vocabulary& words);

} // namespace fs
