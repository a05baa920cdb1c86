# SPDX-License-Identifier: GPL-3.0-or-later
"""What every deck shares: card geometry, the blank card, corner indices,
the lattice back and the assembly of one SVG file with one <g id> per card.
"""

import json
import math
import os
from collections import namedtuple

from glyphs import glyph
from svgkit import (Affine, circle, clip_segment, fill_path, num, parse_path,
                    polygon_path, rect)

# ---------------------------------------------------------------------------
# Card geometry (poker proportions 2.5 : 3.5) and shared palette
# ---------------------------------------------------------------------------

CARD_W, CARD_H = 250, 350
CORNER_R = 14           # about 5 % of the width, like a real poker card
BORDER = 4              # ~1 px when the card is drawn 60 px wide
GAP = 10                # space between cells of the layout grid
CENTRE = (CARD_W / 2, CARD_H / 2)

FACE = "#fffdf6"        # warm white, a touch of ivory
EDGE = "#2a2a2e"        # card border, dark enough to show on green baize
GOLD = "#d9a521"

# Index (corner) layout, in card units.  The rank is ~21 % of the card width
# tall so it is still about 12 px high when the card is 60 px wide.
INDEX_CX = 25           # centre line of the index column
INDEX_TOP = 13
INDEX_RANK_H = 52
INDEX_SUIT_H = 30
INDEX_SUIT_GAP = 7


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


def indices(label, colour, sign, suit_h=INDEX_SUIT_H):
    """Rank over suit sign in the top-left and (turned) bottom-right.

    `sign(cx, cy, height, turned)` draws the deck's suit sign and returns
    one SVG element string or a list of them."""
    suit_cy = INDEX_TOP + INDEX_RANK_H + INDEX_SUIT_GAP + suit_h / 2
    parts = []
    for turned in (False, True):
        pivot = CENTRE if turned else None
        parts.append(glyph(label, INDEX_CX, INDEX_TOP, INDEX_RANK_H,
                           colour, pivot))
        cx, cy = INDEX_CX, suit_cy
        if turned:
            cx, cy = CARD_W - cx, CARD_H - cy
        drawn = sign(cx, cy, suit_h, turned)
        parts.extend([drawn] if isinstance(drawn, str) else drawn)
    return parts


# Index overlays: the rank glyph of both corners redrawn in another letter,
# for the app to paint over a card when the player's language writes its
# courts with other letters (R, D, V in French; K, D, B in German).  A patch
# of face colour hides the drawn glyph: a glyph is at most 36 units wide
# (x 7 to 43) and its ink runs from y = 13 down to 67 (the Q's tail).  The
# patch leaves a margin round the glyph, most where there is room (above
# it), so that not even an anti-aliased trace of the old letter survives at
# 60 px; and it keeps clear of what it must not repaint: the border (inside
# x, y = 4, and the rounded corner, which the patch cuts off), the suit
# sign (y = 72) and a court's frame (x = 48.5).
INDEX_PATCH = [(8, 8), (46, 8), (46, 69.5), (5.5, 69.5), (5.5, 14)]


def index_overlay(label, colour):
    """Both corners' rank glyph in `label` on a face-coloured patch.

    The first element is an unpainted rectangle the size of the card: Qt
    counts it in boundsOnElement(), so the overlay's bounds are the card's
    and it is drawn over the card with the same target rectangle."""
    patch = parse_path(polygon_path(INDEX_PATCH))
    parts = [rect(0, 0, CARD_W, CARD_H, 0, "none")]
    for turned in (False, True):
        pivot = CENTRE if turned else None
        parts.append(fill_path(patch, Affine.turn(*CENTRE) if turned
                               else Affine(), FACE))
        parts.append(glyph(label, INDEX_CX, INDEX_TOP, INDEX_RANK_H, colour,
                           pivot))
    return parts


# ---------------------------------------------------------------------------
# Back: a diamond lattice with a central medallion, in the deck's colours
# ---------------------------------------------------------------------------

