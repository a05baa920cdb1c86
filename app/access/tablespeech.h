#pragma once
// The table in words, for a person who hears it rather than sees it: a card said aloud, what may
// be done with it, the hand by suit, the trick so far, the scores, the deal, a seat's plate and
// what the person must decide now. Read only from what the table shows (its TableModel and the
// person's PlayerView), so it can say nothing the seat may not know. Used by the accessible
// table (what a screen reader finds) and the announcer (what it is told as play goes on).

#include "core/card.h"
#include "core/cardset.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class GameFace;
class TableView;

namespace fs {
class Pack;
} // namespace fs

class TableSpeech {
    Q_DECLARE_TR_FUNCTIONS(TableSpeech)

public:
    explicit TableSpeech(const TableView& view) : m_view(view) {}

    // "queen of spades"; empty before a match.
    QString card(fs::Card card) const;
    // What the person may do with a card of their hand now: "Can be played.", "Cannot be
    // played: you must follow hearts.", "Picked to pass."
    QString cardState(fs::Card card) const;
    // Whether the card may be used now (played, or picked for a pass or a discard).
    bool cardUsable(fs::Card card) const;
    // The person's hand, suit by suit.
    QString hand() const;
    // The cards on the trick, in the order played, and whose turn it is.
    QString trick() const;
    // One card of the trick: "West: king of hearts".
    QString trickCard(int index) const;
    // The totals of the match, then the tricks of this deal.
    QString scores() const;
    // The deal: its number and dealer, trumps, the game's facts, bids, who leads, whose turn.
    QString situation() const;
    // A seat's plate: name, partner, counts, notes, and whether it is that seat's turn.
    QString plate(int seat) const;
    // The middle of the table besides the trick: stock, turned card, discards, piles.
    QStringList centre() const;
    // What the person must decide now, as one sentence or two; empty when nothing is asked.
    QString turn() const;

    // Cards suit by suit in the game's order of a hand: "clubs: 2, 7 and jack. hearts: ace."
    // Also for the review, which words the hands a finished deal shows.
    static QString bySuit(const fs::Pack& pack, const GameFace& face, fs::CardSet cards);

private:
    QString seatName(int seat) const;
    bool you(int seat) const;

    const TableView& m_view;
};
