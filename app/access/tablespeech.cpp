#include "access/tablespeech.h"

#include "core/action.h"
#include "core/pack.h"
#include "core/rules.h"
#include "face/gameface.h"
#include "table/seatbadge.h"
#include "table/tableview.h"
#include "text/gametext.h"

#include <QLocale>

namespace {

QString sentences(const QStringList& parts)
{
    QStringList kept;
    for (const QString& p : parts)
        if (!p.isEmpty())
            kept << p;
    return kept.join(QLatin1Char(' '));
}

} // namespace

QString TableSpeech::seatName(int seat) const
{
    return GameText::seatName(seat, m_view.shown().seats);
}

bool TableSpeech::you(int seat) const
{
    return seat == m_view.shown().person || GameText::calledYou(seat, m_view.shown().person);
}

QString TableSpeech::card(fs::Card card) const
{
    if (!m_view.rules() || !m_view.face())
        return QString();
    return m_view.face()->spokenCardName(m_view.rules()->pack(), card);
}

bool TableSpeech::cardUsable(fs::Card card) const
{
    const fs::LegalActions& legal = m_view.legal();
    if (!m_view.awaitingPerson())
        return false;
    return legal.selectCount > 0 ? legal.select.contains(card) : legal.play.contains(card);
}

QString TableSpeech::cardState(fs::Card card) const
{
    const fs::LegalActions& legal = m_view.legal();
    const bool received = m_view.shown().received.contains(card);
    QString state;
    if (!m_view.awaitingPerson()) {
        state = tr("Wait for your turn.");
    } else if (legal.selectCount > 0) {
        const bool picked = m_view.pickedCards().contains(card);
        state = picked                        ? tr("Picked.")
                : legal.select.contains(card) ? tr("Can be picked.")
                                              : tr("Cannot be picked.");
    } else if (legal.play.contains(card)) {
        state = m_view.pickedCards().contains(card) ? tr("Raised: press Enter to play it.")
                                                    : tr("Can be played.");
    } else if (legal.play.empty()) {
        state = tr("Cannot be played now.");
    } else {
        // The core says why, from the person's own view: their hand and the public trick.
        const fs::PlayerView* view = m_view.currentView();
        const fs::Reason why =
            view && m_view.rules()
                ? m_view.rules()->whyIllegal(view->state(),
                                             fs::Action::play(m_view.shown().person, card))
                : fs::Reason::None;
        const fs::Trick& trick = m_view.shown().trick;
        if (why == fs::Reason::MustFollowSuit && trick.size > 0)
            state = tr("Cannot be played: you must follow %1.")
                        .arg(GameText::suitWord(m_view.rules()->pack(),
                                                m_view.rules()->pack().suit(trick.card(0))));
        else if (why != fs::Reason::None)
            state = tr("Cannot be played: %1").arg(m_view.face()->reasonText(why));
        else
            state = tr("Cannot be played now.");
    }
    return received ? tr("%1 Passed to you.").arg(state) : state;
}

QString TableSpeech::bySuit(const fs::Pack& pack, const GameFace& face, fs::CardSet hand)
{
    // The French pack's cards are said by rank within their suit; the Spanish pack's whole, with
    // the game's own names for them (Aluette's Monsieur).
    const bool french = pack.kind() == fs::PackKind::French52;
    QStringList suits;
    int suit = -1;
    QStringList cards;
    auto flush = [&] {
        if (suit >= 0)
            suits << tr("%1: %2.", "a suit of the hand said aloud: clubs: 2, 7 and jack")
                         .arg(GameText::suitWord(pack, suit), QLocale().createSeparatedList(cards));
        cards.clear();
    };
    for (const fs::Card c : face.handOrder(pack, hand)) {
        if (pack.suit(c) != suit) {
            flush();
            suit = pack.suit(c);
        }
        cards << (french ? GameText::spokenRank(pack, c) : face.spokenCardName(pack, c));
    }
    flush();
    return suits.join(QLatin1Char(' '));
}

