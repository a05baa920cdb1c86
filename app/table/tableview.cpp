#include "table/tableview.h"

#include "controller/gamecontroller.h"
#include "table/animationqueue.h"
#include "table/carditem.h"
#include "table/cardrenderer.h"
#include "table/cardtheme.h"
#include "table/lasttrickpanel.h"
#include "table/seatbadge.h"
#include "table/tablescene.h"
#include "text/gametext.h"

#include <QGraphicsPathItem>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QParallelAnimationGroup>
#include <QPauseAnimation>
#include <QPushButton>
#include <QSequentialAnimationGroup>
#include <QTimer>
#include <QVBoxLayout>
#include <QVariantAnimation>

#include <algorithm>

namespace {

// Normal animation lengths in milliseconds; long enough to follow, short enough not to wait on.
constexpr int PlayMs = 260;
constexpr int CollectMs = 320;
constexpr int TrickHoldMs = 750; // the full trick stays in view before it is swept away
constexpr int DealMs = 380;
constexpr int RelayoutMs = 180;
constexpr int ReceivedHoldMs = 1400;

// Stacking order: opponents' hands under the trick, the trick under the hand, panels on top.
constexpr qreal BackZ = 10;
constexpr qreal TrickZ = 100;
constexpr qreal HandZ = 200;
constexpr qreal FlyingZ = 500;
constexpr qreal BadgeZ = 600;
constexpr qreal PanelZ = 900;

// The builtin French deck for now; the game's pack will choose the deck.
CardRenderer* makeRenderer(QObject* parent)
{
    const CardTheme::Loaded deck = CardTheme::builtin(fs::PackKind::French52);
    if (!deck.theme) {
        // Only a broken build gets here: blank cards and a warning beat not starting at all.
        qWarning("%s", qPrintable(deck.error));
        return new CardRenderer(QByteArray(), 2.5 / 3.5, parent);
    }
    return new CardRenderer(deck.theme->svgData(), deck.theme->aspect(), parent);
}

} // namespace

TableView::TableView(GameController* controller, int personSeat, QWidget* parent)
    : QGraphicsView(parent), m_controller(controller), m_person(personSeat),
      m_scene(new TableScene(this)), m_renderer(makeRenderer(this)),
      m_queue(new AnimationQueue(this)), m_looseAnimations(new QObject(this))
{
    setScene(m_scene);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setRenderHint(QPainter::SmoothPixmapTransform);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(480, 360);

    m_dropZone = new QGraphicsPathItem;
    m_dropZone->setVisible(false);
    m_dropZone->setZValue(TrickZ - 1);
    m_scene->addItem(m_dropZone);
    m_scene->setDropZone(m_dropZone);
    m_lastTrickPanel = new LastTrickPanel;
    m_lastTrickPanel->setVisible(false);
    m_lastTrickPanel->setZValue(PanelZ);
    m_scene->addItem(m_lastTrickPanel);

    m_prompt = new QWidget(viewport());
    m_prompt->setObjectName(QStringLiteral("tablePrompt"));
    m_prompt->setAttribute(Qt::WA_StyledBackground);
    m_prompt->setStyleSheet(
        QStringLiteral("#tablePrompt { background: rgba(0, 0, 0, 130); border-radius: 10px; }"
                       "#tablePrompt QLabel { color: white; font-weight: bold; }"));
    auto* promptLayout = new QVBoxLayout(m_prompt);
    m_promptLabel = new QLabel(m_prompt);
    m_promptLabel->setAlignment(Qt::AlignCenter);
    m_promptLabel->setWordWrap(true);
    promptLayout->addWidget(m_promptLabel);
    m_buttonRow = new QHBoxLayout;
    promptLayout->addLayout(m_buttonRow);
    m_passButton = new QPushButton(m_prompt);
    m_passButton->setObjectName(QStringLiteral("passButton"));
    m_buttonRow->addWidget(m_passButton);
    m_nextDealButton = new QPushButton(tr("Next deal"), m_prompt);
    m_nextDealButton->setObjectName(QStringLiteral("nextDealButton"));
    m_buttonRow->addWidget(m_nextDealButton);
    m_prompt->hide();

    connect(m_passButton, &QPushButton::clicked, this, &TableView::passPicked);
    connect(m_nextDealButton, &QPushButton::clicked, this, [this] {
        m_prompt->hide();
        m_controller->continueToNextDeal();
    });
    connect(m_renderer, &CardRenderer::pixmapsReady, this, &TableView::refreshPixmaps);
    connect(m_scene, &TableScene::cardDropped, this, &TableView::onCardDropped);
    connect(m_scene, &TableScene::cardDoubleClicked, this, [this](CardItem* item) {
        if (m_input == Input::Play)
            requestPlay(item);
        else if (m_input == Input::Select)
            togglePick(item);
    });
    connect(m_scene, &TableScene::cardClicked, this, [this](CardItem* item) {
        if (m_input == Input::Select)
            togglePick(item);
    });
    connect(m_scene, &TableScene::emptyClicked, this, [this] { setLastTrickShown(false); });

    GameController* c = m_controller;
    c->setWaitsForView(true);
    c->setPauseBetweenDeals(true);
    connect(c, &GameController::matchStarted, this, &TableView::onMatchStarted);
    connect(c, &GameController::dealStarted, this, &TableView::onDealStarted);
    connect(c, &GameController::turnStarted, this, &TableView::onTurnStarted);
    connect(c, &GameController::cardsPassed, this, &TableView::onCardsPassed);
    connect(c, &GameController::cardsExchanged, this, &TableView::onCardsExchanged);
    connect(c, &GameController::cardPlayed, this, &TableView::onCardPlayed);
    connect(c, &GameController::trickTaken, this,
            [this](int seat, fs::CardSet cards) { onTrickClosed(seat, cards, false); });
    connect(c, &GameController::trickSpoiled, this,
            [this](int seat, fs::CardSet cards) { onTrickClosed(seat, cards, true); });
    connect(c, &GameController::choiceMade, this, &TableView::onChoiceMade);
    connect(c, &GameController::dealEnded, this, &TableView::noteEvent);
    connect(c, &GameController::dealScored, this, &TableView::onDealScored);
    connect(c, &GameController::matchFinished, this, &TableView::onMatchFinished);
    connect(c, &GameController::actionRejected, this, &TableView::onActionRejected);
    connect(c, &GameController::computerThinking, this, &TableView::noteEvent);
}

