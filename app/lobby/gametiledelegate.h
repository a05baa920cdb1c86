#pragma once
// Draws a game of the lobby's list as a tile: the name in bold, then how many play, then the
// first sentence of what the game is about, wrapped; selection and focus as the style draws them.

#include <QStyledItemDelegate>

class GameTileDelegate : public QStyledItemDelegate {
public:
    // The item's data: the name under Qt::DisplayRole, the details under these roles.
    static constexpr int PlayersRole = Qt::UserRole + 2;
    static constexpr int SummaryRole = Qt::UserRole + 3;

    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

    // The three blocks of text laid out in `width`, with their fonts, relative to the tile's
    // top-left corner; shared by paint and size (and by tests that measure the text's contrast).
    struct Blocks {
        QFont nameFont;
        QFont textFont;
        QRect name;
        QRect players;
        QRect summary;
    };
    static Blocks layout(const QStyleOptionViewItem& option, const QModelIndex& index, int width);
};
