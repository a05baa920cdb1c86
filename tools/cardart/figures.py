# SPDX-License-Identifier: GPL-3.0-or-later
"""Court figures shared by the decks: stylised head-and-shoulders busts of
a king, a queen and a jack (valet), and a horse for the cavalier.

A bust is designed in its own box: x from -75 to 75, y from about -154 (the
top of the head-wear) down to 0, where the figure is cut off.  The cut can
be slanted (`slope`: the cut runs along y = slope * x), which is how a
double-ended French court is split into its two halves: the lower half is
the upper one turned 180 degrees about the centre, and a line through the
centre is its own image under that turn.

Colours come in a dict, see `figure_colours`: the robe takes the suit's
colour, so each court reads as its suit; gold, white, skin and hair are
the same for every suit.  Everything is plain filled or stroked paths.
"""

from svgkit import (Affine, circle, ellipse_path, fill_path,
                    fill_stroke_path, parse_path, stroke_path)

LINE = "#2b2320"        # outlines of faces, hair, props
GOLD = "#d9a521"
GOLD_LINE = "#8c5c00"
SKIN, SKIN_LINE = "#f3cfa6", "#8a5a36"
WHITE = "#ffffff"
STEEL, STEEL_LINE = "#d5d9e0", "#4a505c"
WOOD = "#8a5a2b"

HAIR = {"king": "#7b4a24", "queen": "#4a2c18", "jack": "#c98a3a"}

HALF_W = 75             # default half width of the bust's box


def figure_colours(robe, jewel=None):
    """The colour set of one court: `robe` is the suit colour (robe, the
    jack's cap, the horse's bridle); `jewel` (default: the robe colour) is
    used for the stones set in crowns and chains."""
    return {"robe": robe, "jewel": jewel or robe}


def _path(d, tf, fill, line=LINE, width=2.0):
    return fill_stroke_path(parse_path(d), tf, fill, line, width)


def _fill(d, tf, fill):
    return fill_path(parse_path(d), tf, fill)


def _stroke(d, tf, colour, width):
    return stroke_path(parse_path(d), tf, colour, width)


def _ell(cx, cy, rx, ry):
    return ellipse_path(cx, cy, rx, ry)


# ---------------------------------------------------------------------------
# Pieces shared by the three busts
# ---------------------------------------------------------------------------

def _robe(tf, colours, slope, w, edge=-38, seams=True):
    """Shoulders and chest down to the cut, `w` either side of the middle:
    round shoulders at x = +-56, the sleeves falling to y = `edge` at the
    sides.  A wide robe gets gold seams that mark the sleeves."""
    sx = min(56, 0.75 * w)          # the shoulder point
    d = ("M %g,%g L %g,%g C %g,%g %g,-56 %g,-60 C %g,-64 -28,-66 -18,-66 "
         "C -8,-62 8,-62 18,-66 C 28,-66 %g,-64 %g,-60 C %g,-56 %g,%g %g,%g "
         "L %g,%g Z"
         % (-w, -w * slope, -w, edge, -w + 6, edge - 14, -min(74, w), -sx,
            -max(sx - 16, 30), max(sx - 16, 30), sx, min(74, w),
            w - 6, edge - 14, w, edge, w, w * slope))
    parts = [_path(d, tf, colours["robe"], LINE, 2)]
    if seams and w > 90:
        for side in (-1, 1):
            x0 = side * 58
            x1 = side * 70
            parts.append(_stroke("M %g,-57 C %g,-44 %g,%g %g,%g"
                                 % (x0, x0 + side * 8, x1, x1 * slope - 8,
                                    x1, x1 * slope - 1.5), tf, GOLD, 3))
    return parts


def _neck(tf):
    return [_path("M -9,-84 L 9,-84 L 10,-60 L -10,-60 Z", tf, SKIN,
                  SKIN_LINE, 1.6)]


def _face(tf, kind):
    """Face, eyes, brows, nose and mouth, looking straight out."""
    parts = [_path(_ell(0, -98, 19, 23), tf, SKIN, SKIN_LINE, 1.8)]
    # eyes: white, dark iris; brows
    for side in (-1, 1):
        x = side * 8
        parts.append(_path(_ell(x, -101, 4.6, 2.8), tf, WHITE, SKIN_LINE, 1))
        parts.append(circle(*tf.point(x, -101), tf.length(2.2), LINE))
    brows = "M -13,-107 C -10,-109 -6,-109 -3,-107 " \
            "M 3,-107 C 6,-109 10,-109 13,-107"
    parts.append(_stroke(brows, tf, HAIR[kind] if kind != "king" else LINE,
                         2))
    parts.append(_stroke("M 0,-100 L -2,-90 L 2,-89", tf, SKIN_LINE, 1.6))
    lips = "#c0392b" if kind == "queen" else "#b5533c"
    parts.append(_path("M -6,-83 C -3,-85 3,-85 6,-83 C 3,-80 -3,-80 -6,-83 Z",
                       tf, lips, lips, 1))
    if kind == "queen":     # a touch of colour on the cheeks
        for side in (-1, 1):
            parts.append(circle(*tf.point(side * 12, -90), tf.length(3.2),
                                "#f2b3a0"))
    return parts


