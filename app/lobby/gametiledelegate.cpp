#include "lobby/gametiledelegate.h"

#include "widgets/contrast.h"

#include <QApplication>
#include <QFontMetrics>
#include <QPainter>

namespace {

constexpr int Pad = 8;

} // namespace

GameTileDelegate::Blocks GameTileDelegate::layout(const QStyleOptionViewItem& option,
                                                  const QModelIndex& index, int width)
{
    Blocks b;
    b.textFont = option.font;
    b.nameFont = option.font;
    b.nameFont.setBold(true);
    b.nameFont.setPointSizeF(option.font.pointSizeF() * 1.2);
    const int inner = std::max(40, width - 2 * Pad);
    const QFontMetrics nameMetrics(b.nameFont);
    const QFontMetrics textMetrics(b.textFont);
    b.name = QRect(Pad, Pad, inner, nameMetrics.height());
    b.players = QRect(Pad, b.name.bottom() + 2, inner, textMetrics.height());
    const QString summary = index.data(SummaryRole).toString();
    const QRect wrapped =
        textMetrics.boundingRect(QRect(0, 0, inner, 10000), Qt::TextWordWrap, summary);
    b.summary = QRect(Pad, b.players.bottom() + 2, inner, wrapped.height());
    return b;
}

void GameTileDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                             const QModelIndex& index) const
{
    QStyleOptionViewItem background = option;
    initStyleOption(&background, index);
    background.text.clear();
    const QWidget* widget = option.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &background, painter, widget);

    const Blocks b = layout(option, index, option.rect.width());
    const bool selected = option.state & QStyle::State_Selected;
    const QPalette::ColorGroup group = !(option.state & QStyle::State_Enabled) ? QPalette::Disabled
                                       : option.state & QStyle::State_Active   ? QPalette::Active
                                                                               : QPalette::Inactive;
    // The text's colour as the palette gives it, unless it does not read on what the style drew
    // under it: many themes pair white text with a mid blue selection (Fusion's is 3.8:1), and
    // the name of the game chosen is the one that must read.
    const QColor ground =
        option.palette.color(group, selected ? QPalette::Highlight : QPalette::Base);
    const QColor ink = Contrast::readableOn(
        option.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text), ground);
    painter->save();
    painter->translate(option.rect.topLeft());
    painter->setPen(ink);
    painter->setFont(b.nameFont);
    painter->drawText(b.name, Qt::AlignLeft | Qt::AlignVCenter,
                      index.data(Qt::DisplayRole).toString());
    painter->setFont(b.textFont);
    painter->drawText(b.players, Qt::AlignLeft | Qt::AlignVCenter,
                      index.data(PlayersRole).toString());
    // The summary a little softer than the name, as far as it still reads.
    QColor soft = ink;
    soft.setAlphaF(0.8f);
    painter->setPen(Contrast::readableOn(Contrast::composite(soft, ground), ground));
    painter->drawText(b.summary, Qt::TextWordWrap, index.data(SummaryRole).toString());
    painter->restore();
}

QSize GameTileDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    const int width = option.rect.width() > 0 ? option.rect.width() : 300;
    const Blocks b = layout(option, index, width);
    return QSize(width, b.summary.bottom() + Pad);
}
