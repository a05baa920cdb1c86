# SPDX-License-Identifier: GPL-3.0-or-later
"""The "Follow Suit Spanish" deck: 48 Spanish-suited cards and a back.

Ids: 1_coin (the ace) .. 9_coin, valet_coin, cavalier_coin, king_coin,
likewise _cup, _sword, _baton, and back.  One grid row per suit, 12 columns.

Indices: the ace shows "1" (as Spanish packs do); the courts show V (Valet),
C (Cavalier) and R (Roi/Rey).  Suit colours follow the usual Spanish
four-colour convention: coins gold, cups red, swords blue, batons green.
Aluette's eight named cards carry their name on a ribbon and an emblem.
"""

import math

import figures
from cardbase import (CARD_H, CARD_W, GOLD, Deck, card_blank, grid_cards,
                      indices, lattice_back)
from svgkit import (Affine, circle, ellipse_path, fill_path,
                    fill_stroke_path, num, parse_path, polygon_path, rect,
                    ring, stroke_path, text)

TITLE = "Follow Suit Spanish"
THEME = {"name": "Follow Suit Spanish", "pack": "spanish48",
         "aspect": 0.714285, "file": "deck.svg"}
COLUMNS = 12

SUITS = ("coin", "cup", "sword", "baton")
RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9",
         "valet", "cavalier", "king")
RANK_LABEL = {"valet": "V", "cavalier": "C", "king": "R"}
COURT_NAME = {"valet": "VALET", "cavalier": "CAVALIER", "king": "ROI"}

# Each suit sign is drawn from three colours: main fill, dark (outline and
# markings) and detail (highlights).  INK is the colour of the rank glyphs,
# a little darker than the sign so the thin strokes keep their contrast.
PALETTE = {
    "coin": ("#e9b22c", "#8c5c00", "#fff1bf"),
    "cup": ("#c8102e", "#7a0a1b", "#f3c640"),
    "sword": ("#2356b3", "#12316e", "#dbe6f8"),
    "baton": ("#2e7d32", "#17491a", "#b8dc9c"),
}
INK = {"coin": "#966300", "cup": "#c8102e", "sword": "#2356b3",
       "baton": "#2a7a2e"}
TEXT_INK = "#2b2320"
INDEX_SUIT_H = 32       # a little taller than the French signs (slimmer)
SKIN, SKIN_LINE = "#f3cfa6", "#6d4526"


# ---------------------------------------------------------------------------
# Suit signs, designed in a box 108 units tall centred on the origin.  Small
# signs (indices) leave out the fine markings, which would only blur.
# ---------------------------------------------------------------------------

SUIT_DESIGN_H = 108
DETAIL_MIN_H = 40       # below this height, silhouettes only

CUP = parse_path(
    "M -42,-52 L 42,-52 C 42,-18 28,2 8,8 L 8,14 C 14,16 14,24 8,26 "
    "L 8,36 C 10,42 26,44 32,54 L -32,54 C -26,44 -10,42 -8,36 L -8,26 "
    "C -14,24 -14,16 -8,14 L -8,8 C -28,2 -42,-18 -42,-52 Z")
CUP_RIM = parse_path("M -40,-41 C -20,-35 20,-35 40,-41")
CUP_KNOB = parse_path("M -11,20 L 11,20")

SWORD = parse_path(
    # pommel, grip, cross-guard with round ends, broad blade with a point
    ellipse_path(0, -47, 9, 9) + " "
    "M -6,-42 L 6,-42 L 6,-30 L -6,-30 Z "
    "M -34,-35 C -20,-31 20,-31 34,-35 L 34,-22 C 20,-18 -20,-18 -34,-22 Z "
    + ellipse_path(-35, -28.5, 8, 8) + " " + ellipse_path(35, -28.5, 8, 8) +
    " M -12,-22 L 12,-22 L 11,32 L 0,56 L -11,32 Z")
SWORD_FULLER = parse_path("M 0,-15 L 0,36")

