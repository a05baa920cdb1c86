#include "table/tablestage.h"

#include "table/carditem.h"
#include "table/cardrenderer.h"
#include "table/pilestack.h"
#include "table/seatbadge.h"
#include "table/tablepalette.h"
#include "table/tableplaque.h"
#include "table/tabletiming.h"
#include "text/gametext.h"

#include <QFontMetricsF>
#include <QGraphicsPathItem>
#include <QGraphicsScene>
#include <QPainterPath>
#include <QParallelAnimationGroup>
#include <QPen>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>

using namespace table;

TableStage::TableStage(QGraphicsScene* scene, CardRenderer* renderer, QObject* parent)
    : QObject(parent), m_scene(scene), m_renderer(renderer)
{
    m_dropZone = new QGraphicsPathItem;
    m_dropZone->setVisible(false);
    m_dropZone->setZValue(TrickZ - 1);
    m_scene->addItem(m_dropZone);
    // The keyboard's outline, drawn above the hand; the card under it keeps its place in the
    // fan, so its neighbours' indices stay in view (issue 36: brought to the front, it covered
    // both neighbours in a ten-card hand).
    m_focusFrame = new QGraphicsPathItem;
    m_focusFrame->setVisible(false);
    m_focusFrame->setZValue(HandZ + 100);
    m_scene->addItem(m_focusFrame);
    m_stockPile = std::make_unique<PileStack>(m_scene, PileZ);
    m_discardPile = std::make_unique<PileStack>(m_scene, PileZ);
    m_asidePile = std::make_unique<PileStack>(m_scene, PileZ);
    m_info = new TablePlaque(TablePlaque::Style::Info);
    m_info->setZValue(PileZ - 5);
    m_info->setVisible(false);
    m_scene->addItem(m_info);
    m_turnUpPlate = new TablePlaque(TablePlaque::Style::Plate);
    m_turnUpPlate->setZValue(PileZ - 5);
    m_turnUpPlate->setVisible(false);
    m_scene->addItem(m_turnUpPlate);
    m_notice = new TablePlaque(TablePlaque::Style::Notice);
    m_notice->setZValue(PanelZ);
    m_notice->setVisible(false);
    m_scene->addItem(m_notice);
}

// The items belong to the scene, which deletes them; the piles hold only plain pointers.
TableStage::~TableStage() = default;

void TableStage::setTable(std::shared_ptr<const fs::Rules> rules, const GameFace* face,
                          const SeatWords& words)
{
    m_rules = std::move(rules);
    m_face = face;
    m_words = words;
    m_seats = m_rules ? m_rules->seats() : 0;
    m_linesSeen = 0;
    buildItems();
}

void TableStage::setArea(QSizeF area, bool openHands)
{
    // Another size wraps the plates anew.
    if (area != m_layout.area())
        m_linesSeen = 0;
    m_layout = TableLayout(area, std::max(2, m_seats), m_renderer->aspectRatio(), openHands,
                           m_cardScale, plateLines());
}

int TableStage::plateLines() const
{
    // The name, the counts, the game's notes, and who plays the seat at a shared table.
    const bool states = std::any_of(m_seatStates.begin(), m_seatStates.end(),
                                    [](const QString& state) { return !state.isEmpty(); });
    const int planned =
        2 + (m_face && m_rules ? m_face->plateNoteLines(*m_rules) : 0) + (states ? 1 : 0);
    return std::max(planned, m_linesSeen);
}

bool TableStage::takePlateLinesGrew()
{
    const bool grew = m_linesSeen > m_layout.plateLines();
    if (grew)
        setArea(m_layout.area(), m_layout.openHands());
    return grew;
}

bool TableStage::setSeatStates(const QStringList& states)
{
    const int before = plateLines();
    m_seatStates = states;
    return plateLines() != before;
}

int TableStage::rel(int seat) const
{
    return m_seats > 0 ? (seat - m_words.person + m_seats) % m_seats : 0;
}

