#pragma once
// One card on the table. It knows which card it is (or that it is an anonymous back in an
// opponent's hand), which way up it lies, and how the person may see it (dimmed when it may not
// be played, outlined when the keyboard points at it, haloed when it took the trick). It draws
// pixmaps only: the table hands it new ones from the CardRenderer whenever the card size changes.

#include "core/card.h"

#include <QGraphicsPixmapItem>
#include <QPainterPath>
#include <QPen>
#include <QString>

class QColor;

struct TablePalette;

class CardItem : public QGraphicsPixmapItem {
public:
    // Distinguishes cards from other items found under the mouse.
    enum { Type = UserType + 1 };

    explicit CardItem(fs::Card card, const QString& faceElement, QGraphicsItem* parent = nullptr);

    int type() const override { return Type; }
    fs::Card card() const { return m_card; }
    bool faceUp() const { return m_faceUp; }
    void setFaceUp(bool up) { m_faceUp = up; }
    // The SVG element this card shows now.
    QString element() const;

    void setDimmed(bool dimmed);
    bool dimmed() const { return m_dimmed; }
    void setFocused(bool focused);
    // The keyboard's outline round a card of rectangle `card`: astride its edge, rounded as the
    // deck's corners, its width a fraction of the card's (the stage draws it above the hand).
    static QPainterPath focusPath(const QRectF& card);
    static QPen focusPen(const TablePalette& palette, const QRectF& card);
    bool focused() const { return m_focused; }
    // The card that takes the complete trick on the table.
    void setWinner(bool winner);
    bool winner() const { return m_winner; }
    // Chosen for a pass (drawn raised by the layout).
    void setPicked(bool picked) { m_picked = picked; }
    bool picked() const { return m_picked; }
    // Cards of the person's hand are the only ones the mouse may pick up.
    void setInHand(bool inHand) { m_inHand = inHand; }
    bool inHand() const { return m_inHand; }
    // Where the layout wants this card; a drag that ends nowhere returns it here.
    void setHome(QPointF home) { m_home = home; }
    QPointF home() const { return m_home; }

    // Centre of the card in scene coordinates.
    QPointF sceneCentre() const { return mapToScene(boundingRect().center()); }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    static qreal haloWidth(qreal cardWidth);
    static void paintHatch(QPainter* painter, const QPainterPath& outline, const QRectF& r,
                           const QColor& colour);

    fs::Card m_card;
    QString m_faceElement;
    bool m_faceUp = false;
    bool m_dimmed = false;
    bool m_focused = false;
    bool m_winner = false;
    bool m_picked = false;
    bool m_inHand = false;
    QPointF m_home;
};
