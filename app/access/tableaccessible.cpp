#include "access/tableaccessible.h"

#include "access/tablespeech.h"
#include "core/rules.h"
#include "table/carditem.h"
#include "table/decisionpanel.h"
#include "table/seatbadge.h"
#include "table/tableview.h"

#include <QCoreApplication>
#include <QPushButton>
#include <QTimer>
#include <QWindow>

#include <algorithm>

namespace {

using Part = TableAccessible::Part;

// The order of the table's own parts among its children, then the announcement objects; the
// decision panel follows them.
constexpr Part TopParts[] = {Part::Hand, Part::Trick, Part::Seats, Part::Centre};
constexpr int PartCount = static_cast<int>(std::size(TopParts));
constexpr int TopCount = PartCount + TableAccessible::AnnouncementSlots;

int key(Part part, int index)
{
    return static_cast<int>(part) * 256 + index;
}

class TableWords {
    Q_DECLARE_TR_FUNCTIONS(TableAccessible)
};

// One part of the table: not a widget, so it has no QObject; it reads everything it says from
// the table each time it is asked, and so is never out of date.
class PartAccessible : public QAccessibleInterface, public QAccessibleActionInterface {
public:
    PartAccessible(const TableAccessible* table, Part part, int index)
        : m_owner(table), m_part(part), m_index(index)
    {
    }

    bool isValid() const override { return view() != nullptr; }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override
    {
        return view() && view()->window() ? view()->window()->windowHandle() : nullptr;
    }
    QAccessibleInterface* parent() const override;
    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;
    QAccessibleInterface* focusChild() const override;
    QString text(QAccessible::Text t) const override;
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override;
    QAccessible::Role role() const override;
    QAccessible::State state() const override;
    void* interface_cast(QAccessible::InterfaceType type) override
    {
        if (type == QAccessible::ActionInterface && m_part == Part::Card)
            return static_cast<QAccessibleActionInterface*>(this);
        return nullptr;
    }

    QStringList actionNames() const override
    {
        return view() && TableSpeech(*view()).cardUsable(card()) ? QStringList{pressAction()}
                                                                 : QStringList();
    }
    QString localizedActionName(const QString& name) const override
    {
        if (name != pressAction() || !view())
            return QString();
        return view()->legal().selectCount > 0 ? TableWords::tr("Pick") : TableWords::tr("Play");
    }
    QString localizedActionDescription(const QString& name) const override
    {
        if (name != pressAction() || !view())
            return QString();
        return view()->legal().selectCount > 0 ? TableWords::tr("Picks the card, or puts it back.")
                                               : TableWords::tr("Plays the card.");
    }
    void doAction(const QString& name) override
    {
        if (name != pressAction() || !view())
            return;
        // Later, from the event loop: the screen reader's call returns before the table moves.
        QPointer<TableView> table = view();
        const fs::Card c = card();
        QTimer::singleShot(0, table, [table, c] {
            if (table)
                table->activateCard(c);
        });
    }
    QStringList keyBindingsForAction(const QString& name) const override
    {
        return name == pressAction() ? QStringList{QStringLiteral("Space")} : QStringList();
    }

private:
    TableView* view() const { return m_owner->table(); }
    fs::Card card() const { return fs::Card(static_cast<std::uint8_t>(m_index)); }
    QRect globalRect(const QRectF& sceneRect) const
    {
        const QRect inView = view()->mapFromScene(sceneRect).boundingRect();
        return QRect(view()->viewport()->mapToGlobal(inView.topLeft()), inView.size());
    }
    QList<QAccessibleInterface*> children() const;

