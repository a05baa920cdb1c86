#include "gamelists.h"

#include "registry/gameregistry.h"

#include <sstream>
#include <vector>

namespace cli {
namespace {

// "a, b and c" (or "or c").
std::string series(const std::vector<std::string>& items, const std::string& last)
{
    std::string text;
    for (std::size_t i = 0; i < items.size(); ++i)
        text += (i == 0 ? "" : i + 1 == items.size() ? " " + last + " " : ", ") + items[i];
    return text;
}

std::string xmlEscaped(const std::string& text)
{
    std::string out;
    for (const char c : text)
        out += c == '&' ? "&amp;" : c == '<' ? "&lt;" : c == '>' ? "&gt;" : std::string(1, c);
    return out;
}

// A CMake quoted argument: its backslashes, quotes, dollars and semicolons taken literally.
std::string cmakeQuoted(const std::string& text)
{
    std::string out = "\"";
    for (const char c : text) {
        if (c == '\\' || c == '"' || c == '$' || c == ';')
            out += '\\';
        out += c;
    }
    return out + "\"";
}

// A markdown table cell: a pipe would end it.
std::string cell(const std::string& text)
{
    std::string out;
    for (const char c : text)
        out += c == '|' ? std::string("\\|") : std::string(1, c);
    return out;
}

} // namespace

std::string seatsText(const fs::GameInfo& g)
{
    if (g.minSeats == g.maxSeats)
        return std::to_string(g.minSeats);
    return std::to_string(g.minSeats) + " to " + std::to_string(g.maxSeats) + " (default " +
           std::to_string(g.defaultSeats) + ")";
}

std::string optionValuesText(const fs::OptionInfo& o, const std::string& quote)
{
    switch (o.kind) {
    case fs::OptionKind::Flag:
        return quote + "true" + quote + " or " + quote + "false" + quote;
    case fs::OptionKind::Number:
        return std::to_string(o.min) + " to " + std::to_string(o.max);
    case fs::OptionKind::Choice:
        break;
    }
    std::string names;
    for (const std::string& name : o.choices)
        names += (names.empty() ? "" : ", ") + quote + name + quote;
    return names;
}

std::string gamesAsMarkdown()
{
    std::ostringstream out;
    out << "| Game | id | Players |\n|---|---|---|\n";
    for (const fs::GameInfo& g : fs::allGames())
        out << "| " << cell(g.blurb) << " | `" << g.id << "` | " << seatsText(g) << " |\n";
    return out.str();
}

std::string optionsAsMarkdown()
{
    std::ostringstream out;
    out << "| Game | option | default | meaning | values |\n|---|---|---|---|---|\n";
    for (const fs::GameInfo& g : fs::allGames())
        for (const fs::OptionInfo& o : g.options)
            out << "| " << g.id << " | `" << o.key << "` | `" << o.defaultValue << "` | "
                << cell(o.description) << " | " << optionValuesText(o, "`") << " |\n";
    return out.str();
}

std::string gamesAsCMake()
{
    std::vector<std::string> names;
    std::vector<std::string> ids;
    std::string items;
    for (const fs::GameInfo& g : fs::allGames()) {
        names.push_back(g.name);
        ids.push_back(g.id);
        items +=
            (items.empty() ? "" : "\n") + std::string("      <li>") + xmlEscaped(g.blurb) + "</li>";
    }
    std::ostringstream out;
    out << "set(FOLLOWSUIT_GAME_NAMES " << cmakeQuoted(series(names, "and")) << ")\n"
        << "set(FOLLOWSUIT_GAME_IDS " << cmakeQuoted(series(ids, "or")) << ")\n"
        << "set(FOLLOWSUIT_GAME_ITEMS " << cmakeQuoted(items) << ")\n"
        << "set(FOLLOWSUIT_GAME_ID_LIST";
    for (const std::string& id : ids)
        out << ' ' << id;
    out << ")\n";
    return out.str();
}

} // namespace cli
