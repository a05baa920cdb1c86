#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generate the Follow Suit card decks, each as one SVG file plus theme.json.

* french:  "Follow Suit Classic", 52 French-suited cards + back
           -> resources/decks/french/
* french4: "Follow Suit Four-Colour", the same cards with diamonds blue and
           clubs green -> resources/decks/french4/
* spanish: "Follow Suit Spanish", 48 Spanish-suited cards + back
           -> resources/decks/spanish/

Each SVG is laid out so Qt's QSvgRenderer can render every card on its own:

* every card is one <g id="..."> holding its complete artwork, translated to
  its own cell of a grid, so boundsOnElement(id) is exactly the card;
* nothing is shared through <defs>/<use>/<symbol>, and no CSS, filters,
  masks, clip paths or gradients are used (Qt SVG implements SVG Tiny 1.2
  and is unreliable with those when rendering a single element);
* ranks and suit signs are drawn as paths, so indices never depend on which
  fonts are installed (only the small names on the Spanish deck's Aluette
  cards are <text>);
* the French decks also hold index overlays, index_<letter>_<suit>: the
  corner rank in another court letter, which the app paints over a card in
  a language that writes its courts with other letters (README.md, "Court
  letters").

The drawing code lives next to this script: svgkit.py (path toolkit),
glyphs.py (rank glyphs), cardbase.py (card blank, indices, back, assembly),
figures.py (the court figures), french.py (both French decks) and
spanish.py.

Usage:  python3 tools/cardart/make_deck.py [--deck french|french4|spanish|all]
                                           [--out DIR]
"""

import argparse
import os
import sys

sys.dont_write_bytecode = True    # keep tools/cardart/ free of __pycache__
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import cardbase  # noqa: E402
import french    # noqa: E402
import spanish   # noqa: E402

DECKS = {"french": french.CLASSIC_DECK, "french4": french.FOUR_COLOUR_DECK,
         "spanish": spanish.DECK}


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    decks_root = os.path.normpath(
        os.path.join(here, "..", "..", "resources", "decks"))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deck", choices=sorted(DECKS) + ["all"],
                        default="all", help="which deck (default: all)")
    parser.add_argument("--out", help="output folder; with --deck all, one "
                        "sub-folder per deck is made in it (default: "
                        "%s/<deck>)" % decks_root)
    args = parser.parse_args()

    names = sorted(DECKS) if args.deck == "all" else [args.deck]
    for name in names:
        deck = DECKS[name]
        if args.out is None:
            out_dir = os.path.join(decks_root, name)
        elif args.deck == "all":
            out_dir = os.path.join(args.out, name)
        else:
            out_dir = args.out
        overlays = deck.overlays() if deck.overlays else ()
        svg, ids = cardbase.build_svg(deck.cards(), deck.title, deck.columns,
                                      overlays)
        svg_file = cardbase.write_deck(out_dir, svg, deck.theme)
        extra = sum(len(row) for row in overlays)
        print("wrote %s: %d cards%s, %d bytes"
              % (svg_file, len(ids) - extra,
                 " and %d index overlays" % extra if extra else "",
                 os.path.getsize(svg_file)))


if __name__ == "__main__":
    main()
