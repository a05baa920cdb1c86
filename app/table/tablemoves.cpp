// The table view's cards in motion: passed, discarded, drawn, played and gathered into tricks
// (table/tableview.h).

#include "table/tableview.h"

#include "access/tableaccessible.h"
#include "access/tablespeech.h"
#include "controller/gamecontroller.h"
#include "table/animationqueue.h"
#include "table/carditem.h"
#include "table/cardrenderer.h"
#include "table/decisionpanel.h"
#include "table/lasttrickpanel.h"
#include "table/pilestack.h"
#include "table/seatbadge.h"
#include "table/tablescene.h"
#include "table/tabletiming.h"
#include "text/gametext.h"

#include <QAccessible>
#include <QGraphicsPathItem>
#include <QLocale>
#include <QParallelAnimationGroup>
#include <QPushButton>
#include <QSequentialAnimationGroup>
#include <QTimer>

#include <algorithm>

using namespace table;

// ---- cards moving ----

QAbstractAnimation* TableView::flyStep(const QList<CardItem*>& items, QPointF target,
                                       bool hideAfter)
{
    std::vector<std::pair<CardItem*, QPointF>> moves;
    for (CardItem* item : items) {
        item->setZValue(FlyingZ);
        item->show();
        moves.emplace_back(item, target);
    }
    auto* group = new QParallelAnimationGroup;
    if (QAbstractAnimation* away =
            m_stage->moveItems(moves, duration(CollectMs), hideAfter ? 0.2 : 1.0))
        group->addAnimation(away);
    if (QAbstractAnimation* close = layoutAll(duration(RelayoutMs)))
        group->addAnimation(close);
    auto finish = [items, hideAfter] {
        for (CardItem* item : items) {
            item->setZValue(TrickZ - 2);
            if (hideAfter)
                item->hide();
        }
    };
    if (group->animationCount() == 0) {
        finish();
        delete group;
        return nullptr;
    }
    connect(group, &QAbstractAnimation::finished, this, finish);
    return group;
}

void TableView::onCardsPassed(int fromSeat, int toSeat, fs::CardSet cards, int count)
{
    if (fromSeat == m_person)
        clearInput();
    m_queue->enqueue([this, fromSeat, toSeat, cards, count]() -> QAbstractAnimation* {
        const QString to = seatName(toSeat);
        if (fromSeat != m_person || cards.empty()) {
            m_model.handSizes[static_cast<std::size_t>(fromSeat)] =
                std::max(0, m_model.handSizes[static_cast<std::size_t>(fromSeat)] - count);
            setStatus(
                tr("%1 passed %n card(s) to %2.", nullptr, count).arg(seatName(fromSeat), to));
            announce(Announcer::Kind::Table, m_status);
            return layoutAll(duration(RelayoutMs));
        }
        const QList<CardItem*> items = takeFromHand(cards);
        setStatus(
            tr("You passed %n card(s) to %1.", nullptr, static_cast<int>(cards.size())).arg(to));
        announce(Announcer::Kind::Table, m_status);
        return flyStep(items, m_stage->layout().collectPoint(rel(toSeat)), true);
    });
}

void TableView::onCardsDiscarded(int seat, fs::CardSet cards, int count)
{
    if (seat == m_person)
        clearInput();
    m_queue->enqueue([this, seat, cards, count]() -> QAbstractAnimation* {
        m_model.discards += count;
        if (seat != m_person || cards.empty()) {
            m_model.handSizes[static_cast<std::size_t>(seat)] =
                std::max(0, m_model.handSizes[static_cast<std::size_t>(seat)] - count);
            setStatus(tr("%1 discarded %n card(s).", nullptr, count).arg(seatName(seat)));
            announce(Announcer::Kind::Table, m_status);
            return layoutAll(duration(RelayoutMs));
        }
        const QList<CardItem*> items = takeFromHand(cards);
        setStatus(tr("You discarded %n card(s).", nullptr, count));
        announce(Announcer::Kind::Table, m_status);
        return flyStep(items, m_stage->layout().discardPile(), true);
    });
}

