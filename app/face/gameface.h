#pragma once
// One game as the app shows it, the way the core's Rules is one game's rules: its name and
// tagline, the score sheet a player of it keeps, the words it adds to the table (a deal's
// arrangement, a seat's road, a phase) and how it names its cards. Each game has one
// implementation in app/games/<id>/, listed in games/gamefaces.cpp and found by id in the
// FaceList the window hands inwards (face/facelist.h); nothing else in the app includes a game's
// header or compares a game id, so a new game adds its folder and a line in that list.
//
// A face reads only what it is given: the rules (public) and a seat's view of the state (what
// that seat may see, as the core decides it), so nothing it words can reveal a hidden card.

#include "core/choice.h"
#include "core/dealscore.h"
#include "core/legalactions.h"
#include "core/playerview.h"
#include "core/reason.h"
#include "face/seatwords.h"
#include "face/tablepile.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <string_view>

namespace fs {
class Pack;
class Rules;
struct MatchStatus;
} // namespace fs

class QObject;
class ScoreSheetModel;

class GameFace {
    Q_DECLARE_TR_FUNCTIONS(GameFace)

public:
    virtual ~GameFace() = default;

    virtual QString id() const = 0;
    // The game's name and the lobby's line about it, in the user's language.
    virtual QString name() const = 0;
    virtual QString tagline() const = 0;
    // The lobby's paragraph on how the game is played.
    virtual QString summary() const = 0;
    // One of the game's options as the lobby shows it: what it does, and a value's name. Empty
    // where the face has no words for it, and the lobby shows the registry's (English) ones.
    virtual QString optionText(std::string_view key) const;
    virtual QString optionValueText(std::string_view key, std::string_view value) const;

    // An empty score sheet of this game: the columns a player of it keeps on paper. Each face
    // makes its own, so this folder needs nothing of the score sheet's.
    virtual ScoreSheetModel* createSheet(QObject* parent) const = 0;
    // A line about how deal `dealIndex` is played, for games where that changes from deal to
    // deal (Seconds' arrangement); empty for none.
    virtual QString dealBanner(const fs::Rules& rules, int dealIndex) const;
    // Facts a player needs now, shown on the table beside the trick: Oh Hell's hand and its
    // size, German Whist's phase. Deal number and trumps are the table's own.
    virtual QStringList tableFacts(const fs::PlayerView& view, const SeatWords& words) const;
    // Facts said when a person who plays by ear asks where the deal stands (W), beside the
    // table's facts: what a sighted player reads off the won tricks (Hearts: who has taken which
    // penalty cards, whether hearts are broken). Whole sentences; none by default.
    virtual QStringList spokenFacts(const fs::PlayerView& view, const SeatWords& words) const;
    // What stands under a seat's plate besides its tricks and bid: a road, whose tricks count
    // with its own, a choice made. Read from the view, so it survives resume and undo.
    virtual QStringList seatNotes(const fs::PlayerView& view, int seat,
                                  const SeatWords& words) const;
    // The most notes seatNotes() gives one seat at once: the table keeps a line free for each
    // above every seat's cards, so a note never lands on them.
    virtual int plateNoteLines(const fs::Rules& rules) const;
    // Face-down piles of the game's own (the stock, discards and spoiled tricks are the
    // table's): their labels and counts.
    virtual QList<TablePile> extraPiles(const fs::PlayerView& view) const;
    // The question the person is asked when `legal` offers named choices.
    virtual QString choiceQuestion(const fs::LegalActions& legal) const;
    // A bid as its button says it: the number, or the game's name for it (Spades' nil).
    virtual QString bidText(int bid) const;
    // One of the game's named choices (core/choice.h) as its button says it: "Put", "High".
    // Each game words its own; a choice the face does not know is said by its number.
    virtual QString choiceText(fs::Choice choice) const;
    // Why the rules refuse an action, as a sentence: the reasons every game shares are worded
    // once (GameText::reason), a game's own ones (from fs::Reason::GameOwn) by ownReasonText.
    QString reasonText(fs::Reason reason) const;
    // A remark on a finished deal (core/dealscore.h) that the game makes: "West shot the moon".
    // `who` names the seat, or the side when the note is on a column, and is empty when the
    // note names nobody; `aboutYou` when the seat is the person's own. Empty for none.
    virtual QString dealNoteText(fs::DealNote note, const QString& who, bool aboutYou) const;
    // A card as the game calls it ("3 of coins (Monsieur)").
    virtual QString cardName(const fs::Pack& pack, fs::Card card) const;
    // The card as a screen reader says it ("queen of spades", "3 of coins (Monsieur)"): words
    // where cardName() has signs.
    QString spokenCardName(const fs::Pack& pack, fs::Card card) const;
    // The person's hand from left to right: suits alternating in colour, ranks rising.
    virtual QList<fs::Card> handOrder(const fs::Pack& pack, fs::CardSet hand) const;
    // The line under the result of a finished match saying why the winner won, when the best
    // total is not simply the highest (Seconds); empty for none.
    virtual QString resultNote(const fs::Rules& rules) const;
    // The line under the result when a deal won the whole game on its own, whatever the totals
    // (Put): in the game's own terms, so a player sees which rule decided it.
    virtual QString wonOutrightNote() const;

protected:
    // The sentence most choice questions fall back on.
    static QString plainQuestion(const fs::LegalActions& legal);
    // The game's own refusals (reasonText); by default a plain "not allowed".
    virtual QString ownReasonText(fs::Reason reason) const;
};