    const TableAccessible* m_owner;
    Part m_part;
    int m_index;
};

QList<QAccessibleInterface*> PartAccessible::children() const
{
    QList<QAccessibleInterface*> list;
    const TableView* t = view();
    if (!t)
        return list;
    switch (m_part) {
    case Part::Hand:
        for (const fs::Card c : t->handOrder())
            list << m_owner->part(Part::Card, c.index);
        break;
    case Part::Trick:
        for (int i = 0; i < t->shown().trick.size; ++i)
            list << m_owner->part(Part::TrickCard, i);
        break;
    case Part::Seats:
        for (int seat = 0; seat < t->shown().seats && t->rules(); ++seat)
            list << m_owner->part(Part::Plate, seat);
        break;
    case Part::Centre: {
        const int n = static_cast<int>(TableSpeech(*t).centre().size());
        for (int i = 0; i < n; ++i)
            list << m_owner->part(Part::CentreItem, i);
        break;
    }
    default:
        break;
    }
    return list;
}

QAccessibleInterface* PartAccessible::parent() const
{
    switch (m_part) {
    case Part::Card:
        return m_owner->part(Part::Hand);
    case Part::TrickCard:
        return m_owner->part(Part::Trick);
    case Part::Plate:
        return m_owner->part(Part::Seats);
    case Part::CentreItem:
        return m_owner->part(Part::Centre);
    default:
        return const_cast<TableAccessible*>(m_owner);
    }
}

int PartAccessible::childCount() const
{
    return static_cast<int>(children().size());
}

QAccessibleInterface* PartAccessible::child(int index) const
{
    return children().value(index);
}

int PartAccessible::indexOfChild(const QAccessibleInterface* child) const
{
    return static_cast<int>(children().indexOf(const_cast<QAccessibleInterface*>(child)));
}

QAccessibleInterface* PartAccessible::childAt(int x, int y) const
{
    // The topmost child under the point: the last one drawn (a fanned hand's right neighbour
    // covers the left part of a card).
    const QList<QAccessibleInterface*> list = children();
    for (auto it = list.rbegin(); it != list.rend(); ++it)
        if ((*it)->rect().contains(x, y))
            return *it;
    return nullptr;
}

QAccessibleInterface* PartAccessible::focusChild() const
{
    if (m_part != Part::Hand || !view() || !view()->hasFocus())
        return nullptr;
    const fs::Card c = view()->focusCard();
    return c.valid() && view()->shown().hand.contains(c) && !view()->keyboardInPanel()
               ? m_owner->part(Part::Card, c.index)
               : nullptr;
}

QString PartAccessible::text(QAccessible::Text t) const
{
    const TableView* v = view();
    if (!v || (t != QAccessible::Name && t != QAccessible::Description))
        return QString();
    const TableSpeech speech(*v);
    const bool name = t == QAccessible::Name;
    switch (m_part) {
    case Part::Hand:
        return name ? TableWords::tr("Your hand") : speech.hand();
    case Part::Card:
        return name ? speech.card(card()) : speech.cardState(card());
    case Part::Trick:
        return name ? TableWords::tr("The trick") : speech.trick();
    case Part::TrickCard:
        return name ? speech.trickCard(m_index) : QString();
    case Part::Seats:
        return name ? TableWords::tr("The players") : speech.scores();
    case Part::Plate:
        return name ? speech.plate(m_index) : QString();
    case Part::Centre:
        return name ? TableWords::tr("The middle of the table") : speech.situation();
    case Part::CentreItem:
        return name ? speech.centre().value(m_index) : QString();
    case Part::Announcement:
        // No description: a screen reader says it after every announcement.
        return name ? m_owner->announcement(m_index) : QString();
    }
    return QString();
}

QRect PartAccessible::rect() const
{
    const TableView* v = view();
    if (!v)
        return QRect();
    switch (m_part) {
    case Part::Card:
    case Part::TrickCard: {
        // A part may be asked about after its card has gone (a screen reader's cache).
        if (m_part == Part::TrickCard && m_index >= v->shown().trick.size)
            return QRect();
        const fs::Card c = m_part == Part::Card ? card() : v->shown().trick.card(m_index);
        const CardItem* item = v->itemFor(c);
        return item && item->isVisible() ? globalRect(item->sceneBoundingRect()) : QRect();
    }
    case Part::Hand: {
        QRect all;
        for (QAccessibleInterface* c : children())
            all |= c->rect();
        return all;
    }
    case Part::Trick:
        return globalRect(v->dropZoneRect());
    case Part::Plate: {
        const SeatBadge* b = v->badge(m_index);
        return b && b->isVisible() ? globalRect(b->sceneBoundingRect()) : QRect();
    }
    default:
        return QRect(v->viewport()->mapToGlobal(QPoint(0, 0)), v->viewport()->size());
    }
}

QAccessible::Role PartAccessible::role() const
{
    switch (m_part) {
    case Part::Hand:
    case Part::Trick:
        return QAccessible::List;
    case Part::Card:
    case Part::TrickCard:
        return QAccessible::ListItem;
    case Part::Seats:
    case Part::Centre:
        return QAccessible::Grouping;
    case Part::Plate:
    case Part::CentreItem:
        return QAccessible::StaticText;
    case Part::Announcement:
        return QAccessible::Notification;
    }
    return QAccessible::NoRole;
}

QAccessible::State PartAccessible::state() const
{
    QAccessible::State s;
    const TableView* v = view();
    if (!v) {
        s.invalid = true;
        return s;
    }
    if (m_part == Part::Card) {
        const TableSpeech speech(*v);
        const bool usable = speech.cardUsable(card());
        s.focusable = true;
        s.selectable = v->legal().selectCount > 0;
        s.selected = v->pickedCards().contains(card());
        // A card that cannot be used now says so by its state as well as its dimming, and its
        // description says why.
        s.disabled = !usable;
        s.focused = v->hasFocus() && !v->keyboardInPanel() && v->focusCard() == card();
    }
    if (m_part == Part::Announcement)
        s.readOnly = true;
    if (rect().isEmpty())
        s.invisible = true;
    return s;
}

} // namespace

