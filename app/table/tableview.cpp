#include "table/tableview.h"

#include "access/tableaccessible.h"
#include "access/tablespeech.h"
#include "controller/gamecontroller.h"
#include "face/facelist.h"
#include "face/gameface.h"
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

TableView::TableView(GameController* controller, const FaceList& faces, int personSeat,
                     QWidget* parent)
    : QGraphicsView(parent), m_controller(controller), m_faces(faces), m_person(personSeat),
      m_scene(new TableScene(this)), m_renderer(new CardRenderer(QByteArray(), 2.5 / 3.5, this)),
      m_queue(new AnimationQueue(this)), m_stage(new TableStage(m_scene, m_renderer, this)),
      m_looseAnimations(new QObject(this)), m_noticeTimer(new QTimer(this))
{
    setScene(m_scene);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setRenderHint(QPainter::SmoothPixmapTransform);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(480, 360);

    m_scene->setDropZone(m_stage->dropZone());
    m_lastTrickPanel = new LastTrickPanel;
    m_lastTrickPanel->setVisible(false);
    m_lastTrickPanel->setZValue(PanelZ);
    m_scene->addItem(m_lastTrickPanel);
    // A child of the table itself, not of its viewport, so that assistive technology finds it
    // among the table's parts (TableAccessible). The view has no frame and no scroll bars: the
    // viewport covers it exactly, and the coordinates are the same.
    m_panel = new DecisionPanel(this);
    m_announcer = new Announcer(this);
    static const bool factoryInstalled = [] {
        QAccessible::installFactory(&TableAccessible::factory);
        return true;
    }();
    Q_UNUSED(factoryInstalled);
    connect(m_announcer, &Announcer::announced, this, [this](const QString& text) {
        if (auto* table =
                dynamic_cast<TableAccessible*>(QAccessible::queryAccessibleInterface(this)))
            table->announce(text);
    });
    // A refusal stays long enough to read, and goes with the next thing that happens.
    m_noticeTimer->setSingleShot(true);
    m_noticeTimer->setInterval(4000);
    connect(m_noticeTimer, &QTimer::timeout, m_stage, &TableStage::hideNotice);

    connect(m_panel, &DecisionPanel::bidChosen, this,
            [this](int value) { m_controller->bid(m_person, value); });
    connect(m_panel, &DecisionPanel::choiceChosen, this,
            [this](fs::Choice choice) { m_controller->chooseOption(m_person, choice); });
    connect(m_panel, &DecisionPanel::confirmed, this, &TableView::confirmPicked);
    connect(m_panel, &DecisionPanel::nextDealRequested, this, [this] {
        m_panel->dismiss();
        m_controller->continueToNextDeal();
    });
    connect(m_renderer, &CardRenderer::pixmapsReady, this, &TableView::refreshPixmaps);
    connect(m_scene, &TableScene::cardDropped, this, &TableView::onCardDropped);
    connect(m_scene, &TableScene::cardClicked, this, &TableView::onCardClicked);
    connect(m_scene, &TableScene::cardDoubleClicked, this, [this](CardItem* item) {
        // A double-click plays, as a click does; while picking cards for a pass it is two
        // clicks that would pick and unpick the same card, so it does nothing there.
        if (!m_legal.play.empty() && item->inHand())
            requestPlay(item);
    });
    connect(m_scene, &TableScene::emptyClicked, this, [this] { setLastTrickShown(false); });
    connectController();
}

TableView::~TableView()
{
    // Animations hold plain pointers to items; stop them before the scene deletes the items.
    m_queue->clear();
    delete m_looseAnimations;
    m_looseAnimations = nullptr;
}