QString TableSpeech::hand() const
{
    const TableModel& model = m_view.shown();
    if (!m_view.rules() || !m_view.face() || model.hand.empty())
        return tr("Your hand is empty.");
    return tr("Your hand, %n card(s): %1", nullptr, model.hand.size())
        .arg(bySuit(m_view.rules()->pack(), *m_view.face(), model.hand));
}

QString TableSpeech::trickCard(int index) const
{
    const fs::Trick& trick = m_view.shown().trick;
    if (index < 0 || index >= trick.size)
        return QString();
    return tr("%1: %2", "who played a card of the trick, and the card")
        .arg(seatName(trick.seat(index)), card(trick.card(index)));
}

QString TableSpeech::trick() const
{
    const TableModel& model = m_view.shown();
    QStringList parts;
    if (model.trick.size == 0)
        parts << tr("No card is on the trick.");
    for (int i = 0; i < model.trick.size; ++i) {
        const int seat = model.trick.seat(i);
        const QString c = card(model.trick.card(i));
        if (i == 0)
            parts << (you(seat) ? tr("You led %1.").arg(c)
                                : tr("%1 led %2.").arg(seatName(seat), c));
        else
            parts << (you(seat) ? tr("You played %1.").arg(c)
                                : tr("%1 played %2.").arg(seatName(seat), c));
    }
    if (model.trickWinner >= 0)
        parts << (you(model.trickWinner)
                      ? tr("You take the trick.")
                      : tr("%1 takes the trick.").arg(seatName(model.trickWinner)));
    else if (model.trickSpoiled)
        parts << tr("The trick is tied: it goes to nobody.");
    else if (model.turnSeat >= 0)
        parts << (you(model.turnSeat) ? tr("Your turn.")
                                      : tr("%1 to play.").arg(seatName(model.turnSeat)));
    return sentences(parts);
}

QString TableSpeech::scores() const
{
    const TableModel& model = m_view.shown();
    if (!m_view.rules())
        return QString();
    const fs::Rules& rules = *m_view.rules();
    QStringList totals;
    for (int column = 0; column < rules.columns(); ++column) {
        const int total = column < static_cast<int>(model.totals.size())
                              ? model.totals[static_cast<std::size_t>(column)]
                              : 0;
        totals << tr("%1 %2", "a name and a score")
                      .arg(GameText::columnName(rules, column, model.person))
                      .arg(total);
    }
    QStringList tricks;
    for (int seat = 0; seat < model.seats; ++seat)
        tricks << tr("%1 %2", "a name and a score")
                      .arg(seatName(seat))
                      .arg(model.tricks[static_cast<std::size_t>(seat)]);
    QStringList parts{tr("Scores: %1.").arg(QLocale().createSeparatedList(totals))};
    if (model.dealIndex >= 0)
        parts << tr("Tricks this deal: %1.").arg(QLocale().createSeparatedList(tricks));
    // The points taken in tricks so far, where the game counts them as it goes (Hearts), as
    // the plates show them ("+13 this deal").
    QStringList taken;
    for (int seat = 0; seat < model.seats; ++seat)
        if (const int points = model.pointsTaken[static_cast<std::size_t>(seat)]; points >= 0)
            taken << tr("%1 %2", "a name and a score").arg(seatName(seat)).arg(points);
    if (model.dealIndex >= 0 && !taken.isEmpty())
        parts << tr("Points taken this deal: %1.").arg(QLocale().createSeparatedList(taken));
    return sentences(parts);
}

