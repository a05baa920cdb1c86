#pragma once
// The colours of the table, in one place: the baize, the plates and plaques, the rims, outlines
// and veils on cards, the drop zone and the panels over the table. Everything painted on the
// baize takes its colours from here, so the high-contrast table is a second set of values rather
// than a test in every paint(). The table's colours are its own (a green baize looks the same
// under any desktop theme); widgets beside the table take theirs from the QPalette instead.
//
// Each item finds the palette through its scene (TableScene holds the one in use); an item not
// on a TableScene, as in some tests, uses the normal one.

#include <QColor>

class QGraphicsItem;
class QGraphicsScene;

struct TablePalette {
    // The baize: a radial light from the centre to the edges.
    QColor baizeCentre;
    QColor baizeEdge;

    // A seat's name plate: fill, rim, name, counts, the game's notes.
    QColor plateFill;
    QColor plateRim;
    qreal plateRimWidth;
    QColor plateName;
    QColor plateDetail;
    QColor plateNote;
    // The plate of the seat whose turn it is.
    QColor turnFill;
    QColor turnRim;
    qreal turnRimWidth;
    QColor turnName;

    // The corner of facts, the turned-up card's captioned plate, the notice over the hand.
    QColor infoFill;
    QColor infoRim;
    QColor infoText;
    QColor captionFill;
    QColor captionRim;
    bool captionRimDashed;
    QColor captionText;
    QColor noticeFill;
    QColor noticeRim;
    QColor noticeText;
    qreal plaqueRimWidth;

    // Cards: the keyboard's outline (its width a fraction of the card's, at least focusMin
    // pixels), the veil over a card that may not be used now (with hatching when dimHatch is
    // valid, so it is told by a pattern as well as by a shade), the halo of a trick's winner.
    QColor focusOutline;
    qreal focusWidth;
    qreal focusMin;
    QColor dimVeil;
    QColor dimHatch;
    QColor winnerHalo;

    // Where a dragged card is played; "hot" while a card hovers over it.
    QColor dropFill;
    QColor dropRim;
    QColor dropHotFill;
    QColor dropHotRim;
    qreal dropRimWidth;

    // Numbers on piles, and the panels over the table (the decision panel, the last trick).
    QColor pileLabel;
    QColor panelFill;
    QColor panelRim;
    qreal panelRimWidth;
    QColor panelText;
    QColor panelWinner;

    static const TablePalette& normal();
    static const TablePalette& highContrast();
    static const TablePalette& of(bool highContrast)
    {
        return highContrast ? TablePalette::highContrast() : normal();
    }
    // The palette of the scene an item lies on (normal when it is on none, or not on a table).
    static const TablePalette& of(const QGraphicsScene* scene);
    static const TablePalette& of(const QGraphicsItem* item);
};
