#pragma once
// Euchre's entry in the game registry: options with defaults and rules references, summary,
// and how to build its rules and computer player.

#include "registry/gameregistry.h"

namespace fs {

GameInfo euchreGameInfo();

} // namespace fs
