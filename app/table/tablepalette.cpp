#include "table/tablepalette.h"

#include "table/tablescene.h"

#include <QGraphicsItem>

const TablePalette& TablePalette::normal()
{
    // The colours the table has always had: a green baize, translucent dark plates and white or
    // warm text, a gold rim for the turn.
    static const TablePalette palette{
        .baizeCentre = QColor(0x2e, 0x7d, 0x4a),
        .baizeEdge = QColor(0x14, 0x4d, 0x2b),
        .plateFill = QColor(0, 0, 0, 120),
        .plateRim = QColor(255, 255, 255, 60),
        .plateRimWidth = 1,
        .plateName = QColor(Qt::white),
        .plateDetail = QColor(225, 235, 225),
        .plateNote = QColor(255, 236, 170),
        .turnFill = QColor(40, 30, 0, 190),
        .turnRim = QColor(255, 210, 60),
        .turnRimWidth = 2.5,
        .turnName = QColor(255, 225, 120),
        .infoFill = QColor(0, 0, 0, 95),
        .infoRim = QColor(255, 255, 255, 50),
        .infoText = QColor(235, 242, 235),
        .captionFill = QColor(0, 0, 0, 60),
        .captionRim = QColor(255, 236, 170, 150),
        .captionRimDashed = true,
        .captionText = QColor(255, 240, 190),
        .noticeFill = QColor(60, 20, 10, 225),
        .noticeRim = QColor(255, 210, 60),
        .noticeText = QColor(255, 240, 190),
        .plaqueRimWidth = 1.5,
        .focusOutline = QColor(255, 210, 60),
        .focusWidth = 0.035,
        .focusMin = 2,
        .dimVeil = QColor(20, 30, 25, 110),
        .dimHatch = QColor(),
        .winnerHalo = QColor(255, 205, 50),
        .dropFill = QColor(255, 255, 255, 25),
        .dropRim = QColor(255, 255, 255, 140),
        .dropHotFill = QColor(255, 255, 220, 70),
        .dropHotRim = QColor(255, 230, 120),
        .dropRimWidth = 2,
        .pileLabel = QColor(255, 255, 255, 230),
        .panelFill = QColor(10, 25, 15, 250),
        .panelRim = QColor(255, 255, 255, 90),
        .panelRimWidth = 1.5,
        .panelText = QColor(Qt::white),
        .panelWinner = QColor(255, 225, 120),
    };
    return palette;
}

const TablePalette& TablePalette::highContrast()
{
    // For low vision: a near-black baize (a trace of green keeps it a table), opaque black plates
    // with white text and a white rim, and everything that says "now" or "here" (the turn, the
    // keyboard's card, the drop zone while a card hovers) thick and bright yellow. White and
    // yellow on black are both far above 7:1.
    static const QColor yellow(255, 235, 0);
    static const TablePalette palette{
        .baizeCentre = QColor(0x10, 0x1c, 0x15),
        .baizeEdge = QColor(0x04, 0x08, 0x06),
        .plateFill = QColor(Qt::black),
        .plateRim = QColor(Qt::white),
        .plateRimWidth = 2,
        .plateName = QColor(Qt::white),
        .plateDetail = QColor(Qt::white),
        .plateNote = yellow,
        .turnFill = QColor(Qt::black),
        .turnRim = yellow,
        .turnRimWidth = 5,
        .turnName = yellow,
        .infoFill = QColor(Qt::black),
        .infoRim = QColor(Qt::white),
        .infoText = QColor(Qt::white),
        .captionFill = QColor(Qt::black),
        .captionRim = QColor(Qt::white),
        .captionRimDashed = false,
        .captionText = QColor(Qt::white),
        .noticeFill = QColor(Qt::black),
        .noticeRim = yellow,
        .noticeText = yellow,
        .plaqueRimWidth = 2,
        .focusOutline = yellow,
        .focusWidth = 0.07,
        .focusMin = 4,
        // A grey veil, lighter than the normal one so the card stays legible, plus hatching:
        // told apart by pattern, not only by shade.
        .dimVeil = QColor(90, 90, 90, 120),
        .dimHatch = QColor(0, 0, 0, 170),
        .winnerHalo = yellow,
        .dropFill = QColor(255, 255, 255, 35),
        .dropRim = QColor(Qt::white),
        .dropHotFill = QColor(255, 235, 0, 60),
        .dropHotRim = yellow,
        .dropRimWidth = 3,
        .pileLabel = QColor(Qt::white),
        .panelFill = QColor(Qt::black),
        .panelRim = QColor(Qt::white),
        .panelRimWidth = 2,
        .panelText = QColor(Qt::white),
        .panelWinner = yellow,
    };
    return palette;
}

const TablePalette& TablePalette::of(const QGraphicsScene* scene)
{
    const auto* table = qobject_cast<const TableScene*>(scene);
    return table ? table->tablePalette() : normal();
}

const TablePalette& TablePalette::of(const QGraphicsItem* item)
{
    return of(item ? item->scene() : nullptr);
}
