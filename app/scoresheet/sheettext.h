#pragma once
// The few words score sheets and the result dialog share: places and suits.

#include <QCoreApplication>
#include <QString>

class SheetText {
    Q_DECLARE_TR_FUNCTIONS(SheetText)

public:
    // "1st", "2nd" ... for a 0-based place.
    static QString place(int place);
    // The suit's sign for a French-pack suit index (fs::Suit), or "NT" for -1 (no trumps).
    static QString suitSign(int suit);
    static QString suitName(int suit);
    static bool isRedSuit(int suit);
    // A seat's name cut to its first letter, for arrangements that list all four ("Y+N").
    static QString initial(const QString& name);
};