void TableView::connectController()
{
    GameController* c = m_controller;
    c->setWaitsForView(true);
    c->setPauseBetweenDeals(true);
    connect(c, &GameController::matchStarted, this, &TableView::onMatchStarted);
    connect(c, &GameController::dealStarted, this, &TableView::onDealStarted);
    connect(c, &GameController::turnStarted, this, &TableView::onTurnStarted);
    connect(c, &GameController::computerThinking, this, &TableView::onComputerThinking);
    connect(c, &GameController::cardsPassed, this, &TableView::onCardsPassed);
    connect(c, &GameController::cardsExchanged, this, [this] { m_exchangeShown = true; });
    connect(c, &GameController::bidsRevealed, this, [this] { m_bidsRevealedShown = true; });
    connect(c, &GameController::cardPlayed, this, &TableView::onCardPlayed);
    connect(c, &GameController::trickTaken, this,
            [this](int seat, fs::CardSet cards) { onTrickClosed(seat, cards, false); });
    connect(c, &GameController::trickSpoiled, this,
            [this](int seat, fs::CardSet cards) { onTrickClosed(seat, cards, true); });
    connect(c, &GameController::cardDrawn, this, &TableView::onCardDrawn);
    connect(c, &GameController::cardsDiscarded, this, &TableView::onCardsDiscarded);
    connect(c, &GameController::bidMade, this, &TableView::onBidMade);
    connect(c, &GameController::choiceMade, this, &TableView::onChoiceMade);
    connect(c, &GameController::trumpFixed, this, &TableView::onTrumpFixed);
    connect(c, &GameController::dealScored, this, &TableView::onDealScored);
    connect(c, &GameController::matchFinished, this, &TableView::onMatchFinished);
    connect(c, &GameController::matchFinished, this, [this] { m_matchEnded = true; });
    connect(c, &GameController::batchEnded, this, &TableView::onBatchEnded);
    connect(c, &GameController::actionRejected, this, &TableView::onActionRejected);
    connect(c, &GameController::actionRefused, this, [this](fs::Reason reason) {
        onActionRejected(m_face ? m_face->reasonText(reason) : GameText::reason(reason));
    });
}

// ---- accessors ----

CardItem* TableView::itemFor(fs::Card card) const
{
    return m_stage->itemFor(card);
}

SeatBadge* TableView::badge(int seat) const
{
    return m_stage->badge(seat);
}

QPushButton* TableView::passButton() const
{
    return m_panel->confirmButton();
}

QList<QPushButton*> TableView::choiceButtons() const
{
    return m_panel->choiceButtons();
}

QPushButton* TableView::nextDealButton() const
{
    return m_panel->nextDealButton();
}

QRectF TableView::dropZoneRect() const
{
    return m_stage->layout().dropZone();
}

bool TableView::idle() const
{
    return m_queue->idle();
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
    return m_stage->rel(seat);
}

int TableView::duration(int normalMs) const
{
    return qRound(normalMs * m_speed);
}

QString TableView::seatName(int seat) const
{
    return GameText::seatName(seat, m_model.seats);
}

void TableView::setStatus(const QString& text)
{
    m_status = text;
    Q_EMIT statusChanged(text);
}

void TableView::announce(Announcer::Kind kind, const QString& text)
{
    m_announcer->say(kind, text);
}

void TableView::tellAssistiveTech()
{
    if (auto* table = dynamic_cast<TableAccessible*>(QAccessible::queryAccessibleInterface(this)))
        table->refresh();
}

// ---- said on demand ----

void TableView::sayHand()
{
    announce(Announcer::Kind::Reply, TableSpeech(*this).hand());
}

void TableView::sayTrick()
{
    announce(Announcer::Kind::Reply, TableSpeech(*this).trick());
}

void TableView::sayScores()
{
    announce(Announcer::Kind::Reply, TableSpeech(*this).scores());
}

void TableView::saySituation()
{
    const TableSpeech speech(*this);
    const QString turn = speech.turn();
    announce(Announcer::Kind::Reply,
             turn.isEmpty() ? speech.situation() : tr("%1 %2").arg(speech.situation(), turn));
}

void TableView::sayAgain()
{
    const QString last = m_announcer->last();
    announce(Announcer::Kind::Reply, last.isEmpty() ? tr("Nothing has been said yet.") : last);
}

SeatWords TableView::seatWords() const
{
    SeatWords words;
    for (int seat = 0; seat < m_model.seats; ++seat)
        words.names << seatName(seat);
    words.person = m_person;
    return words;
}

