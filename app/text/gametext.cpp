#include "text/gametext.h"

#include "core/pack.h"
#include "core/rules.h"

#include <QLocale>

#include <algorithm>

QString GameText::reason(fs::Reason reason)
{
    switch (reason) {
    case fs::Reason::None:
        return tr("That is allowed.");
    case fs::Reason::DealOver:
        return tr("The deal is over.");
    case fs::Reason::NotYourTurn:
        return tr("It is not your turn.");
    case fs::Reason::WrongKindOfAction:
        return tr("That is not what the game needs now.");
    case fs::Reason::CardNotInHand:
        return tr("That card is not in your hand.");
    case fs::Reason::WrongNumberOfCards:
        return tr("Choose the right number of cards.");
    case fs::Reason::MustFollowSuit:
        return tr("You must follow suit.");
    case fs::Reason::BidOutOfRange:
        return tr("That bid is out of range.");
    case fs::Reason::ChoiceNotOffered:
        return tr("That choice is not offered now.");
    case fs::Reason::GameOwn:
        break; // a game's own: its face words it (GameFace::reasonText)
    }
    return tr("That move is not allowed.");
}

QStringList GameText::seatNames(int seats)
{
    QStringList names;
    for (int seat = 0; seat < seats; ++seat)
        names << seatName(seat, seats);
    return names;
}

namespace {
QString& personName()
{
    static QString name;
    return name;
}
struct TableNames {
    QStringList names;
    int person = 0;
};
TableNames& tableNames()
{
    static TableNames table;
    return table;
}
} // namespace

void GameText::setTable(const QStringList& names, int personSeat)
{
    tableNames() = {names, std::max(0, personSeat)};
}

int GameText::personSeat()
{
    return tableNames().person;
}

void GameText::setPersonName(const QString& name)
{
    personName() = name.trimmed();
}

bool GameText::hasPersonName()
{
    return !personName().isEmpty();
}

bool GameText::calledYou(int seat, int personSeat)
{
    return seat == (personSeat < 0 ? tableNames().person : personSeat) && !hasPersonName();
}

QString GameText::dealtBy(int dealNumber, const QString& dealerName, bool dealerCalledYou)
{
    return dealerCalledYou ? tr("Deal %1, dealt by you").arg(dealNumber)
                           : tr("Deal %1, dealt by %2").arg(dealNumber).arg(dealerName);
}

QString GameText::seatName(int seat, int seats)
{
    const TableNames& table = tableNames();
    if (seat == table.person && !personName().isEmpty())
        return personName();
    if (seat != table.person && !table.names.value(seat).isEmpty())
        return table.names.value(seat);
    // Named by where the seat is from the person's: the person sits at the bottom.
    if (seats > 0 && seat >= 0 && seat < seats)
        seat = (seat - table.person + seats) % seats;
    return placeName(seat, seats);
}

QString GameText::placeName(int seat, int seats)
{
    if (seats == 4) {
        switch (seat) {
        case 0:
            return tr("You");
        case 1:
            return tr("West");
        case 2:
            return tr("North");
        case 3:
            return tr("East");
        default:
            break;
        }
    }
    if (seat == 0)
        return tr("You");
    if (seats == 2 && seat == 1)
        return tr("North"); // across the table
    if (seats == 3)
        return seat == 1 ? tr("West") : tr("East");
    // Round a larger table, names read better than numbers; the first letters follow the seats.
    switch (seat) {
    case 1:
        return tr("Anna");
    case 2:
        return tr("Ben");
    case 3:
        return tr("Clara");
    case 4:
        return tr("David");
    case 5:
        return tr("Emma");
    case 6:
        return tr("Felix");
    case 7:
        return tr("Greta");
    case 8:
        return tr("Hugo");
    case 9:
        return tr("Iris");
    default:
        return tr("Player %1").arg(seat + 1);
    }
}

QString GameText::columnName(const fs::Rules& rules, int column, int personSeat)
{
    QStringList names;
    for (int seat = 0; seat < rules.seats(); ++seat)
        if (rules.columnOf(seat) == column)
            names << (seat == personSeat ? tr("You") : seatName(seat, rules.seats()));
    return sideName(names);
}

