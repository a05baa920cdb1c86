#include "registry/gameregistry.h"

#include "core/quoteformessage.h"

#include "games/aluette/aluetteinfo.h"
#include "games/armslength/armslengthinfo.h"
#include "games/euchre/euchreinfo.h"
#include "games/germanwhist/germanwhistinfo.h"
#include "games/hearts/heartsinfo.h"
#include "games/ohhell/ohhellinfo.h"
#include "games/put/putinfo.h"
#include "games/seconds/secondsinfo.h"
#include "games/spades/spadesinfo.h"
#include "games/whist/whistinfo.h"

namespace fs {
namespace {

std::vector<GameInfo> buildRegistry()
{
    // One line per game, in the order the lobby lists them.
    std::vector<GameInfo> games;
    games.push_back(heartsGameInfo());
    games.push_back(ohhellGameInfo());
    games.push_back(armslengthGameInfo());
    games.push_back(secondsGameInfo());
    games.push_back(whistGameInfo());
    games.push_back(germanwhistGameInfo());
    games.push_back(putGameInfo());
    games.push_back(aluetteGameInfo());
    games.push_back(spadesGameInfo());
    games.push_back(euchreGameInfo());
    return games;
}

} // namespace

OptionInfo flagOption(std::string key, std::string defaultValue, std::string description,
                      std::string rulesRef)
{
    return {std::move(key),
            std::move(defaultValue),
            std::move(description),
            std::move(rulesRef),
            OptionKind::Flag,
            0,
            0,
            {}};
}

OptionInfo numberOption(std::string key, std::string defaultValue, std::string description,
                        std::string rulesRef, int min, int max)
{
    OptionInfo o = flagOption(std::move(key), std::move(defaultValue), std::move(description),
                              std::move(rulesRef));
    o.kind = OptionKind::Number;
    o.min = min;
    o.max = max;
    return o;
}

OptionInfo choiceOption(std::string key, std::string defaultValue, std::string description,
                        std::string rulesRef, std::vector<std::string> choices)
{
    OptionInfo o = flagOption(std::move(key), std::move(defaultValue), std::move(description),
                              std::move(rulesRef));
    o.kind = OptionKind::Choice;
    o.choices = std::move(choices);
    return o;
}

std::vector<std::string> sampleValues(const OptionInfo& option)
{
    switch (option.kind) {
    case OptionKind::Flag:
        return {"false", "true"};
    case OptionKind::Choice:
        return option.choices;
    case OptionKind::Number:
        break;
    }
    std::vector<std::string> values = {std::to_string(option.min)};
    if (option.defaultValue != values.front())
        values.push_back(option.defaultValue);
    if (option.max != option.min && std::to_string(option.max) != option.defaultValue)
        values.push_back(std::to_string(option.max));
    return values;
}

std::string optionValueProblem(const OptionInfo& option, const std::string& value)
{
    switch (option.kind) {
    case OptionKind::Flag:
        if (parseBool(value))
            return {};
        return "expected true or false, got " + quoteForMessage(value);
    case OptionKind::Number:
        if (const auto n = parseInt(value); n && *n >= option.min && *n <= option.max)
            return {};
        return "expected a number from " + std::to_string(option.min) + " to " +
               std::to_string(option.max) + ", got " + quoteForMessage(value);
    case OptionKind::Choice:
        for (const std::string& name : option.choices)
            if (name == value)
                return {};
        std::string names;
        for (const std::string& name : option.choices)
            names += (names.empty() ? "" : ", ") + name;
        return "expected one of " + names + ", got " + quoteForMessage(value);
    }
    return "unknown kind of option";
}

const std::vector<GameInfo>& allGames()
{
    static const std::vector<GameInfo> games = buildRegistry();
    return games;
}

const GameInfo* findGame(const std::string& id)
{
    for (const GameInfo& g : allGames())
        if (g.id == id)
            return &g;
    return nullptr;
}

std::shared_ptr<const Rules> createRules(const std::string& gameId, int seats,
                                         const Options& options, std::string& error)
{
    const GameInfo* info = findGame(gameId);
    if (!info) {
        error = "unknown game " + quoteForMessage(gameId);
        return nullptr;
    }
    if (seats < info->minSeats || seats > info->maxSeats) {
        error = info->name + " is played by " + std::to_string(info->minSeats) +
                (info->minSeats == info->maxSeats ? "" : " to " + std::to_string(info->maxSeats)) +
                " players, not " + std::to_string(seats);
        return nullptr;
    }
    for (const auto& [key, value] : options) {
        const OptionInfo* known = nullptr;
        for (const OptionInfo& o : info->options)
            if (o.key == key)
                known = &o;
        if (!known) {
            error = "unknown option " + quoteForMessage(key) + " for " + info->name;
            return nullptr;
        }
        if (std::string why = optionValueProblem(*known, value); !why.empty()) {
            error = "option " + key + ": " + why;
            return nullptr;
        }
    }
    return info->rules(seats, options, error);
}

} // namespace fs
