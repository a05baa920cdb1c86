#pragma once
// Wraps a gamecore Match for the UI. Slots are requests from the person's seat; signals say what
// happened, in the past tense, in the order the core reported it. Computer seats think on a
// worker thread (QtConcurrent) over a copy of their PlayerView; a GUI-side timer adds a short
// pause so a person can follow. Owns no widgets and decides no rule.

#include "core/match.h"
#include "registry/gameregistry.h"

#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>
#include <optional>
#include <vector>

Q_DECLARE_METATYPE(fs::Card)
Q_DECLARE_METATYPE(fs::CardSet)
Q_DECLARE_METATYPE(fs::LegalActions)
Q_DECLARE_METATYPE(fs::Choice)

class GameController : public QObject {
    Q_OBJECT

public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    // Seats played by a person (default: seat 0 only). Takes effect at the next newMatch().
    void setHumanSeats(const QList<int>& seats);
    bool isHuman(int seat) const;
    // Pause before each computer action, in milliseconds (0 in tests).
    void setComputerDelay(int ms) { m_computerDelay = ms; }
    int computerDelay() const { return m_computerDelay; }
    // When set, the controller waits for animationsFinished() after each batch of signals, so the
    // next seat acts only once the table has shown what happened.
    void setWaitsForView(bool wait) { m_waitsForView = wait; }
    // When set, a finished deal waits for continueToNextDeal() (the table shows the scores).
    void setPauseBetweenDeals(bool pause) { m_pauseBetweenDeals = pause; }

    // Starts a match; returns false and emits actionRejected when the game or options are wrong.
    bool newMatch(const QString& gameId, int seats, const fs::Options& options, quint64 seed);

    bool hasMatch() const { return m_match != nullptr; }
    const fs::Match& match() const { return *m_match; }
    const fs::GameInfo* gameInfo() const { return m_info; }
    // The current deal as the given seat may see it.
    fs::PlayerView viewFor(int seat) const;
    // The person's seat whose turn it is now, or -1.
    int seatAwaitingPerson() const;
    bool busy() const { return m_thinking || m_waitingForView || m_delayTimer.isActive(); }

public Q_SLOTS:
    // Requests from a person's seat. An illegal request changes nothing and emits actionRejected
    // with the reason in the user's language.
    void playCard(int seat, fs::Card card);
    void passCards(int seat, fs::CardSet cards);
    void bid(int seat, int value);
    void chooseOption(int seat, fs::Choice choice);
    void submit(const fs::Action& action);

    void animationsFinished();
    void continueToNextDeal();

Q_SIGNALS:
    void matchStarted();
    void dealStarted(int dealIndex, int dealer);
    // A seat is to act. For a person's seat `legal` says what may be done.
    void turnStarted(int seat, const fs::LegalActions& legal);
    void computerThinking(int seat);
    void cardsPassed(int fromSeat, int toSeat, fs::CardSet cards); // cards empty unless yours
    void cardsExchanged();
    void bidMade(int seat, int value); // value -1 while bids are secret
    void bidsRevealed();
    void cardTurned(fs::Card card);
    void choiceMade(int seat, fs::Choice choice);
    void cardPlayed(int seat, fs::Card card);
    void trumpFixed(int suit);
    void trickTaken(int seat, fs::CardSet cards);
    void trickSpoiled(int leader, fs::CardSet cards);
    void cardDrawn(int seat, fs::Card card); // card invalid when drawn face down
    void cardsDiscarded(int seat, int count);
    void dealEnded();
    void dealScored(int dealIndex);
    void matchFinished(const QList<int>& winningColumns);
    void actionRejected(const QString& reason);

private:
    void startDeal();
    void applyAction(const fs::Action& action);
    void emitEvents(const fs::EventList& events);
    void advance();
    void startComputerTurn(int seat);
    void computerAnswered();
    void applyComputerAnswerWhenDue();
    void reject(fs::Reason reason);
    bool bidsArePublic() const;

    std::unique_ptr<fs::Match> m_match;
    const fs::GameInfo* m_info = nullptr;
    std::shared_ptr<const fs::ComputerPlayer> m_computer;
    QList<int> m_humanSeats{0};
    int m_computerDelay = 600;
    bool m_waitsForView = false;
    bool m_pauseBetweenDeals = false;
    bool m_waitingForView = false;
    bool m_waitingForNextDeal = false;
    bool m_thinking = false;
    quint64 m_request = 0; // drops answers from a computer seat that are no longer wanted
    quint64 m_aiSeed = 0;
    QTimer m_delayTimer;
    QFutureWatcher<fs::Action> m_watcher;
    std::optional<fs::Action> m_answer;
};
