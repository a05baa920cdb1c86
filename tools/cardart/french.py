# SPDX-License-Identifier: GPL-3.0-or-later
"""The "Follow Suit Classic" French-suited deck: 52 cards and a back.

Ids follow the KDE card-theme naming: 1_spade (the ace) .. 10_spade,
jack_spade, queen_spade, king_spade, likewise _heart, _diamond, _club, and
back.  One grid row per suit, 13 columns.
"""

from cardbase import (CARD_H, CARD_W, CENTRE, GOLD, card_blank, grid_cards,
                      indices, lattice_back)
from glyphs import glyph
from svgkit import (IDENTITY, Affine, circle, ellipse_path, fill_path, num,
                    parse_path, rect, stroke_path)

TITLE = "Follow Suit Classic"
THEME = {"name": "Follow Suit Classic", "pack": "french52",
         "aspect": 0.714285, "file": "deck.svg"}
COLUMNS = 13

RED = "#c8102e"
BLACK = "#1b1b1f"

SUITS = ("spade", "heart", "diamond", "club")
SUIT_COLOUR = {"spade": BLACK, "heart": RED, "diamond": RED, "club": BLACK}
RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10",
         "jack", "queen", "king")
RANK_LABEL = {"1": "A", "jack": "J", "queen": "Q", "king": "K"}

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


def pips(count, suit):
    parts = []
    for column, row in PIP_LAYOUT[count]:
        cx = PIP_COLUMNS[column]
        cy = PIP_TOP + row * (PIP_BOTTOM - PIP_TOP)
        # Pips below the middle face the other player, as on real cards.
        parts.append(suit_sign(suit, cx, cy, PIP_SIZE, turned=row > .5))
    return parts


def ace(suit):
    # The ace of spades traditionally carries the biggest sign in the deck.
    size = 150 if suit == "spade" else 118
    return [suit_sign(suit, CARD_W / 2, CARD_H / 2, size)]


# --- court cards -----------------------------------------------------------

# Emblems are designed in a box about 100 x 70 centred on the origin.
CROWN = parse_path(
    "M -42,30 L -42,12 L -52,-24 L -24,-2 L 0,-36 L 24,-2 L 52,-24 "
    "L 42,12 L 42,30 Z "
    + ellipse_path(-52, -28, 8, 8) + " "
    + ellipse_path(0, -41, 9, 9) + " "
    + ellipse_path(52, -28, 8, 8))
CROWN_JEWELS = [(-22, 21, 5), (0, 21, 6), (22, 21, 5)]

# Queen: a lower, rounder tiara with one tall pointed arch.
TIARA = parse_path(
    "M -46,30 C -20,20 20,20 46,30 L 45,14 C 43,2 38,-6 31,-9 "
    "C 27,-2 23,5 18,10 C 14,-8 8,-20 0,-28 C -8,-20 -14,-8 -18,10 "
    "C -23,5 -27,-2 -31,-9 C -38,-6 -43,2 -45,14 Z "
    + ellipse_path(0, -35, 7, 7) + " "
    + ellipse_path(-32, -13, 5.5, 5.5) + " "
    + ellipse_path(32, -13, 5.5, 5.5))
TIARA_JEWELS = [(0, 2, 7), (-30, 13, 4), (30, 13, 4)]

# Jack: a brimmed cap with a long plume sweeping up to the right.
JACK_CAP = parse_path(
    "M -50,26 C -40,15 40,15 50,26 C 40,35 -40,35 -50,26 Z "
    "M -30,22 C -32,0 -18,-12 0,-12 C 18,-12 32,0 30,22 Z "
    "M -6,-10 C 6,-32 28,-44 56,-46 C 46,-38 38,-26 32,-12 "
    "C 22,-6 8,-6 -6,-10 Z")
JACK_DETAILS = parse_path("M -28,12 C -10,7 10,7 28,12 "
                          "M -2,-11 C 12,-26 32,-38 52,-44")

COURT_TINT = {"king": "#f4e3a6", "queen": "#f6d5df", "jack": "#cfe5ef"}
PANEL = (50, 18, CARD_W - 100, CARD_H - 36)     # x, y, w, h


def emblem(rank, colour, tint, tf):
    if rank == "king":
        parts = [fill_path(CROWN, tf, colour)]
        parts += [circle(*tf.point(x, y), tf.length(r), tint)
                  for x, y, r in CROWN_JEWELS]
    elif rank == "queen":
        parts = [fill_path(TIARA, tf, colour)]
        parts += [circle(*tf.point(x, y), tf.length(r), tint)
                  for x, y, r in TIARA_JEWELS]
    else:
        parts = [fill_path(JACK_CAP, tf, colour),
                 stroke_path(JACK_DETAILS, tf, tint, 4)]
    return parts


def court_half(rank, suit, turned):
    """The upper half of a double-ended court panel (or the lower, turned)."""
    colour = SUIT_COLOUR[suit]
    tint = COURT_TINT[rank]
    turn = Affine.turn(*CENTRE) if turned else IDENTITY
    cx = CARD_W / 2
    parts = emblem(rank, colour, tint,
                   Affine.scale(0.66).then(Affine.translate(cx, 60))
                   .then(turn))
    letter = RANK_LABEL[rank]
    parts.append(glyph(letter, cx, 92, 66, colour,
                       CENTRE if turned else None))
    for side in (-1, 1):
        x, y = turn.point(cx + side * 48, 125)
        parts.append(suit_sign(suit, x, y, 26, turned))
    return parts


def court(rank, suit):
    colour = SUIT_COLOUR[suit]
    x, y, w, h = PANEL
    parts = [rect(x, y, w, h, 6, COURT_TINT[rank], colour, 3),
             rect(x + 5, y + 5, w - 10, h - 10, 3, "none", GOLD, 1.5)]
    parts += court_half(rank, suit, False)
    parts += court_half(rank, suit, True)
    # Divider between the two ends, broken by a small suit sign.
    mid = CARD_H / 2
    parts.append('<path d="M%s %sH%sM%s %sH%s" stroke="%s" stroke-width="2"/>'
                 % (num(x + 5), num(mid), num(CARD_W / 2 - 16),
                    num(CARD_W / 2 + 16), num(mid), num(x + w - 5), colour))
    parts.append(suit_sign(suit, CARD_W / 2, mid, 20))
    return parts


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

def card_parts(rank, suit):
    label = RANK_LABEL.get(rank, rank)
    parts = card_blank() + indices(
        label, SUIT_COLOUR[suit],
        lambda cx, cy, h, turned: suit_sign(suit, cx, cy, h, turned))
    if rank == "1":
        parts += ace(suit)
    elif rank in ("jack", "queen", "king"):
        parts += court(rank, suit)
    else:
        parts += pips(int(rank), suit)
    return parts


def deck_cards():
    """(id, parts) for all 53 elements, in grid order: one suit per row."""
    return grid_cards(SUITS, RANKS, card_parts, back)