def _suit_jewel(tf, x, y, r, colours):
    return [_path(_ell(x, y, r, r), tf, colours["jewel"], GOLD_LINE, 1.2)]


# ---------------------------------------------------------------------------
# The King: a five-pointed gold crown, a full beard, an ermine collar, a
# chain of office and a sceptre.
# ---------------------------------------------------------------------------

def _sceptre(tf):
    x = -62
    return [
        _path("M %g,-126 L %g,-126 L %g,-40 L %g,-40 Z"
              % (x - 3, x + 3, x + 3, x - 3), tf, GOLD, GOLD_LINE, 1.4),
        # a fleur-de-lis-like finial: three gold petals over a collar
        _path("M %g,-128 C %g,-138 %g,-146 %g,-152 C %g,-146 %g,-138 %g,-128 Z"
              % (x - 5, x - 6, x - 3, x, x + 3, x + 6, x + 5),
              tf, GOLD, GOLD_LINE, 1.4),
        _path("M %g,-130 C %g,-140 %g,-148 %g,-144 C %g,-140 %g,-134 %g,-128 Z"
              % (x - 3, x - 8, x - 12, x - 13, x - 12, x - 8, x - 4),
              tf, GOLD, GOLD_LINE, 1.4),
        _path("M %g,-130 C %g,-140 %g,-148 %g,-144 C %g,-140 %g,-134 %g,-128 Z"
              % (x + 3, x + 8, x + 12, x + 13, x + 12, x + 8, x + 4),
              tf, GOLD, GOLD_LINE, 1.4),
        _path("M %g,-131 L %g,-131 L %g,-125 L %g,-125 Z"
              % (x - 8, x + 8, x + 8, x - 8), tf, GOLD, GOLD_LINE, 1.4),
    ]


def _king(tf, colours, slope, prop_tf, w):
    parts = []
    if prop_tf:
        parts += _sceptre(prop_tf)
    parts += _robe(tf, colours, slope, w)
    # ermine: a broad white collar over the shoulders with black tails
    parts.append(_path(
        "M -66,-50 C -52,-64 -34,-70 -16,-70 L 16,-70 C 34,-70 52,-64 66,-50 "
        "C 60,-40 52,-34 44,-32 C 30,-40 16,-44 0,-44 C -16,-44 -30,-40 "
        "-44,-32 C -52,-34 -60,-40 -66,-50 Z", tf, WHITE, LINE, 1.8))
    for x, y in ((-52, -50), (-34, -56), (34, -56), (52, -50),
                 (-20, -52), (20, -52)):
        parts.append(_fill("M %g,%g L %g,%g L %g,%g Z"
                           % (x - 2.4, y - 3, x + 2.4, y - 3, x, y + 5),
                           tf, LINE))
    # chain of office with a pendant jewel
    parts.append(_stroke("M -36,-38 C -24,-28 -12,-24 0,-24 "
                         "C 12,-24 24,-28 36,-38", tf, GOLD, 4))
    parts += _suit_jewel(tf, 0, -22, 6, colours)
    parts += _neck(tf)
    # hair behind the head
    parts.append(_path("M -22,-106 C -28,-94 -28,-80 -22,-72 L 22,-72 "
                       "C 28,-80 28,-94 22,-106 Z", tf, HAIR["king"], LINE,
                       1.6))
    parts += _face(tf, "king")
    # the full beard and the moustache
    parts.append(_path(
        "M -19,-96 C -21,-80 -14,-62 0,-54 C 14,-62 21,-80 19,-96 "
        "C 16,-88 12,-82 8,-80 C 4,-84 -4,-84 -8,-80 C -12,-82 -16,-88 "
        "-19,-96 Z", tf, HAIR["king"], LINE, 1.6))
    parts.append(_path("M -13,-84 C -8,-91 -2,-90 0,-87 C 2,-90 8,-91 13,-84 "
                       "C 8,-86 3,-85 0,-84 C -3,-85 -8,-86 -13,-84 Z", tf,
                       HAIR["king"], LINE, 1.4))
    # the crown: band, five points with pearls, stones on the band
    parts.append(_path(
        "M -23,-112 L -27,-138 L -15,-126 L -8,-144 L 0,-128 L 8,-144 "
        "L 15,-126 L 27,-138 L 23,-112 C 8,-115 -8,-115 -23,-112 Z",
        tf, GOLD, GOLD_LINE, 1.6))
    for x, y in ((-27, -141), (-8, -147), (8, -147), (27, -141)):
        parts.append(_path(_ell(x, y, 3.6, 3.6), tf, GOLD, GOLD_LINE, 1.2))
    parts.append(_path("M -23,-112 C -8,-115 8,-115 23,-112 L 23,-119 "
                       "C 8,-122 -8,-122 -23,-119 Z", tf, GOLD, GOLD_LINE,
                       1.4))
    for x in (-13, 0, 13):
        parts += _suit_jewel(tf, x, -116, 2.8, colours)
    return parts


