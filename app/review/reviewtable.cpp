#include "review/reviewtable.h"

#include "table/cardrenderer.h"
#include "table/cardtheme.h"
#include "text/gametext.h"

#include "core/rules.h"

#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>

#include <algorithm>

namespace {

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

const QColor Gold(255, 210, 60);
const QColor Pale(235, 240, 235);
const QColor Dim(190, 210, 195);

} // namespace

ReviewTable::ReviewTable(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("reviewTable"));
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void ReviewTable::setDeal(std::shared_ptr<const fs::Rules> rules, const QStringList& names,
                          int dealer, int maxHand, bool asideRow)
{
    const bool newPack = !m_rules || !rules || m_rules->pack().kind() != rules->pack().kind();
    m_rules = std::move(rules);
    m_names = names;
    m_dealer = dealer;
    m_maxHand = maxHand;
    m_asideRow = asideRow;
    m_step = ReplayStep();
    if (m_rules && (newPack || !m_renderer)) {
        // The deck follows the pack, as at the game table: Spanish cards for Aluette.
        const CardTheme::Loaded deck = CardTheme::builtin(m_rules->pack().kind());
        if (!deck.theme) {
            qWarning("%s", qPrintable(deck.error)); // only a broken build gets here
        } else if (!m_renderer) {
            m_renderer = new CardRenderer(deck.theme->svgData(), deck.theme->aspect(), this);
            connect(m_renderer, &CardRenderer::pixmapsReady, this,
                    qOverload<>(&ReviewTable::update));
        } else {
            m_renderer->setTheme(deck.theme->svgData(), deck.theme->aspect());
        }
    }
    relayout();
}

void ReviewTable::setStep(const ReplayStep& step)
{
    m_step = step;
    update();
}

void ReviewTable::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    relayout();
}

void ReviewTable::relayout()
{
    if (!m_rules)
        return;
    const qreal aspect = m_renderer ? m_renderer->aspectRatio() : 2.5 / 3.5;
    m_layout = ReviewLayout(QSizeF(size()), m_rules->seats(), m_maxHand, aspect, m_asideRow);
    update();
}

QString ReviewTable::name(int seat) const
{
    return m_names.value(seat, GameText::seatName(seat, m_rules ? m_rules->seats() : 4));
}

QFont ReviewTable::font(qreal scale, bool bold) const
{
    QFont f = QWidget::font();
    f.setPixelSize(qMax(8, qRound(m_layout.fontPixels() * scale)));
    f.setBold(bold);
    return f;
}

QList<fs::Card> ReviewTable::sorted(fs::CardSet cards) const
{
    // Suits alternate in colour in a French hand (♠ ♥ ♣ ♦); low to high within a suit.
    const fs::Pack& pack = m_rules->pack();
    static constexpr int frenchOrder[] = {2, 3, 1, 0}; // clubs, diamonds, hearts, spades
    const auto key = [&](fs::Card c) {
        const int suit = pack.suit(c);
        const int order = pack.kind() == fs::PackKind::French52 ? frenchOrder[at(suit)] : suit;
        return order * 64 + pack.rankIndex(c);
    };
    QList<fs::Card> list;
    for (const fs::Card c : cards)
        list << c;
    std::sort(list.begin(), list.end(), [&](fs::Card a, fs::Card b) { return key(a) < key(b); });
    return list;
}

void ReviewTable::drawCard(QPainter& painter, fs::Card card, const QRectF& rect,
                           const QColor& frame, qreal frameWidth)
{
    const QString element =
        card.valid() ? QString::fromStdString(m_rules->pack().artId(card)) : QStringLiteral("back");
    if (m_renderer) {
        const QPixmap pixmap =
            m_renderer->pixmap(element, rect.size().toSize(), devicePixelRatioF());
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()));
    }
    if (frame.isValid() && frameWidth > 0) {
        painter.setPen(QPen(frame, frameWidth));
        painter.setBrush(Qt::NoBrush);
        const qreal r = rect.width() * 0.07;
        painter.drawRoundedRect(
            rect.adjusted(-frameWidth / 2, -frameWidth / 2, frameWidth / 2, frameWidth / 2), r, r);
    }
}

void ReviewTable::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    // Green baize, lighter under the lamp in the middle.
    QRadialGradient baize(rect().center(), qMax(width(), height()) * 0.7);
    baize.setColorAt(0, QColor(46, 125, 72));
    baize.setColorAt(1, QColor(22, 78, 44));
    painter.fillRect(rect(), baize);
    if (!m_rules || m_step.hands.empty())
        return;
    paintInfo(painter);
    paintTrick(painter);
    for (int seat = 0; seat < m_rules->seats(); ++seat)
        paintSeat(painter, seat);
}

