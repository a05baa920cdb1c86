#include "remote/hostdialog.h"

#include "lobby/seatlevels.h"
#include "net/clientmessage.h"
#include "text/gametext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace {

// What a seat box's entry stands for: a friend, or the computer at a level.
constexpr int FriendSeat = -1;
constexpr int DefaultGraceSeconds = 30;

QComboBox* levelBox(QWidget* parent, bool withFriend, fs::Level level)
{
    auto* box = new QComboBox(parent);
    if (withFriend)
        box->addItem(HostDialog::tr("A friend"), FriendSeat);
    for (const fs::Level l : fs::AllLevels)
        box->addItem(withFriend ? HostDialog::tr("The computer, %1").arg(SeatLevels::displayName(l))
                                : SeatLevels::displayName(l),
                     static_cast<int>(l));
    box->setCurrentIndex(box->findData(withFriend ? FriendSeat : static_cast<int>(level)));
    return box;
}

} // namespace

HostDialog::HostDialog(const MatchSetup& setup, const QString& gameName, const QString& name,
                       QWidget* parent)
    : QDialog(parent), m_setup(setup), m_name(new QLineEdit(this)),
      m_hints(new QCheckBox(tr("Allow &hints"), this)),
      m_undo(new QCheckBox(tr("Allow &undo of one's last decision, until another person plays"),
                           this)),
      m_grace(new QSpinBox(this)), m_turn(new QSpinBox(this)),
      m_dropLevel(levelBox(this, false, SeatLevels::Default)), m_where(new QComboBox(this)),
      m_port(new QSpinBox(this)), m_server(new QLineEdit(this)), m_fingerprint(new QLineEdit(this)),
      m_createKey(new QLineEdit(this)),
      m_plain(new QCheckBox(tr("&Without encryption (only on a local network you trust)"), this)),
      m_open(new QPushButton(tr("&Open the table"), this))
{
    setWindowTitle(tr("Host a table"));
    auto* layout = new QVBoxLayout(this);
    auto* heading = new QLabel(tr("A table of %1 for %n player(s). Friends join with the "
                                  "invitation you will get; a seat nobody takes is played by the "
                                  "computer.",
                                  nullptr, setup.seats)
                                   .arg(gameName),
                               this);
    heading->setWordWrap(true);
    layout->addWidget(heading);

    auto* seats = new QGroupBox(tr("Seats"), this);
    auto* seatForm = new QFormLayout(seats);
    m_name->setMaxLength(fs::net::MaxNameChars);
    m_name->setText(name.left(fs::net::MaxNameChars));
    m_name->setAccessibleName(tr("Your name"));
    seatForm->addRow(tr("&Your name:"), m_name);
    for (int seat = 1; seat < setup.seats; ++seat) {
        QComboBox* box = levelBox(seats, true, setup.levels.value(seat, SeatLevels::Default));
        const QString seatName = GameText::seatName(seat, setup.seats);
        box->setAccessibleName(tr("Who plays %1's seat").arg(seatName));
        seatForm->addRow(tr("%1:").arg(seatName), box);
        m_seatBoxes << box;
    }
    // Seats on the left, the table's rules and the connection on the right: one above the
    // other, the dialog was taller than a small screen with six players.
    auto* columns = new QHBoxLayout;
    auto* right = new QVBoxLayout;
    columns->addWidget(seats, 0, Qt::AlignTop);
    columns->addLayout(right);
    layout->addLayout(columns);

    right->addWidget(rulesGroup());

    auto* connection = new QGroupBox(tr("Connection"), this);
    auto* connectionForm = new QFormLayout(connection);
    m_where->addItem(tr("On this computer"));
    m_where->addItem(tr("On a table server (followsuit-server)"));
    m_where->setAccessibleName(tr("Where the table is opened"));
    connectionForm->addRow(tr("Wh&ere:"), m_where);
    m_port->setRange(1024, 65535);
    m_port->setValue(DefaultPort);
    m_port->setAccessibleName(tr("Port"));
    connectionForm->addRow(tr("&Port:"), m_port);
    m_server->setPlaceholderText(tr("cards.example.org:7766"));
    m_server->setAccessibleName(tr("The table server's address and port"));
    connectionForm->addRow(tr("&Server:"), m_server);
    m_fingerprint->setPlaceholderText(tr("The fingerprint the server printed"));
    m_fingerprint->setAccessibleName(tr("The table server's certificate fingerprint"));
    connectionForm->addRow(tr("&Fingerprint:"), m_fingerprint);
    m_createKey->setPlaceholderText(tr("The creation key the server printed"));
    m_createKey->setAccessibleName(tr("The table server's creation key"));
    connectionForm->addRow(tr("Creation &key:"), m_createKey);
    connectionForm->addRow(m_plain);
    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    connectionForm->addRow(m_problem);
    right->addWidget(connection);

    auto* buttons = new QDialogButtonBox(this);
    buttons->addButton(QDialogButtonBox::Cancel);
    buttons->addButton(m_open, QDialogButtonBox::AcceptRole);
    m_open->setDefault(true);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, &HostDialog::check);
    connect(m_server, &QLineEdit::textChanged, this, &HostDialog::check);
    connect(m_fingerprint, &QLineEdit::textChanged, this, &HostDialog::check);
    connect(m_createKey, &QLineEdit::textChanged, this, &HostDialog::check);
    connect(m_plain, &QCheckBox::toggled, this, &HostDialog::check);
    connect(m_where, &QComboBox::currentIndexChanged, this, &HostDialog::check);
    check();
}