CardItem* TableStage::itemFor(fs::Card card) const
{
    return card.index < m_cards.size() ? m_cards[card.index] : nullptr;
}

SeatBadge* TableStage::badge(int seat) const
{
    return seat >= 0 && seat < static_cast<int>(m_badges.size()) ? m_badges[seat] : nullptr;
}

QList<fs::Card> TableStage::handOrder(fs::CardSet hand) const
{
    return m_rules && m_face ? m_face->handOrder(m_rules->pack(), hand) : QList<fs::Card>();
}

QPointF TableStage::backPosition(const TableModel& model, int seat) const
{
    const int count = std::max(1, model.handCount(seat));
    return m_layout.opponentCard(rel(seat), count - 1, count);
}

void TableStage::buildItems()
{
    for (CardItem* item : m_cards)
        delete item;
    m_cards.clear();
    for (auto& pool : m_backs)
        for (CardItem* item : pool)
            delete item;
    m_backs.assign(static_cast<std::size_t>(m_seats), {});
    m_extraPiles.clear();
    if (!m_rules)
        return;
    const fs::Pack& pack = m_rules->pack();
    for (int i = 0; i < pack.size(); ++i) {
        const fs::Card card(i);
        auto* item = new CardItem(card, QString::fromStdString(pack.artId(card)));
        item->hide();
        m_scene->addItem(item);
        m_cards.push_back(item);
    }
    while (static_cast<int>(m_badges.size()) < m_seats) {
        auto* badge = new SeatBadge;
        badge->setZValue(BadgeZ);
        m_scene->addItem(badge);
        m_badges.push_back(badge);
    }
    for (std::size_t i = 0; i < m_badges.size(); ++i)
        m_badges[i]->setVisible(static_cast<int>(i) < m_seats);
    while (static_cast<int>(m_wonPiles.size()) < m_seats)
        m_wonPiles.push_back(std::make_unique<PileStack>(m_scene, PileZ));
    for (auto& pile : m_wonPiles)
        pile->hide();
}

// ---- placing ----

QAbstractAnimation* TableStage::arrange(const TableModel& model, const HandMarks& marks,
                                        int durationMs)
{
    if (m_cards.empty())
        return nullptr;
    Moves moves;
    QList<CardItem*> shown;
    m_openShown = fs::CardSet();
    arrangeHand(model, marks, shown, moves);
    arrangeTrick(model, shown, moves);
    arrangePiles(model, shown, moves);
    arrangeOpponents(model, shown, moves);
    for (CardItem* item : m_cards)
        if (!shown.contains(item) && item->zValue() != FlyingZ) {
            item->hide();
            item->setWinner(false);
        }
    arrangeBadges(model);
    // A plate wrapped onto more lines than the layout keeps free (a long name or language on a
    // small table): laid out again with room for them, once for the rest of the match.
    if (m_linesSeen > m_layout.plateLines() && m_linesSeen <= MostPlateLines) {
        setArea(m_layout.area(), m_layout.openHands());
        return arrange(model, marks, durationMs);
    }
    arrangeInfo(model);
    QPainterPath zone;
    const qreal radius = m_layout.unit() * 0.15;
    zone.addRoundedRect(m_layout.dropZone(), radius, radius);
    m_dropZone->setPath(zone);
    return moveItems(moves, durationMs);
}

void TableStage::arrangeHand(const TableModel& model, const HandMarks& marks,
                             QList<CardItem*>& shown, Moves& moves)
{
    const QList<fs::Card> order = handOrder(model.hand);
    const int count = static_cast<int>(order.size());
    for (int i = 0; i < count; ++i) {
        CardItem* item = itemFor(order[i]);
        const bool picked = marks.picked.contains(order[i]);
        const bool raised = picked || marks.raised.contains(order[i]);
        const QPointF home = m_layout.handCard(i, count, raised);
        item->setFaceUp(true);
        item->setInHand(true);
        item->setPicked(picked);
        item->setWinner(false);
        item->setDimmed(marks.dimUnusable && !marks.usable.contains(order[i]));
        item->setFocused(i == marks.focus);
        if (item != marks.dragged)
            item->setZValue(HandZ + i);
        item->setOpacity(1.0);
        item->setHome(home);
        updatePixmap(item, CardSize::Hand);
        item->show();
        shown.append(item);
        if (item != marks.dragged) // the mouse holds it; it comes home on release
            moves.emplace_back(item, home);
        if (i == marks.focus)
            outlineFocus(item, home);
    }
    if (marks.focus < 0 || marks.focus >= count)
        m_focusFrame->hide();
}

