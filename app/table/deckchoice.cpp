#include "table/deckchoice.h"

#include "table/cardback.h"
#include "table/cardtheme.h"

DeckCards deckCards(fs::PackKind pack, const DeckChoice& choice)
{
    // A theme is drawn for one pack: Spanish-suited games keep the built-in Spanish deck.
    const bool french = pack == fs::PackKind::French52;
    const CardTheme::Loaded deck = french && !choice.frenchTheme.isEmpty()
                                       ? CardTheme::loadOrBuiltin(choice.frenchTheme, pack)
                                       : CardTheme::builtin(pack, french && choice.fourColour);
    DeckCards cards;
    cards.error = deck.error;
    if (!deck.theme)
        return cards; // only a broken build gets here: the built-in decks are resources
    cards.svg = CardBack::recoloured(deck.theme->svgData(), choice.back);
    cards.aspect = deck.theme->aspect();
    return cards;
}