void TableView::onCardDrawn(int seat, fs::Card card, bool faceUp)
{
    m_queue->enqueue([this, seat, card, faceUp]() -> QAbstractAnimation* {
        m_model.stock = std::max(0, m_model.stock - 1);
        if (m_model.turnUp == card)
            m_model.turnUp = fs::Card(); // the dealer took up the turned card
        if (m_model.stockTop == card)
            m_model.stockTop = fs::Card();
        const QString who = seatName(seat);
        if (card.valid() && faceUp && GameText::calledYou(seat))
            setStatus(tr("You took %1.").arg(m_face->cardName(m_rules->pack(), card)));
        else if (card.valid() && faceUp)
            setStatus(tr("%1 took %2.").arg(who, m_face->cardName(m_rules->pack(), card)));
        else if (seat != m_person)
            setStatus(tr("%1 drew a card.").arg(who));
        // Said with the card's name in words: a screen reader spells out "7♥" sign by sign.
        if (card.valid() && faceUp && seat != m_person) {
            const QString spoken = m_face->spokenCardName(m_rules->pack(), card);
            announce(Announcer::Kind::Table, GameText::calledYou(seat)
                                                 ? tr("You took %1.").arg(spoken)
                                                 : tr("%1 took %2.").arg(who, spoken));
        } else if (seat != m_person) {
            announce(Announcer::Kind::Table, m_status);
        }
        if (seat == m_person && card.valid()) {
            CardItem* item = itemFor(card);
            item->setFaceUp(true);
            m_stage->updatePixmap(item);
            if (!item->isVisible())
                item->setPos(m_stage->layout().stockPile());
            item->show();
            m_model.hand.insert(card);
            // Raised until the person plays, like cards passed to them: which card came in
            // matters in a game of drawing (German Whist).
            m_model.received.insert(card);
            m_receivedTaken = true;
            setStatus(tr("You took %1: raised in your hand.")
                          .arg(m_face->cardName(m_rules->pack(), card)));
            announce(Announcer::Kind::Table,
                     tr("You took %1.").arg(m_face->spokenCardName(m_rules->pack(), card)));
            return layoutAll(duration(DrawMs));
        }
        ++m_model.handSizes[static_cast<std::size_t>(seat)];
        if (card.valid()) {
            // A face-up card is seen going into the hand, then joins the backs.
            CardItem* item = itemFor(card);
            item->setFaceUp(true);
            m_stage->updatePixmap(item);
            if (!item->isVisible())
                item->setPos(m_stage->layout().stockPile());
            return flyStep({item}, backPosition(seat), true);
        }
        return layoutAll(duration(DrawMs));
    });
}

void TableView::onCardPlayed(int seat, fs::Card card)
{
    if (seat == m_person) {
        m_pendingPlay = fs::Card();
        clearInput(); // the request was taken; no second card until the next turn
    }
    m_queue->enqueue([this, seat, card] { return playStep(seat, card); });
}

QList<CardItem*> TableView::takeFromHand(fs::CardSet cards)
{
    m_model.hand -= cards;
    m_picked = fs::CardSet();
    QList<CardItem*> items;
    for (fs::Card c : cards) {
        itemFor(c)->setInHand(false);
        itemFor(c)->setToolTip(QString());
        items.append(itemFor(c));
    }
    return items;
}

QPointF TableView::backPosition(int seat) const
{
    return m_stage->backPosition(m_model, seat);
}

