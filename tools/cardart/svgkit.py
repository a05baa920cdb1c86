# SPDX-License-Identifier: GPL-3.0-or-later
"""Minimal SVG toolkit for the deck generators.

Parses absolute path data, moves it with an affine map and prints it back
with compact numbers, plus a few element helpers.  Everything produced here
is plain SVG Tiny 1.2 that Qt's QSvgRenderer draws reliably for a single
element: path, rect, circle, ellipse and text with fill/stroke attributes.
"""

import math
import re

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

    The artwork only needs uniform scaling, translation, rotations and
    180-degree turns, which keep circular arcs and sweep flags correct.
    (Elliptical arcs must not be rotated: the arc's own rotation angle is
    passed through unchanged.)"""

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

    @staticmethod
    def rotate(degrees):
        """Rotate about the origin (clockwise on screen for positive)."""
        r = math.radians(degrees)
        return Affine(a=math.cos(r), b=math.sin(r),
                      c=-math.sin(r), d=math.cos(r))

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


def fill_stroke_path(commands, tf, fill, stroke, width):
    """Filled path with an outline (round joins)."""
    return ('<path d="%s" fill="%s" stroke="%s" stroke-width="%s" '
            'stroke-linejoin="round"/>'
            % (path_data(commands, tf), fill, stroke,
               num(tf.length(width))))


def rect(x, y, w, h, r, fill, stroke=None, stroke_width=0):
    extra = ""
    if stroke:
        extra = ' stroke="%s" stroke-width="%s"' % (stroke, num(stroke_width))
    return ('<rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="%s"%s/>'
            % (num(x), num(y), num(w), num(h), num(r), fill, extra))


def circle(cx, cy, r, fill):
    return '<circle cx="%s" cy="%s" r="%s" fill="%s"/>' % (
        num(cx), num(cy), num(r), fill)


def ring(cx, cy, r, colour, width):
    """Unfilled circle outline."""
    return ('<circle cx="%s" cy="%s" r="%s" fill="none" stroke="%s" '
            'stroke-width="%s"/>' % (num(cx), num(cy), num(r), colour,
                                     num(width)))


def ellipse_path(cx, cy, rx, ry):
    """Closed ellipse as two clockwise arcs (clockwise keeps nonzero unions
    with other clockwise sub-paths solid)."""
    return ("M %g,%g A %g,%g 0 1 1 %g,%g A %g,%g 0 1 1 %g,%g Z"
            % (cx - rx, cy, rx, ry, cx + rx, cy, rx, ry, cx - rx, cy))


def polygon_path(points):
    """Closed path through a list of (x, y) points."""
    head, *rest = points
    return ("M %g,%g " % head + " ".join("L %g,%g" % p for p in rest)
            + " Z")


def text(x, y, string, size, fill, weight="bold", anchor="middle",
         family="DejaVu Sans, sans-serif"):
    """A line of text.  Only used for small names, never for indices."""
    safe = (string.replace("&", "&amp;").replace("<", "&lt;")
            .replace(">", "&gt;"))
    return ('<text x="%s" y="%s" font-family="%s" font-size="%s" '
            'font-weight="%s" text-anchor="%s" fill="%s">%s</text>'
            % (num(x), num(y), family, num(size), weight, anchor, fill,
               safe))


def clip_segment(p, q, box):
    """Liang-Barsky: clip segment p-q to box (x0, y0, x1, y1); None if out.

    Needed because Qt SVG has no clipPath, so patterns are cut in here."""
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
