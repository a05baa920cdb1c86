#pragma once
// The list of every game's face (face/facelist.h), composed here, at the top, for the main
// window to hand inwards: adding a game means adding a line in gamefaces.cpp and a folder in
// app/games/. Only the window (and tests) include this file: tests/seams/layers.sh checks it.

#include "face/facelist.h"

namespace GameFaces {

const FaceList& list();

} // namespace GameFaces