QGroupBox* HostDialog::rulesGroup()
{
    auto* rules = new QGroupBox(tr("At the table"), this);
    auto* rulesForm = new QFormLayout(rules);
    m_hints->setChecked(true);
    rulesForm->addRow(m_hints);
    rulesForm->addRow(m_undo);
    m_grace->setRange(0, fs::net::MaxGraceSeconds);
    m_grace->setValue(DefaultGraceSeconds);
    m_grace->setSuffix(tr(" s", "seconds, after a number"));
    m_grace->setAccessibleName(tr("Seconds a dropped friend's seat is kept"));
    rulesForm->addRow(tr("A dropped friend's seat is &kept for:"), m_grace);
    m_dropLevel->setAccessibleName(tr("Level the computer plays a dropped friend's seat at"));
    rulesForm->addRow(tr("Then the &computer plays it at:"), m_dropLevel);
    m_turn->setRange(0, fs::net::MaxTurnSeconds);
    m_turn->setSuffix(tr(" s", "seconds, after a number"));
    m_turn->setAccessibleName(tr("Seconds each person has for a decision"));
    rulesForm->addRow(tr("&Time for each decision:"), m_turn);
    return rules;
}

bool HostDialog::onThisComputer() const
{
    return m_where->currentIndex() == 0;
}

QUrl HostDialog::serverUrl() const
{
    const QUrl url(QStringLiteral("%1://%2").arg(
        encrypted() ? QStringLiteral("wss") : QStringLiteral("ws"), m_server->text().trimmed()));
    return url.isValid() && !url.host().isEmpty() && url.port() > 0 && url.path().isEmpty()
               ? url
               : QUrl();
}

QByteArray HostDialog::serverFingerprint() const
{
    // As the server prints it ("AB:CD:..."), or as plain hexadecimal.
    QString hex = m_fingerprint->text().trimmed();
    hex.remove(QLatin1Char(':'));
    const QByteArray bytes = QByteArray::fromHex(hex.toLatin1());
    return hex.size() == 64 && bytes.size() == 32 && bytes.toHex() == hex.toLower().toLatin1()
               ? bytes
               : QByteArray();
}

void HostDialog::check()
{
    const bool here = onThisComputer();
    m_port->setEnabled(here);
    m_server->setEnabled(!here);
    m_fingerprint->setEnabled(!here && encrypted());
    m_createKey->setEnabled(!here);
    // After the time, the seat's computer decides; none set, a table server keeps its own.
    m_turn->setSpecialValueText(here ? tr("no limit") : tr("the server's"));
    QString problem;
    if (!here && serverUrl().isEmpty())
        problem = tr("Give the table server's address and port, as cards.example.org:7766.");
    else if (!here && encrypted() && serverFingerprint().isEmpty())
        problem = tr("Give the fingerprint the table server printed when it started: 64 "
                     "hexadecimal digits.");
    else if (!here && m_createKey->text().trimmed().size() < 8)
        problem = tr("Give the creation key the table server printed when it started.");
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_open->setEnabled(!name().isEmpty() && problem.isEmpty());
    // A dialog already shown keeps its height when the sentence appears, and the rows above it
    // squeezed it to a line cut in half: the dialog grows to take it whole.
    if (isVisible()) {
        layout()->activate();
        const int needed = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width())
                                                         : layout()->totalSizeHint().height();
        if (needed > height())
            resize(width(), needed);
    }
}

QString HostDialog::name() const
{
    return m_name->text().trimmed();
}

quint16 HostDialog::port() const
{
    return static_cast<quint16>(m_port->value());
}

bool HostDialog::encrypted() const
{
    return !m_plain->isChecked();
}

nlohmann::json HostDialog::createMessage() const
{
    nlohmann::json options = nlohmann::json::object();
    for (const auto& [key, value] : m_setup.options)
        options[key] = value;
    nlohmann::json seats = nlohmann::json::array();
    seats.push_back("open"); // the person's own
    for (QComboBox* box : m_seatBoxes) {
        const int data = box->currentData().toInt();
        seats.push_back(data == FriendSeat
                            ? std::string("open")
                            : std::string(fs::levelName(static_cast<fs::Level>(data))));
    }
    nlohmann::json create{
        {"type", "create"},
        {"protocol", fs::net::ProtocolVersion},
        {"game", m_setup.gameId.toStdString()},
        {"players", m_setup.seats},
        {"options", options},
        {"seats", seats},
        {"seat", 0},
        {"name", name().toStdString()},
        {"hints", m_hints->isChecked()},
        {"undo", m_undo->isChecked()},
        {"graceSeconds", m_grace->value()},
        {"dropLevel",
         std::string(fs::levelName(static_cast<fs::Level>(m_dropLevel->currentData().toInt())))}};
    if (m_turn->value() > 0 || onThisComputer())
        create["turnSeconds"] = m_turn->value();
    // A table server opens tables only with its key; the app's own host adds its own.
    if (!onThisComputer())
        create["key"] = m_createKey->text().trimmed().left(64).toStdString();
    return create;
}
