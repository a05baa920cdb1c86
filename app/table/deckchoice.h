#pragma once
// The deck a person chose in the preferences, and the cards it gives a game's pack: the chosen
// theme when it loads and is drawn for that pack, else the built-in deck of the pack, with the
// card back recoloured as chosen. The table and the review draw with the same choice.

#include "core/pack.h"

#include <QByteArray>
#include <QString>

struct DeckChoice {
    QString back = QStringLiteral("deck"); // "deck", "blue", "red", "green"
    // For French-suited games: a theme.json or a KDE deck's index.desktop; "" for built in.
    QString frenchTheme;
    bool fourColour = false; // the built-in French deck in four colours

    bool operator==(const DeckChoice&) const = default;
};

struct DeckCards {
    QByteArray svg;    // checked, ready for a CardRenderer
    double aspect = 0; // width over height of a card
    QString error;     // why the chosen theme was not used ("" when it was, or none was chosen)
    bool ok() const { return !svg.isEmpty(); }
};

// The cards of `choice` for `pack`.
DeckCards deckCards(fs::PackKind pack, const DeckChoice& choice);
