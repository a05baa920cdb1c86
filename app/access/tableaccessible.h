#pragma once
// The card table as a screen reader finds it. The table is one QGraphicsView whose cards are
// items, not widgets, so without this assistive technology sees a single blank picture. Here
// the view's accessible interface lists the parts a person at the table talks about, each an
// accessible object of its own with a role, a name, states and (for cards) an action:
//
//   table (client)
//     your hand (list)            a card (list item): "queen of spades", "Can be played."
//     the trick (list)            a card played: "West: king of hearts"
//     the players (grouping)      a plate (label): "West. 3 tricks, bid 2. To play."
//     the table's middle (grouping) stock, turned card, discards (labels)
//     announcements (notification) the latest thing that happened
//     the decision panel (its real widgets: question and buttons)
//
// The words come from TableSpeech, so the tree says only what the person's seat may know.
// The parts are made once per table and registered with QAccessible, which owns them; the
// table's interface removes them when the table goes.

#include "core/card.h"

#include <QAccessibleWidget>
#include <QHash>
#include <QPointer>
#include <QString>
#include <QStringList>

class TableView;

class TableAccessible : public QAccessibleWidget {
public:
    enum class Part {
        Hand,
        Card,
        Trick,
        TrickCard,
        Seats,
        Plate,
        Centre,
        CentreItem,
        Announcement
    };

    explicit TableAccessible(TableView* view);
    ~TableAccessible() override;

    // For QAccessible::installFactory: the table's interface, null for anything else.
    static QAccessibleInterface* factory(const QString& className, QObject* object);

    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* focusChild() const override;
    QAccessibleInterface* childAt(int x, int y) const override;
    QString text(QAccessible::Text t) const override;

    TableView* table() const { return m_table; }
    // One part (`index`: the card, the seat or the position), made on first use.
    QAccessibleInterface* part(Part part, int index = 0) const;

    // Tells assistive technology what changed since the last call: cards that came or went,
    // states that changed, the trick, the plates, and the keyboard's focus.
    void refresh();
    // Puts `text` on the next of the announcement objects and has it shown anew, so a screen
    // reader speaks it wherever its focus is. The objects take turns: a reader that asks for a
    // sentence's words a moment after hearing of it still gets them though more came meanwhile
    // (one object, renamed at once, lost about one sentence in thirty: issue 36).
    void announce(const QString& text);
    static constexpr int AnnouncementSlots = 4;
    QString announcement(int slot) const { return m_announcements.value(slot); }
    // The slot the last sentence went to.
    int lastAnnouncementSlot() const { return m_lastSlot; }

private:
    QPointer<TableView> m_table;
    mutable QHash<int, QAccessible::Id> m_parts; // key: part * 256 + index
    QStringList m_announcements = QStringList(AnnouncementSlots, QString());
    int m_lastSlot = -1;
    // What was last reported, to send only what changed.
    QList<fs::Card> m_handShown;
    QHash<int, QString> m_cardStates;
    QString m_trickShown;
    QStringList m_platesShown;
    QAccessibleInterface* m_focusShown = nullptr;
};
