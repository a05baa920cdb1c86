# SPDX-License-Identifier: GPL-3.0-or-later
"""Rank glyphs shared by all decks.

Monoline centre-lines in a box 100 units tall, drawn with a thick round
stroke.  A monoline face stays legible down to ~10 px, and being paths the
indices never depend on installed fonts."""

from svgkit import Affine, ellipse_path, parse_path, path_data, stroke_path

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
    # Spanish pack: the ace is a "1" (a flag and a stem with a short foot,
    # so it cannot be mistaken for a bar or an "l"); courts are V, C, R.
    "1": (44, "M 4,22 L 26,2 L 26,100 M 6,100 L 44,100"),
    "V": (62, "M 0,0 L 31,100 L 62,0"),
    "C": (58, "M 56,15 C 50,5 41,0 31,0 C 13,0 2,19 2,50 "
              "C 2,81 13,100 31,100 C 41,100 50,95 56,85"),
    "R": (58, "M 3,100 L 3,0 L 29,0 C 47,0 56,11 56,27 "
              "C 56,43 47,54 29,54 L 3,54 M 29,54 L 58,100"),
    # Court letters of other languages, drawn only in the French decks'
    # index overlays (cardbase.index_overlay): D (dame, Dame), B (Bube).
    # R and V above serve French too.  Both are one unbroken stroke, so
    # the round joins close the corners as on R.
    "D": (58, "M 3,0 L 24,0 C 46,0 57,18 57,50 C 57,82 46,100 24,100 "
              "L 3,100 Z"),
    "B": (58, "M 3,46 L 27,46 C 43,46 52,37 52,23 C 52,9 43,0 27,0 "
              "L 3,0 L 3,100 L 31,100 C 48,100 58,89 58,73 "
              "C 58,56 47,46 31,46 L 3,46"),
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
