#include "review/reviewview.h"

#include "access/tablespeech.h"
#include "face/gameface.h"
#include "scoresheet/vectorindex.h"
#include "table/cardrenderer.h"
#include "table/tablescene.h"
#include "table/tablestage.h"
#include "text/gametext.h"

#include "core/rules.h"

#include <QAbstractAnimation>
#include <QKeyEvent>
#include <QLocale>

#include <algorithm>

namespace {

constexpr int StepMs = 160; // a step forward moves the cards, quickly

} // namespace

ReviewView::ReviewView(QWidget* parent)
    : QGraphicsView(parent), m_scene(new TableScene(this)),
      m_renderer(new CardRenderer(QByteArray(), 2.5 / 3.5, this)),
      m_stage(new TableStage(m_scene, m_renderer, this))
{
    setObjectName(QStringLiteral("reviewTable"));
    setAccessibleName(tr("The deal"));
    setScene(m_scene);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setRenderHint(QPainter::SmoothPixmapTransform);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("The deal under review"));
    connect(m_renderer, &CardRenderer::pixmapsReady, this,
            [this] { m_stage->refreshPixmaps(m_model); });
}

ReviewView::~ReviewView()
{
    delete m_move; // it holds plain pointers to the scene's items
}

void ReviewView::setDeal(std::shared_ptr<const fs::Rules> rules, const GameFace& face,
                         const QStringList& names, int bottomSeat, int dealIndex, int dealer,
                         const std::vector<int>& totalsBefore, const std::vector<int>& totalsAfter)
{
    const bool newPack = !m_hasDeck || !rules || rules->pack().kind() != m_pack;
    m_rules = std::move(rules);
    if (!m_rules)
        return;
    m_face = &face;
    m_bottom = std::clamp(bottomSeat, 0, m_rules->seats() - 1);
    m_dealIndex = dealIndex;
    m_dealer = dealer;
    m_totalsBefore = totalsBefore;
    m_totalsAfter = totalsAfter;
    m_names = names;
    m_step = ReplayStep();
    if (newPack) {
        // The same deck as the table's for this pack (Spanish cards for Aluette).
        m_pack = m_rules->pack().kind();
        const DeckCards deck = deckCards(m_pack, m_deck);
        if (deck.ok())
            m_renderer->setTheme(deck.svg, deck.aspect);
        m_hasDeck = deck.ok();
    }
    SeatWords words;
    words.names = names;
    words.person = m_bottom;
    m_stage->setTable(m_rules, m_face, words);
    m_stage->setDevicePixelRatio(devicePixelRatioF());
    m_stage->setArea(QSizeF(viewport()->size()), true);
    m_stage->prepareFaces();
}

void ReviewView::fillModel()
{
    const int seats = m_rules->seats();
    TableModel& m = m_model;
    const ReplayStep& s = m_step;
    const bool over = s.handsOpen && s.toAct < 0 && s.phase == fs::Phase::Finished;
    std::vector<int> totals = over && !m_totalsAfter.empty() ? m_totalsAfter : m_totalsBefore;
    totals.resize(static_cast<std::size_t>(m_rules->columns()), 0);
    m.startMatch(seats, m_bottom, m_rules->columns());
    m.startDeal(m_dealIndex, m_dealer);
    // As the table fills it, from what the reviewing seat saw here (every step has its view)...
    if (s.view)
        m.syncFrom(*s.view, totals, *m_face, m_stage->words());
    // ...then what only a replay shows: every hand once the deal is over, the trick just
    // completed with who took it, the bids as they were made, the cards laid aside, and who
    // fixed trumps.
    m.hand = s.hands.empty() ? fs::CardSet() : s.hands[at(m_bottom)];
    for (int seat = 0; seat < seats && at(seat) < s.hands.size(); ++seat) {
        const auto i = at(seat);
        if (seat != m_bottom && s.handsOpen)
            m.openHands[i] = s.hands[i];
        const int bid = i < s.bids.size() ? s.bids[i] : -1;
        m.bids[i] = bid;
        m.hasBid[i] = bid >= 0;
    }
    m.trick = fs::Trick();
    for (const ReplayPlay& play : s.trick)
        m.trick.add(play.seat, play.card);
    if (s.trickClosed) {
        m.trickWinner = s.lastTrickWinner;
        m.trickSpoiled = s.lastTrickWinner < 0;
    }
    m.stockTop = s.stockCount > 0 ? s.turnUp : fs::Card();
    m.turnUp = s.stockCount > 0 ? fs::Card() : s.turnUp;
    m.trumpBy = s.trumpBy;
    for (std::size_t seat = 0; seat < s.discarded.size(); ++seat)
        m.discards += s.discarded[seat].size();
    m.turnSeat = s.toAct;
}

void ReviewView::setStep(const ReplayStep& step, bool animate)
{
    if (!m_rules)
        return;
    m_step = step;
    fillModel();
    relayout(animate ? StepMs : 0);
    setAccessibleDescription(describe());
}

QString ReviewView::describe() const
{
    if (!m_rules || !m_face)
        return QString();
    const fs::Pack& pack = m_rules->pack();
    QStringList parts;
    for (int seat = 0; seat < m_model.seats; ++seat) {
        const fs::CardSet cards =
            seat == m_bottom ? m_model.hand : m_model.openHands[static_cast<std::size_t>(seat)];
        if (cards.empty())
            continue;
        const QString held = TableSpeech::bySuit(pack, *m_face, cards);
        parts << (seat == m_bottom && GameText::calledYou(seat, m_bottom)
                      ? tr("You hold %1", "your cards suit by suit").arg(held)
                      : tr("%1 holds %2", "a seat, then its cards suit by suit")
                            .arg(m_names.value(seat), held));
    }
    QStringList played;
    for (int i = 0; i < m_model.trick.size; ++i)
        played << tr("%1: %2", "who played a card of the trick, and the card")
                      .arg(m_names.value(m_model.trick.seat(i)),
                           m_face->spokenCardName(pack, m_model.trick.card(i)));
    if (!played.isEmpty())
        parts << tr("On the trick: %1.").arg(QLocale().createSeparatedList(played));
    return parts.join(QLatin1Char(' '));
}

void ReviewView::relayout(int durationMs)
{
    // A step taken before the last one finished moving: stop it and start from here. (Not a
    // child of this view, which may be relaid out while Qt walks its children.)
    delete m_move;
    m_move = m_stage->arrange(m_model, HandMarks{}, durationMs);
    if (m_move)
        m_move->start(QAbstractAnimation::DeleteWhenStopped);
}

void ReviewView::setLook(int cardSizePercent, bool highContrast)
{
    m_scene->setHighContrast(highContrast);
    m_stage->setCardScale(cardSizePercent / 100.0);
    if (!m_rules)
        return;
    m_stage->setArea(QSizeF(viewport()->size()), true);
    relayout(0);
    m_stage->prepareFaces();
}

void ReviewView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    m_scene->setSceneRect(QRectF(QPointF(0, 0), QSizeF(viewport()->size())));
    if (!m_rules)
        return;
    m_stage->setDevicePixelRatio(devicePixelRatioF());
    m_stage->setArea(QSizeF(viewport()->size()), true);
    relayout(0);
    m_stage->prepareFaces();
}

void ReviewView::keyPressEvent(QKeyEvent* event)
{
    // The dialog steps the deal with these; a graphics view would scroll with them.
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Home:
    case Qt::Key_End:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_PageUp:
    case Qt::Key_PageDown:
        event->ignore();
        return;
    default:
        QGraphicsView::keyPressEvent(event);
    }
}
