#include "review/steptext.h"

#include "face/gameface.h"
#include "text/gametext.h"

#include "core/gamestate.h"
#include "core/rules.h"

#include <QList>
#include <QLocale>

#include <utility>

StepText::StepText(const fs::Rules& rules, const GameFace& face, QStringList names, int personSeat)
    : m_rules(rules), m_face(face), m_names(std::move(names)), m_person(personSeat)
{
}

QString StepText::name(int seat) const
{
    return m_names.value(seat, GameText::seatName(seat, m_rules.seats()));
}

QString StepText::object(int seat) const
{
    return seat == m_person ? tr("you") : name(seat);
}

QString StepText::says(int seat, const QString& third, const QString& second) const
{
    // Both forms hold %1 so that translators can place the name or drop it.
    return (seat == m_person ? second : third).arg(name(seat));
}

QString StepText::joinClauses(const QStringList& clauses)
{
    QString line = clauses.value(0);
    for (qsizetype i = 1; i < clauses.size(); ++i)
        line =
            tr("%1; %2", "two things that happened in one step, as one line").arg(line, clauses[i]);
    return line;
}

QString StepText::card(fs::Card c) const
{
    // A game may call its cards by name (Aluette's eight top cards); say which one fell. The
    // name stands alone ("Q♥", "3 of cups (Monsieur)"), so no language needs an article for it.
    return m_face.cardName(m_rules.pack(), c);
}

QString StepText::cards(fs::CardSet set, int named) const
{
    if (set.size() > named)
        return tr("%n cards", nullptr, set.size());
    QStringList parts;
    for (const fs::Card c : set)
        parts << card(c);
    // "A, B and C" as the person's language lists things.
    return QLocale().createSeparatedList(parts);
}

QString StepText::dealt(const fs::GameState& state, const fs::EventList& opening) const
{
    QStringList parts;
    const int handSize = state.hand(state.eldest()).size();
    parts << says(state.dealer, tr("%1 deals %n card(s) to each player", nullptr, handSize),
                  tr("%1 deal %n card(s) to each player", nullptr, handSize));
    if (state.stockSize > 0)
        parts << tr("%n cards stay in the stock", nullptr, state.stockSize);
    for (const fs::Event& e : opening) {
        if (e.kind == fs::EventKind::CardTurned)
            parts << tr("%1 is turned up").arg(card(e.card));
        else if (e.kind == fs::EventKind::TrumpFixed && e.value >= 0)
            parts << tr("trumps are %1").arg(GameText::suitName(m_rules.pack(), e.value));
    }
    QString line = joinClauses(parts);
    return line.isEmpty() ? line : line.at(0).toUpper() + line.mid(1);
}

QString StepText::action(const fs::GameState& before, const fs::Action& a,
                         const fs::EventList& events) const
{
    QStringList parts;
    for (int i = 0; i < events.size(); ++i) {
        const QString part = events[i].kind == fs::EventKind::CardDrawn ? draws(events, i)
                                                                        : event(before, events[i]);
        if (!part.isEmpty())
            parts << part;
    }
    if (parts.isEmpty()) // an action the events leave unsaid; the record's words will do
        parts << says(a.seat, tr("%1 acts"), tr("%1 act"));
    QString line = joinClauses(parts);
    return line.at(0).toUpper() + line.mid(1);
}

// A run of draws becomes one phrase per seat ("North draws the Q♥; South draws the 4♣"), so
// Aluette's twelve stack cards read as two phrases, not twelve.
QString StepText::draws(const fs::EventList& events, int& index) const
{
    QList<int> seats;
    QList<fs::CardSet> drawn;
    QList<int> unseen; // cards drawn that the viewer may not see, counted
    for (; index < events.size() && events[index].kind == fs::EventKind::CardDrawn; ++index) {
        const fs::Event& e = events[index];
        if (e.seat < 0)
            continue;
        qsizetype at = seats.indexOf(e.seat);
        if (at < 0) {
            seats << e.seat;
            drawn << fs::CardSet();
            unseen << 0;
            at = seats.size() - 1;
        }
        if (e.card.valid())
            drawn[at].insert(e.card);
        else
            ++unseen[at];
    }
    --index; // the caller's loop steps past the last event taken
    QStringList parts;
    for (qsizetype i = 0; i < seats.size(); ++i) {
        if (!drawn[i].empty())
            parts << says(seats[i], tr("%1 draws %2"), tr("%1 draw %2")).arg(cards(drawn[i], 2));
        if (unseen[i] > 0)
            parts << says(seats[i], tr("%1 draws %n card(s) face down", nullptr, unseen[i]),
                          tr("%1 draw %n card(s) face down", nullptr, unseen[i]));
    }
    return joinClauses(parts);
}

QString StepText::event(const fs::GameState& before, const fs::Event& e) const
{
    using fs::EventKind;
    switch (e.kind) {
    case EventKind::CardsPassed:
        if (e.cards.empty()) // a pass the viewer may not see: how many, not which
            return says(e.seat, tr("%1 passes %n card(s) to %2", nullptr, e.value),
                        tr("%1 pass %n card(s) to %2", nullptr, e.value))
                .arg(object(e.other));
        return says(e.seat, tr("%1 passes %2 to %3"), tr("%1 pass %2 to %3"))
            .arg(cards(e.cards), object(e.other));
    case EventKind::CardsExchanged:
        return tr("everyone picks up the cards passed to them");
    case EventKind::BidMade:
        return says(e.seat, tr("%1 bids %2"), tr("%1 bid %2")).arg(e.value);
    case EventKind::CardTurned:
        return e.card.valid() ? tr("%1 is turned up").arg(card(e.card)) : QString();
    case EventKind::ChoiceMade:
        return says(e.seat, tr("%1 chooses “%2”"), tr("%1 choose “%2”"))
            .arg(m_face.choiceText(static_cast<fs::Choice>(e.value)));
    case EventKind::Discarded:
        if (e.cards.empty()) // face down, seen only as a number
            return e.value > 0
                       ? says(e.seat, tr("%1 lays aside %n card(s) face down", nullptr, e.value),
                              tr("%1 lay aside %n card(s) face down", nullptr, e.value))
                       : QString();
        return says(e.seat, tr("%1 lays aside %2"), tr("%1 lay aside %2")).arg(cards(e.cards, 3));
    case EventKind::CardPlayed:
        return before.trick.empty()
                   ? says(e.seat, tr("%1 leads %2"), tr("%1 lead %2")).arg(card(e.card))
                   : says(e.seat, tr("%1 plays %2"), tr("%1 play %2")).arg(card(e.card));
    case EventKind::TrumpFixed:
        return e.value >= 0 ? tr("trumps are %1").arg(GameText::suitName(m_rules.pack(), e.value))
                            : QString();
    case EventKind::TrickTaken:
        return says(e.seat, tr("%1 takes the trick"), tr("%1 take the trick"));
    case EventKind::TrickSpoiled:
        return tr("the trick is tied and counts for nobody");
    case EventKind::DealEnded:
        return tr("the deal is over");
    case EventKind::MatchEnded:
        return tr("the match is over");
    case EventKind::CardDrawn:
    case EventKind::BidsRevealed:
    case EventKind::DealScored:
        break;
    }
    return QString();
}