# ---------------------------------------------------------------------------
# The Queen: long dark hair, a small coronet of rounded arches, a lace
# neckline with pearls, a gold girdle and a white flower held up beside her.
# ---------------------------------------------------------------------------

def _flower(tf):
    x, y = -59, -118
    parts = [_stroke("M -34,-40 C -44,-60 -54,-84 %g,%g" % (x, y + 8), tf,
                     "#3f6b2a", 3),
             _path("M -46,-72 C -56,-78 -62,-74 -64,-70 C -58,-66 -50,-66 "
                   "-46,-72 Z", tf, "#5f9a2c", "#3f6b2a", 1.2)]
    for k in range(5):              # five round petals
        tf_k = (Affine.rotate(72 * k).then(Affine.translate(x, y)).then(tf))
        parts.append(_path(_ell(0, -8, 6.5, 6.5), tf_k, WHITE,
                           LINE, 1.3))
    parts.append(_path(_ell(x, y, 4.2, 4.2), tf, GOLD, GOLD_LINE, 1.2))
    return parts


def _queen(tf, colours, slope, prop_tf, w):
    parts = _robe(tf, colours, slope, w)
    # hair falling to the shoulders, behind the face
    parts.append(_path(
        "M -22,-112 C -30,-96 -32,-74 -34,-56 C -28,-50 -20,-50 -14,-56 "
        "L 14,-56 C 20,-50 28,-50 34,-56 C 32,-74 30,-96 22,-112 Z",
        tf, HAIR["queen"], LINE, 1.6))
    # lace neckline and the white bodice edge
    parts.append(_path("M -30,-64 C -22,-40 22,-40 30,-64 L 18,-66 "
                       "C 10,-54 -10,-54 -18,-66 Z", tf, WHITE, LINE, 1.6))
    parts += _neck(tf)
    parts.append(_stroke("M -9,-66 C -4,-60 4,-60 9,-66", tf, WHITE, 3.5))
    parts += _suit_jewel(tf, 0, -58, 3.6, colours)
    parts += _face(tf, "queen")
    # hair over the forehead, parted in the middle
    parts.append(_path("M -20,-104 C -20,-118 -10,-122 0,-120 "
                       "C 10,-122 20,-118 20,-104 C 14,-112 6,-114 0,-110 "
                       "C -6,-114 -14,-112 -20,-104 Z", tf, HAIR["queen"],
                       LINE, 1.4))
    # the coronet: a lower crown of three rounded arches with pearls
    parts.append(_path(
        "M -19,-114 C -22,-124 -20,-132 -15,-134 C -12,-128 -9,-126 -6,-127 "
        "C -6,-134 -3,-140 0,-142 C 3,-140 6,-134 6,-127 C 9,-126 12,-128 "
        "15,-134 C 20,-132 22,-124 19,-114 C 6,-118 -6,-118 -19,-114 Z",
        tf, GOLD, GOLD_LINE, 1.5))
    for x, y, r in ((0, -145, 3.2), (-15, -137, 2.6), (15, -137, 2.6)):
        parts.append(_path(_ell(x, y, r, r), tf, WHITE, GOLD_LINE, 1))
    parts += _suit_jewel(tf, 0, -122, 3, colours)
    # pearls along the bodice
    for x, y in ((-24, -52), (-12, -46), (12, -46), (24, -52)):
        parts.append(_path(_ell(x, y, 2.2, 2.2), tf, WHITE, LINE, 0.8))
    # a gold girdle down the front, to the cut
    parts.append(_path("M -6,-44 L 6,-44 L 6,%g L -6,%g Z"
                       % (6 * slope, -6 * slope), tf, GOLD, GOLD_LINE, 1.2))
    if prop_tf:
        parts += _flower(prop_tf)
    return parts