bool TableView::awaitingPerson() const
{
    return m_awaiting && m_controller && m_controller->seatAwaitingPerson() == m_person;
}

const fs::PlayerView* TableView::currentView() const
{
    return m_view && m_view->state().dealIndex == m_model.dealIndex ? &*m_view : nullptr;
}

QString TableView::turnText(int seat, fs::ActionKind kind) const
{
    if (GameText::calledYou(seat)) { // the computer playing the person's seat, in a demo
        switch (kind) {
        case fs::ActionKind::Pass:
            return tr("You are choosing cards to pass…");
        case fs::ActionKind::Discard:
            return tr("You are choosing cards to discard…");
        case fs::ActionKind::Bid:
            return tr("You are bidding…");
        case fs::ActionKind::Choose:
            return tr("You are deciding…");
        case fs::ActionKind::Play:
            break;
        }
        return tr("You to play…");
    }
    const QString name = seatName(seat);
    switch (kind) {
    case fs::ActionKind::Pass:
        return tr("%1 is choosing cards to pass…").arg(name);
    case fs::ActionKind::Discard:
        return tr("%1 is choosing cards to discard…").arg(name);
    case fs::ActionKind::Bid:
        return tr("%1 is bidding…").arg(name);
    case fs::ActionKind::Choose:
        return tr("%1 is deciding…").arg(name);
    case fs::ActionKind::Play:
        break;
    }
    return tr("%1 to play…").arg(name);
}

// ---- match and deal ----

void TableView::onMatchStarted()
{
    m_pendingPlay = fs::Card(); // a request to a table that is gone
    m_queue->clear();
    delete m_looseAnimations;
    m_looseAnimations = new QObject(this);
    m_rules = m_controller->match().rulesPtr(); // the rules are public: pack, seats, columns
    m_person = m_controller->observerSeat();
    m_model.startMatch(m_rules->seats(), m_person, m_rules->columns());
    m_view.reset();
    m_face = &m_faces.of(m_rules->gameId());
    applyDeck();
    m_stage->setTable(m_rules, m_face, seatWords());
    m_stage->setDevicePixelRatio(devicePixelRatioF());
    m_stage->setArea(QSizeF(viewport()->size()));
    m_matchEnded = false;
    m_pendingSummary.clear();
    m_lastTrickAvailable = false;
    Q_EMIT lastTrickAvailableChanged(false);
    setLastTrickShown(false);
    clearInput();
    m_panel->dismiss();
    m_stage->hideNotice();
    m_stage->prepareFaces();
}

void TableView::setDeckChoice(const DeckChoice& choice)
{
    m_deck = choice;
}

void TableView::setCardSizePercent(int percent)
{
    const qreal scale = percent / 100.0;
    if (qFuzzyCompare(scale, m_stage->cardScale()))
        return;
    m_stage->setCardScale(scale);
    if (!m_stage->hasTable())
        return;
    // Laid out anew, as on a resize: stand-ins at once, exact pixmaps once rendered.
    m_stage->setArea(QSizeF(viewport()->size()));
    layoutAll(0);
    m_stage->prepareFaces();
}

void TableView::setHighContrast(bool on)
{
    m_scene->setHighContrast(on);
    m_panel->setTablePalette(m_scene->tablePalette());
    // Pile numbers and the last trick's names take their colours when placed.
    if (m_stage->hasTable())
        layoutAll(0);
}

bool TableView::highContrast() const
{
    return m_scene->highContrast();
}

QString TableView::refreshDeck()
{
    const QString error = applyDeck();
    // A deck of another shape lays the table out anew; every face is drawn again from it.
    if (m_stage->hasTable()) {
        m_stage->setArea(QSizeF(viewport()->size()));
        layoutAll(0);
        m_stage->refreshPixmaps(m_model);
        m_stage->prepareFaces();
    }
    return error;
}