void TableStage::outlineFocus(const CardItem* item, QPointF home)
{
    // Where the card comes to rest, astride its edge as the card's own outline is.
    const TablePalette& palette = TablePalette::of(m_scene);
    const QRectF local = item->QGraphicsPixmapItem::boundingRect();
    const QRectF r(home + local.topLeft(), local.size());
    m_focusFrame->setPath(CardItem::focusPath(r));
    m_focusFrame->setPen(CardItem::focusPen(palette, r));
    m_focusFrame->setBrush(Qt::NoBrush);
    m_focusFrame->show();
}

void TableStage::arrangeTrick(const TableModel& model, QList<CardItem*>& shown, Moves& moves)
{
    const fs::Trick& trick = model.trick;
    for (int i = 0; i < trick.size; ++i) {
        CardItem* item = itemFor(trick.card(i));
        showOnTable(item, TrickZ + i);
        item->setWinner(model.trickWinner >= 0 && trick.seat(i) == model.trickWinner);
        shown.append(item);
        moves.emplace_back(item, m_layout.trickCard(rel(trick.seat(i))));
    }
}

void TableStage::arrangeOpponents(const TableModel& model, QList<CardItem*>& shown, Moves& moves)
{
    for (int seat = 0; seat < model.seats && seat < m_seats; ++seat) {
        auto& pool = m_backs[static_cast<std::size_t>(seat)];
        const fs::CardSet open =
            seat == model.person ? fs::CardSet() : model.openHands[static_cast<std::size_t>(seat)];
        // An open hand (a finished deal in the review) is shown face up in the game's order.
        const QList<fs::Card> faces = handOrder(open);
        m_openShown |= open;
        for (int i = 0; i < faces.size(); ++i) {
            CardItem* item = itemFor(faces[i]);
            item->setFaceUp(true);
            item->setInHand(false);
            item->setDimmed(false);
            item->setFocused(false);
            item->setWinner(false);
            item->setOpacity(1.0);
            if (item->zValue() != FlyingZ)
                item->setZValue(BackZ + i);
            updatePixmap(item, CardSize::Back);
            item->show();
            shown.append(item);
            moves.emplace_back(item,
                               m_layout.opponentCard(rel(seat), i, static_cast<int>(faces.size())));
        }
        // The person's own hand lies face down while the core keeps it from them (Spades asks
        // about blind nil before the cards are seen): it is there, dealt, not yet looked at.
        const bool unseenOwn = seat == model.person && model.hand.empty();
        const int count = (seat == model.person && !unseenOwn) || !faces.isEmpty()
                              ? 0
                              : model.handSizes[static_cast<std::size_t>(seat)];
        while (static_cast<int>(pool.size()) < count) {
            auto* back = new CardItem(fs::Card(), QString());
            back->setPos(m_layout.centre());
            m_scene->addItem(back);
            pool.push_back(back);
        }
        for (int i = 0; i < static_cast<int>(pool.size()); ++i) {
            CardItem* back = pool[static_cast<std::size_t>(i)];
            back->setVisible(i < count);
            if (i >= count)
                continue;
            back->setZValue(BackZ + i);
            updatePixmap(back, unseenOwn ? CardSize::Hand : CardSize::Back);
            moves.emplace_back(back, unseenOwn ? m_layout.handCard(i, count, false)
                                               : m_layout.opponentCard(rel(seat), i, count));
        }
    }
}