def lattice_back(field, line, accent, medallion):
    """`medallion(cx, cy)` returns the parts drawn inside the oval."""
    parts = card_blank()
    inset = 13
    parts.append(rect(inset, inset, CARD_W - 2 * inset, CARD_H - 2 * inset,
                      CORNER_R - inset + 6, field))
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
                 % (d, line))
    # Dots on the crossings (every other one, so they sit in the diamonds'
    # corners the same way on every row).
    for i in range(-6, 7):
        for j in range(-6, 7):
            if (i + j) % 2:
                continue
            x, y = cx + i * step_x, cy + j * step_y
            if box[0] + 4 < x < box[2] - 4 and box[1] + 4 < y < box[3] - 4:
                parts.append(circle(x, y, 2.6, accent))
    # Frame lines around the lattice.
    parts.append(rect(box[0], box[1], box[2] - box[0], box[3] - box[1], 3,
                      "none", accent, 2.5))
    parts.append(rect(box[0] + 6, box[1] + 6, box[2] - box[0] - 12,
                      box[3] - box[1] - 12, 2, "none", accent, 1))
    # Central medallion.
    parts.append('<ellipse cx="%s" cy="%s" rx="48" ry="64" fill="%s" '
                 'stroke="%s" stroke-width="3"/>'
                 % (num(cx), num(cy), field, accent))
    parts.append('<ellipse cx="%s" cy="%s" rx="41" ry="57" fill="none" '
                 'stroke="%s" stroke-width="1"/>'
                 % (num(cx), num(cy), accent))
    parts += medallion(cx, cy)
    return parts


# ---------------------------------------------------------------------------
# Document assembly
# ---------------------------------------------------------------------------

# What make_deck.py writes for one deck: its title, the theme.json contents,
# the number of grid columns, a function returning the (id, parts) list and
# one returning rows of index overlays ((id, parts) lists; None: no rows).
Deck = namedtuple("Deck", "title theme columns cards overlays",
                  defaults=(None,))


def grid_cards(suits, ranks, card_parts, back):
    """(id, parts) for every card, one suit per row in rank order, then the back: the order
    build_svg lays the cards out in."""
    cards = [("%s_%s" % (rank, suit), card_parts(rank, suit))
             for suit in suits for rank in ranks]
    cards.append(("back", back()))
    return cards


def build_svg(cards, title, columns, extra_rows=()):
    """`cards` is a list of (id, parts); one grid row of `columns` cells
    per suit.  `extra_rows` (lists of (id, parts), at most `columns` long)
    follow, each on a row of its own.  Returns (svg text, list of ids)."""
    card_rows = (len(cards) + columns - 1) // columns
    placed = [(card_id, parts, i % columns, i // columns)
              for i, (card_id, parts) in enumerate(cards)]
    for row, extra in enumerate(extra_rows, card_rows):
        placed += [(card_id, parts, column, row)
                   for column, (card_id, parts) in enumerate(extra)]
    rows = card_rows + len(extra_rows)
    width = columns * (CARD_W + GAP) + GAP
    height = rows * (CARD_H + GAP) + GAP
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<!-- %s deck. Generated by '
           'tools/cardart/make_deck.py; edit the script, not this file. -->'
           % title,
           '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" '
           'baseProfile="tiny" width="%d" height="%d" viewBox="0 0 %d %d">'
           % (width, height, width, height),
           '<title>%s</title>' % title]
    for card_id, parts, column, row in placed:
        x = GAP + column * (CARD_W + GAP)
        y = GAP + row * (CARD_H + GAP)
        out.append('<g id="%s" transform="translate(%d,%d)">'
                   % (card_id, x, y))
        out.extend(parts)
        out.append('</g>')
    out.append('</svg>')
    return "\n".join(out) + "\n", [p[0] for p in placed]


def write_deck(out_dir, svg, theme):
    """Write deck.svg and theme.json into out_dir; return the SVG path."""
    os.makedirs(out_dir, exist_ok=True)
    svg_file = os.path.join(out_dir, theme["file"])
    with open(svg_file, "w", encoding="utf-8", newline="\n") as f:
        f.write(svg)
    with open(os.path.join(out_dir, "theme.json"), "w",
              encoding="utf-8", newline="\n") as f:
        json.dump(theme, f, indent=2)
        f.write("\n")
    return svg_file