TableView::~TableView()
{
    // Animations hold plain pointers to items; stop them before the scene deletes the items.
    m_queue->clear();
    delete m_looseAnimations;
    m_looseAnimations = nullptr;
}

// ---- accessors ----

CardItem* TableView::itemFor(fs::Card card) const
{
    return card.index < m_cards.size() ? m_cards[card.index] : nullptr;
}

QList<fs::Card> TableView::handOrder() const
{
    // Suits alternate in colour (clubs, diamonds, spades, hearts in the French pack) so
    // neighbouring suits are told apart at a glance; ranks rise from left to right.
    static constexpr int suitOrder[4] = {0, 1, 3, 2};
    QList<fs::Card> order;
    if (!m_controller->hasMatch())
        return order;
    const fs::Pack& pack = m_controller->match().rules().pack();
    for (int s : suitOrder)
        for (fs::Card c : m_hand& pack.suitMask(s))
            order.append(c);
    return order;
}

SeatBadge* TableView::badge(int seat) const
{
    return seat >= 0 && seat < static_cast<int>(m_badges.size()) ? m_badges[seat] : nullptr;
}

QRectF TableView::dropZoneRect() const
{
    return m_layout.dropZone();
}

bool TableView::idle() const
{
    return m_queue->idle() && !m_batchOpen;
}

bool TableView::lastTrickAvailable() const
{
    return m_lastTrickAvailable;
}

bool TableView::lastTrickShown() const
{
    return m_lastTrickPanel->isVisible();
}

int TableView::rel(int seat) const
{
    return (seat - m_person + m_seats) % m_seats;
}

int TableView::duration(int normalMs) const
{
    return qRound(normalMs * m_speed);
}

QString TableView::seatName(int seat) const
{
    return GameText::seatName(seat, m_seats);
}

int TableView::handCount(int seat) const
{
    return seat == m_person ? m_hand.size() : m_handCounts[static_cast<std::size_t>(seat)];
}

// ---- batches: the controller waits until the table has shown what one action caused ----

QString TableView::passButtonText(const fs::LegalActions& legal) const
{
    const int n = legal.selectCount;
    if (legal.selectKind == fs::ActionKind::Discard)
        return n == 1 ? tr("Discard this card") : tr("Discard these %1 cards").arg(n);
    if (legal.selectTo < 0)
        return n == 1 ? tr("Pass this card") : tr("Pass these %1 cards").arg(n);
    const QString to = GameText::seatName(legal.selectTo, m_controller->match().rules().seats());
    return n == 1 ? tr("Pass this card to %1").arg(to)
                  : tr("Pass these %1 cards to %2").arg(n).arg(to);
}