QString GameText::sideName(const QStringList& names)
{
    if (names.size() == 2)
        return tr("%1 & %2", "two partners, as the score sheet heads their column")
            .arg(names[0], names[1]);
    return QLocale().createSeparatedList(names);
}

QString GameText::suitName(const fs::Pack& pack, int suit)
{
    if (pack.kind() == fs::PackKind::French52) {
        switch (suit) {
        case fs::Clubs:
            return tr("♣ clubs");
        case fs::Diamonds:
            return tr("♦ diamonds");
        case fs::Hearts:
            return tr("♥ hearts");
        case fs::Spades:
            return tr("♠ spades");
        default:
            return QString();
        }
    }
    switch (suit) {
    case fs::Coins:
        return tr("coins");
    case fs::Cups:
        return tr("cups");
    case fs::Swords:
        return tr("swords");
    case fs::Batons:
        return tr("batons");
    default:
        return QString();
    }
}

QString GameText::cardName(const fs::Pack& pack, fs::Card card)
{
    if (!card.valid() || card.index >= pack.size())
        return QString();
    static const char* const signs[] = {"♣", "♦", "♥", "♠"};
    const int rank = pack.rankIndex(card);
    const int suit = pack.suit(card);
    if (pack.kind() == fs::PackKind::French52 && rank < 13) {
        const QString letter = rank >= 9 ? rankLetter(rank) : QString::number(rank + 2);
        return tr("%1%2", "a card: its rank, then its suit sign, as in Q♠")
            .arg(letter, QString::fromUtf8(signs[suit]));
    }
    static const char* const spanish[] = {"1", "2", "3", "4", "5", "6", "7", "8", "9"};
    const QString r = rank < 9     ? QString::fromUtf8(spanish[rank])
                      : rank == 9  ? tr("valet")
                      : rank == 10 ? tr("cavalier")
                                   : tr("king");
    return tr("%1 of %2").arg(r, suitName(pack, suit));
}

QString GameText::rankLetter(int rankIndex)
{
    // The court letters are the ones players of the language write: D♠ for the dame de pique,
    // B♣ for the Kreuz-Bube.
    switch (rankIndex) {
    case 9:
        return tr("J", "the jack's letter, as in J♣");
    case 10:
        return tr("Q", "the queen's letter, as in Q♠");
    case 11:
        return tr("K", "the king's letter, as in K♥");
    case 12:
        return tr("A", "the ace's letter, as in A♦");
    default:
        return QString();
    }
}

QString GameText::suitWord(const fs::Pack& pack, int suit)
{
    if (pack.kind() == fs::PackKind::French52) {
        switch (suit) {
        case fs::Clubs:
            return tr("clubs");
        case fs::Diamonds:
            return tr("diamonds");
        case fs::Hearts:
            return tr("hearts");
        case fs::Spades:
            return tr("spades");
        default:
            return QString();
        }
    }
    return suitName(pack, suit); // the Spanish suits have no sign to leave out
}

QString GameText::spokenRank(const fs::Pack& pack, fs::Card card)
{
    if (!card.valid() || card.index >= pack.size())
        return QString();
    const int rank = pack.rankIndex(card);
    if (pack.kind() != fs::PackKind::French52) {
        static const char* const spanish[] = {"1", "2", "3", "4", "5", "6", "7", "8", "9"};
        return rank < 9     ? QString::fromUtf8(spanish[rank])
               : rank == 9  ? tr("valet")
               : rank == 10 ? tr("cavalier")
                            : tr("king");
    }
    switch (rank) {
    case 9:
        return tr("jack");
    case 10:
        return tr("queen");
    case 11:
        return tr("king");
    case 12:
        return tr("ace");
    default:
        return QString::number(rank + 2);
    }
}

QString GameText::spokenCard(const fs::Pack& pack, fs::Card card)
{
    if (!card.valid() || card.index >= pack.size())
        return QString();
    return tr("%1 of %2", "a card said aloud: its rank, then its suit, as in queen of spades")
        .arg(spokenRank(pack, card), suitWord(pack, pack.suit(card)));
}
