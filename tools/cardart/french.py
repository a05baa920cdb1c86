# SPDX-License-Identifier: GPL-3.0-or-later
"""The French-suited decks: 52 cards and a back, drawn once and coloured
two ways.

* CLASSIC_DECK, "Follow Suit Classic": spades and clubs black, hearts and
  diamonds red (SUIT_COLOUR).
* FOUR_COLOUR_DECK, "Follow Suit Four-Colour": the same art with spades
  black, hearts red, diamonds blue and clubs green (FOUR_COLOUR).

Every drawing function takes the suit colours as an argument; nothing else
differs between the two decks.

Ids follow the KDE card-theme naming: 1_spade (the ace) .. 10_spade,
jack_spade, queen_spade, king_spade, likewise _heart, _diamond, _club, and
back.  One grid row per suit, 13 columns.
"""

import figures
from cardbase import (CARD_H, CARD_W, CENTRE, Deck, card_blank, grid_cards,
                      index_overlay, indices, lattice_back)
from svgkit import Affine, ellipse_path, fill_path, num, parse_path

COLUMNS = 13

RED = "#c8102e"
BLACK = "#1b1b1f"
# Four-colour pack (see README.md, "The four-colour deck"): a clear mid blue
# that does not read as black, and a bluish (jade) green, well away from the
# yellowish baize green and, for red-green colour blindness, from the red.
BLUE = "#1a4fd0"
GREEN = "#00875a"

SUITS = ("spade", "heart", "diamond", "club")
SUIT_COLOUR = {"spade": BLACK, "heart": RED, "diamond": RED, "club": BLACK}
FOUR_COLOUR = {"spade": BLACK, "heart": RED, "diamond": BLUE, "club": GREEN}
RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10",
         "jack", "queen", "king")
RANK_LABEL = {"1": "A", "jack": "J", "queen": "Q", "king": "K"}
# Every letter a shipped translation writes for the jack, queen, king or
# ace (translations/followsuit_*.ts, "the king's letter, as in K♥"): each
# gets an index overlay per suit, index_R_spade and so on.  The app paints
# one over a card whose letter differs from RANK_LABEL's (which are the
# untranslated letters); a translation with a letter not drawn here shows
# the cards as they are, so add its letter (and its glyph) here.
INDEX_LETTERS = ("A", "B", "D", "J", "K", "Q", "R", "V")

# Pip layout: three columns, rows spread between PIP_TOP and PIP_BOTTOM.
PIP_SIZE = 44
PIP_COLUMNS = {"L": 74, "C": CARD_W / 2, "R": CARD_W - 74}
PIP_TOP, PIP_BOTTOM = 64, CARD_H - 64


# ---------------------------------------------------------------------------
# Suit signs, designed in a box about 108 units tall centred on the origin,
# left-right symmetric.  The club is several overlapping sub-paths; they all
# run clockwise on screen so the default nonzero fill unites them instead of
# punching holes where they overlap.
# ---------------------------------------------------------------------------

HEART = parse_path(
    "M 0,50 C -8,38 -50,12 -50,-20 C -50,-40 -37,-52 -23,-52 "
    "C -11,-52 -3,-45 0,-33 C 3,-45 11,-52 23,-52 "
    "C 37,-52 50,-40 50,-20 C 50,12 8,38 0,50 Z")

SPADE = parse_path(
    "M 0,-54 C 9,-40 50,-16 50,14 C 50,31 38,41 24,41 "
    "C 14,41 7,37 3,31 C 4,41 9,48 18,54 L -18,54 "
    "C -9,48 -4,41 -3,31 C -7,37 -14,41 -24,41 "
    "C -38,41 -50,31 -50,14 C -50,-16 -9,-40 0,-54 Z")

DIAMOND = parse_path(
    "M 0,-54 C 12,-34 26,-16 42,0 C 26,16 12,34 0,54 "
    "C -12,34 -26,16 -42,0 C -26,-16 -12,-34 0,-54 Z")

CLUB = parse_path(
    ellipse_path(0, -27, 25, 25) + " " +
    ellipse_path(-27, 11, 25, 25) + " " +
    ellipse_path(27, 11, 25, 25) + " " +
    ellipse_path(0, 5, 12, 12) + " " +
    # the stem, clockwise: down the right flank, along the foot, back up
    "M 3,8 C 3,30 8,44 18,54 L -18,54 C -8,44 -3,30 -3,8 Z")

SUIT_SHAPE = {"spade": SPADE, "heart": HEART,
              "diamond": DIAMOND, "club": CLUB}
SUIT_DESIGN_H = 108     # nominal design height shared by all four signs


def suit_sign(suit, cx, cy, height, turned=False, colour=None):
    """One suit sign centred at (cx, cy), `height` card units tall."""
    tf = Affine.scale(height / SUIT_DESIGN_H).then(Affine.translate(cx, cy))
    if turned:
        tf = tf.then(Affine.turn(cx, cy))
    return fill_path(SUIT_SHAPE[suit], tf, colour or SUIT_COLOUR[suit])


# ---------------------------------------------------------------------------
# Card parts
# ---------------------------------------------------------------------------