# ---------------------------------------------------------------------------
# The Jack: a bob of hair, a beret in the suit colour with a white feather,
# a white collar, a tunic slashed with gold and a halberd.
# ---------------------------------------------------------------------------

def _halberd(tf):
    x = -64
    return [
        _path("M %g,-128 L %g,-128 L %g,-30 L %g,-30 Z"
              % (x - 2.6, x + 2.6, x + 2.6, x - 2.6), tf, WOOD, LINE, 1.3),
        # spear point, the axe blade on the inner side, a hook outside
        _path("M %g,-128 L %g,-153 L %g,-128 Z" % (x - 4, x, x + 4), tf,
              STEEL, STEEL_LINE, 1.3),
        _path("M %g,-138 L %g,-146 C %g,-136 %g,-122 %g,-112 L %g,-120 Z"
              % (x + 2, x + 15, x + 19, x + 19, x + 15, x + 2), tf, STEEL,
              STEEL_LINE, 1.3),
        _path("M %g,-134 L %g,-129 L %g,-126 Z" % (x - 2, x - 9, x - 2),
              tf, STEEL, STEEL_LINE, 1.3),
    ]


def _jack(tf, colours, slope, prop_tf, w):
    parts = []
    if prop_tf:
        parts += _halberd(prop_tf)
    parts += _robe(tf, colours, slope, w, seams=False)     # stripes instead
    # gold slashes on the tunic, and a belt of buttons down the front
    for x in [side * x for x in range(30, int(w) - 9, 20)
              for side in (-1, 1)]:
        parts.append(_stroke("M %g,-50 L %g,%g" % (x, x, x * slope - 4), tf,
                             GOLD, 4))
    for y in (-40, -26, -12):
        parts.append(_path(_ell(0, y, 3.2, 3.2), tf, GOLD, GOLD_LINE, 1))
    # hair behind the face: a bob down to the jaw
    parts.append(_path(
        "M -22,-108 C -28,-98 -28,-82 -24,-72 C -20,-70 -16,-72 -14,-76 "
        "L 14,-76 C 16,-72 20,-70 24,-72 C 28,-82 28,-98 22,-108 Z",
        tf, HAIR["jack"], LINE, 1.5))
    parts += _neck(tf)
    # a white falling collar
    parts.append(_path("M -26,-66 C -18,-56 -8,-54 0,-60 C 8,-54 18,-56 "
                       "26,-66 C 16,-70 8,-70 0,-64 C -8,-70 -16,-70 "
                       "-26,-66 Z",
                       tf, WHITE, LINE, 1.5))
    parts += _face(tf, "jack")
    # fringe
    parts.append(_path("M -20,-104 C -20,-116 -10,-120 0,-120 "
                       "C 10,-120 20,-116 20,-104 C 12,-110 -12,-110 "
                       "-20,-104 Z", tf, HAIR["jack"], LINE, 1.3))
    # the feather, sweeping up and back from the cap
    parts.append(_path("M 4,-136 C 12,-146 22,-152 36,-154 C 32,-146 26,-136 "
                       "18,-130 Z", tf, WHITE, LINE, 1.5))
    parts.append(_stroke("M 8,-136 C 18,-146 26,-150 34,-152", tf, LINE, 1))
    # the cap: a soft crown over a turned-up brim in the suit colour
    parts.append(_path("M -26,-116 C -36,-124 -30,-138 -8,-142 "
                       "C 14,-146 38,-140 40,-126 C 40,-120 34,-118 28,-118 "
                       "Z", tf, colours["robe"], LINE, 1.6))
    parts.append(_path("M -27,-112 C -20,-124 20,-124 29,-114 C 28,-118 "
                       "26,-122 24,-124 C 10,-128 -12,-128 -24,-122 "
                       "C -26,-120 -27,-116 -27,-112 Z", tf, GOLD, GOLD_LINE,
                       1.3))
    parts += _suit_jewel(tf, -10, -121, 3, colours)
    return parts


BUSTS = {"king": _king, "queen": _queen, "jack": _jack}


def bust(kind, tf, colours, slope=0.0, prop=True, half_w=HALF_W,
         prop_dx=0):
    """The bust of `kind` ("king", "queen" or "jack") through `tf`; the cut
    at the bottom runs along y = slope * x, and the robe reaches `half_w`
    either side of the middle.  `prop` adds the king's sceptre, the queen's
    flower or the jack's halberd, held at the left (moved `prop_dx` to the
    right)."""
    prop_tf = Affine.translate(prop_dx, 0).then(tf) if prop else None
    return BUSTS[kind](tf, colours, slope, prop_tf, half_w)


