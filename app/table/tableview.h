#pragma once
// The card table: shows what the GameController reports and turns the person's mouse and keys
// into requests. It decides no rule: legality comes with each turn (to dim cards) and every
// request goes to the controller, which plays it or says why not. Events are shown one at a
// time through an AnimationQueue; when the table has shown everything one action caused, it
// tells the controller, so computer seats never act faster than a person can follow.
//
// The table knows no particular game: it draws hands, tricks, passes and named choices, which
// is what every game of the registry is made of.

#include "core/legalactions.h"
#include "core/trick.h"
#include "table/tablelayout.h"

#include <QGraphicsView>
#include <QList>
#include <QString>

#include <array>
#include <vector>

class AnimationQueue;
class CardItem;
class CardRenderer;
class GameController;
class LastTrickPanel;
class QAbstractAnimation;
class QGraphicsPathItem;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QWidget;
class SeatBadge;
class TableScene;

class TableView : public QGraphicsView {
    Q_OBJECT

public:
    explicit TableView(GameController* controller, int personSeat = 0, QWidget* parent = nullptr);
    ~TableView() override;

    // Animation length as a factor of the normal one; 0 shows everything at once (tests).
    void setAnimationSpeed(double factor) { m_speed = factor; }
    double animationSpeed() const { return m_speed; }

    // For tests and accessibility: the item showing a card, the controls on the table.
    CardItem* itemFor(fs::Card card) const;
    QList<fs::Card> handOrder() const;
    QPushButton* passButton() const { return m_passButton; }
    QList<QPushButton*> choiceButtons() const { return m_choiceButtons; }
    QPushButton* nextDealButton() const { return m_nextDealButton; }
    SeatBadge* badge(int seat) const;
    QRectF dropZoneRect() const;
    CardRenderer* renderer() const { return m_renderer; }
    QString statusText() const { return m_status; }
    // Nothing is being shown and no report to the controller is outstanding.
    bool idle() const;
    // True while the person is asked to act (and the table accepts input).
    bool awaitingPerson() const { return m_awaiting; }

    bool lastTrickAvailable() const;
    bool lastTrickShown() const;

public Q_SLOTS:
    void setLastTrickShown(bool shown);

Q_SIGNALS:
    void statusChanged(const QString& text);
    void lastTrickAvailableChanged(bool available);
    void lastTrickShownChanged(bool shown);
    // The table has finished showing a deal's end / the match's end.
    void dealResultShown(int dealIndex);
    void matchResultShown(const QList<int>& winningColumns);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    QString passButtonText(const fs::LegalActions& legal) const;
    enum class Input { None, Play, Select, Choose };

    // Controller signals; each queues a step that shows it.
    void onMatchStarted();
    void onDealStarted(int dealIndex, int dealer);
    void onTurnStarted(int seat, const fs::LegalActions& legal);
    void onCardsPassed(int fromSeat, int toSeat, fs::CardSet cards);
    void onCardsExchanged();
    void onCardPlayed(int seat, fs::Card card);
    void onTrickClosed(int seat, fs::CardSet cards, bool spoiled);
    void onChoiceMade(int seat, fs::Choice choice);
    void onDealScored(int dealIndex);
    void onMatchFinished(const QList<int>& winners);
    void onActionRejected(const QString& reason);
    void noteEvent();
    void endOfBatch();

    // The person's requests.
    void requestPlay(CardItem* item);
    void togglePick(CardItem* item);
    void onCardDropped(CardItem* item, bool onTable);
    void passPicked();
    void moveFocus(int step);
    void activateFocused();

    // Showing.
    void buildItems();
    void syncFromController();
    QAbstractAnimation* layoutAll(int durationMs);
    void layoutHand(QList<CardItem*>& shown, std::vector<std::pair<CardItem*, QPointF>>& moves);
    void layoutOpponents(std::vector<std::pair<CardItem*, QPointF>>& moves);
    void layoutBadges();
    void layoutPrompt();
    QAbstractAnimation* moveItems(const std::vector<std::pair<CardItem*, QPointF>>& moves,
                                  int durationMs, qreal endOpacity = 1.0);
    QAbstractAnimation* playStep(int seat, fs::Card card);
    QAbstractAnimation* collectStep(int winner, const QList<CardItem*>& cards, bool spoiled);
    void slideBack(CardItem* item);
    // Starts an animation that no step waits for (a slide back, a selection rising).
    void runLoose(QAbstractAnimation* animation);
    void updatePixmap(CardItem* item, bool small = false);
    void refreshPixmaps();
    void prepareFaces();
    void setStatus(const QString& text);
    void setInput(Input input, const fs::LegalActions& legal);
    void showPrompt(const QString& text);
    void clearChoiceButtons();
    void refreshLastTrickPanel();
    int duration(int normalMs) const;
    int rel(int seat) const;
    int handCount(int seat) const;
    QString seatName(int seat) const;

    GameController* m_controller;
    int m_person;
    TableScene* m_scene;
    CardRenderer* m_renderer;
    AnimationQueue* m_queue;
    TableLayout m_layout;
    double m_speed = 1.0;

    std::vector<CardItem*> m_cards;              // by card index, the whole pack
    std::vector<std::vector<CardItem*>> m_backs; // per seat: anonymous backs of hidden hands
    std::vector<SeatBadge*> m_badges;
    QGraphicsPathItem* m_dropZone = nullptr;
    LastTrickPanel* m_lastTrickPanel = nullptr;
    QObject* m_looseAnimations = nullptr; // slide-backs that run outside the queue

    QWidget* m_prompt = nullptr;
    QLabel* m_promptLabel = nullptr;
    QPushButton* m_passButton = nullptr;
    QPushButton* m_nextDealButton = nullptr;
    QHBoxLayout* m_buttonRow = nullptr;
    QList<QPushButton*> m_choiceButtons;

    // What the table shows, which trails the controller while animations run.
    int m_seats = 4;
    fs::CardSet m_hand;
    fs::CardSet m_raised; // received cards, shown raised for a moment
    fs::Trick m_trick;
    std::array<int, 10> m_handCounts{};
    std::array<int, 10> m_tricks{};
    std::vector<int> m_totals;
    int m_turnSeat = -1;
    int m_dealt = 0; // cards each seat was dealt this deal

    // What the person may do now.
    Input m_input = Input::None;
    bool m_awaiting = false;
    fs::LegalActions m_legal;
    fs::CardSet m_picked;
    int m_focus = 0;
    bool m_keyboardUsed = false;
    fs::Card m_pendingPlay;
    bool m_pendingAccepted = false;

    bool m_batchOpen = false;
    bool m_lastTrickAvailable = false;
    QString m_status;
};
