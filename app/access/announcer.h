#pragma once
// What happens at the table, said as it happens in one short sentence each, for a person who
// plays by ear. The table says everything it shows through here; how much of it is passed on
// is the person's choice (every card, tricks only, or their turn only). What passes goes to
// the accessible table's announcements object (which a screen reader speaks wherever its focus
// is) and out as a signal, for the window and for tests.

#include <QObject>
#include <QString>
#include <QStringList>

class Announcer : public QObject {
    Q_OBJECT

public:
    // What a sentence is about, from the least to the most important.
    enum class Kind {
        Card,  // a card played by anyone
        Table, // a trick taken, a bid, a choice, trumps, cards passed or drawn, a deal begun
        Turn,  // the person's turn and what they must decide, a deal's score, the match's end
        Reply, // an answer to the person: a refusal, a hint, what they asked to hear
    };
    Q_ENUM(Kind)
    // How much is said (the setting's values, in the settings file as 0, 1, 2).
    enum class Amount { EveryCard, Tricks, YourTurn };
    Q_ENUM(Amount)

    explicit Announcer(QObject* parent = nullptr) : QObject(parent) {}

    void setAmount(Amount amount) { m_amount = amount; }
    Amount amount() const { return m_amount; }
    // Whether a sentence of this kind is said at the chosen amount.
    bool says(Kind kind) const;

    // Says `text` when its kind is said at the chosen amount; returns whether it was.
    bool say(Kind kind, const QString& text);
    // The last sentence said, for "say that again".
    QString last() const { return m_last; }

Q_SIGNALS:
    void announced(const QString& text, Announcer::Kind kind);

private:
    Amount m_amount = Amount::EveryCard;
    QString m_last;
};