void TableStage::arrangePiles(const TableModel& model, QList<CardItem*>& shown, Moves& moves)
{
    if (!m_rules || static_cast<int>(m_wonPiles.size()) < m_seats)
        return; // no match yet: nothing lies on the table
    const QPixmap back = m_renderer->pixmap(QStringLiteral("back"), m_layout.backSize(), m_dpr);
    const int font = m_layout.fontPixels();
    for (int seat = 0; seat < m_seats; ++seat) {
        const int tricks = model.tricks[static_cast<std::size_t>(seat)];
        m_wonPiles[static_cast<std::size_t>(seat)]->show(tricks, m_layout.wonPile(rel(seat)), back,
                                                         font);
    }
    // The stock shows its count; a face-up card on it (German Whist) lies on the plate beside it.
    const int small = std::max(10, font * 5 / 6);
    m_stockPile->show(model.stock, m_layout.stockPile(), back, small,
                      tr("Stock: %1").arg(model.stock));
    m_discardPile->show(model.discards, m_layout.discardPile(), back, small,
                        tr("Discards: %1").arg(model.discards));
    m_asidePile->show(model.aside, m_layout.asidePile(), back, small,
                      tr("%n trick(s) to nobody", nullptr, model.aside));
    while (m_extraPiles.size() < static_cast<std::size_t>(model.piles.size()))
        m_extraPiles.push_back(std::make_unique<PileStack>(m_scene, PileZ));
    for (std::size_t i = 0; i < m_extraPiles.size(); ++i) {
        if (i >= static_cast<std::size_t>(model.piles.size())) {
            m_extraPiles[i]->hide();
            continue;
        }
        const TablePile& pile = model.piles[static_cast<qsizetype>(i)];
        m_extraPiles[i]->show(pile.count, m_layout.extraPile(static_cast<int>(i)), back, small,
                              pile.label);
    }
    bool plate = false;
    QString caption;
    for (const fs::Card c : {model.turnUp, model.stockTop}) {
        CardItem* item = c.valid() ? itemFor(c) : nullptr;
        if (!item || shown.contains(item) || model.hand.contains(c))
            continue;
        showOnTable(item, PileZ + 10);
        shown.append(item);
        moves.emplace_back(item, m_layout.turnUpCard());
        plate = true;
        // Not a card of the trick: the plate and its caption say what it is.
        caption = c == model.stockTop                                          ? tr("On the stock")
                  : model.trump >= 0 && m_rules->pack().suit(c) == model.trump ? tr("Trumps")
                                                                               : tr("Turned up");
    }
    m_turnUpPlate->setVisible(plate);
    if (plate) {
        m_turnUpPlate->setRect(m_layout.turnUpPlate());
        m_turnUpPlate->setLines({caption});
        // One line over a small card: smaller type rather than a caption broken in two; where
        // even the smallest type is wider than the card, a plate a little wider than the card.
        bool fits = false;
        for (int pixels = small; pixels >= 10 && !fits; --pixels) {
            m_turnUpPlate->setPixelSize(pixels);
            fits = m_turnUpPlate->fitsText();
        }
        const qreal wider = m_turnUpPlate->neededWidth() - m_turnUpPlate->rect().width();
        if (!fits && wider > 0)
            m_turnUpPlate->setRect(
                m_turnUpPlate->rect().adjusted(-std::ceil(wider / 2), 0, std::ceil(wider / 2), 0));
    }
}

void TableStage::gatherAtCentre()
{
    const QPointF middle =
        m_layout.centre() - QPointF(m_layout.cardSize().width(), m_layout.cardSize().height()) / 2;
    for (CardItem* item : m_cards)
        item->setPos(middle);
    for (auto& pool : m_backs)
        for (CardItem* item : pool)
            item->setPos(middle);
}

