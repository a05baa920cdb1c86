#pragma once
// The one table of every game's face (gameface.h), by registry id. The app asks it instead of
// comparing ids, so adding a game means adding a line here and a folder in app/games/.

#include <QList>
#include <QString>

#include <string_view>

class GameFace;

namespace GameFaces {

// The face of game `id`; an unknown id gets a plain face that names the game by its id.
const GameFace& of(const QString& id);
const GameFace& of(std::string_view id);
// Every game's face, in the registry's order.
QList<const GameFace*> all();
// The game's name in the user's language (the id itself for a game this build does not know).
QString name(const QString& id);

} // namespace GameFaces
