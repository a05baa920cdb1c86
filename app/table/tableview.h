#pragma once
// The card table: shows what the GameController reports and turns the person's mouse and keys
// into requests. It decides no rule: legality comes with each turn (to dim cards) and every
// request goes to the controller, which plays it or says why not. Events are shown one at a
// time through an AnimationQueue; at the end of each batch the table sets itself from the
// person's PlayerView that came with it and acknowledges the batch, so computer seats never act
// faster than a person can follow and no event can stall play.
//
// The table knows no particular game: its pieces (per seat a hand, a won-tricks pile and a
// plate; the trick; shared stock, turned-up card, discards and tricks set aside) are a
// TableStage, shared with the review, and it asks decisions through a DecisionPanel built from
// LegalActions; the game's own words come from its GameFace. Its work is split by job:
//   tableview.cpp     controller signals into animation steps, batches, status
//   tableinput.cpp    the person's mouse, keys and requests
//   tablearrange.cpp  the stage placed from the TableModel, the panels, the last trick

#include "access/announcer.h"
#include "core/action.h"
#include "core/legalactions.h"
#include "core/playerview.h"
#include "core/rules.h"
#include "face/gameface.h"
#include "table/deckchoice.h"
#include "table/tablelayout.h"
#include "table/tablemodel.h"
#include "table/tablestage.h"

#include <QGraphicsView>
#include <QList>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

class AnimationQueue;
class CardItem;
class CardRenderer;
class DecisionPanel;
class FaceList;
class GameFace;
class GameController;
class LastTrickPanel;
class PileStack;
class QAbstractAnimation;
class QGraphicsPathItem;
class QPushButton;
class QTimer;
class SeatBadge;
class TableScene;

class TableView : public QGraphicsView {
    Q_OBJECT

public:
    // `faces` words every game the controller may play (handed in by the window).
    TableView(GameController* controller, const FaceList& faces, int personSeat = 0,
              QWidget* parent = nullptr);
    ~TableView() override;

    // A line on each seat's plate about who plays it, by seat ("" for none): at a shared table,
    // a person or the computer, and a person's connection.
    void setSeatStates(const QStringList& states);

    // Animation length as a factor of the normal one; 0 shows everything at once (tests).
    void setAnimationSpeed(double factor) { m_speed = factor; }
    double animationSpeed() const { return m_speed; }
    // The next deal starts on its own after a pause (a table that plays itself).
    void setAutoNextDeal(bool automatic) { m_autoNextDeal = automatic; }
    // The only card the person may play is played for them, after a short pause.
    void setAutoPlaySingleCard(bool on) { m_autoPlay = on; }
    // A click (or Enter) raises a card and a second one plays it; a drag plays at once.
    void setConfirmBeforePlay(bool on) { m_confirmPlay = on; }
    // The deck chosen in the preferences; used from the next match (or at once with
    // refreshDeck()).
    void setDeckChoice(const DeckChoice& choice);
    const DeckChoice& deckChoice() const { return m_deck; }
    // Puts the deck chosen on the table now; returns why a chosen theme was not used, or "".
    QString refreshDeck();
    // The card size in percent of the size the window allows (AppSettings::CardSize*), and the
    // high-contrast colours; both apply at once.
    void setCardSizePercent(int percent);
    void setHighContrast(bool on);
    bool highContrast() const;