# Classic pip layouts: (column, row) with row 0 = top row, 1 = bottom row.
PIP_LAYOUT = {
    2: [("C", 0), ("C", 1)],
    3: [("C", 0), ("C", .5), ("C", 1)],
    4: [("L", 0), ("R", 0), ("L", 1), ("R", 1)],
    5: [("L", 0), ("R", 0), ("C", .5), ("L", 1), ("R", 1)],
    6: [(c, r) for r in (0, .5, 1) for c in "LR"],
    7: [(c, r) for r in (0, .5, 1) for c in "LR"] + [("C", .25)],
    8: [(c, r) for r in (0, .5, 1) for c in "LR"] + [("C", .25), ("C", .75)],
    9: [(c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in "LR"] + [("C", .5)],
    10: [(c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in "LR"]
        + [("C", 1 / 6), ("C", 5 / 6)],
}


def pips(count, suit, colour):
    parts = []
    for column, row in PIP_LAYOUT[count]:
        cx = PIP_COLUMNS[column]
        cy = PIP_TOP + row * (PIP_BOTTOM - PIP_TOP)
        # Pips below the middle face the other player, as on real cards.
        parts.append(suit_sign(suit, cx, cy, PIP_SIZE, row > .5, colour))
    return parts


def ace(suit, colour):
    # The ace of spades traditionally carries the biggest sign in the deck.
    size = 150 if suit == "spade" else 118
    return [suit_sign(suit, CARD_W / 2, CARD_H / 2, size, colour=colour)]


# --- court cards -----------------------------------------------------------
#
# Double-ended picture cards: the upper half is a head-and-shoulders figure
# (figures.py) and the lower half is the same figure turned 180 degrees, as
# in a real pack.  The halves meet on a slanted cut through the centre.  The
# robe is in the suit's colour, the panel behind is tinted per rank, and a
# suit sign sits beside each head.

COURT_TINT = {"king": "#f4e3a6", "queen": "#f6d5df", "jack": "#cfe5ef"}
# The robes fill the frame's full width (figures.PANEL runs round the
# indices), so they show under the index in a fanned hand.
FIGURE_HALF_W = (figures.PANEL_RIGHT - figures.PANEL_LEFT) / 2
COURT_SLOPE = 0.3       # the cut between the halves: y = 0.3 x
COURT_SIGN = (84, -126, 32)     # suit sign beside the head: x, y, height


def court_half(rank, suit, colours, turned):
    """The upper figure of a court (or the lower one, turned)."""
    tf = Affine.translate(*CENTRE)
    if turned:
        tf = tf.then(Affine.turn(*CENTRE))
    parts = figures.bust(rank, tf, figures.figure_colours(colours[suit]),
                         COURT_SLOPE, half_w=FIGURE_HALF_W)
    x, y, h = COURT_SIGN
    parts.append(suit_sign(suit, *tf.point(x, y), h, turned, colours[suit]))
    return parts


def court(rank, suit, colours):
    parts = [figures.panel_path(figures.PANEL, COURT_TINT[rank])]
    parts += court_half(rank, suit, colours, False)
    parts += court_half(rank, suit, colours, True)
    # The cut between the two figures, then the frame over the robes' edges.
    cx, cy = CENTRE
    dx = FIGURE_HALF_W
    parts.append('<path d="M%s %sL%s %s" stroke="%s" stroke-width="3"/>'
                 % (num(cx - dx), num(cy - dx * COURT_SLOPE), num(cx + dx),
                    num(cy + dx * COURT_SLOPE), COURT_TINT[rank]))
    return parts + figures.frame(colours[suit])


# --- back ------------------------------------------------------------------

BACK_FIELD = "#1d3b73"
BACK_LINE = "#4f6fab"
BACK_ACCENT = "#e3cf94"


def back():
    def medallion(cx, cy):
        return [suit_sign(suit, cx + dx, cy + dy, 24, colour=BACK_ACCENT)
                for suit, (dx, dy) in zip(SUITS, ((0, -26), (21, 0),
                                                  (0, 26), (-21, 0)))]
    return lattice_back(BACK_FIELD, BACK_LINE, BACK_ACCENT, medallion)


# ---------------------------------------------------------------------------
# The whole deck
# ---------------------------------------------------------------------------

def card_parts(rank, suit, colours=SUIT_COLOUR):
    label = RANK_LABEL.get(rank, rank)
    colour = colours[suit]
    parts = card_blank() + indices(
        label, colour,
        lambda cx, cy, h, turned: suit_sign(suit, cx, cy, h, turned, colour))
    if rank == "1":
        parts += ace(suit, colour)
    elif rank in ("jack", "queen", "king"):
        parts += court(rank, suit, colours)
    else:
        parts += pips(int(rank), suit, colour)
    return parts


def deck_cards(colours=SUIT_COLOUR):
    """(id, parts) for all 53 elements, in grid order: one suit per row."""
    return grid_cards(SUITS, RANKS,
                      lambda rank, suit: card_parts(rank, suit, colours),
                      back)


def index_overlays(colours=SUIT_COLOUR):
    """One row per suit of (id, parts) index overlays, one per letter."""
    return [[("index_%s_%s" % (letter, suit),
              index_overlay(letter, colours[suit]))
             for letter in INDEX_LETTERS] for suit in SUITS]


def _deck(name, colours):
    return Deck(name, {"name": name, "pack": "french52", "aspect": 0.714285,
                       "file": "deck.svg"},
                COLUMNS, lambda: deck_cards(colours),
                lambda: index_overlays(colours))


CLASSIC_DECK = _deck("Follow Suit Classic", SUIT_COLOUR)
FOUR_COLOUR_DECK = _deck("Follow Suit Four-Colour", FOUR_COLOUR)
