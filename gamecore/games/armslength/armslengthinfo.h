#pragma once
// Arm's Length's entry in the game registry: no options, summary, and how to build its rules and
// computer player.

#include "registry/gameregistry.h"

namespace fs {

GameInfo armslengthGameInfo();

} // namespace fs