# A knotted club: a thick rounded head tapering to the handle, with knots
# bulging out of alternate sides and the sawn end showing at the top.
BATON = parse_path(
    "M -24,-43 C -24,-57 24,-57 24,-43 C 23,-16 11,20 7,42 "
    "L -7,42 C -11,20 -23,-16 -24,-43 Z "
    + ellipse_path(0, 46, 9, 8) + " "
    + ellipse_path(-21, -19, 8.5, 8.5) + " " + ellipse_path(17, 0, 7.5, 7.5) +
    " " + ellipse_path(-11, 22, 6.5, 6.5))


def cubic_ellipse(cx, cy, rx, ry):
    """Ellipse from four cubic arcs: unlike an SVG arc it can be rotated."""
    k = 0.5523
    return ("M %g,%g C %g,%g %g,%g %g,%g C %g,%g %g,%g %g,%g "
            "C %g,%g %g,%g %g,%g C %g,%g %g,%g %g,%g Z"
            % (cx + rx, cy,
               cx + rx, cy + k * ry, cx + k * rx, cy + ry, cx, cy + ry,
               cx - k * rx, cy + ry, cx - rx, cy + k * ry, cx - rx, cy,
               cx - rx, cy - k * ry, cx - k * rx, cy - ry, cx, cy - ry,
               cx + k * rx, cy - ry, cx + rx, cy - k * ry, cx + rx, cy))


BATON_END = parse_path(cubic_ellipse(0, -45, 17, 6.5))
BATON_KNOTS = [(-21, -19, 3.4), (17, 0, 3), (-11, 22, 2.6)]
BATON_GRAIN = parse_path("M -7,-36 C -6,-16 -4,6 -3,34 "
                         "M 8,-36 C 7,-24 6,-12 5,-2")


def sign_parts(suit, tf, colours, height):
    main, dark, detail = colours
    fine = height >= DETAIL_MIN_H
    if suit == "coin":
        cx, cy = tf.point(0, 0)
        parts = [circle(cx, cy, tf.length(52), dark),
                 circle(cx, cy, tf.length(45), main)]
        if fine:
            parts.append(ring(cx, cy, tf.length(32), dark, tf.length(4)))
            for k in range(8):
                a = math.pi * k / 4
                parts.append(circle(*tf.point(39 * math.cos(a),
                                              39 * math.sin(a)),
                                    tf.length(2.8), dark))
            parts.append(circle(cx, cy, tf.length(13), dark))
            parts.append(circle(cx, cy, tf.length(6), detail))
        else:
            parts.append(circle(cx, cy, tf.length(14), dark))
        return parts
    if suit == "cup":
        parts = [fill_path(CUP, tf, main)]
        if fine:
            parts.append(stroke_path(CUP_RIM, tf, detail, 5))
            parts.append(stroke_path(CUP_KNOB, tf, detail, 5))
        return parts
    if suit == "sword":
        parts = [fill_path(SWORD, tf, main)]
        if fine:
            parts.append(stroke_path(SWORD_FULLER, tf, detail, 4))
        return parts
    parts = [fill_path(BATON, tf, main)]
    if fine:
        parts.append(fill_stroke_path(BATON_END, tf, detail, dark, 2))
        parts.append(stroke_path(BATON_GRAIN, tf, dark, 2.5))
        parts += [circle(*tf.point(x, y), tf.length(r), dark)
                  for x, y, r in BATON_KNOTS]
    return parts


def suit_sign(suit, cx, cy, height, turned=False, colours=None):
    """One suit sign centred at (cx, cy), `height` card units tall."""
    tf = Affine.scale(height / SUIT_DESIGN_H).then(Affine.translate(cx, cy))
    if turned:
        tf = tf.then(Affine.turn(cx, cy))
    return sign_parts(suit, tf, colours or PALETTE[suit], height)


# ---------------------------------------------------------------------------
# Pips.  Single-headed, as on Spanish cards, in plain grids that are easy to
# count: two columns up to 8 (the 8 is four rows of two), the 9 is 3 x 3.
# ---------------------------------------------------------------------------

PIP_SIZE = {"coin": 46, "cup": 54, "sword": 66, "baton": 64}
PIP_COLUMNS = {"L": 80, "C": CARD_W / 2, "R": CARD_W - 80,
               "l": 72, "r": CARD_W - 72}        # l/r: the 3-column 9