void TableView::noteEvent()
{
    if (m_batchOpen)
        return;
    m_batchOpen = true;
    // The controller emits everything one action caused before returning to the event loop, so
    // a zero timer fires after the last signal of the batch.
    QTimer::singleShot(0, this, [this] {
        m_batchOpen = false;
        m_queue->enqueue([this]() -> QAbstractAnimation* {
            endOfBatch();
            return nullptr;
        });
    });
}

void TableView::endOfBatch()
{
    // Everything of the batch has been shown; line up with the controller in case a step was
    // skipped (a new match, a resize during an animation), then let the next seat act.
    syncFromController();
    layoutAll(0);
    m_controller->animationsFinished();
}

// ---- controller signals ----

void TableView::onMatchStarted()
{
    m_queue->clear();
    delete m_looseAnimations;
    m_looseAnimations = new QObject(this);
    m_seats = m_controller->match().rules().seats();
    m_layout = TableLayout(QSizeF(viewport()->size()), m_seats, m_renderer->aspectRatio());
    m_turnSeat = -1;
    m_totals.assign(static_cast<std::size_t>(m_controller->match().rules().columns()), 0);
    m_lastTrickAvailable = false;
    Q_EMIT lastTrickAvailableChanged(false);
    setLastTrickShown(false);
    setInput(Input::None, {});
    buildItems();
    m_hand = fs::CardSet();
    m_trick = fs::Trick{};
    m_handCounts.fill(0);
    m_tricks.fill(0);
    m_prompt->hide();
    noteEvent();
}

void TableView::onDealStarted(int dealIndex, int)
{
    noteEvent();
    m_queue->enqueue([this, dealIndex]() -> QAbstractAnimation* {
        m_nextDealButton->hide();
        setInput(Input::None, {});
        m_prompt->hide();
        m_raised = fs::CardSet();
        m_lastTrickAvailable = false;
        Q_EMIT lastTrickAvailableChanged(false);
        setLastTrickShown(false);
        syncFromController();
        // Deal from the middle of the table: everything starts there face down.
        const QPointF middle =
            m_layout.centre() -
            QPointF(m_layout.cardSize().width(), m_layout.cardSize().height()) / 2;
        for (CardItem* item : m_cards)
            item->setPos(middle);
        for (auto& pool : m_backs)
            for (CardItem* item : pool)
                item->setPos(middle);
        setStatus(tr("Deal %1").arg(dealIndex + 1));
        return layoutAll(duration(DealMs));
    });
}

void TableView::onTurnStarted(int seat, const fs::LegalActions& legal)
{
    noteEvent();
    m_queue->enqueue([this, seat, legal]() -> QAbstractAnimation* {
        m_turnSeat = seat;
        if (seat != m_person || !m_controller->isHuman(seat)) {
            setInput(Input::None, {});
            setStatus(tr("%1 to play…").arg(seatName(seat)));
        } else if (legal.choices != 0) {
            setInput(Input::Choose, legal);
        } else if (legal.selectCount > 0) {
            setInput(Input::Select, legal);
        } else {
            setInput(Input::Play, legal);
        }
        layoutBadges();
        return layoutAll(0);
    });
}

void TableView::onCardsPassed(int fromSeat, int toSeat, fs::CardSet cards)
{
    noteEvent();
    if (fromSeat != m_person || cards.empty())
        return;
    m_queue->enqueue([this, toSeat, cards]() -> QAbstractAnimation* {
        setInput(Input::None, {});
        m_hand -= cards;
        m_picked = fs::CardSet();
        std::vector<std::pair<CardItem*, QPointF>> moves;
        for (fs::Card c : cards) {
            CardItem* item = itemFor(c);
            item->setInHand(false);
            item->setZValue(FlyingZ);
            moves.emplace_back(item, m_layout.collectPoint(rel(toSeat)));
        }
        setStatus(cards.size() == 1
                      ? tr("You passed a card to %1.").arg(seatName(toSeat))
                      : tr("You passed %1 cards to %2.").arg(cards.size()).arg(seatName(toSeat)));
        auto* group = new QParallelAnimationGroup;
        if (QAbstractAnimation* away = moveItems(moves, duration(CollectMs), 0.0))
            group->addAnimation(away);
        if (QAbstractAnimation* close = layoutAll(duration(RelayoutMs)))
            group->addAnimation(close);
        connect(group, &QAbstractAnimation::finished, this, [cards, this] {
            for (fs::Card c : cards)
                itemFor(c)->hide();
        });
        if (group->animationCount() == 0) {
            for (fs::Card c : cards)
                itemFor(c)->hide();
            delete group;
            return nullptr;
        }
        return group;
    });
}