    // For tests and accessibility: the item showing a card, the controls on the table.
    CardItem* itemFor(fs::Card card) const;
    QList<fs::Card> handOrder() const;
    DecisionPanel* decisionPanel() const { return m_panel; }
    QPushButton* passButton() const;
    QList<QPushButton*> choiceButtons() const;
    QPushButton* nextDealButton() const;
    // What the decision panel asks for `legal` (a pass, a bid, the game's choices), and the
    // words of its confirming button.
    QString promptFor(const fs::LegalActions& legal) const;
    QString confirmText(const fs::LegalActions& legal) const;
    // Sizes and places the decision panel for the table as it is now.
    void placeDecisionPanel() { layoutPanel(); }
    SeatBadge* badge(int seat) const;
    QRectF dropZoneRect() const;
    const TableLayout& tableLayout() const { return m_stage->layout(); }
    TableStage* stage() const { return m_stage; }
    const TableModel& shown() const { return m_model; }
    CardRenderer* renderer() const { return m_renderer; }
    QString statusText() const { return m_status; }
    // Facts about the deal for the window's status line: deal, hand size, trumps, stock.
    QString infoText() const { return m_infoText; }
    // Nothing is being shown and no report to the controller is outstanding.
    bool idle() const;
    // True while the person is asked to act (and the table accepts input).
    // The person may act now: asked, and no request of theirs is on its way to the table.
    bool awaitingPerson() const;
    const fs::LegalActions& legal() const { return m_legal; }
    // What the table knows of the game, for the words it says (TableSpeech): the public rules
    // and the game's face, both null before a match.
    const fs::Rules* rules() const { return m_rules.get(); }
    const GameFace* face() const { return m_face; }
    // The cards picked for a pass or a discard (or raised to be played), and the card under the
    // keyboard's outline.
    fs::CardSet pickedCards() const { return m_picked; }
    fs::Card focusCard() const { return m_focusCard; }
    // The keys are on the decision panel's buttons rather than on the hand.
    bool keyboardInPanel() const;
    // The person's view at the last batch shown, when it is of the deal the model shows.
    const fs::PlayerView* currentView() const;
    // The seats' names for the game's words (GameFace).
    SeatWords seatWords() const;
    // Everything the table says as it happens (its amount is a setting).
    Announcer* announcer() const { return m_announcer; }

    bool lastTrickAvailable() const;
    bool lastTrickShown() const;

public Q_SLOTS:
    void setLastTrickShown(bool shown);
    // Uses a card of the hand as a click does: plays it, or picks it for a pass (accessibility's
    // action on a card, and Space on the outlined one).
    void activateCard(fs::Card card);
    // Said on demand (the Listen menu): the hand by suit, the trick so far, the scores, the
    // deal (trumps, bids, who leads), and the last thing said.
    void sayHand();
    void sayTrick();
    void sayScores();
    void saySituation();
    void sayAgain();
    // Shows what a hint suggests while the person is asked: the card raised (and under the
    // keyboard's focus), the cards of a pass picked, the bid or choice outlined, and the reason
    // in the status line. Nothing is played: the person still decides.
    void showHint(const fs::Action& action, const QString& reason);

Q_SIGNALS:
    void statusChanged(const QString& text);
    void lastTrickAvailableChanged(bool available);
    void lastTrickShownChanged(bool shown);
    // The table has finished showing the match's end.
    void matchResultShown(const QList<int>& winningColumns);
    void infoChanged(const QString& text);
    // The table has shown deal `dealIndex` scored, after its last trick: the score sheet
    // shows the deal's row from then on, not while the table is still playing it out.
    void dealScoreShown(int dealIndex);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    // Controller signals (tableview.cpp); each queues a step that shows it.
    void connectController();
    void onMatchStarted();
    void onDealStarted(int dealIndex, int dealer);
    void onTurnStarted(int seat, const fs::LegalActions& legal);
    void onComputerThinking(int seat, fs::ActionKind kind);
    void onCardsPassed(int fromSeat, int toSeat, fs::CardSet cards, int count);
    void onCardPlayed(int seat, fs::Card card);
    void onTrickClosed(int seat, fs::CardSet cards, bool spoiled);
    void onCardDrawn(int seat, fs::Card card, bool faceUp);
    void onCardsDiscarded(int seat, fs::CardSet cards, int count);
    void onBidMade(int seat, int value);
    void onChoiceMade(int seat, fs::Choice choice);
    void onTrumpFixed(int suit, int bySeat);
    void onDealScored(int dealIndex, const fs::ScoreRow& row, const QList<int>& totals);
    void onMatchFinished(const QList<int>& winners, const QList<int>& totals);
    void onBatchEnded(quint64 id, const fs::PlayerView& view, const QList<int>& totals);
    void onActionRejected(const QString& reason);
    void offerNextDeal();
    QAbstractAnimation* playStep(int seat, fs::Card card);
    QAbstractAnimation* collectStep(int winner, const QList<CardItem*>& cards, bool spoiled);
    QAbstractAnimation* flyStep(const QList<CardItem*>& items, QPointF target, bool hideAfter);
    void setStatus(const QString& text);
    // Puts the chosen deck of the game's pack in the renderer; returns why a chosen one is not
    // used, or "".
    QString applyDeck();
    QString seatName(int seat) const;
    QString turnText(int seat, fs::ActionKind kind) const;
    // Says `text` through the announcer (which may leave it unsaid at the chosen amount).
    void announce(Announcer::Kind kind, const QString& text);
    // Tells assistive technology what changed on the table (TableAccessible::refresh).
    void tellAssistiveTech();

