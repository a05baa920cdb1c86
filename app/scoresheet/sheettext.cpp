#include "scoresheet/sheettext.h"

#include "core/pack.h"

QString SheetText::place(int place)
{
    switch (place) {
    case 0:
        return tr("1st");
    case 1:
        return tr("2nd");
    case 2:
        return tr("3rd");
    default:
        return tr("%1th").arg(place + 1);
    }
}

QString SheetText::suitSign(int suit)
{
    switch (suit) {
    case fs::Clubs:
        return QStringLiteral("\u2663");
    case fs::Diamonds:
        return QStringLiteral("\u2666");
    case fs::Hearts:
        return QStringLiteral("\u2665");
    case fs::Spades:
        return QStringLiteral("\u2660");
    default:
        return tr("NT", "no trumps");
    }
}

QString SheetText::suitName(int suit)
{
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
        return tr("no trumps");
    }
}

bool SheetText::isRedSuit(int suit)
{
    return suit == fs::Diamonds || suit == fs::Hearts;
}

QString SheetText::initial(const QString& name)
{
    return name.left(1).toUpper();
}