void TableView::onCardsExchanged()
{
    noteEvent();
    m_queue->enqueue([this]() -> QAbstractAnimation* {
        const fs::CardSet before = m_hand;
        syncFromController();
        m_raised = m_hand - before;
        if (!m_raised.empty())
            setStatus(tr("You received %1: raised in your hand.")
                          .arg(m_raised.size() == 1 ? tr("a card")
                                                    : tr("%1 cards").arg(m_raised.size())));
        QAbstractAnimation* show = layoutAll(duration(RelayoutMs));
        if (duration(ReceivedHoldMs) == 0) {
            m_raised = fs::CardSet();
            layoutAll(0);
            return show;
        }
        auto* sequence = new QSequentialAnimationGroup;
        if (show)
            sequence->addAnimation(show);
        sequence->addPause(duration(ReceivedHoldMs));
        connect(sequence, &QAbstractAnimation::finished, this, [this] {
            m_raised = fs::CardSet();
            layoutAll(0);
        });
        return sequence;
    });
}

void TableView::onCardPlayed(int seat, fs::Card card)
{
    noteEvent();
    if (seat == m_person && card == m_pendingPlay)
        m_pendingAccepted = true;
    if (seat == m_person)
        setInput(Input::None, {}); // the request was taken; no second card until the next turn
    m_queue->enqueue([this, seat, card] { return playStep(seat, card); });
}

QAbstractAnimation* TableView::playStep(int seat, fs::Card card)
{
    CardItem* item = itemFor(card);
    if (seat == m_person) {
        m_hand.remove(card);
        m_picked.remove(card);
    } else {
        // The card comes out of the opponent's face-down hand: start where its last back lies.
        int& count = m_handCounts[static_cast<std::size_t>(seat)];
        const std::vector<CardItem*>& pool = m_backs[static_cast<std::size_t>(seat)];
        const int from = std::clamp(count - 1, 0, static_cast<int>(pool.size()) - 1);
        item->setPos(pool.empty() ? m_layout.collectPoint(rel(seat)) : pool[from]->pos());
        count = std::max(0, count - 1);
        item->setFaceUp(true);
        updatePixmap(item);
        item->setOpacity(1.0);
        item->show();
    }
    item->setInHand(false);
    item->setDimmed(false);
    item->setFocused(false);
    item->setZValue(FlyingZ); // keeps layoutAll from touching it while it flies
    QAbstractAnimation* rest = layoutAll(duration(RelayoutMs)); // closes the gap it left
    m_trick.add(seat, card);
    std::vector<std::pair<CardItem*, QPointF>> move{{item, m_layout.trickCard(rel(seat))}};
    QAbstractAnimation* fly = moveItems(move, duration(PlayMs));
    if (!fly && !rest)
        return nullptr;
    auto* group = new QParallelAnimationGroup;
    for (QAbstractAnimation* a : {fly, rest})
        if (a)
            group->addAnimation(a);
    connect(group, &QAbstractAnimation::finished, this,
            [item, this] { item->setZValue(TrickZ + m_trick.size); });
    return group;
}

void TableView::onTrickClosed(int seat, fs::CardSet cards, bool spoiled)
{
    noteEvent();
    m_queue->enqueue([this, seat, cards, spoiled]() -> QAbstractAnimation* {
        QList<CardItem*> items;
        for (fs::Card c : cards)
            items.append(itemFor(c));
        m_trick = fs::Trick{};
        if (!spoiled)
            ++m_tricks[static_cast<std::size_t>(seat)];
        return collectStep(seat, items, spoiled);
    });
}