TableAccessible::TableAccessible(TableView* view)
    : QAccessibleWidget(view, QAccessible::Client), m_table(view)
{
}

TableAccessible::~TableAccessible()
{
    for (const QAccessible::Id id : std::as_const(m_parts))
        QAccessible::deleteAccessibleInterface(id);
}

QAccessibleInterface* TableAccessible::factory(const QString&, QObject* object)
{
    if (auto* view = qobject_cast<TableView*>(object))
        return new TableAccessible(view);
    return nullptr;
}

QAccessibleInterface* TableAccessible::part(Part part, int index) const
{
    const int k = key(part, index);
    const auto found = m_parts.constFind(k);
    if (found != m_parts.constEnd())
        return QAccessible::accessibleInterface(*found);
    auto* made = new PartAccessible(this, part, index);
    m_parts.insert(k, QAccessible::registerAccessibleInterface(made));
    return made;
}

int TableAccessible::childCount() const
{
    const DecisionPanel* panel = m_table ? m_table->decisionPanel() : nullptr;
    return TopCount + (panel && panel->isVisible() ? 1 : 0);
}

QAccessibleInterface* TableAccessible::child(int index) const
{
    if (index >= 0 && index < PartCount)
        return part(TopParts[index]);
    if (index >= PartCount && index < TopCount)
        return part(Part::Announcement, index - PartCount);
    if (index == TopCount && childCount() > TopCount)
        return QAccessible::queryAccessibleInterface(m_table->decisionPanel());
    return nullptr;
}

int TableAccessible::indexOfChild(const QAccessibleInterface* child) const
{
    for (int i = 0; i < childCount(); ++i)
        if (this->child(i) == child)
            return i;
    return -1;
}

QAccessibleInterface* TableAccessible::focusChild() const
{
    if (!m_table)
        return nullptr;
    if (m_table->keyboardInPanel())
        if (QPushButton* b = m_table->decisionPanel()->outlinedButton())
            return QAccessible::queryAccessibleInterface(b);
    return part(Part::Hand)->focusChild();
}

