#pragma once
// Named decisions that are neither a card nor a number: every game's declarations share this one
// list so that records, the controller and the computer-player interface stay game-neutral.

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace fs {

enum class Choice : std::uint8_t {
    MoonSubtractOwn, // Hearts: shooter takes 26 off their own total
    MoonAddOthers,   // Hearts: shooter adds 26 to everybody else
    RoadHigh,        // Arm's Length roads
    RoadLow,
    RoadPass,
    ThrowIn, // Put
    Put,
    Fold,
    See,
    Accept, // Aluette chant
    Decline,
    AnnounceMordienne,
    NoAnnouncement, // Aluette: play without announcing Mordienne
    PlayActive,     // four-handed Put: this seat plays the deal for the side
    Feed,           // four-handed Put: this seat feeds its partner
    Count
};

std::string_view choiceName(Choice c);
// Every choice's name, indexed by the Choice: how a game's variables holding one travel.
std::span<const std::string_view> choiceNames();
std::optional<Choice> parseChoice(std::string_view name);

} // namespace fs
