// The person at the table: what they are asked, and their mouse and keys turned into requests
// to the controller. Part of TableView (see tableview.h).

#include "access/tablespeech.h"
#include "controller/gamecontroller.h"
#include "table/carditem.h"
#include "table/decisionpanel.h"
#include "table/tablescene.h"
#include "table/tablestage.h"
#include "table/tabletiming.h"
#include "table/tableview.h"
#include "text/gametext.h"

#include <QAccessible>
#include <QKeyEvent>
#include <QLocale>
#include <QPushButton>
#include <QTimer>

#include <algorithm>
#include <cstdlib>

namespace {

// A step of the keyboard's outline that reaches either end of any hand (Home, End).
constexpr int MaxHandStep = 64;

} // namespace

QList<fs::Card> TableView::handOrder() const
{
    // Each game sorts its hands its own way (by suit, or by rank where suits do not matter).
    return m_rules && m_face ? m_face->handOrder(m_rules->pack(), m_model.hand) : QList<fs::Card>();
}

QString TableView::confirmText(const fs::LegalActions& legal) const
{
    const int n = legal.selectCount;
    if (legal.selectKind == fs::ActionKind::Discard)
        return tr("Discard these %n card(s)", nullptr, n);
    if (legal.selectTo < 0)
        return tr("Pass these %n card(s)", nullptr, n);
    return tr("Pass these %n card(s) to %1", nullptr, n).arg(seatName(legal.selectTo));
}

QString TableView::promptFor(const fs::LegalActions& legal) const
{
    const int n = legal.selectCount;
    if (n > 0) {
        if (legal.selectKind == fs::ActionKind::Discard)
            return tr("Choose %n card(s) to discard.", nullptr, n);
        // To whom, where the rules say: a pass to the left is planned differently.
        if (legal.selectTo >= 0)
            return tr("Choose %n card(s) to pass to %1.", nullptr, n).arg(seatName(legal.selectTo));
        return tr("Choose %n card(s) to pass.", nullptr, n);
    }
    if (legal.bids != 0)
        return tr("Your bid: how many tricks will you take?");
    if (legal.choices != 0 && m_face)
        return m_face->choiceQuestion(legal);
    return QString();
}

void TableView::setInput(const fs::LegalActions& legal)
{
    m_legal = legal;
    focusUsable();
    m_awaiting = !legal.empty();
    m_picked &= legal.select;
    m_scene->setDragEnabled(!legal.play.empty());
    m_scene->setClickEnabled(!legal.play.empty() || legal.selectCount > 0);
    const QString prompt = promptFor(legal);
    const int n = legal.selectCount;
    const bool asked = m_panel->ask(prompt, legal, confirmText(legal), *m_face);
    m_panel->setConfirmEnabled(m_picked.size() == n);
    if (asked)
        layoutPanel();
    if (!legal.play.empty()) {
        const bool lead = m_model.trick.empty();
        // A card taken (the dealer's turned-up trump, a draw) is not one received from a pass.
        if (m_model.received.empty())
            setStatus(lead ? tr("Your lead: click a card, or drag it to the table.")
                           : tr("Your turn: click a card, or drag it to the table."));
        else if (m_receivedTaken)
            setStatus(lead ? tr("Your lead: click a card, or drag it to the table. The card you "
                                "took is raised.")
                           : tr("Your turn: click a card, or drag it to the table. The card you "
                                "took is raised."));
        else
            setStatus(lead ? tr("Your lead: click a card, or drag it to the table. The cards you "
                                "received are raised.")
                           : tr("Your turn: click a card, or drag it to the table. The cards you "
                                "received are raised."));
    } else if (!prompt.isEmpty())
        setStatus(prompt);
    m_keysOnPanel = false;
    outlinePanelForKeys();
    layoutAll(0);
    announce(Announcer::Kind::Turn, TableSpeech(*this).turn());
    const bool onlyOneCard =
        legal.play.size() == 1 && legal.selectCount == 0 && legal.bids == 0 && legal.choices == 0;
    if (m_autoPlay && onlyOneCard) {
        const fs::Card only = *legal.play.begin();
        QTimer::singleShot(duration(table::AutoPlayMs), this, [this, only] {
            // Still the same question: the person may have played it, or the match changed.
            if (m_awaiting && m_legal.play.size() == 1 && m_legal.play.contains(only))
                playForPerson(only);
        });
    }
}

void TableView::playForPerson(fs::Card card)
{
    m_pendingPlay = card;
    m_controller->playAutomatically(m_person, card);
}

void TableView::clearInput()
{
    // A refusal is about the question that was asked; it goes once the person has acted.
    m_stage->hideNotice();
    m_noticeTimer->stop();
    m_legal = fs::LegalActions{};
    m_awaiting = false;
    m_picked = fs::CardSet();
    m_scene->setDragEnabled(false);
    m_scene->setClickEnabled(false);
    if (!m_panel->nextDealButton()->isVisible())
        m_panel->dismiss();
}