QAccessibleInterface* TableAccessible::childAt(int x, int y) const
{
    for (int i = childCount() - 1; i >= 0; --i) {
        QAccessibleInterface* c = child(i);
        if (c->role() == QAccessible::Notification || c->role() == QAccessible::Grouping)
            continue; // they cover the whole table
        if (QAccessibleInterface* inner = c->childAt(x, y))
            return inner;
        if (c->rect().contains(x, y))
            return c;
    }
    return nullptr;
}

QString TableAccessible::text(QAccessible::Text t) const
{
    if (!m_table)
        return QString();
    if (t == QAccessible::Name)
        return TableWords::tr("Card table");
    if (t == QAccessible::Description) {
        // What a person coming to the table needs first: what they must decide, or else where
        // the deal stands (in words: the status line has card signs).
        const TableSpeech speech(*m_table);
        const QString turn = speech.turn();
        return turn.isEmpty() ? speech.situation() : turn;
    }
    return QAccessibleWidget::text(t);
}

void TableAccessible::announce(const QString& text)
{
    // Not only while assistive technology is active: the events cost little, and a screen
    // reader started in the middle of a match finds the table up to date.
    m_lastSlot = (m_lastSlot + 1) % AnnouncementSlots;
    m_announcements[m_lastSlot] = text;
    // Shown anew: a screen reader speaks a notification as it appears, wherever its focus is.
    QAccessibleInterface* live = part(Part::Announcement, m_lastSlot);
    QAccessibleEvent hide(live, QAccessible::ObjectHide);
    QAccessible::updateAccessibility(&hide);
    QAccessibleEvent named(live, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&named);
    QAccessibleEvent show(live, QAccessible::ObjectShow);
    QAccessible::updateAccessibility(&show);
}

void TableAccessible::refresh()
{
    if (!m_table)
        return;
    const TableSpeech speech(*m_table);
    const QList<fs::Card> hand = m_table->handOrder();
    if (hand != m_handShown) {
        m_handShown = hand;
        QAccessibleEvent reorder(part(Part::Hand), QAccessible::ObjectReorder);
        QAccessible::updateAccessibility(&reorder);
    }
    for (const fs::Card c : hand) {
        const QString now = speech.cardState(c);
        QString& before = m_cardStates[c.index];
        if (now == before)
            continue;
        before = now;
        QAccessible::State changed;
        changed.disabled = true;
        changed.selected = true;
        QAccessibleStateChangeEvent state(part(Part::Card, c.index), changed);
        QAccessible::updateAccessibility(&state);
        QAccessibleEvent description(part(Part::Card, c.index), QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&description);
    }
    const QString trick = speech.trick();
    if (trick != m_trickShown) {
        m_trickShown = trick;
        QAccessibleEvent reorder(part(Part::Trick), QAccessible::ObjectReorder);
        QAccessible::updateAccessibility(&reorder);
        QAccessibleEvent description(part(Part::Trick), QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&description);
    }
    const int seats = m_table->rules() ? m_table->shown().seats : 0;
    m_platesShown.resize(seats);
    for (int seat = 0; seat < seats; ++seat) {
        const QString plate = speech.plate(seat);
        if (plate == m_platesShown[seat])
            continue;
        m_platesShown[seat] = plate;
        QAccessibleEvent named(part(Part::Plate, seat), QAccessible::NameChanged);
        QAccessible::updateAccessibility(&named);
    }
    QAccessibleInterface* focus = m_table->hasFocus() ? focusChild() : nullptr;
    if (focus && focus != m_focusShown) {
        QAccessibleEvent moved(focus, QAccessible::Focus);
        QAccessible::updateAccessibility(&moved);
    }
    m_focusShown = focus;
}
