// The words the stage puts on the table: the seats' plates and the panel of facts (part of
// TableStage, table/tablestage.h).

#include "table/tablestage.h"

#include "table/seatbadge.h"
#include "table/tablelayout.h"
#include "table/tableplaque.h"
#include "text/gametext.h"

#include <QFontMetricsF>

#include <algorithm>

using namespace table;

void TableStage::arrangeBadges(const TableModel& model)
{
    if (!m_rules || static_cast<int>(m_badges.size()) < m_seats)
        return;
    const fs::Rules& rules = *m_rules;
    const bool sides = rules.columns() < rules.seats();
    for (int seat = 0; seat < m_seats && seat < model.seats; ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        SeatBadge* b = m_badges[i];
        const int column = rules.columnOf(seat);
        const int total = column < static_cast<int>(model.totals.size())
                              ? model.totals[static_cast<std::size_t>(column)]
                              : 0;
        const QString name = seatName(seat);
        QStringList detail;
        // On the counts' line, so that the name and the total keep a line of their own.
        if (sides && seat != model.person && column == rules.columnOf(model.person))
            detail << tr("partner", "on the plate of the person's partner");
        const int tricks = model.tricks[i];
        const QString trickText = tr("%n trick(s)", nullptr, tricks);
        if (model.bids[i] >= 0)
            detail << tr("bid %1").arg(model.bids[i]) << tr("won %1").arg(tricks);
        else if (model.hasBid[i])
            detail << tr("has bid") << trickText;
        else
            detail << trickText;
        if (model.pointsTaken[i] > 0)
            detail << tr("+%1 this deal").arg(model.pointsTaken[i]);
        b->setPixelSize(m_layout.fontPixels());
        const QRectF rect = m_layout.badgeRect(rel(seat));
        b->setMaxWidth(rect.width());
        QStringList notes = model.notes[i];
        if (!m_seatStates.value(seat).isEmpty())
            notes.prepend(m_seatStates.value(seat));
        b->setText(tr("%1 · %2").arg(name).arg(total), detail.join(QStringLiteral(" · ")), notes);
        // The layout keeps room for the name and one line of counts above the cards, and a
        // note a line each; where a longer language would wrap them onto the cards, the plate's
        // text gets smaller instead.
        for (int pixels = m_layout.fontPixels() - 1; !b->eachOnOneLine() && pixels >= 9; --pixels)
            b->setPixelSize(pixels);
        m_linesSeen = std::max(m_linesSeen, static_cast<int>(b->lines().size()));
        b->setActive(seat == model.turnSeat);
        b->setTopCentre(QPointF(rect.center().x(), rect.top()));
    }
}

bool TableStage::placeInfoElsewhere()
{
    const qreal unit = m_layout.unit();
    const qreal widest = m_layout.area().width() * 0.34;
    for (int pixels = m_layout.fontPixels(); pixels >= 9; --pixels) {
        m_info->setPixelSize(pixels);
        for (const qreal units : {3.8, 3.2, 2.6, 2.2, 1.8}) {
            const qreal width = std::min(units * unit, widest);
            m_info->setRect(QRectF(0, 0, width, m_layout.area().height()));
            const QRectF place =
                m_layout.freePlace(QSizeF(width, std::ceil(m_info->neededHeight())));
            if (!place.isEmpty()) {
                m_info->setRect(place);
                return true;
            }
        }
    }
    return false;
}

QStringList TableStage::infoLines(const TableModel& model) const
{
    QStringList lines;
    if (!m_rules || model.dealIndex < 0)
        return lines;
    lines << GameText::dealtBy(model.dealIndex + 1, seatName(model.dealer),
                               GameText::calledYou(model.dealer));
    const fs::Pack& pack = m_rules->pack();
    if (model.trump >= 0 && model.trumpBy >= 0 && GameText::calledYou(model.trumpBy))
        lines << tr("Trumps: %1 (fixed by you)").arg(GameText::suitName(pack, model.trump));
    else if (model.trump >= 0 && model.trumpBy >= 0)
        lines << tr("Trumps: %1 (fixed by %2)")
                     .arg(GameText::suitName(pack, model.trump), seatName(model.trumpBy));
    else if (model.trump >= 0)
        lines << tr("Trumps: %1").arg(GameText::suitName(pack, model.trump));
    else if (model.turnUp.valid())
        lines << tr("No trumps");
    lines << model.facts;
    return lines;
}

void TableStage::arrangeInfo(const TableModel& model)
{
    const QStringList lines = infoLines(model);
    m_info->setVisible(!lines.isEmpty());
    if (lines.isEmpty())
        return;
    m_info->setLines(lines);
    // Smaller type before cutting anything: the corner keeps every fact. Where even small type
    // does not fit there (many seats on a small table), the facts go to a free place elsewhere.
    const QRectF corner = m_layout.infoRect();
    bool fits = false;
    if (!corner.isEmpty()) {
        m_info->setRect(corner);
        for (int pixels = m_layout.fontPixels(); pixels >= 9 && !fits; --pixels) {
            m_info->setPixelSize(pixels);
            fits = m_info->fitsText();
        }
    }
    if (!fits && !placeInfoElsewhere()) {
        m_info->hide();
        return;
    }
    const QRectF rect = m_info->rect();
    // No taller than its lines: the baize shows under a short list.
    m_info->setRect(
        QRectF(rect.topLeft(),
               QSizeF(rect.width(), std::min(rect.height(), std::ceil(m_info->neededHeight())))));
}