void TableView::onCardClicked(CardItem* item)
{
    if (m_legal.selectCount > 0)
        togglePick(item);
    else if (!m_legal.play.empty())
        requestPlay(item);
}

void TableView::onCardDropped(CardItem* item, bool onTable)
{
    if (onTable && !m_legal.play.empty())
        requestPlay(item, true); // a drag to the table is deliberate enough
    else
        slideBack(item);
}

void TableView::requestPlay(CardItem* item, bool deliberate)
{
    if (m_legal.play.empty() || !item->inHand() || m_pendingPlay.valid()) {
        slideBack(item);
        return;
    }
    if (m_confirmPlay && !deliberate && !m_picked.contains(item->card())) {
        // First the card is raised; the same card again (or Enter) plays it.
        m_panel->unmarkHinted();
        m_picked = fs::CardSet();
        m_picked.insert(item->card());
        setStatus(tr("Click %1 again, or press Enter, to play it.")
                      .arg(m_face->cardName(m_rules->pack(), item->card())));
        announce(Announcer::Kind::Reply,
                 tr("%1 is raised: press Enter to play it.")
                     .arg(m_face->spokenCardName(m_rules->pack(), item->card())));
        runLoose(layoutAll(duration(90)));
        return;
    }
    // A request: the card stays where the person put it until the table answers, and then
    // goes to the trick (onCardPlayed) or slides back with the reason (onActionRejected). At
    // home the answer comes within the same turn of the event loop.
    m_pendingPlay = item->card();
    m_controller->playCard(m_person, item->card());
}

void TableView::togglePick(CardItem* item)
{
    if (m_legal.selectCount == 0 || !item->inHand())
        return;
    const fs::Card c = item->card();
    const bool was = m_picked.contains(c);
    if (was)
        m_picked.remove(c);
    else if (m_picked.size() < m_legal.selectCount && m_legal.select.contains(c))
        m_picked.insert(c);
    // Said, not only shown by the card's state, which a screen reader may not speak.
    if (m_picked.contains(c) != was) {
        const QString card = m_face->spokenCardName(m_rules->pack(), c);
        const int n = m_legal.selectCount;
        announce(
            Announcer::Kind::Reply,
            was ? tr("%1 put back: %2 of %n chosen.", nullptr, n).arg(card).arg(m_picked.size())
                : tr("%1 chosen: %2 of %n.", nullptr, n).arg(card).arg(m_picked.size()));
    }
    m_model.received = fs::CardSet();
    m_panel->setConfirmEnabled(m_picked.size() == m_legal.selectCount);
    runLoose(layoutAll(duration(90)));
}

void TableView::confirmPicked()
{
    if (m_legal.selectCount == 0 || m_picked.size() != m_legal.selectCount)
        return;
    m_controller->passCards(m_person, m_picked);
}

void TableView::showHint(const fs::Action& action, const QString& reason)
{
    if (!m_awaiting || !m_rules || action.seat != m_person)
        return;
    const fs::Pack& pack = m_rules->pack();
    QString what;
    QString said; // the same in words, for a screen reader
    switch (action.kind) {
    case fs::ActionKind::Play:
        m_panel->unmarkHinted();
        m_picked = fs::CardSet(action.card());
        // Under the keyboard's outline too, so Space or Enter plays it.
        m_focusCard = action.card();
        m_keyboardUsed = true;
        what = tr("play %1").arg(m_face->cardName(pack, action.card()));
        said = tr("play %1").arg(m_face->spokenCardName(pack, action.card()));
        break;
    case fs::ActionKind::Pass:
    case fs::ActionKind::Discard: {
        m_picked = action.cards & m_legal.select;
        m_panel->setConfirmEnabled(m_picked.size() == m_legal.selectCount);
        QStringList names;
        QStringList spoken;
        for (const fs::Card c : m_picked) {
            names << m_face->cardName(pack, c);
            spoken << m_face->spokenCardName(pack, c);
        }
        what = (action.kind == fs::ActionKind::Pass ? tr("pass %1") : tr("discard %1"))
                   .arg(QLocale().createSeparatedList(names));
        said = (action.kind == fs::ActionKind::Pass ? tr("pass %1") : tr("discard %1"))
                   .arg(QLocale().createSeparatedList(spoken));
        break;
    }
    case fs::ActionKind::Bid:
        m_panel->markHinted(m_panel->buttonForBid(action.value));
        what = tr("bid %1").arg(action.value);
        break;
    case fs::ActionKind::Choose:
        m_panel->markHinted(m_panel->buttonForChoice(static_cast<fs::Choice>(action.value)));
        what = m_face->choiceText(static_cast<fs::Choice>(action.value));
        break;
    }
    if (!m_picked.empty())
        m_model.received = fs::CardSet(); // only the cards the hint is about stay raised
    runLoose(layoutAll(duration(90)));
    setStatus(reason.isEmpty() ? tr("Hint: %1.").arg(what)
                               : tr("Hint: %1 — %2.").arg(what, reason));
    if (said.isEmpty())
        said = what;
    announce(Announcer::Kind::Reply,
             reason.isEmpty() ? tr("Hint: %1.").arg(said) : tr("Hint: %1 — %2.").arg(said, reason));
}