PIP_TOP, PIP_BOTTOM = 68, CARD_H - 68

PIP_LAYOUT = {
    2: [("C", 0), ("C", 1)],
    3: [("C", 0), ("C", .5), ("C", 1)],
    4: [("L", 0), ("R", 0), ("L", 1), ("R", 1)],
    5: [("L", 0), ("R", 0), ("C", .5), ("L", 1), ("R", 1)],
    6: [(c, r) for r in (0, .5, 1) for c in "LR"],
    7: [(c, r) for r in (0, .5, 1) for c in "LR"] + [("C", .25)],
    8: [(c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in "LR"],
    9: [(c, r) for r in (0, .5, 1) for c in "lCr"],
}


def pips(count, suit):
    size = PIP_SIZE[suit]
    if count >= 8 and suit in ("sword", "baton"):
        size *= 0.84        # long signs would touch in four rows / 3 columns
    return [p for column, row in PIP_LAYOUT[count]
            for p in suit_sign(suit, PIP_COLUMNS[column],
                               PIP_TOP + row * (PIP_BOTTOM - PIP_TOP), size)]


ACE_TINT = {"coin": "#fbefc8", "cup": "#f8dde2", "sword": "#e1e9f7",
            "baton": "#e0efd6"}

# The ace of swords gets a long blade and a gilded hilt.
ACE_SWORD = parse_path(
    ellipse_path(0, -47, 9, 9) + " "
    "M -6,-42 L 6,-42 L 6,-30 L -6,-30 Z "
    "M -34,-35 C -20,-31 20,-31 34,-35 L 34,-22 C 20,-18 -20,-18 -34,-22 Z "
    "M -11,-22 L 11,-22 L 10,100 L 0,126 L -10,100 Z")
ACE_SWORD_GILT = parse_path(
    ellipse_path(0, -47, 9, 9) + " "
    + ellipse_path(-35, -28.5, 8, 8) + " " + ellipse_path(35, -28.5, 8, 8)
    + " M -7,-38 L 7,-38 L 7,-34 L -7,-34 Z")


def ace(suit):
    cx, cy = CARD_W / 2, CARD_H / 2
    parts = ['<ellipse cx="%s" cy="%s" rx="78" ry="122" fill="%s" '
             'stroke="%s" stroke-width="2"/>'
             % (num(cx), num(cy), ACE_TINT[suit], PALETTE[suit][0])]
    main, dark, detail = PALETTE[suit]
    if suit == "sword":
        tf = (Affine.translate(0, -39).then(Affine.scale(1.3))
              .then(Affine.translate(cx, cy)))
        parts += [fill_stroke_path(ACE_SWORD, tf, main, dark, 2),
                  stroke_path(parse_path("M 0,-14 L 0,104"), tf, detail, 4),
                  fill_stroke_path(ACE_SWORD_GILT, tf, GOLD, dark, 1.5)]
    elif suit == "baton":
        tf = (Affine.scale(200 / SUIT_DESIGN_H).then(Affine.rotate(18))
              .then(Affine.translate(cx, cy)))
        parts += sign_parts(suit, tf, PALETTE[suit], 200)
    else:
        parts += suit_sign(suit, cx, cy, 132 if suit == "coin" else 168)
    return parts


# ---------------------------------------------------------------------------
# Aluette's named cards: a ribbon with the name and an emblem
# ---------------------------------------------------------------------------

def ribbon(cx, cy, label, colour, width):
    """A banner with notched tails, the name in small type on it."""
    h, tail = 24, 12
    x0, x1 = cx - width / 2, cx + width / 2
    y0, y1 = cy - h / 2, cy + h / 2
    tails = []
    for side in (-1, 1):
        xe = x0 if side < 0 else x1
        xo = xe + side * tail
        tails.append(polygon_path([(xe - side * 6, y0 + 5), (xo, y0 + 5),
                                   (xo - side * 6, (y1 + y0) / 2 + 5),
                                   (xo, y1 + 5), (xe - side * 6, y1 + 5)]))
    parts = [fill_path(parse_path(t), Affine(), colour) for t in tails]
    parts.append(rect(x0, y0, width, h, 2, "#fbf3dc", colour, 2))
    parts.append(text(cx, cy + 5.5, label, 15.5, TEXT_INK))
    return parts


def outlined(d, tf, fill, line=TEXT_INK, width=2.5):
    return fill_stroke_path(parse_path(d), tf, fill, line, width)


def ell(cx, cy, rx, ry):
    return ellipse_path(cx, cy, rx, ry)


# --- Monsieur: a top hat over a curled moustache --------------------------

def emblem_monsieur(tf):
    hat, band = "#2b2b33", PALETTE["coin"][0]
    return [
        outlined("M -40,8 C -30,2 30,2 40,8 C 40,14 34,18 26,16 "
                 "C 10,13 -10,13 -26,16 C -34,18 -40,14 -40,8 Z", tf, hat),
        outlined("M -24,8 L -27,-42 C -10,-46 10,-46 27,-42 L 24,8 "
                 "C 10,6 -10,6 -24,8 Z", tf, hat),
        fill_path(parse_path("M -25.5,-8 C -10,-11 10,-11 25.5,-8 L 25,2 "
                             "C 10,0 -10,0 -25,2 Z"), tf, band),
        outlined("M 0,30 C -8,24 -20,24 -28,32 C -34,38 -42,38 -46,30 "
                 "C -44,38 -36,44 -26,42 C -16,40 -8,36 0,36 "
                 "C 8,36 16,40 26,42 C 36,44 44,38 46,30 "
                 "C 42,38 34,38 28,32 C 20,24 8,24 0,30 Z", tf, "#3a2a1e",
                 width=1.5),
    ]


# --- Madame: an open folding fan -------------------------------------------

def emblem_madame(tf):
    pink, line = "#ef8fa0", "#7a0a1b"
    r_out, r_in, n = 58, 16, 9
    outer = []
    for k in range(n + 1):
        a = math.radians(-165 + k * 150 / n)
        outer.append((r_out * math.cos(a), 22 + r_out * math.sin(a)))
    d = "M %g,%g " % (r_in * math.cos(math.radians(-165)),
                      22 + r_in * math.sin(math.radians(-165)))
    d += "L %g,%g " % outer[0]
    for k in range(1, n + 1):     # scalloped edge: a bulge per panel
        am = math.radians(-165 + (k - .5) * 150 / n)
        d += "Q %g,%g %g,%g " % ((r_out + 9) * math.cos(am),
                                 22 + (r_out + 9) * math.sin(am), *outer[k])
    d += "L %g,%g Z" % (r_in * math.cos(math.radians(-15)),
                        22 + r_in * math.sin(math.radians(-15)))
    ribs = " ".join("M %g,%g L %g,%g" % (0, 22, x, y) for x, y in outer)
    return [
        outlined(d, tf, pink, line, 2.5),
        stroke_path(parse_path(ribs), tf, line, 1.6),
        fill_path(parse_path(ell(0, 22, 20, 20)), tf, "#fbf3dc"),
        outlined(ell(0, 22, 7, 7), tf, GOLD, line, 2),
        stroke_path(parse_path("M -30,6 C -14,-4 14,-4 30,6"), tf, line, 1.4),
    ]


# --- Le Borgne: a face with one eye and an eye patch -----------------------

def emblem_borgne(tf):
    return [
        outlined(ell(0, 0, 38, 42), tf, SKIN, SKIN_LINE, 2.5),
        # hair
        fill_path(parse_path("M -38,-6 C -40,-34 -20,-46 0,-46 "
                             "C 22,-46 40,-34 38,-6 C 30,-24 14,-30 0,-30 "
                             "C -14,-30 -30,-24 -38,-6 Z"), tf, "#5a3a22"),
        # the patch and its strap
        stroke_path(parse_path("M -36,-22 L 36,6"), tf, "#1b1b1f", 3.5),
        fill_path(parse_path(ell(14, -4, 12, 10)), tf, "#1b1b1f"),
        # the open eye, its brow, nose and mouth
        outlined(ell(-14, -4, 9, 6), tf, "#ffffff", SKIN_LINE, 1.5),
        fill_path(parse_path(ell(-14, -4, 4, 4)), tf, "#3a6a9a"),
        stroke_path(parse_path("M -24,-16 C -18,-20 -10,-20 -5,-16 "
                               "M 0,0 L -3,14 L 3,15 "
                               "M -14,26 C -6,30 6,30 14,24"), tf,
                    SKIN_LINE, 2.5),
    ]


# --- La Vache: a Normande cow in profile ------------------------------------

COW_WHITE, COW_BROWN, COW_LINE = "#ffffff", "#8a4b22", "#2b2320"


def emblem_vache(tf):
    parts = [
        # grass
        stroke_path(parse_path("M -70,50 L 62,50 M -52,50 L -56,42 "
                               "M 4,50 L 0,42 M 8,50 L 11,43 M 58,50 L 60,43"),
                    tf, "#4d8a2a", 2.5),
        # tail with its tuft
        stroke_path(parse_path("M 50,-18 C 60,-12 60,10 58,28"), tf,
                    COW_LINE, 3),
        fill_path(parse_path(ell(58, 31, 4, 6)), tf, COW_LINE),
    ]
    # legs: far pair a shade darker, hooves dark
    for x, far in ((-36, False), (-24, True), (30, True), (42, False)):
        fill = "#e6ded4" if far else COW_WHITE
        parts.append(outlined("M %g,14 L %g,14 L %g,48 L %g,48 Z"
                              % (x, x + 10, x + 10, x), tf, fill, COW_LINE, 2))
        parts.append(fill_path(parse_path("M %g,42 L %g,42 L %g,49 L %g,49 Z"
                                          % (x, x + 10, x + 10, x)), tf,
                               COW_LINE))
    parts += [
        # body
        outlined("M -40,-22 C -20,-28 20,-26 44,-24 C 52,-22 54,-12 54,-2 "
                 "C 54,10 52,20 46,24 C 20,28 -10,28 -40,24 "
                 "C -46,14 -46,-10 -40,-22 Z", tf, COW_WHITE, COW_LINE),
        # brown patches, kept well inside the body outline
        fill_path(parse_path("M -16,-22 C -4,-24 6,-20 6,-10 C 6,0 -6,6 -16,2 "
                             "C -24,-2 -26,-18 -16,-22 Z"), tf, COW_BROWN),
        fill_path(parse_path("M 22,-20 C 34,-22 44,-16 44,-4 C 44,8 34,12 "
                             "26,8 C 18,4 14,-16 22,-20 Z"), tf, COW_BROWN),
        fill_path(parse_path(ell(-26, 12, 7, 6)), tf, COW_BROWN),
        # udder and teats
        outlined(ell(20, 26, 10, 6), tf, "#f4a9b0", COW_LINE, 1.5),
        stroke_path(parse_path("M 15,31 L 15,35 M 25,31 L 25,35"), tf,
                    COW_LINE, 2.5),
        # horns, behind the head
        outlined("M -56,-28 C -60,-36 -60,-42 -56,-48 C -54,-42 -52,-36 "
                 "-50,-30 Z", tf, "#efe4c2", COW_LINE, 1.8),
        outlined("M -46,-29 C -44,-37 -40,-42 -34,-46 C -36,-40 -38,-34 "
                 "-40,-27 Z", tf, "#efe4c2", COW_LINE, 1.8),
        # ear
        outlined("M -40,-24 C -34,-30 -26,-30 -22,-26 C -28,-22 -34,-20 "
                 "-40,-20 Z", tf, COW_BROWN, COW_LINE, 1.8),
        # head (a long face, muzzle down-left)
        outlined("M -40,-26 C -48,-34 -60,-32 -64,-24 C -70,-14 -76,0 -74,8 "
                 "C -72,16 -60,18 -56,12 C -52,4 -44,-4 -38,-10 "
                 "C -36,-16 -36,-22 -40,-26 Z", tf, COW_WHITE, COW_LINE),
        # Normande "spectacles" round the eye
        fill_path(parse_path(ell(-54, -16, 7, 6)), tf, COW_BROWN),
        fill_path(parse_path(ell(-55, -16, 2.6, 2.6)), tf, COW_LINE),
        outlined(ell(-66, 7, 9.5, 7.5), tf, "#f4a9b0", COW_LINE, 1.8),
        fill_path(parse_path(ell(-69, 6, 1.8, 1.8)), tf, COW_LINE),
        fill_path(parse_path(ell(-62, 5, 1.8, 1.8)), tf, COW_LINE),
    ]
    return parts


# --- Deux de Chêne: an oak leaf and an acorn --------------------------------

def oak_leaf_outline(length=110, width=30, lobes=4, n=48):
    """Points of a lobed oak leaf along +y from the stalk (0,0)."""
    left, right = [], []
    for i in range(n + 1):
        s = i / n
        env = width * math.sin(math.pi * s ** 0.85) ** 0.9
        lobe = abs(math.sin(lobes * math.pi * s ** 0.9)) ** 0.6
        w = env * (0.5 + 0.5 * lobe)
        y = -length * s
        right.append((w, y))
        left.append((-w, y))
    return right + left[::-1]


def emblem_chene(tf):
    leaf = Affine.translate(0, 48).then(Affine.rotate(-28)).then(tf)
    outline = polygon_path([leaf.point(x, y) for x, y in oak_leaf_outline()])
    green, line = "#5f9a2c", "#2b4d12"
    veins = "M 0,12 L 0,-96 " + " ".join(      # midrib and paired side veins
        "M 0,%g L %g,%g M 0,%g L %g,%g"
        % (-110 * s + 2, 18 * (1 - s / 2), -110 * s - 12,
           -110 * s + 2, -18 * (1 - s / 2), -110 * s - 12)
        for s in (0.18, 0.4, 0.62))
    parts = [fill_stroke_path(parse_path(outline), Affine(), green, line,
                              tf.length(2.2)),
             stroke_path(parse_path(veins), leaf, line, 1.8)]
    # the acorn, hanging at the lower right
    acorn = Affine.translate(34, 22).then(tf)
    parts += [
        stroke_path(parse_path("M 0,-26 C -4,-34 -12,-38 -18,-38"), acorn,
                    "#6b4a1e", 3),
        outlined(ell(0, 0, 12, 16), acorn, "#c98e3a", "#6b4a1e", 2),
        outlined("M -15,-8 C -15,-20 -8,-26 0,-26 C 8,-26 15,-20 15,-8 "
                 "C 6,-5 -6,-5 -15,-8 Z", acorn, "#7d5a2a", "#4d3414", 2),
        stroke_path(parse_path("M -9,-18 L 9,-18 M -12,-12 L 12,-12 "
                               "M -4,-24 L -4,-8 M 4,-24 L 4,-8"), acorn,
                    "#4d3414", 1.2),
    ]
    return parts


# --- Deux d'Écrit: a quill in an inkwell -----------------------------------

def emblem_ecrit(tf):
    quill = Affine.rotate(32).then(Affine.translate(6, -6)).then(tf)
    line, vane = "#12316e", "#f4f6fb"
    barbs = " ".join("M 0,%g L %g,%g M 0,%g L %g,%g"
                     % (y, -17 * w, y - 9, y, 12 * w, y - 8)
                     for y, w in ((-44, .55), (-30, .95), (-16, 1), (-2, .9),
                                  (12, .6)))
    parts = [
        # inkwell
        outlined("M -46,22 L -14,22 L -12,52 L -48,52 Z", tf, "#2b2b33",
                 "#111114", 2),
        outlined("M -40,14 L -20,14 L -20,22 L -40,22 Z", tf, "#3f3f48",
                 "#111114", 2),
        # quill: vane, barbs, shaft, nib
        outlined("M 0,-72 C 14,-62 22,-36 18,-10 C 16,6 10,18 2,26 "
                 "C -8,20 -22,6 -24,-14 C -26,-40 -14,-62 0,-72 Z", quill,
                 vane, line, 2.2),
        stroke_path(parse_path(barbs), quill, "#8aa4cf", 1.4),
        stroke_path(parse_path("M 0,-66 L 0,56"), quill, line, 2.4),
        outlined("M -3,50 L 3,50 L 0,66 Z", quill, "#1b1b1f", "#1b1b1f", 1),
    ]
    return parts


# --- the Nines: a hand giving the table signal ------------------------------

def emblem_hand(tf, finger):
    """A hand giving Aluette's table signal for the card: thumbs-up (seen
    from the side, fingers curled) for Grand Neuf, a fist with only the
    little finger raised for Petit Neuf."""
    cuff = PALETTE["cup" if finger == "thumb" else "coin"][0]
    parts = []
    if finger == "thumb":
        parts += [
            outlined("M -34,0 L -18,0 L -18,40 L -34,40 Z", tf, cuff,
                     TEXT_INK, 2),
            outlined("M -18,-2 C -10,-4 -8,-12 -8,-26 C -8,-38 4,-40 6,-30 "
                     "C 8,-20 4,-10 6,-4 L 20,-4 C 28,-4 28,38 20,40 "
                     "L -18,40 Z", tf, SKIN, SKIN_LINE, 2.2),
        ]
        # the curled fingers, one above the other, knuckles to the right
        for y in (-4, 7, 18, 29):
            parts.append(outlined("M 0,%g L 24,%g C 32,%g 32,%g 24,%g "
                                  "L 0,%g Z" % (y, y, y, y + 11, y + 11,
                                                y + 11),
                                  tf, SKIN, SKIN_LINE, 1.8))
        return parts
    parts += [
        outlined("M -18,30 L 18,30 L 18,46 L -18,46 Z", tf, cuff,
                 TEXT_INK, 2),
        outlined("M 10,-6 C 9,-26 11,-36 16,-36 C 21,-36 22,-26 21,-6 Z",
                 tf, SKIN, SKIN_LINE, 2.2),
        outlined("M -24,-6 C -24,-12 22,-12 24,-6 L 24,22 "
                 "C 22,32 -18,34 -22,22 Z", tf, SKIN, SKIN_LINE, 2.2),
        stroke_path(parse_path("M -12,-10 L -12,6 M -1,-10 L -1,6 "
                               "M 10,-8 L 10,6 M -24,8 C -16,12 -8,12 0,8"),
                    tf, SKIN_LINE, 1.8),
    ]
    return parts


NAMED = {
    # id: (name, emblem drawer, ribbon width)
    "3_coin": ("Monsieur", emblem_monsieur, 108),
    "3_cup": ("Madame", emblem_madame, 96),
    "2_coin": ("Le Borgne", emblem_borgne, 112),
    "2_cup": ("La Vache", emblem_vache, 104),
    "9_cup": ("Grand Neuf", lambda tf: emblem_hand(tf, "thumb"), 124),
    "9_coin": ("Petit Neuf", lambda tf: emblem_hand(tf, "little"), 118),
    "2_baton": ("Deux de Chêne", emblem_chene, 150),
    "2_sword": ("Deux d’Écrit", emblem_ecrit, 132),
}


def named_card(card_id, rank, suit):
    name, draw, width = NAMED[card_id]
    colour = PALETTE[suit][1]
    cx = CARD_W / 2
    size = PIP_SIZE[suit]
    parts = []
    if rank == "2":
        parts += suit_sign(suit, cx, 66, size)
        parts += suit_sign(suit, cx, CARD_H - 66, size)
        scale = 1.15 if card_id == "2_cup" else 0.95
        parts += draw(Affine.scale(scale).then(Affine.translate(cx, 160)))
        parts += ribbon(cx, 236, name, colour, width)
    elif rank == "3":
        parts += suit_sign(suit, cx, 66, size)
        parts += suit_sign(suit, 86, CARD_H - 66, size)
        parts += suit_sign(suit, CARD_W - 86, CARD_H - 66, size)
        parts += draw(Affine.scale(0.95).then(Affine.translate(cx, 160)))
        parts += ribbon(cx, 230, name, colour, width)
    else:   # the Nines: a tighter 3 x 3 above, ribbon and hand below
        for column, row in PIP_LAYOUT[9]:
            parts += suit_sign(suit, PIP_COLUMNS[column], 62 + row * 136,
                               size * 0.9)
        parts += ribbon(cx, 254, name, colour, width)
        parts += draw(Affine.scale(0.72).then(Affine.translate(cx, 300)))
    return parts


# ---------------------------------------------------------------------------
# Courts: single-headed pictures, as on Spanish cards, in the same frame as
# the French courts (it runs round the indices).  The King (ROI) and the
# Valet are the French king's and jack's busts; the Cavalier is a horse's
# head with its rider behind.  Below the figure: the suit sign and the
# court's name.
# ---------------------------------------------------------------------------

COURT_TINT = {"king": "#f4e3a6", "cavalier": "#e6dbf3", "valet": "#cfe5ef"}
FIGURE_SCALE = 1.2
FIGURE_BASE = 222       # card y of the figure's cut (its bottom edge)
FIGURE_HALF_W = (figures.PANEL_RIGHT - figures.PANEL_LEFT) / 2 / FIGURE_SCALE


def court(rank, suit):
    ink = INK[suit]
    colours = figures.figure_colours(ink)
    cx = CARD_W / 2
    tf = Affine.scale(FIGURE_SCALE).then(Affine.translate(cx, FIGURE_BASE))
    parts = [figures.panel_path(figures.PANEL, COURT_TINT[rank])]
    if rank == "cavalier":
        parts += figures.cavalier(tf, colours, FIGURE_HALF_W)
    else:
        # the prop moved in a little: this figure is larger than a French
        # half and must clear the frame's notch
        parts += figures.bust("king" if rank == "king" else "jack", tf,
                              colours, half_w=FIGURE_HALF_W, prop_dx=14)
    # a gold hem under the figure, then the sign and the name
    parts.append(rect(figures.PANEL_LEFT, FIGURE_BASE, figures.PANEL_RIGHT -
                      figures.PANEL_LEFT, 4, 0, GOLD))
    parts += suit_sign(suit, cx, 266, 54 if suit != "coin" else 46)
    parts.append(text(cx, 320, COURT_NAME[rank], 14, TEXT_INK))
    return parts + figures.frame(ink)


# ---------------------------------------------------------------------------
# Back: the French back's lattice in burgundy, the four Spanish signs in the
# medallion.
# ---------------------------------------------------------------------------

BACK_FIELD = "#6a1527"
BACK_LINE = "#9b3a50"
BACK_ACCENT = "#e3cf94"


def back():
    def medallion(cx, cy):
        mono = (BACK_ACCENT, BACK_FIELD, BACK_FIELD)
        parts = []
        for suit, (dx, dy), h in zip(SUITS, ((0, -27), (21, 0), (0, 27),
                                             (-21, 0)), (22, 26, 28, 28)):
            parts += suit_sign(suit, cx + dx, cy + dy, h, colours=mono)
        return parts
    return lattice_back(BACK_FIELD, BACK_LINE, BACK_ACCENT, medallion)


# ---------------------------------------------------------------------------
# The whole deck
# ---------------------------------------------------------------------------

def card_parts(rank, suit):
    card_id = "%s_%s" % (rank, suit)
    parts = card_blank() + indices(
        RANK_LABEL.get(rank, rank), INK[suit],
        lambda cx, cy, h, turned: suit_sign(suit, cx, cy, h, turned),
        suit_h=INDEX_SUIT_H)
    if card_id in NAMED:
        parts += named_card(card_id, rank, suit)
    elif rank == "1":
        parts += ace(suit)
    elif rank in COURT_TINT:
        parts += court(rank, suit)
    else:
        parts += pips(int(rank), suit)
    return parts


def deck_cards():
    """(id, parts) for all 49 elements, in grid order: one suit per row."""
    return grid_cards(SUITS, RANKS, card_parts, back)


DECK = Deck(TITLE, THEME, COLUMNS, deck_cards)