QAbstractAnimation* TableView::collectStep(int winner, const QList<CardItem*>& cards, bool spoiled)
{
    const QPointF target =
        spoiled ? m_layout.centre() -
                      QPointF(m_layout.cardSize().width(), m_layout.cardSize().height()) / 2
                : m_layout.collectPoint(rel(winner));
    std::vector<std::pair<CardItem*, QPointF>> moves;
    for (CardItem* item : cards)
        moves.emplace_back(item, target);
    auto finish = [this, cards] {
        for (CardItem* item : cards)
            item->hide();
        m_lastTrickAvailable = true;
        Q_EMIT lastTrickAvailableChanged(true);
        refreshLastTrickPanel();
        layoutBadges();
    };
    QAbstractAnimation* sweep = moveItems(moves, duration(CollectMs), 0.2);
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

void TableView::onChoiceMade(int seat, fs::Choice choice)
{
    noteEvent();
    if (seat == m_person)
        setInput(Input::None, {});
    m_queue->enqueue([this, seat, choice]() -> QAbstractAnimation* {
        clearChoiceButtons();
        m_prompt->hide();
        setStatus(tr("%1: %2").arg(seatName(seat), GameText::choice(choice)));
        return nullptr;
    });
}

void TableView::onDealScored(int dealIndex)
{
    noteEvent();
    m_queue->enqueue([this, dealIndex]() -> QAbstractAnimation* {
        const fs::Match& match = m_controller->match();
        m_totals = match.totals();
        m_turnSeat = -1;
        QStringList parts;
        if (dealIndex < static_cast<int>(match.rows().size())) {
            const fs::ScoreRow& row = match.rows()[static_cast<std::size_t>(dealIndex)];
            for (int seat = 0; seat < m_seats; ++seat)
                parts
                    << tr("%1 %2")
                           .arg(seatName(seat))
                           .arg(row.points[static_cast<std::size_t>(match.rules().columnOf(seat))]);
        }
        const QString summary =
            tr("Deal %1 scored: %2").arg(dealIndex + 1).arg(parts.join(QStringLiteral(", ")));
        setStatus(summary);
        layoutBadges();
        if (!match.over()) {
            m_passButton->hide();
            m_nextDealButton->show();
            showPrompt(summary);
        }
        Q_EMIT dealResultShown(dealIndex);
        return nullptr;
    });
}

void TableView::onMatchFinished(const QList<int>& winners)
{
    noteEvent();
    m_queue->enqueue([this, winners]() -> QAbstractAnimation* {
        QStringList names;
        for (int column : winners)
            for (int seat = 0; seat < m_seats; ++seat)
                if (m_controller->match().rules().columnOf(seat) == column)
                    names << seatName(seat);
        setStatus(tr("The game is over. Winner: %1").arg(names.join(QStringLiteral(", "))));
        m_prompt->hide();
        Q_EMIT matchResultShown(winners);
        return nullptr;
    });
}

void TableView::onActionRejected(const QString& reason)
{
    // Not queued: it answers the person's request at once, while their card slides back.
    setStatus(reason);
}

// ---- the person's requests ----

void TableView::onCardDropped(CardItem* item, bool onTable)
{
    if (onTable && m_input == Input::Play)
        requestPlay(item);
    else
        slideBack(item);
}

void TableView::requestPlay(CardItem* item)
{
    if (m_input != Input::Play || !item->inHand()) {
        slideBack(item);
        return;
    }
    m_pendingPlay = item->card();
    m_pendingAccepted = false;
    m_controller->playCard(m_person, item->card());
    if (!m_pendingAccepted)
        slideBack(item); // the status bar already says why (actionRejected)
    m_pendingPlay = fs::Card();
}

void TableView::togglePick(CardItem* item)
{
    if (m_input != Input::Select || !item->inHand())
        return;
    const fs::Card c = item->card();
    if (m_picked.contains(c))
        m_picked.remove(c);
    else if (m_picked.size() < m_legal.selectCount)
        m_picked.insert(c);
    m_raised = fs::CardSet();
    m_passButton->setEnabled(m_picked.size() == m_legal.selectCount);
    runLoose(layoutAll(duration(RelayoutMs / 2)));
}

void TableView::passPicked()
{
    if (m_input != Input::Select || m_picked.size() != m_legal.selectCount)
        return;
    m_controller->passCards(m_person, m_picked);
}

void TableView::moveFocus(int step)
{
    const int count = m_hand.size();
    if (count == 0)
        return;
    m_keyboardUsed = true;
    m_focus = std::clamp(m_focus + step, 0, count - 1);
    layoutAll(0);
}

void TableView::activateFocused()
{
    const QList<fs::Card> order = handOrder();
    if (m_focus < 0 || m_focus >= order.size())
        return;
    CardItem* item = itemFor(order[m_focus]);
    if (m_input == Input::Play)
        requestPlay(item);
    else if (m_input == Input::Select)
        togglePick(item);
}

void TableView::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Left:
        moveFocus(-1);
        return;
    case Qt::Key_Right:
        moveFocus(1);
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        activateFocused();
        return;
    case Qt::Key_Escape:
        setLastTrickShown(false);
        return;
    default:
        QGraphicsView::keyPressEvent(event);
    }
}

void TableView::slideBack(CardItem* item)
{
    if (!item)
        return;
    std::vector<std::pair<CardItem*, QPointF>> move{{item, item->home()}};
    runLoose(moveItems(move, duration(PlayMs)));
}

void TableView::runLoose(QAbstractAnimation* animation)
{
    if (!animation)
        return;
    animation->setParent(m_looseAnimations);
    animation->start(QAbstractAnimation::DeleteWhenStopped);
}

