#include "lobby/gametiledelegate.h"

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
    const QPalette::ColorRole role = selected ? QPalette::HighlightedText : QPalette::Text;
    painter->save();
    painter->translate(option.rect.topLeft());
    painter->setPen(option.palette.color(role));
    painter->setFont(b.nameFont);
    painter->drawText(b.name, Qt::AlignLeft | Qt::AlignVCenter,
                      index.data(Qt::DisplayRole).toString());
    painter->setFont(b.textFont);
    painter->drawText(b.players, Qt::AlignLeft | Qt::AlignVCenter,
                      index.data(PlayersRole).toString());
    QColor soft = option.palette.color(role);
    soft.setAlphaF(0.8f);
    painter->setPen(soft);
    painter->drawText(b.summary, Qt::TextWordWrap, index.data(SummaryRole).toString());
    painter->restore();
}

QSize GameTileDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    const int width = option.rect.width() > 0 ? option.rect.width() : 300;
    const Blocks b = layout(option, index, width);
    return QSize(width, b.summary.bottom() + Pad);
}