QString TableView::applyDeck()
{
    if (!m_rules)
        return QString();
    // The deck follows the game's pack: Spanish-suited cards for Aluette, French elsewhere.
    const DeckCards deck = deckCards(m_rules->pack().kind(), m_deck);
    if (!deck.ok()) {
        qWarning("%s", qPrintable(deck.error)); // only a broken build gets here
        return deck.error;
    }
    m_renderer->setTheme(deck.svg, deck.aspect);
    return deck.error;
}

void TableView::onDealStarted(int dealIndex, int dealer)
{
    m_queue->enqueue([this, dealIndex, dealer]() -> QAbstractAnimation* {
        clearInput();
        m_panel->dismiss();
        m_model.startDeal(dealIndex, dealer);
        m_lastTrickAvailable = false;
        Q_EMIT lastTrickAvailableChanged(false);
        setLastTrickShown(false);
        // Deal from the middle of the table: everything starts there face down.
        m_stage->gatherAtCentre();
        const QString banner = m_face->dealBanner(*m_rules, dealIndex);
        setStatus(banner.isEmpty()
                      ? (GameText::calledYou(dealer)
                             ? tr("Deal %1: you deal.").arg(dealIndex + 1)
                             : tr("Deal %1: %2 deals.").arg(dealIndex + 1).arg(seatName(dealer)))
                      : tr("Deal %1: %2.").arg(dealIndex + 1).arg(banner));
        announce(Announcer::Kind::Table, m_status);
        return layoutAll(0);
    });
}

void TableView::onBatchEnded(quint64 id, const fs::PlayerView& view, const QList<int>& totals)
{
    m_queue->enqueue([this, view, totals]() -> QAbstractAnimation* {
        const bool dealing =
            !m_view || m_view->state().dealIndex != view.state().dealIndex || m_model.dealt == 0;
        const fs::CardSet cameIn = m_model.syncFrom(
            view, std::vector<int>(totals.begin(), totals.end()), *m_face, seatWords());
        if (m_exchangeShown && !cameIn.empty()) {
            // Marked until the person acts, so they can see what they were given.
            m_model.received = cameIn;
            m_receivedTaken = false;
            QStringList names;
            for (const fs::Card c : cameIn)
                names << m_face->spokenCardName(m_rules->pack(), c);
            setStatus(tr("You received %n card(s): raised in your hand.", nullptr,
                         static_cast<int>(cameIn.size())));
            announce(Announcer::Kind::Table,
                     tr("You received %1.").arg(QLocale().createSeparatedList(names)));
        }
        m_exchangeShown = false;
        offerNextDeal();
        if (m_bidsRevealedShown) {
            // Secret bids become known all at once, with the batch's view.
            QStringList bids;
            for (int seat = 0; seat < m_model.seats; ++seat)
                bids << tr("%1 %2")
                            .arg(seatName(seat))
                            .arg(m_model.bids[static_cast<std::size_t>(seat)]);
            setStatus(tr("The bids are in: %1.").arg(bids.join(QStringLiteral(", "))));
            announce(Announcer::Kind::Table, m_status);
            m_bidsRevealedShown = false;
        }
        m_view = view;
        if (m_lastTrickAvailable != (m_model.tricksDone > 0)) {
            m_lastTrickAvailable = m_model.tricksDone > 0;
            Q_EMIT lastTrickAvailableChanged(m_lastTrickAvailable);
        }
        return layoutAll(duration(dealing ? DealMs : RelayoutMs));
    });
    m_queue->enqueue([this, id]() -> QAbstractAnimation* {
        m_controller->acknowledge(id);
        return nullptr;
    });
}

void TableView::onTurnStarted(int seat, const fs::LegalActions& legal)
{
    m_queue->enqueue([this, seat, legal]() -> QAbstractAnimation* {
        m_model.turnSeat = seat;
        if (seat == m_person)
            setInput(legal);
        layoutBadges();
        return nullptr;
    });
}

void TableView::onComputerThinking(int seat, fs::ActionKind kind)
{
    m_queue->enqueue([this, seat, kind]() -> QAbstractAnimation* {
        m_model.turnSeat = seat;
        clearInput();
        setStatus(turnText(seat, kind));
        layoutBadges();
        return nullptr;
    });
}