void ReviewTable::paintSeat(QPainter& painter, int seat)
{
    const QRectF box = m_layout.seatBox(seat);
    const bool toAct = seat == m_step.toAct;
    painter.setPen(toAct ? QPen(Gold, 2.5) : QPen(QColor(255, 255, 255, 60), 1));
    painter.setBrush(QColor(0, 0, 0, seat == m_step.actor ? 120 : 80));
    painter.drawRoundedRect(box, 8, 8);

    // Header: the name and the dealer's button on the left, bid and tricks on the right.
    const QRectF header = m_layout.headerRect(seat);
    QStringList facts;
    const int bid = seat < int(m_step.bids.size()) ? m_step.bids[at(seat)] : -1;
    if (bid >= 0)
        facts << tr("Bid: %1").arg(bid);
    facts << tr("Tricks: %1").arg(m_step.tricksWon[at(seat)]);
    if (seat == m_step.lastTrickWinner)
        facts.last().prepend(QStringLiteral("★ "));
    painter.setFont(font(1.0));
    const QString right = facts.join(QStringLiteral("   "));
    const qreal rightWidth = painter.fontMetrics().horizontalAdvance(right);
    painter.setPen(seat == m_step.lastTrickWinner ? Gold : Dim);
    painter.drawText(header, Qt::AlignRight | Qt::AlignVCenter, right);
    const qreal chip = seat == m_dealer ? header.height() + 4 : 0;
    painter.setFont(font(1.0, true));
    painter.setPen(toAct ? Gold : Pale);
    const QString elided = painter.fontMetrics().elidedText(
        name(seat), Qt::ElideRight, qMax(0, int(header.width() - rightWidth - chip - 8)));
    painter.drawText(header, Qt::AlignLeft | Qt::AlignVCenter, elided);
    if (seat == m_dealer)
        paintDealerChip(painter,
                        QPointF(header.left() + painter.fontMetrics().horizontalAdvance(elided) +
                                    4 + header.height() / 2,
                                header.center().y()),
                        header.height() * 0.42);

    const QList<fs::Card> hand = sorted(m_step.hands[at(seat)]);
    QPointF origin = m_layout.handOrigin(seat, int(hand.size()));
    const QSizeF card = m_layout.cardSize();
    for (const fs::Card c : hand) {
        drawCard(painter, c, QRectF(origin, card));
        origin.rx() += m_layout.handStep();
    }
    if (hand.isEmpty()) {
        painter.setFont(font(0.9));
        painter.setPen(Dim);
        QRectF empty(m_layout.handOrigin(seat, 0), card);
        empty.setLeft(box.left());
        empty.setRight(box.right());
        painter.drawText(empty, Qt::AlignCenter, tr("no cards left"));
    }
    paintAside(painter, seat);
}

