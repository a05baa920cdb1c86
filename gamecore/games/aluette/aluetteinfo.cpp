#include "games/aluette/aluetteinfo.h"

#include "games/aluette/aluetteplayer.h"
#include "games/aluette/aluetterules.h"

namespace fs {

namespace {

std::shared_ptr<const Rules> makeAluette(int, const Options& options, std::string& error)
{
    AluetteOptions o;
    if (!readOption(options, "chant", o.chant, error) ||
        !readOption(
            options, "mordienne", o.mordienne,
            {{"unannounced", MordienneRule::Unannounced}, {"announced", MordienneRule::Announced}},
            error))
        return nullptr;
    return std::make_shared<AluetteRules>(o);
}

} // namespace

GameInfo aluetteGameInfo()
{
    GameInfo aluette;
    aluette.id = "aluette";
    aluette.name = "Aluette";
    aluette.minSeats = aluette.maxSeats = aluette.defaultSeats = 4;
    aluette.pack = PackKind::Spanish48;
    aluette.vocabulary = &AluetteVocabulary;
    aluette.options = {
        flagOption(
            "chant", "true",
            "le chant: if all four accept, eldest and the dealer's partner take six cards each "
            "from the stack and discard six",
            "6, R-23"),
        choiceOption(
            "mordienne", "unannounced",
            "unannounced: a Mordienne scores 2 when it happens; announced: it must be announced "
            "before the lead (2 to the announcer's side if made, 2 to the opponents if not) and "
            "the game is first to 10",
            "6, R-26", {"unannounced", "announced"}),
    };
    aluette.summary =
        "Partners sit opposite. Suits never matter: eight named cards (Monsieur, Madame, the "
        "Borgne, the Vache, the Grand and Petit Neuf, the Deuces of batons and swords) rank "
        "above the Aces, Kings, Cavaliers and Valets, then the other cards from 9 down to 3. "
        "Equal cards tie, and a trick whose top card is tied is spoiled. Any card may be played "
        "at any time. The side of the player with most tricks scores 1 (a tie goes to whoever "
        "got there first), 2 for a Mordienne. Five deals; more points wins.";
    aluette.blurb = "Aluette, the old Breton game played with a Spanish pack, its eight named "
                    "cards and tied tricks";
    aluette.rules = makeAluette;
    aluette.computerPlayer = [] { return std::make_unique<AluettePlayer>(); };
    aluette.searchPlaysOutWithHeuristic = true;
    return aluette;
}

} // namespace fs