QAbstractAnimation* TableView::playStep(int seat, fs::Card card)
{
    CardItem* item = itemFor(card);
    const QString spoken = m_face->spokenCardName(m_rules->pack(), card);
    announce(Announcer::Kind::Card, seat == m_person || GameText::calledYou(seat)
                                        ? tr("You play %1.").arg(spoken)
                                        : tr("%1 plays %2.").arg(seatName(seat), spoken));
    if (seat == m_person) {
        m_model.received = fs::CardSet(); // the person has acted: no need to mark them now
        m_model.hand.remove(card);
        m_picked.remove(card);
    } else {
        // The card comes out of the opponent's face-down hand: start where its last back lies.
        auto& count = m_model.handSizes[static_cast<std::size_t>(seat)];
        item->setPos(backPosition(seat));
        count = std::max(0, count - 1);
        item->setFaceUp(true);
        m_stage->updatePixmap(item);
        item->setOpacity(1.0);
        item->show();
    }
    item->setInHand(false);
    item->setToolTip(QString());
    item->setDimmed(false);
    item->setFocused(false);
    item->setZValue(FlyingZ); // keeps layoutAll from touching it while it flies
    m_model.trick.add(seat, card);
    QAbstractAnimation* rest = layoutAll(duration(RelayoutMs)); // closes the gap it left
    std::vector<std::pair<CardItem*, QPointF>> move{{item, m_stage->layout().trickCard(rel(seat))}};
    QAbstractAnimation* fly = m_stage->moveItems(move, duration(PlayMs));
    const int z = m_model.trick.size;
    if (!fly && !rest) {
        item->setZValue(TrickZ + z);
        return nullptr;
    }
    auto* group = new QParallelAnimationGroup;
    for (QAbstractAnimation* a : {fly, rest})
        if (a)
            group->addAnimation(a);
    connect(group, &QAbstractAnimation::finished, this, [item, z] { item->setZValue(TrickZ + z); });
    return group;
}

void TableView::onTrickClosed(int seat, fs::CardSet cards, bool spoiled)
{
    m_queue->enqueue([this, seat, cards, spoiled]() -> QAbstractAnimation* {
        QList<CardItem*> items;
        for (fs::Card c : cards)
            items.append(itemFor(c));
        const bool you = seat == m_person || GameText::calledYou(seat);
        setStatus(spoiled ? (you ? tr("The trick is tied: it goes to nobody, and you lead again.")
                                 : tr("The trick is tied: it goes to nobody, and %1 leads again.")
                                       .arg(seatName(seat)))
                  : you   ? tr("You take the trick.")
                          : tr("%1 takes the trick.").arg(seatName(seat)));
        fs::Card taking;
        for (int i = 0; i < m_model.trick.size; ++i)
            if (m_model.trick.seat(i) == seat)
                taking = m_model.trick.card(i);
        const QString with = m_face->spokenCardName(m_rules->pack(), taking);
        announce(Announcer::Kind::Table,
                 spoiled || !taking.valid() ? m_status
                 : you                      ? tr("You take the trick with %1.").arg(with)
                       : tr("%1 takes the trick with %2.").arg(seatName(seat), with));
        m_model.turnSeat = -1;
        // The card that took it is haloed while the whole trick is in view (none when tied).
        m_model.trickWinner = spoiled ? -1 : seat;
        m_model.trickSpoiled = spoiled;
        layoutAll(0);
        return collectStep(seat, items, spoiled);
    });
}

QAbstractAnimation* TableView::collectStep(int winner, const QList<CardItem*>& cards, bool spoiled)
{
    const QPointF target =
        spoiled ? m_stage->layout().asidePile() : m_stage->layout().collectPoint(rel(winner));
    std::vector<std::pair<CardItem*, QPointF>> moves;
    for (CardItem* item : cards)
        moves.emplace_back(item, target);
    auto finish = [this, cards, winner, spoiled] {
        for (CardItem* item : cards) {
            item->hide();
            item->setWinner(false);
        }
        m_model.trick = fs::Trick{};
        m_model.trickWinner = -1;
        m_model.trickSpoiled = false;
        if (spoiled)
            ++m_model.aside;
        else
            ++m_model.tricks[static_cast<std::size_t>(winner)];
        ++m_model.tricksDone;
        m_lastTrickAvailable = true;
        Q_EMIT lastTrickAvailableChanged(true);
        layoutAll(0);
    };
    QAbstractAnimation* sweep = m_stage->moveItems(moves, duration(CollectMs), 0.2);
    if (!sweep) {
        finish();
        return nullptr;
    }
    auto* sequence = new QSequentialAnimationGroup;
    sequence->addPause(duration(TrickHoldMs));
    sequence->addAnimation(sweep);
    connect(sequence, &QAbstractAnimation::finished, this, finish);
    return sequence;
}