// ---- input state and prompts ----

void TableView::setInput(Input input, const fs::LegalActions& legal)
{
    m_input = input;
    m_legal = legal;
    m_awaiting = input != Input::None;
    m_scene->setDragEnabled(input == Input::Play);
    m_scene->setClickEnabled(input == Input::Play || input == Input::Select);
    if (input != Input::Select)
        m_picked = fs::CardSet();
    clearChoiceButtons();
    switch (input) {
    case Input::None:
        if (m_nextDealButton->isHidden()) // a deal's result stays until the person goes on
            m_prompt->hide();
        break;
    case Input::Play:
        m_prompt->hide();
        m_focus = std::clamp(m_focus, 0, std::max(0, m_hand.size() - 1));
        setStatus(m_trick.empty() ? tr("Your lead: drag a card to the table, or double-click it.")
                                  : tr("Your turn: drag a card to the table, or double-click it."));
        break;
    case Input::Select: {
        const int n = legal.selectCount;
        const bool discard = legal.selectKind == fs::ActionKind::Discard;
        const QString text =
            discard ? (n == 1 ? tr("Choose a card to discard, then press the button.")
                              : tr("Choose %1 cards to discard, then press the button.").arg(n))
                    : (n == 1 ? tr("Choose a card to pass, then press the button.")
                              : tr("Choose %1 cards to pass, then press the button.").arg(n));
        m_passButton->setText(passButtonText(legal));
        m_passButton->setEnabled(m_picked.size() == legal.selectCount);
        m_passButton->show();
        m_nextDealButton->hide();
        showPrompt(text);
        setStatus(text);
        break;
    }
    case Input::Choose:
        m_passButton->hide();
        m_nextDealButton->hide();
        for (int c = 0; c < static_cast<int>(fs::Choice::Count); ++c) {
            const auto choice = static_cast<fs::Choice>(c);
            if (!legal.allowsChoice(choice))
                continue;
            auto* button = new QPushButton(GameText::choice(choice), m_prompt);
            connect(button, &QPushButton::clicked, this,
                    [this, choice] { m_controller->chooseOption(m_person, choice); });
            m_buttonRow->addWidget(button);
            m_choiceButtons.append(button);
        }
        showPrompt(tr("Make your choice:"));
        setStatus(tr("Make your choice."));
        break;
    }
}

void TableView::clearChoiceButtons()
{
    for (QPushButton* button : std::as_const(m_choiceButtons))
        button->deleteLater();
    m_choiceButtons.clear();
}

void TableView::showPrompt(const QString& text)
{
    m_promptLabel->setText(text);
    m_prompt->show();
    m_prompt->raise();
    layoutPrompt();
}

void TableView::layoutPrompt()
{
    m_prompt->setMaximumWidth(qMax(200, qRound(m_layout.unit() * 4.5)));
    m_prompt->adjustSize();
    const QPointF centre = mapFromScene(m_layout.promptCentre());
    m_prompt->move(qRound(centre.x() - m_prompt->width() / 2.0),
                   qRound(centre.y() - m_prompt->height() / 2.0));
}

void TableView::setStatus(const QString& text)
{
    m_status = text;
    Q_EMIT statusChanged(text);
}

// ---- last trick ----

void TableView::setLastTrickShown(bool shown)
{
    shown = shown && m_lastTrickAvailable;
    if (shown)
        refreshLastTrickPanel();
    if (shown == m_lastTrickPanel->isVisible())
        return;
    m_lastTrickPanel->setVisible(shown);
    Q_EMIT lastTrickShownChanged(shown);
}

void TableView::refreshLastTrickPanel()
{
    if (!m_controller->hasMatch() || !m_controller->match().hasDeal())
        return;
    const fs::GameState& s = m_controller->match().state();
    if (s.tricksDone == 0)
        return;
    const int index = s.tricksDone - 1;
    const fs::Trick trick = s.completedTrick(index);
    const int winner = s.completedTrickWinner(index);
    QList<LastTrickPanel::Entry> entries;
    for (int i = 0; i < trick.size; ++i) {
        const QString element = QString::fromStdString(s.pack().artId(trick.card(i)));
        entries.append({seatName(trick.seat(i)),
                        m_renderer->pixmap(element, m_layout.backSize(), devicePixelRatioF()),
                        trick.seat(i) == winner});
    }
    const QString title = winner >= 0 ? tr("Last trick, taken by %1").arg(seatName(winner))
                                      : tr("Last trick, taken by nobody");
    m_lastTrickPanel->setContent(title, entries, m_layout.backSize(), m_layout.fontPixels());
    m_lastTrickPanel->setCentre(m_layout.centre());
}

