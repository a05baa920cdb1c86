#pragma once
// The painted table of the review: every seat's hand face up round the table with its name,
// tricks and bid, the trick in the middle with who took it, and trumps and the stock in a
// corner. It paints one ReplayStep at a time and decides nothing; the dialog steps it.
//
// Painted directly rather than built from graphics items: a step replaces everything at once
// and nothing moves or is dragged, so a scene would only add bookkeeping.

#include "review/replaystep.h"
#include "review/reviewlayout.h"

#include <QStringList>
#include <QWidget>

#include <memory>

namespace fs {
class Rules;
} // namespace fs

class CardRenderer;

class ReviewTable : public QWidget {
    Q_OBJECT

public:
    explicit ReviewTable(QWidget* parent = nullptr);

    // A new deal: its rules (pack and seats), seat names, dealer, the most cards a seat holds
    // during it, and whether any cards are passed or laid aside (a row under each hand).
    void setDeal(std::shared_ptr<const fs::Rules> rules, const QStringList& names, int dealer,
                 int maxHand, bool asideRow);
    void setStep(const ReplayStep& step);
    const ReplayStep& step() const { return m_step; }
    const ReviewLayout& tableLayout() const { return m_layout; }

    QSize sizeHint() const override { return {980, 640}; }
    QSize minimumSizeHint() const override { return {520, 380}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void relayout();
    void paintSeat(QPainter& painter, int seat);
    void paintAside(QPainter& painter, int seat);
    void paintDealerChip(QPainter& painter, QPointF centre, qreal radius);
    void paintTrick(QPainter& painter);
    void paintInfo(QPainter& painter);
    // A card face (or the back for NoCard) in `rect`, with an optional coloured frame.
    void drawCard(QPainter& painter, fs::Card card, const QRectF& rect,
                  const QColor& frame = QColor(), qreal frameWidth = 0);
    QList<fs::Card> sorted(fs::CardSet cards) const;
    QString name(int seat) const;
    QFont font(qreal scale = 1.0, bool bold = false) const;

    std::shared_ptr<const fs::Rules> m_rules;
    CardRenderer* m_renderer = nullptr;
    QStringList m_names;
    int m_dealer = -1;
    int m_maxHand = 13;
    bool m_asideRow = false;
    ReplayStep m_step;
    ReviewLayout m_layout;
};