# ---------------------------------------------------------------------------
# The Cavalier: a horse's head and neck in profile, facing left, with the
# rider (a jack's bust, smaller) behind it on the right.
# ---------------------------------------------------------------------------

HORSE, HORSE_LINE, MANE = "#f3eee4", "#3b332c", "#5a4a3c"


def _horse(tf, colours):
    parts = [
        # mane along the crest, behind the neck
        _path("M -4,-128 C 18,-120 40,-92 52,-58 C 60,-34 64,-14 66,0 "
              "L 40,0 C 34,-40 18,-80 -4,-110 Z", tf, MANE, HORSE_LINE, 1.6),
        # head and neck: poll, forehead down to the muzzle, jaw, throat
        _path("M -8,-124 C -30,-112 -56,-92 -76,-76 C -86,-68 -90,-56 "
              "-84,-48 C -78,-42 -66,-42 -58,-46 C -50,-52 -44,-56 -36,-60 "
              "C -36,-40 -40,-20 -44,0 L 48,0 C 42,-36 26,-78 -8,-124 Z",
              tf, HORSE, HORSE_LINE, 2.2),
        # the round cheek
        _stroke("M -54,-50 C -42,-58 -30,-66 -24,-80", tf, HORSE_LINE, 1.6),
        # ears
        _path("M -12,-122 L -14,-148 L 0,-126 Z", tf, HORSE, HORSE_LINE,
              1.8),
        _path("M -2,-126 L 4,-150 L 10,-122 Z", tf, HORSE, HORSE_LINE, 1.8),
        # forelock
        _path("M -12,-124 C -22,-122 -30,-114 -32,-104 C -22,-108 -14,-112 "
              "-6,-120 Z", tf, MANE, HORSE_LINE, 1.2),
        # eye and nostril
        _path(_ell(-34, -98, 5, 3.6), tf, HORSE_LINE, HORSE_LINE, 1),
        _stroke("M -80,-62 C -78,-58 -74,-56 -72,-58", tf, HORSE_LINE, 1.8),
        _stroke("M -86,-50 C -80,-48 -72,-48 -66,-50", tf, HORSE_LINE, 1.4),
    ]
    # the bridle, in the suit colour: headpiece, browband, noseband and
    # the rein running back to the rider
    bridle = colours["robe"]
    parts.append(_stroke("M -16,-120 C -22,-100 -30,-80 -40,-62 "
                         "M -22,-116 L -40,-108 "
                         "M -72,-80 C -66,-70 -62,-58 -62,-46 "
                         "M -62,-60 C -40,-58 -10,-50 20,-40", tf, bridle, 5))
    parts.append(_path(_ell(-62, -58, 4, 4), tf, GOLD, GOLD_LINE, 1.2))
    parts.append(_path(_ell(-40, -62, 4, 4), tf, GOLD, GOLD_LINE, 1.2))
    return parts


def cavalier(tf, colours, half_w=HALF_W):
    """Horse and rider, cut along y = 0, robe and horse within `half_w`."""
    rider = Affine.scale(0.74).then(Affine.translate(56, 0)).then(tf)
    horse = Affine.scale(0.9).then(Affine.translate(-6, 0)).then(tf)
    parts = _jack(rider, colours, 0.0, None, (half_w - 56) / 0.74)
    return parts + _horse(horse, colours)


# ---------------------------------------------------------------------------
# The frame of a court's picture.  It runs round the two corner indices:
# full width except for a notch at the top left and one at the bottom
# right, so the picture shows under the index even when only the left
# quarter of the card does (a fanned hand).  Symmetric under the 180-degree
# turn about the card's centre.
# ---------------------------------------------------------------------------

PANEL = [(50, 18), (234, 18), (234, 238), (200, 238),
         (200, 332), (16, 332), (16, 112), (50, 112)]
PANEL_INNER = [(54, 22), (230, 22), (230, 234), (196, 234),
               (196, 328), (20, 328), (20, 116), (54, 116)]
PANEL_LEFT, PANEL_RIGHT = 16, 234


def panel_path(points, fill, stroke=None, width=0):
    extra = (' stroke="%s" stroke-width="%g" stroke-linejoin="round"'
             % (stroke, width)) if stroke else ""
    return '<path d="M%s Z" fill="%s"%s/>' % (
        " L".join("%g %g" % p for p in points), fill, extra)


def frame(colour):
    """The frame drawn over the picture's edges: suit colour, gold inside."""
    return [panel_path(PANEL, "none", colour, 3),
            panel_path(PANEL_INNER, "none", GOLD, 1.5)]
