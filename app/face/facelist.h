#pragma once
// Every game's face (gameface.h), by registry id: composed once where the main window is built
// (games/gamefaces.h) and handed inwards, so that nothing below the window looks a game up or
// names one. An id none of the faces has (a game this build does not know, or an id from a
// damaged file) gets a plain face that names the game by its id.

#include <QList>
#include <QString>

#include <functional>
#include <memory>
#include <string_view>
#include <vector>

class GameFace;

class FaceList {
public:
    using PlainFace = std::function<std::unique_ptr<GameFace>(const QString& id)>;

    // `faces` in the registry's order; `plain` makes the face of an unknown id.
    FaceList(std::vector<std::unique_ptr<GameFace>> faces, PlainFace plain);
    ~FaceList();
    FaceList(const FaceList&) = delete;
    FaceList& operator=(const FaceList&) = delete;

    const GameFace& of(const QString& id) const;
    const GameFace& of(std::string_view id) const;
    // Every game's face, in the registry's order.
    QList<const GameFace*> all() const;
    // The game's name in the user's language (the id itself for a game this build does not know).
    QString name(const QString& id) const;

private:
    std::vector<std::unique_ptr<GameFace>> m_faces;
    PlainFace m_makePlain;
    // One per unknown id asked for, kept as long as the list: few, and references stay valid.
    mutable std::vector<std::unique_ptr<GameFace>> m_plain;
};