// ---- items and layout ----

void TableView::buildItems()
{
    const fs::Pack& pack = m_controller->match().rules().pack();
    if (static_cast<int>(m_cards.size()) != pack.size()) {
        for (CardItem* item : m_cards)
            delete item;
        m_cards.clear();
        for (int i = 0; i < pack.size(); ++i) {
            const fs::Card card(i);
            auto* item = new CardItem(card, QString::fromStdString(pack.artId(card)));
            item->hide();
            m_scene->addItem(item);
            m_cards.push_back(item);
        }
    }
    for (CardItem* item : m_cards) {
        item->hide();
        item->setInHand(false);
    }
    for (auto& pool : m_backs)
        for (CardItem* item : pool)
            item->hide();
    m_backs.resize(static_cast<std::size_t>(m_seats));
    while (static_cast<int>(m_badges.size()) < m_seats) {
        auto* badge = new SeatBadge;
        badge->setZValue(BadgeZ);
        m_scene->addItem(badge);
        m_badges.push_back(badge);
    }
    for (std::size_t i = 0; i < m_badges.size(); ++i)
        m_badges[i]->setVisible(static_cast<int>(i) < m_seats);
    prepareFaces();
}

void TableView::syncFromController()
{
    if (!m_controller->hasMatch() || !m_controller->match().hasDeal())
        return;
    const fs::PlayerView view = m_controller->viewFor(m_person);
    const fs::GameState& s = view.state();
    m_hand = view.hand();
    m_picked &= m_hand;
    m_trick = s.trick;
    // Hidden hands are blank in a view; every seat starts a deal with as many cards as the
    // person, so a seat holds that many minus what it has played.
    std::array<int, 10> played{};
    for (int i = 0; i < s.playedCount; ++i)
        ++played[static_cast<std::size_t>(s.playedBy[static_cast<std::size_t>(i)])];
    const int dealt = m_hand.size() + played[static_cast<std::size_t>(m_person)];
    m_dealt = dealt;
    for (int seat = 0; seat < m_seats; ++seat) {
        m_handCounts[static_cast<std::size_t>(seat)] =
            std::max(0, dealt - played[static_cast<std::size_t>(seat)]);
        m_tricks[static_cast<std::size_t>(seat)] = s.tricksOf(seat);
    }
    if (m_lastTrickAvailable != (s.tricksDone > 0)) {
        m_lastTrickAvailable = s.tricksDone > 0;
        Q_EMIT lastTrickAvailableChanged(m_lastTrickAvailable);
    }
}

QAbstractAnimation* TableView::layoutAll(int durationMs)
{
    if (m_cards.empty())
        return nullptr;
    std::vector<std::pair<CardItem*, QPointF>> moves;
    QList<CardItem*> shown;
    layoutHand(shown, moves);
    for (int i = 0; i < m_trick.size; ++i) {
        CardItem* item = itemFor(m_trick.card(i));
        item->setFaceUp(true);
        item->setInHand(false);
        item->setDimmed(false);
        item->setFocused(false);
        item->setOpacity(1.0);
        if (item->zValue() != FlyingZ)
            item->setZValue(TrickZ + i);
        updatePixmap(item);
        item->show();
        shown.append(item);
        moves.emplace_back(item, m_layout.trickCard(rel(m_trick.seat(i))));
    }
    for (CardItem* item : m_cards)
        if (!shown.contains(item) && item->zValue() != FlyingZ)
            item->hide();
    layoutOpponents(moves);
    layoutBadges();
    QPainterPath zone;
    const qreal radius = m_layout.unit() * 0.15;
    zone.addRoundedRect(m_layout.dropZone(), radius, radius);
    m_dropZone->setPath(zone);
    if (m_prompt->isVisible())
        layoutPrompt();
    if (m_lastTrickPanel->isVisible())
        m_lastTrickPanel->setCentre(m_layout.centre());
    return moveItems(moves, durationMs);
}

void TableView::layoutHand(QList<CardItem*>& shown,
                           std::vector<std::pair<CardItem*, QPointF>>& moves)
{
    const QList<fs::Card> order = handOrder();
    const int count = static_cast<int>(order.size());
    m_focus = std::clamp(m_focus, 0, std::max(0, count - 1));
    for (int i = 0; i < count; ++i) {
        CardItem* item = itemFor(order[i]);
        const bool raised = m_picked.contains(order[i]) || m_raised.contains(order[i]);
        const QPointF home = m_layout.handCard(i, count, raised);
        item->setFaceUp(true);
        item->setInHand(true);
        item->setPicked(m_picked.contains(order[i]));
        item->setDimmed(m_input == Input::Play && !m_legal.play.contains(order[i]));
        item->setFocused(m_keyboardUsed && m_awaiting && i == m_focus);
        if (item != m_scene->dragged())
            item->setZValue(HandZ + i);
        item->setOpacity(1.0);
        item->setHome(home);
        updatePixmap(item);
        item->show();
        shown.append(item);
        if (item != m_scene->dragged()) // the mouse holds it; it comes home on release
            moves.emplace_back(item, home);
    }
}

