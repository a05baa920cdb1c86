// followsuit-cli: play, replay, list and benchmark the games of the Follow Suit rules core
// without the desktop application (and without Qt).

#include "commands.h"
#include "followsuitversion.h"

#include <csignal>
#include <cstdio>
#include <iostream>

namespace cli {

int fail(const std::string& command, const std::string& message, int code)
{
    std::cerr << "followsuit-cli " << command << ": " << message << '\n';
    if (code == ExitUsage)
        std::cerr << "Run 'followsuit-cli help' for usage.\n";
    return code;
}

} // namespace cli

namespace {

constexpr const char* Usage = R"(Usage: followsuit-cli COMMAND [OPTIONS]

Commands:
  play --game ID --seed N [--players N] [--option KEY=VALUE ...] [--record FILE]
       [--level L | --level L,L,...] [--timing]
      Play a match between computer players (Easy unless --level says, for all seats
      or per seat) and print its score sheet.
      The same seed always gives the same output. --record writes the game record.
      --timing adds, per level, how long its decisions took in this match (wall clock,
      one thread, no time budget): count, mean, p50, p95 and max, on standard error.
  replay FILE
      Check a game record (docs/record-format.md) and print the final scores as JSON.
  bestmove --level easy|medium|hard [--seed N] FILE
      Replay a record (FILE, or - for standard input) and print as JSON what a computer
      player at that level does next, with the options it weighed.
  games [--format text|markdown|markdown-options|cmake]
      List the games with their seats, pack, options and rules summary; as the
      README's tables of games and of options (markdown, markdown-options), or as
      the packaging's lists of games (cmake).
  bench (--game ID | --all) [--seconds S] [--seed N] [--deals N] [--positions N] [--budget]
      On one core: random full-deal playouts/s (or N deals), sampled worlds/s, with a
      rollout each, search simulations/s (S seconds each, default 3), and decision
      latency per level over N fixed positions (default 200); with --budget also each
      level against the app's thinking budget, and the iterations it reached. See
      docs/ai.md.
  soak (--deals N | --rounds N) [--max-deals-per-match M] [--seed S] [--game ID]
      Play every game, seat count and combination of option values, half the seats
      computer players and half random, checking every invariant at every decision;
      a round is one match (of at most M deals, default 60) per combination.
  arena --game ID --seats LEVEL,LEVEL,... [--players N] [--option KEY=VALUE ...]
        [--deals N] [--seed S] [--jobs J] [--deal K] [--reference-sims N] [--budget MS]
        [--sheets FILE]
      Computer players (easy, medium, hard, or the yardsticks of docs/ai.md, plain IS-MCTS
      at N iterations a decision, default 1000: reference, which plays for the match, and
      reference-points, for the deal's points) against each other on duplicate deals: each
      deal sequence is played in every rotation of the seats. Prints per player the mean
      points per deal, the share of matches won, the share of bids made where the game
      bids, the time per decision (mean, p95, max) and the iterations searched, and the
      paired differences, with 95% confidence intervals (default 200 deals, seed 1, one
      job; more jobs use more cores). --deal K plays only deal K of each match, from 0-0.
      --budget MS gives the levels a deadline of MS a decision, as the app does (Hard's
      is 150 ms), instead of their fixed effort. --sheets FILE writes every deal's
      score sheet as CSV, a line for each seat: its player, bid, tricks, points and the
      total it had before the deal.
  help
      Show this text.
  version
      Show the version (also --version).

Exit status: 0 success; 1 usage error, or a file that cannot be read or written;
2 malformed record (a file over 4 MiB included);
3 a record action is illegal or comes after the end of the match; 4 internal error;
5 bestmove: no decision to make (the match is over).
)";

} // namespace

int main(int argc, char** argv)
{
    // Past a file size limit (ulimit -f) the kernel kills a writer with SIGXFSZ by default;
    // ignored, the write fails instead, and the record writer can clean up and say so.
    std::signal(SIGXFSZ, SIG_IGN);
    const cli::Words all(argv + 1, argv + argc);
    if (all.empty()) {
        std::cerr << Usage;
        return cli::ExitUsage;
    }
    const std::string& command = all.front();
    const cli::Words words(all.begin() + 1, all.end());
    if (command == "help" || command == "--help" || command == "-h") {
        std::cout << Usage;
        return cli::ExitOk;
    }
    if (command == "version" || command == "--version") {
        std::cout << "followsuit-cli " << FOLLOWSUIT_VERSION << '\n';
        return cli::ExitOk;
    }
    if (command == "play")
        return cli::runPlay(words);
    if (command == "replay")
        return cli::runReplay(words);
    if (command == "games")
        return cli::runGames(words);
    if (command == "bench")
        return cli::runBench(words);
    if (command == "soak")
        return cli::runSoak(words);
    if (command == "arena")
        return cli::runArena(words);
    if (command == "bestmove")
        return cli::runBestmove(words);
    return cli::fail(command, "unknown command", cli::ExitUsage);
}
