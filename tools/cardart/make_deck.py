#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generate the "Follow Suit Classic" French-suited deck as one SVG file.

The output follows the KDE card-theme naming (1_spade .. king_club, back) and
is laid out so Qt's QSvgRenderer can render each card on its own:

* every card is one <g id="..."> holding its complete artwork, translated to
  its own cell of a 13 x 5 grid, so boundsOnElement(id) is exactly the card;
* nothing is shared through <defs>/<use>/<symbol>, and no CSS, filters,
  masks, clip paths or gradients are used (Qt SVG implements SVG Tiny 1.2
  and is unreliable with those when rendering a single element);
* ranks and suit signs are drawn as paths, so the deck never depends on
  which fonts are installed.

Usage:  python3 tools/cardart/make_deck.py [--out DIR]
"""

import argparse
import json
import math
import os
import re

# ---------------------------------------------------------------------------
# Card geometry (poker proportions 2.5 : 3.5) and palette
# ---------------------------------------------------------------------------

CARD_W, CARD_H = 250, 350
CORNER_R = 14           # about 5 % of the width, like a real poker card
BORDER = 4              # ~1 px when the card is drawn 60 px wide
GAP = 10                # space between cells of the layout grid
COLUMNS = 13

RED = "#c8102e"
BLACK = "#1b1b1f"
FACE = "#fffdf6"        # warm white, a touch of ivory
EDGE = "#2a2a2e"        # card border, dark enough to show on green baize
GOLD = "#d9a521"

SUITS = ("spade", "heart", "diamond", "club")
SUIT_COLOUR = {"spade": BLACK, "heart": RED, "diamond": RED, "club": BLACK}
RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10",
         "jack", "queen", "king")
RANK_LABEL = {"1": "A", "jack": "J", "queen": "Q", "king": "K"}

# Index (corner) layout, in card units.  The rank is ~21 % of the card width
# tall so it is still about 12 px high when the card is 60 px wide.
INDEX_CX = 25           # centre line of the index column
INDEX_TOP = 13
INDEX_RANK_H = 52
INDEX_SUIT_H = 30
INDEX_SUIT_GAP = 7

# Pip layout: three columns, rows spread between PIP_TOP and PIP_BOTTOM.
PIP_SIZE = 44
PIP_COLUMNS = {"L": 74, "C": CARD_W / 2, "R": CARD_W - 74}
PIP_TOP, PIP_BOTTOM = 64, CARD_H - 64


# ---------------------------------------------------------------------------
# Minimal path toolkit: parse absolute path data, transform it, print it
# ---------------------------------------------------------------------------

ARITY = {"M": 2, "L": 2, "C": 6, "Q": 4, "A": 7, "Z": 0}
_TOKEN = re.compile(r"[MLCQAZ]|-?\d*\.?\d+(?:e-?\d+)?")


def parse_path(d):
    """Parse absolute path data (M L C Q A Z only) into [(op, [numbers])]."""
    commands, op, pending = [], None, []
    for tok in _TOKEN.findall(d):
        if tok in ARITY:
            op = tok
            if op == "Z":
                commands.append(("Z", []))
            continue
        pending.append(float(tok))
        if len(pending) == ARITY[op]:
            commands.append((op, pending))
            pending = []
            if op == "M":       # implicit repetition after M means L
                op = "L"
    if pending:
        raise ValueError("dangling numbers in path: %r" % d)
    return commands


class Affine:
    """2-D affine map x' = a*x + c*y + e, y' = b*x + d*y + f.

    The artwork only ever needs uniform scaling, translation and 180-degree
    turns, which keeps arc radii and sweep flags trivially correct."""

    def __init__(self, a=1.0, b=0.0, c=0.0, d=1.0, e=0.0, f=0.0):
        self.m = (a, b, c, d, e, f)

    @staticmethod
    def translate(dx, dy):
        return Affine(e=dx, f=dy)

    @staticmethod
    def scale(s):
        return Affine(a=s, d=s)

    @staticmethod
    def turn(cx, cy):
        """Rotate 180 degrees about (cx, cy)."""
        return Affine(a=-1, d=-1, e=2 * cx, f=2 * cy)

    def then(self, other):
        """Return the map 'apply self, then other'."""
        a1, b1, c1, d1, e1, f1 = self.m
        a2, b2, c2, d2, e2, f2 = other.m
        return Affine(a2 * a1 + c2 * b1, b2 * a1 + d2 * b1,
                      a2 * c1 + c2 * d1, b2 * c1 + d2 * d1,
                      a2 * e1 + c2 * f1 + e2, b2 * e1 + d2 * f1 + f2)

    def point(self, x, y):
        a, b, c, d, e, f = self.m
        return a * x + c * y + e, b * x + d * y + f

    def length(self, v):
        a, b, _, _, _, _ = self.m
        return v * math.hypot(a, b)


IDENTITY = Affine()


def num(v):
    """Compact number formatting; 0.1 unit is far below one device pixel."""
    s = "%.1f" % v
    if s.endswith(".0"):
        s = s[:-2]
    return "0" if s == "-0" else s


def path_data(commands, tf=IDENTITY):
    out = []
    for op, args in commands:
        if op == "A":
            rx, ry, rot, large, sweep, x, y = args
            px, py = tf.point(x, y)
            out.append("A%s %s %s %d %d %s %s" % (
                num(tf.length(rx)), num(tf.length(ry)), num(rot),
                large, sweep, num(px), num(py)))
        elif op == "Z":
            out.append("Z")
        else:
            pts = []
            for i in range(0, len(args), 2):
                px, py = tf.point(args[i], args[i + 1])
                pts.append("%s %s" % (num(px), num(py)))
            out.append(op + " ".join(pts))
    return "".join(out)


def fill_path(commands, tf, colour):
    return '<path d="%s" fill="%s"/>' % (path_data(commands, tf), colour)


def stroke_path(commands, tf, colour, width):
    return ('<path d="%s" fill="none" stroke="%s" stroke-width="%s" '
            'stroke-linecap="round" stroke-linejoin="round"/>'
            % (path_data(commands, tf), colour, num(tf.length(width))))


def rect(x, y, w, h, r, fill, stroke=None, stroke_width=0):
    extra = ""
    if stroke:
        extra = ' stroke="%s" stroke-width="%s"' % (stroke, num(stroke_width))
    return ('<rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="%s"%s/>'
            % (num(x), num(y), num(w), num(h), num(r), fill, extra))


def circle(cx, cy, r, fill):
    return '<circle cx="%s" cy="%s" r="%s" fill="%s"/>' % (
        num(cx), num(cy), num(r), fill)


def ellipse_path(cx, cy, rx, ry):
    """Closed ellipse as two clockwise arcs (clockwise keeps nonzero unions
    with other clockwise sub-paths solid)."""
    return ("M %g,%g A %g,%g 0 1 1 %g,%g A %g,%g 0 1 1 %g,%g Z"
            % (cx - rx, cy, rx, ry, cx + rx, cy, rx, ry, cx - rx, cy))


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
# Rank glyphs: monoline centre-lines in a box 100 units tall, drawn with a
# thick round stroke.  A monoline face stays legible down to ~10 px.
# ---------------------------------------------------------------------------

GLYPH_STROKE = 19
GLYPHS = {
    # name: (centre-line width, path data)
    "A": (64, "M 0,100 L 32,0 L 64,100 M 13,66 L 51,66"),
    "2": (58, "M 2,24 C 4,9 16,0 30,0 C 46,0 57,11 57,26 "
              "C 57,42 47,52 35,62 L 1,100 L 58,100"),
    "3": (58, "M 3,14 C 9,5 18,0 30,0 C 45,0 55,9 55,23 "
              "C 55,37 45,46 26,46 C 47,46 58,56 58,72 "
              "C 58,89 46,100 29,100 C 16,100 6,94 1,84"),
    "4": (60, "M 44,100 L 44,0 L 0,68 L 60,68"),
    "5": (57, "M 53,0 L 10,0 L 5,45 C 12,40 20,37 29,37 "
              "C 46,37 57,50 57,68 C 57,88 45,100 28,100 "
              "C 15,100 6,94 1,85"),
    "6": (58, "M 52,7 C 46,2 39,0 32,0 C 13,0 2,19 2,52 "
              "C 2,83 13,100 30,100 C 47,100 58,87 58,69 "
              "C 58,51 47,39 31,39 C 18,39 7,46 2,58"),
    "7": (58, "M 0,0 L 58,0 C 40,26 28,60 22,100"),
    "8": (56, ellipse_path(28, 23, 22, 23) + " " +
              ellipse_path(28, 73, 27, 27)),
    "J": (46, "M 46,0 L 46,68 C 46,89 36,100 22,100 "
              "C 11,100 3,93 0,82"),
    "Q": (64, ellipse_path(32, 50, 32, 50) + " M 38,72 L 64,104"),
    "K": (58, "M 2,0 L 2,100 M 56,0 L 2,62 M 22,40 L 58,100"),
    # "10" is condensed (and drawn thinner, see GLYPH_STROKE_10) so it fits
    # the same index column as a single digit with a clear gap between 1 and 0.
    "10": (72, "M 0,15 L 9,3 L 9,100 " + ellipse_path(53, 50, 19, 50)),
}
GLYPH_STROKE_10 = 15


def _rotated_glyph(name):
    """'9' is a '6' turned 180 degrees, exactly as in geometric faces."""
    width, d = GLYPHS[name]
    return width, path_data(parse_path(d), Affine.turn(width / 2, 50))


GLYPHS["9"] = _rotated_glyph("6")
GLYPH_COMMANDS = {k: (w, parse_path(d)) for k, (w, d) in GLYPHS.items()}


def glyph(label, cx, top, height, colour, turn_about=None):
    """Draw rank `label` with its ink box `height` tall, centred on cx."""
    width, commands = GLYPH_COMMANDS[label]
    stroke = GLYPH_STROKE_10 if label == "10" else GLYPH_STROKE
    # The ink is the centre-line box grown by half a stroke on every side.
    s = height / (100 + stroke)
    tf = (Affine.translate(-width / 2, stroke / 2)
          .then(Affine.scale(s))
          .then(Affine.translate(cx, top)))
    if turn_about:
        tf = tf.then(Affine.turn(*turn_about))
    return stroke_path(commands, tf, colour, stroke)


# ---------------------------------------------------------------------------
# Card parts
# ---------------------------------------------------------------------------

CENTRE = (CARD_W / 2, CARD_H / 2)


def card_blank():
    """Rounded card with its border drawn *inside* the outline.

    The border is a dark rounded rect with the face laid over it, rather
    than a stroke: a stroke would stick out by half its width and make
    boundsOnElement() larger than the card."""
    return [
        rect(0, 0, CARD_W, CARD_H, CORNER_R, EDGE),
        rect(BORDER, BORDER, CARD_W - 2 * BORDER, CARD_H - 2 * BORDER,
             CORNER_R - BORDER, FACE),
    ]


def indices(rank, suit):
    """Rank over suit sign in the top-left and (turned) bottom-right."""
    label = RANK_LABEL.get(rank, rank)
    colour = SUIT_COLOUR[suit]
    suit_cy = INDEX_TOP + INDEX_RANK_H + INDEX_SUIT_GAP + INDEX_SUIT_H / 2
    parts = []
    for turned in (False, True):
        pivot = CENTRE if turned else None
        parts.append(glyph(label, INDEX_CX, INDEX_TOP, INDEX_RANK_H,
                           colour, pivot))
        cx, cy = INDEX_CX, suit_cy
        if turned:
            cx, cy = CARD_W - cx, CARD_H - cy
        parts.append(suit_sign(suit, cx, cy, INDEX_SUIT_H, turned))
    return parts


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


def clip_segment(p, q, box):
    """Liang-Barsky: clip segment p-q to box (x0, y0, x1, y1); None if out.

    Needed because Qt SVG has no clipPath, so the lattice is cut in here."""
    x0, y0, x1, y1 = box
    dx, dy = q[0] - p[0], q[1] - p[1]
    t0, t1 = 0.0, 1.0
    for edge_p, edge_q in ((-dx, p[0] - x0), (dx, x1 - p[0]),
                           (-dy, p[1] - y0), (dy, y1 - p[1])):
        if edge_p == 0:
            if edge_q < 0:
                return None
            continue
        t = edge_q / edge_p
        if edge_p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return None
    return ((p[0] + t0 * dx, p[1] + t0 * dy), (p[0] + t1 * dx, p[1] + t1 * dy))


def back():
    parts = card_blank()
    inset = 13
    parts.append(rect(inset, inset, CARD_W - 2 * inset, CARD_H - 2 * inset,
                      CORNER_R - inset + 6, BACK_FIELD))
    box = (21, 21, CARD_W - 21, CARD_H - 21)
    # Diamond lattice: two families of parallel lines through a grid of
    # centres, with the card centre on a crossing so the pattern is symmetric.
    step_x, step_y = 20, 28
    cx, cy = CENTRE
    segments = []
    span = 40
    for k in range(-span, span + 1):
        for sign in (1, -1):
            # line through (cx + k*step_x, cy) with slope sign*step_y/step_x
            px, py = cx + k * step_x, cy
            p = (px - 20 * step_x, py - sign * 20 * step_y)
            q = (px + 20 * step_x, py + sign * 20 * step_y)
            seg = clip_segment(p, q, box)
            if seg and math.dist(*seg) > 1:
                segments.append(seg)
    d = "".join("M%s %sL%s %s" % (num(a[0]), num(a[1]), num(b[0]), num(b[1]))
                for a, b in segments)
    parts.append('<path d="%s" fill="none" stroke="%s" stroke-width="2"/>'
                 % (d, BACK_LINE))
    # Dots on the crossings (every other one, so they sit in the diamonds'
    # corners the same way on every row).
    for i in range(-6, 7):
        for j in range(-6, 7):
            if (i + j) % 2:
                continue
            x, y = cx + i * step_x, cy + j * step_y
            if box[0] + 4 < x < box[2] - 4 and box[1] + 4 < y < box[3] - 4:
                parts.append(circle(x, y, 2.6, BACK_ACCENT))
    # Frame lines around the lattice.
    parts.append(rect(box[0], box[1], box[2] - box[0], box[3] - box[1], 3,
                      "none", BACK_ACCENT, 2.5))
    parts.append(rect(box[0] + 6, box[1] + 6, box[2] - box[0] - 12,
                      box[3] - box[1] - 12, 2, "none", BACK_ACCENT, 1))
    # Central medallion with the four suits in a cross.
    parts.append('<ellipse cx="%s" cy="%s" rx="48" ry="64" fill="%s" '
                 'stroke="%s" stroke-width="3"/>'
                 % (num(cx), num(cy), BACK_FIELD, BACK_ACCENT))
    parts.append('<ellipse cx="%s" cy="%s" rx="41" ry="57" fill="none" '
                 'stroke="%s" stroke-width="1"/>'
                 % (num(cx), num(cy), BACK_ACCENT))
    for suit, (dx, dy) in zip(SUITS, ((0, -26), (21, 0), (0, 26), (-21, 0))):
        parts.append(suit_sign(suit, cx + dx, cy + dy, 24,
                               colour=BACK_ACCENT))
    return parts


# ---------------------------------------------------------------------------
# Document assembly
# ---------------------------------------------------------------------------

def card_parts(rank, suit):
    parts = card_blank() + indices(rank, suit)
    if rank == "1":
        parts += ace(suit)
    elif rank in ("jack", "queen", "king"):
        parts += court(rank, suit)
    else:
        parts += pips(int(rank), suit)
    return parts


def deck_cards():
    """(id, parts) for all 53 elements, in grid order: one suit per row."""
    for suit in SUITS:
        for rank in RANKS:
            yield "%s_%s" % (rank, suit), card_parts(rank, suit)
    yield "back", back()


def build_svg():
    cards = list(deck_cards())
    rows = (len(cards) + COLUMNS - 1) // COLUMNS
    width = COLUMNS * (CARD_W + GAP) + GAP
    height = rows * (CARD_H + GAP) + GAP
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<!-- Follow Suit Classic deck. Generated by '
           'tools/cardart/make_deck.py; edit the script, not this file. -->',
           '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" '
           'baseProfile="tiny" width="%d" height="%d" viewBox="0 0 %d %d">'
           % (width, height, width, height),
           '<title>Follow Suit Classic</title>']
    for i, (card_id, parts) in enumerate(cards):
        x = GAP + (i % COLUMNS) * (CARD_W + GAP)
        y = GAP + (i // COLUMNS) * (CARD_H + GAP)
        out.append('<g id="%s" transform="translate(%d,%d)">'
                   % (card_id, x, y))
        out.extend(parts)
        out.append('</g>')
    out.append('</svg>')
    return "\n".join(out) + "\n", [c for c, _ in cards]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    default_out = os.path.normpath(
        os.path.join(here, "..", "..", "resources", "decks", "french"))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=default_out,
                        help="output folder (default: %(default)s)")
    args = parser.parse_args()

    svg, ids = build_svg()
    os.makedirs(args.out, exist_ok=True)
    svg_file = os.path.join(args.out, "deck.svg")
    with open(svg_file, "w", encoding="utf-8", newline="\n") as f:
        f.write(svg)
    theme = {"name": "Follow Suit Classic", "pack": "french52",
             "aspect": 0.714285, "file": "deck.svg"}
    with open(os.path.join(args.out, "theme.json"), "w",
              encoding="utf-8", newline="\n") as f:
        json.dump(theme, f, indent=2)
        f.write("\n")
    print("wrote %s: %d cards, %d bytes"
          % (svg_file, len(ids), os.path.getsize(svg_file)))


if __name__ == "__main__":
    main()
