// followsuit-cli games: the registry, as a person would want to read it.

#include "args.h"
#include "commands.h"
#include "gamelists.h"

#include "registry/gameregistry.h"

#include <filesystem>
#include <iostream>
#include <system_error>

namespace cli {
namespace {

std::string packName(fs::PackKind kind)
{
    return kind == fs::PackKind::Spanish48 ? "48-card Spanish-suited" : "52-card French-suited";
}

// Where a person finds the game's rules page: installed with the program, under its prefix
// (/usr/share/doc/followsuit/rules/ for /usr/bin/followsuit-cli), else, for a program run from
// its build folder, in the source tree it was built from (docs/rules/).
std::string rulesPage(const std::string& id)
{
    const std::string page = id + ".md";
    std::error_code error;
    // The program's own path, links resolved: /usr/games/followsuit-cli is /usr/bin's.
    const std::filesystem::path program = std::filesystem::read_symlink("/proc/self/exe", error);
    const std::filesystem::path installed =
        program.parent_path().parent_path() / FOLLOWSUIT_RULES_SUBDIR / page;
    if (!error && std::filesystem::exists(installed, error))
        return installed.string();
    return (std::filesystem::path(FOLLOWSUIT_SOURCE_RULES_DIR) / page).string();
}

} // namespace

int runGames(const Words& words)
{
    Args args(words, {{"format"}}, 0);
    if (!args.ok())
        return fail("games", args.error(), ExitUsage);
    const std::string format = args.value("format").value_or("text");
    if (format == "markdown" || format == "markdown-options") {
        std::cout << (format == "markdown" ? gamesAsMarkdown() : optionsAsMarkdown());
        return ExitOk;
    }
    if (format == "cmake") {
        std::cout << gamesAsCMake();
        return ExitOk;
    }
    if (format != "text")
        return fail("games",
                    "--format must be text, markdown, markdown-options or cmake, not " + format,
                    ExitUsage);
    bool first = true;
    for (const fs::GameInfo& g : fs::allGames()) {
        if (!first)
            std::cout << '\n';
        first = false;
        std::cout << g.id << " - " << g.name << '\n';
        std::cout << "  seats:   " << seatsText(g) << '\n';
        std::cout << "  pack:    " << packName(g.pack) << '\n';
        if (g.options.empty())
            std::cout << "  options: none\n";
        else
            std::cout << "  options:\n";
        for (const fs::OptionInfo& o : g.options)
            std::cout << "    " << o.key << '=' << o.defaultValue << "  (" << optionValuesText(o)
                      << ") " << o.description << '\n';
        std::cout << "  summary: " << g.summary << '\n';
        std::cout << "  rules:   " << rulesPage(g.id) << '\n';
    }
    return ExitOk;
}

} // namespace cli