fs::CardSet TableView::usableCards() const
{
    return m_legal.selectCount > 0 ? m_legal.select & m_model.hand : m_legal.play & m_model.hand;
}

void TableView::focusUsable()
{
    // The outline stays where it was if that card may be used now; otherwise it moves to the
    // usable card nearest to it, so the keys never rest on a card that cannot be played.
    const fs::CardSet usable = usableCards();
    if (usable.empty() || focusIsUsable())
        return;
    const QList<fs::Card> order = handOrder();
    const int at = std::max<int>(0, order.indexOf(m_focusCard));
    int best = -1;
    for (int i = 0; i < order.size(); ++i)
        if (usable.contains(order[i]) && (best < 0 || std::abs(i - at) < std::abs(best - at)))
            best = i;
    m_focusCard = order[best];
}

bool TableView::keyboardInPanel() const
{
    if (!m_panel->isVisible() || m_panel->offeredButtons().isEmpty())
        return false;
    return m_keysOnPanel || usableCards().empty();
}

void TableView::outlinePanelForKeys()
{
    // A person who plays by keys (or hears the table) finds the keys on the first button as the
    // question comes; with the mouse, nothing is outlined until a key is pressed.
    if (keyboardInPanel() && (m_keyboardUsed || QAccessible::isActive()) &&
        !m_panel->outlinedButton())
        m_panel->moveOutline(0);
}

void TableView::focusPanel(bool panel)
{
    if (panel && (!m_panel->isVisible() || m_panel->offeredButtons().isEmpty()))
        return;
    m_keyboardUsed = true;
    m_keysOnPanel = panel;
    if (panel) {
        if (!m_panel->outlinedButton())
            m_panel->moveOutline(0);
    } else {
        m_panel->unmarkHinted();
    }
    layoutAll(0);
}

void TableView::activateCard(fs::Card card)
{
    CardItem* item = itemFor(card);
    if (!item || !item->inHand() || !m_awaiting)
        return;
    m_focusCard = card;
    onCardClicked(item);
}

void TableView::moveFocus(int step)
{
    if (keyboardInPanel()) {
        m_keyboardUsed = true;
        m_panel->moveOutline(step);
        tellAssistiveTech();
        return;
    }
    const QList<fs::Card> order = handOrder();
    const fs::CardSet usable = usableCards();
    if (usable.empty())
        return;
    m_keyboardUsed = true;
    m_panel->unmarkHinted();
    focusUsable();
    int i = std::max<int>(0, order.indexOf(m_focusCard));
    // One step to the next usable card that way; Home and End (a step past either end) go to
    // the first or the last.
    for (int next = i + (step > 0 ? 1 : -1);
         next >= 0 && next<order.size(); next += step> 0 ? 1 : -1) {
        if (!usable.contains(order[next]))
            continue;
        i = next;
        if (std::abs(step) == 1)
            break;
    }
    m_focusCard = order[i];
    layoutAll(0);
}

void TableView::activateFocused()
{
    if (keyboardInPanel()) {
        m_panel->activateDefault();
        return;
    }
    focusUsable();
    if (!focusIsUsable())
        return;
    CardItem* item = itemFor(m_focusCard);
    if (m_legal.selectCount > 0)
        togglePick(item);
    else if (!m_legal.play.empty())
        requestPlay(item);
}

void TableView::keyPressEvent(QKeyEvent* event)
{
    const int key = event->key();
    if (key >= Qt::Key_0 && key <= Qt::Key_9 && m_panel->typeDigit(key - Qt::Key_0))
        return;
    switch (key) {
    case Qt::Key_Left:
        moveFocus(-1);
        return;
    case Qt::Key_Right:
        moveFocus(1);
        return;
    case Qt::Key_Home:
        moveFocus(-MaxHandStep);
        return;
    case Qt::Key_End:
        moveFocus(MaxHandStep);
        return;
    case Qt::Key_Up:
        focusPanel(true);
        return;
    case Qt::Key_Down:
        focusPanel(false);
        return;
    case Qt::Key_Space:
        activateFocused();
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        // Enter confirms a pass or goes to the next deal; with nothing to confirm it plays.
        if (!m_panel->activateDefault())
            activateFocused();
        return;
    case Qt::Key_Escape:
        setLastTrickShown(false);
        return;
    default:
        QGraphicsView::keyPressEvent(event);
    }
}