QString TableSpeech::situation() const
{
    const TableModel& model = m_view.shown();
    if (!m_view.rules() || model.dealIndex < 0)
        return tr("No deal has started.");
    const fs::Pack& pack = m_view.rules()->pack();
    QStringList parts;
    parts << tr("%1.").arg(GameText::dealtBy(model.dealIndex + 1, seatName(model.dealer),
                                             GameText::calledYou(model.dealer, model.person)));
    if (model.trump >= 0)
        parts << tr("Trumps are %1.").arg(GameText::suitWord(pack, model.trump));
    else
        parts << tr("There are no trumps.");
    for (const QString& fact : model.facts)
        parts << tr("%1.").arg(fact);
    parts << model.spokenFacts;
    QStringList bids;
    for (int seat = 0; seat < model.seats; ++seat) {
        const auto s = static_cast<std::size_t>(seat);
        if (model.hasBid[s] && model.bids[s] >= 0)
            bids << tr("%1 %2", "a name and a bid").arg(seatName(seat)).arg(model.bids[s]);
    }
    if (!bids.isEmpty())
        parts << tr("Bids: %1.").arg(QLocale().createSeparatedList(bids));
    if (model.trick.size > 0)
        parts << (you(model.trick.leader)
                      ? tr("You led this trick.")
                      : tr("%1 led this trick.").arg(seatName(model.trick.leader)));
    if (model.turnSeat >= 0)
        parts << (you(model.turnSeat) ? tr("It is your turn.")
                                      : tr("It is %1's turn.").arg(seatName(model.turnSeat)));
    return sentences(parts);
}

QString TableSpeech::plate(int seat) const
{
    const TableModel& model = m_view.shown();
    SeatBadge* badge = m_view.badge(seat);
    if (!badge || !m_view.rules())
        return seatName(seat);
    // The plate's first line is "West · 12"; said aloud, the total gets its word.
    const fs::Rules& rules = *m_view.rules();
    const auto column = static_cast<std::size_t>(rules.columnOf(seat));
    const int total = column < model.totals.size() ? model.totals[column] : 0;
    QStringList parts{tr("%1, total %2.").arg(seatName(seat)).arg(total)};
    if (rules.columnKind() == fs::ColumnKind::Sides)
        for (int other = 0; other < model.seats; ++other)
            if (other != seat && rules.columnOf(other) == rules.columnOf(seat))
                parts << tr("Partner: %1.").arg(seatName(other));
    if (!badge->detail().isEmpty())
        parts << tr("%1.").arg(badge->detail());
    for (const QString& note : badge->notes())
        parts << tr("%1.").arg(note);
    if (model.turnSeat == seat)
        parts << (you(seat) ? tr("Your turn.") : tr("To play."));
    return sentences(parts);
}

QStringList TableSpeech::centre() const
{
    const TableModel& model = m_view.shown();
    QStringList items;
    if (!m_view.rules() || model.dealIndex < 0)
        return items;
    if (model.turnUp.valid())
        items << tr("Turned card: %1.").arg(card(model.turnUp));
    if (model.stock > 0)
        items << (model.stockTop.valid()
                      ? tr("Stock: %n card(s), %1 face up on top.", nullptr, model.stock)
                            .arg(card(model.stockTop))
                      : tr("Stock: %n card(s).", nullptr, model.stock));
    if (model.discards > 0)
        items << tr("Discards: %n card(s).", nullptr, model.discards);
    if (model.aside > 0)
        items << tr("Tricks set aside: %n.", nullptr, model.aside);
    for (const TablePile& pile : model.piles)
        items << tr("%1.").arg(pile.label);
    return items;
}

QString TableSpeech::turn() const
{
    if (!m_view.awaitingPerson())
        return QString();
    const fs::LegalActions& legal = m_view.legal();
    const QString asked = m_view.promptFor(legal);
    if (!legal.play.empty()) {
        const int n = legal.play.size();
        const bool lead = m_view.shown().trick.size == 0;
        const QString first = lead ? tr("Your lead: %n card(s) can be played.", nullptr, n)
                                   : tr("Your turn: %n card(s) can be played.", nullptr, n);
        // A named choice beside the cards (Put) is said after them.
        return legal.choices != 0 ? sentences({first, asked}) : first;
    }
    return asked;
}