    // The person (tableinput.cpp).
    void setInput(const fs::LegalActions& legal);
    void clearInput();
    void requestPlay(CardItem* item, bool deliberate = false);
    void playForPerson(fs::Card card);
    void togglePick(CardItem* item);
    void onCardClicked(CardItem* item);
    void onCardDropped(CardItem* item, bool onTable);
    void confirmPicked();
    void moveFocus(int step);
    // The keys go to the decision panel's buttons (up) or back to the hand (down).
    void focusPanel(bool panel);
    // Puts the panel's outline on its first button when the keys are on it and nothing is.
    void outlinePanelForKeys();
    // The cards the person may use now (to play, or to pick for a pass or discard).
    fs::CardSet usableCards() const;
    // Whether the keyboard's outline is on a card (there may be none yet) that may be used now.
    bool focusIsUsable() const
    {
        return m_focusCard.valid() && usableCards().contains(m_focusCard);
    }
    void focusUsable();
    void activateFocused();
    void slideBack(CardItem* item);
    void runLoose(QAbstractAnimation* animation);

    // Placing things (tablearrange.cpp).
    QAbstractAnimation* layoutAll(int durationMs);
    void layoutBadges();
    void layoutPanel();
    void layoutInfo();
    HandMarks handMarks() const;
    void refreshPixmaps();
    void refreshLastTrickPanel();
    QPointF backPosition(int seat) const; // where a card of a seat's hidden hand lies
    // Takes the person's cards out of the hand (a pass, a discard) and returns their items.
    QList<CardItem*> takeFromHand(fs::CardSet cards);
    // The game's words for the seats, the corner and its piles, from the view just shown.
    // A refusal shown over the hand for a few seconds (and in the status line).
    void showNotice(const QString& text);
    int duration(int normalMs) const;
    int rel(int seat) const;

    GameController* m_controller;
    const FaceList& m_faces;
    int m_person;
    TableScene* m_scene;
    CardRenderer* m_renderer;
    AnimationQueue* m_queue;
    TableStage* m_stage;
    double m_speed = 1.0;
    bool m_autoNextDeal = false;
    bool m_autoPlay = false;
    bool m_confirmPlay = false;
    DeckChoice m_deck;
    std::shared_ptr<const fs::Rules> m_rules; // public facts: pack, seats, columns
    const GameFace* m_face = nullptr;         // the game's own words and hand order

    LastTrickPanel* m_lastTrickPanel = nullptr;
    QObject* m_looseAnimations = nullptr; // slide-backs that run outside the queue
    QTimer* m_noticeTimer = nullptr;
    DecisionPanel* m_panel = nullptr;
    Announcer* m_announcer = nullptr;

    TableModel m_model;
    std::optional<fs::PlayerView> m_view; // the person's view at the last batch shown

    // What the person may do now.
    bool m_awaiting = false;
    fs::LegalActions m_legal;
    fs::CardSet m_picked;
    fs::Card m_focusCard; // under the keyboard's outline
    bool m_keyboardUsed = false;
    bool m_keysOnPanel = false; // chosen with Up while both cards and the panel are offered
    fs::Card m_pendingPlay;

    bool m_exchangeShown = false;     // cards came in by an exchange in this batch
    bool m_receivedTaken = false;     // the raised cards were taken (drawn), not passed
    bool m_bidsRevealedShown = false; // secret bids were revealed in this batch
    bool m_lastTrickAvailable = false;
    bool m_panelHiddenForTrick = false;
    bool m_matchEnded = false; // MatchEnded was reported (set as it is emitted, not shown)
    QString m_pendingSummary;  // a scored deal whose "Next deal" waits for the batch's end
    QString m_status;
    QString m_infoText;
};