void TableStage::showNotice(const QString& text, int handCount)
{
    const int pixels = m_layout.fontPixels();
    m_notice->setPixelSize(pixels);
    m_notice->setLines({text});
    QRectF rect = m_layout.noticeRect(handCount);
    QFont font;
    font.setPixelSize(pixels);
    font.setBold(true);
    const QFontMetricsF metrics(font);
    // As tall as the wrapped text needs, growing upwards from above the hand.
    const QRectF needed = metrics.boundingRect(QRectF(0, 0, rect.width() - metrics.height(), 1e6),
                                               Qt::TextWordWrap | Qt::AlignHCenter, text);
    const qreal height = std::max(rect.height(), std::ceil(needed.height() + metrics.height()));
    rect.setTop(rect.bottom() - height);
    m_notice->setRect(rect);
    m_notice->show();
}

void TableStage::hideNotice()
{
    m_notice->hide();
}

// ---- moving and drawing ----

QAbstractAnimation* TableStage::moveItems(const Moves& moves, int durationMs, qreal endOpacity)
{
    QParallelAnimationGroup* group = nullptr;
    for (const auto& [item, target] : moves) {
        if (durationMs <= 0) {
            item->setPos(target);
            if (endOpacity < 1.0)
                item->setOpacity(endOpacity);
            continue;
        }
        if (item->pos() == target && endOpacity >= 1.0)
            continue;
        if (!group)
            group = new QParallelAnimationGroup;
        auto* move = new QVariantAnimation(group);
        move->setDuration(durationMs);
        move->setEasingCurve(QEasingCurve::OutCubic);
        move->setStartValue(item->pos());
        move->setEndValue(target);
        const qreal startOpacity = item->opacity();
        CardItem* moved = item;
        connect(move, &QVariantAnimation::valueChanged, this,
                [moved, move, startOpacity, endOpacity, durationMs](const QVariant& value) {
                    moved->setPos(value.toPointF());
                    if (endOpacity < 1.0)
                        moved->setOpacity(startOpacity + (endOpacity - startOpacity) *
                                                             move->currentTime() / durationMs);
                });
    }
    return group;
}

void TableStage::showOnTable(CardItem* item, qreal z)
{
    item->setFaceUp(true);
    item->setInHand(false);
    item->setDimmed(false);
    item->setFocused(false);
    item->setOpacity(1.0);
    if (item->zValue() != FlyingZ) // a card in flight keeps its height until it lands
        item->setZValue(z);
    updatePixmap(item);
    item->show();
}

void TableStage::updatePixmap(CardItem* item, CardSize kind)
{
    const QSize size = kind == CardSize::Back   ? m_layout.backSize()
                       : kind == CardSize::Hand ? m_layout.handCardSize()
                                                : m_layout.cardSize();
    const QPixmap pixmap = m_renderer->pixmap(item->element(), size, m_dpr);
    if (pixmap.cacheKey() != item->pixmap().cacheKey())
        item->setPixmap(pixmap);
}

void TableStage::refreshPixmaps(const TableModel& model)
{
    // Only faces change: positions belong to whatever animation is running.
    for (CardItem* item : m_cards) {
        if (!item->isVisible())
            continue;
        updatePixmap(item, item->inHand()                       ? CardSize::Hand
                           : m_openShown.contains(item->card()) ? CardSize::Back
                                                                : CardSize::Table);
    }
    for (auto& pool : m_backs)
        for (CardItem* back : pool)
            if (back->isVisible())
                updatePixmap(back, CardSize::Back);
    QList<CardItem*> shown;
    Moves ignored;
    arrangePiles(model, shown, ignored);
}

void TableStage::prepareFaces()
{
    QStringList faces;
    for (CardItem* item : m_cards) {
        const bool up = item->faceUp();
        item->setFaceUp(true);
        faces << item->element();
        item->setFaceUp(up);
    }
    const qreal dpr = m_dpr;
    m_renderer->prepare(faces, m_layout.cardSize(), dpr);
    if (m_layout.handCardSize() != m_layout.cardSize())
        m_renderer->prepare(faces, m_layout.handCardSize(), dpr);
    if (m_layout.openHands())
        m_renderer->prepare(faces, m_layout.backSize(), dpr);
    m_renderer->prepare({QStringLiteral("back")}, m_layout.backSize(), dpr);
}