// Under the hand: cards passed and not yet picked up (with where they go), and cards laid aside
// face down, shown face up here but dimmed.
void ReviewTable::paintAside(QPainter& painter, int seat)
{
    const fs::CardSet passing =
        seat < int(m_step.passing.size()) ? m_step.passing[at(seat)] : fs::CardSet();
    const fs::CardSet aside =
        seat < int(m_step.discarded.size()) ? m_step.discarded[at(seat)] : fs::CardSet();
    if (passing.empty() && aside.empty())
        return;
    const QSizeF small = m_layout.smallCardSize();
    const qreal step = small.width() * 0.45;
    QPointF origin = m_layout.asideOrigin(seat);
    painter.setFont(font(0.85));
    const auto label = [&](const QString& text) {
        painter.setPen(Dim);
        const QRectF r(origin.x(), origin.y(), m_layout.seatBox(seat).right() - origin.x(),
                       small.height());
        painter.drawText(r.adjusted(4, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, text);
        origin.rx() += painter.fontMetrics().horizontalAdvance(text) + 14;
    };
    if (!passing.empty()) {
        for (const fs::Card c : sorted(passing)) {
            drawCard(painter, c, QRectF(origin, small), Gold, 1.5);
            origin.rx() += step;
        }
        origin.rx() += small.width() - step;
        label(tr("passed"));
    }
    if (!aside.empty()) {
        painter.setOpacity(0.6);
        for (const fs::Card c : sorted(aside)) {
            drawCard(painter, c, QRectF(origin, small));
            origin.rx() += step;
        }
        painter.setOpacity(1.0);
        origin.rx() += small.width() - step;
        label(tr("laid aside"));
    }
}

void ReviewTable::paintTrick(QPainter& painter)
{
    const QRectF area = m_layout.trickArea();
    const qreal line = m_layout.lineHeight();
    painter.setFont(font(1.1, true));
    painter.setPen(Pale);
    const QRectF top(area.left(), area.top(), area.width(), line);
    const bool playing =
        m_step.phase == fs::Phase::Playing || !m_step.trick.empty() || m_step.trickNumber > 1;
    if (playing)
        painter.drawText(top, Qt::AlignCenter, tr("Trick %1").arg(m_step.trickNumber));

    int winner = -1;
    if (m_step.trickClosed)
        winner = m_step.lastTrickWinner;
    const fs::Card latest = m_step.lastMove.size() == 1 ? m_step.lastMove.lowest() : fs::NoCard;
    for (const ReplayPlay& play : m_step.trick) {
        const QRectF r(m_layout.trickCard(play.seat), m_layout.cardSize());
        if (m_step.trickClosed && play.seat == winner)
            drawCard(painter, play.card, r, Gold, 3.5);
        else if (play.card == latest)
            drawCard(painter, play.card, r, QColor(255, 255, 255, 200), 2);
        else
            drawCard(painter, play.card, r);
    }

    QString below;
    if (m_step.trickClosed)
        below = winner >= 0 ? tr("%1 takes the trick").arg(name(winner))
                            : tr("Tied: the trick goes to nobody");
    else if (m_step.trick.empty() && m_step.trickNumber > 1)
        below = m_step.lastTrickWinner >= 0
                    ? tr("%1 took trick %2")
                          .arg(name(m_step.lastTrickWinner))
                          .arg(m_step.trickNumber - 1)
                    : tr("Trick %1 went to nobody").arg(m_step.trickNumber - 1);
    painter.setFont(font(1.0, m_step.trickClosed));
    painter.setPen(m_step.trickClosed ? Gold : Dim);
    painter.drawText(QRectF(area.left(), area.bottom() - line, area.width(), line), Qt::AlignCenter,
                     below);
}

void ReviewTable::paintInfo(QPainter& painter)
{
    const bool hasTurnUp = m_step.turnUp.valid();
    const bool hasStock = !m_step.stock.empty();
    if (m_step.trump < 0 && !hasTurnUp && !hasStock)
        return; // nothing to say: no trumps in this game, no stock
    const QRectF area = m_layout.infoArea();
    painter.setPen(QColor(255, 255, 255, 50));
    painter.setBrush(QColor(0, 0, 0, 60));
    painter.drawRoundedRect(area, 8, 8);
    const qreal line = m_layout.lineHeight();
    painter.setFont(font(1.0, true));
    painter.setPen(Pale);
    const QString trumps =
        m_step.trump >= 0 ? tr("Trumps: %1").arg(GameText::suitName(m_rules->pack(), m_step.trump))
        : hasStock        ? tr("Stock") // a game without trumps: Aluette's stack
                          : tr("No trumps");
    painter.drawText(QRectF(area.left() + 6, area.top() + 2, area.width() - 12, line),
                     Qt::AlignLeft | Qt::AlignVCenter, trumps);
    const QSizeF small = m_layout.smallCardSize();
    QPointF origin(area.left() + 6, area.top() + line + 2);
    if (hasTurnUp) {
        drawCard(painter, m_step.turnUp, QRectF(origin, small));
        origin.rx() += small.width() + 6;
    }
    if (hasStock) {
        // The stock face down, a second back peeking out under it when it has more cards.
        if (m_step.stock.size() > 1)
            drawCard(painter, fs::NoCard, QRectF(origin + QPointF(3, 3), small));
        drawCard(painter, fs::NoCard, QRectF(origin, small));
    }
    painter.setFont(font(0.9));
    painter.setPen(Dim);
    const QString count =
        hasStock ? tr("Stock: %n card(s)", nullptr, m_step.stock.size()) : tr("Turned up");
    painter.drawText(QRectF(area.left() + 6, area.bottom() - line, area.width() - 12, line),
                     Qt::AlignLeft | Qt::AlignVCenter, hasStock || hasTurnUp ? count : QString());
}

// The dealer's button, as on a card table: a white disc with a D.
void ReviewTable::paintDealerChip(QPainter& painter, QPointF centre, qreal radius)
{
    painter.setPen(QPen(QColor(60, 60, 60), 1));
    painter.setBrush(QColor(250, 250, 245));
    painter.drawEllipse(centre, radius, radius);
    QFont f = font(0.8, true);
    f.setPixelSize(qMax(7, qRound(radius * 1.3)));
    painter.setFont(f);
    painter.setPen(QColor(30, 30, 30));
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                     Qt::AlignCenter, tr("D", "the dealer's button"));
}