void TableView::layoutOpponents(std::vector<std::pair<CardItem*, QPointF>>& moves)
{
    for (int seat = 0; seat < m_seats; ++seat) {
        auto& pool = m_backs[static_cast<std::size_t>(seat)];
        const int count = seat == m_person ? 0 : m_handCounts[static_cast<std::size_t>(seat)];
        while (static_cast<int>(pool.size()) < count) {
            auto* back = new CardItem(fs::Card(), QString());
            back->setPos(m_layout.collectPoint(rel(seat)));
            m_scene->addItem(back);
            pool.push_back(back);
        }
        for (int i = 0; i < static_cast<int>(pool.size()); ++i) {
            CardItem* back = pool[static_cast<std::size_t>(i)];
            back->setVisible(i < count);
            if (i >= count)
                continue;
            back->setZValue(BackZ + i);
            updatePixmap(back, true);
            moves.emplace_back(back, m_layout.opponentCard(rel(seat), i, count));
        }
    }
}

void TableView::layoutBadges()
{
    if (!m_controller->hasMatch() || static_cast<int>(m_badges.size()) < m_seats)
        return;
    const fs::Rules& rules = m_controller->match().rules();
    for (int seat = 0; seat < m_seats; ++seat) {
        SeatBadge* b = m_badges[static_cast<std::size_t>(seat)];
        const int column = rules.columnOf(seat);
        const int total = column < static_cast<int>(m_totals.size())
                              ? m_totals[static_cast<std::size_t>(column)]
                              : 0;
        b->setPixelSize(m_layout.fontPixels());
        const int tricks = m_tricks[static_cast<std::size_t>(seat)];
        // Spelled out rather than "%n trick(s)": without an English .qm Qt leaves the "(s)".
        const QString trickText = tricks == 1 ? tr("1 trick") : tr("%1 tricks").arg(tricks);
        const QString pointText = total == 1 ? tr("1 point") : tr("%1 points").arg(total);
        b->setText(seatName(seat), tr("%1 · %2").arg(trickText, pointText));
        b->setActive(seat == m_turnSeat);
        // Placed for a full hand, so plates stay put while the hands shrink.
        b->setCentre(m_layout.badgeCentre(rel(seat), b->boundingRect().size(),
                                          std::max(m_dealt, handCount(seat))));
    }
}

QAbstractAnimation* TableView::moveItems(const std::vector<std::pair<CardItem*, QPointF>>& moves,
                                         int durationMs, qreal endOpacity)
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

// ---- pixmaps ----

void TableView::updatePixmap(CardItem* item, bool small)
{
    const QSize size = small ? m_layout.backSize() : m_layout.cardSize();
    const QPixmap pixmap = m_renderer->pixmap(item->element(), size, devicePixelRatioF());
    if (pixmap.cacheKey() != item->pixmap().cacheKey())
        item->setPixmap(pixmap);
}

void TableView::refreshPixmaps()
{
    for (CardItem* item : m_cards)
        if (item->isVisible())
            updatePixmap(item);
    for (auto& pool : m_backs)
        for (CardItem* back : pool)
            if (back->isVisible())
                updatePixmap(back, true);
    if (m_lastTrickPanel->isVisible())
        refreshLastTrickPanel();
}

void TableView::prepareFaces()
{
    QStringList faces;
    for (CardItem* item : m_cards) {
        const bool up = item->faceUp();
        item->setFaceUp(true);
        faces << item->element();
        item->setFaceUp(up);
    }
    m_renderer->prepare(faces, m_layout.cardSize(), devicePixelRatioF());
    m_renderer->prepare({QStringLiteral("back")}, m_layout.backSize(), devicePixelRatioF());
}

void TableView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    m_scene->setSceneRect(QRectF(QPointF(0, 0), QSizeF(viewport()->size())));
    m_layout = TableLayout(QSizeF(viewport()->size()), m_seats, m_renderer->aspectRatio());
    // Stand-ins scaled from the old size appear at once; exact pixmaps follow once the size
    // has settled (CardRenderer::pixmapsReady).
    layoutAll(0);
    prepareFaces();
}
