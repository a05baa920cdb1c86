#include "remote/tablechat.h"

#include "net/tableclient.h"
#include "remote/seatlist.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace {

// The protocol's longest chat line (docs/protocol.md).
constexpr int LongestLine = 200;

} // namespace

TableChat::TableChat(QWidget* parent)
    : QWidget(parent), m_seats(new SeatList(this)), m_log(new QPlainTextEdit(this)),
      m_line(new QLineEdit(this)), m_send(new QPushButton(tr("S&end"), this)),
      m_mute(new QCheckBox(tr("&Mute the chat at this table"), this))
{
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_seats, 1);
    auto* chatLabel = new QLabel(tr("C&hat:"), this);
    chatLabel->setBuddy(m_line);
    layout->addWidget(chatLabel);
    m_log->setReadOnly(true);
    m_log->setAccessibleName(tr("Chat at the table"));
    m_log->setMaximumBlockCount(500);
    layout->addWidget(m_log, 2);
    auto* row = new QHBoxLayout;
    m_line->setMaxLength(LongestLine);
    m_line->setAccessibleName(tr("Chat line"));
    m_line->setPlaceholderText(tr("Say something to the table"));
    row->addWidget(m_line, 1);
    row->addWidget(m_send);
    layout->addLayout(row);
    layout->addWidget(m_mute);
    connect(m_line, &QLineEdit::returnPressed, this, &TableChat::send);
    connect(m_send, &QPushButton::clicked, this, &TableChat::send);
    connect(m_mute, &QCheckBox::toggled, m_log, [this](bool muted) {
        m_log->appendPlainText(muted ? tr("The chat is muted; lines sent to the table are not "
                                          "shown.")
                                     : tr("The chat is shown again."));
    });
}

void TableChat::follow(TableClient* client)
{
    if (m_client)
        m_client->disconnect(this);
    m_client = client;
    m_log->clear();
    m_seats->clear();
    m_mute->setChecked(false);
    if (!client)
        return;
    connect(client, &TableClient::seatsChanged, this, [this] { m_seats->showSeats(*m_client); });
    connect(client, &TableClient::chatReceived, this, &TableChat::received);
    connect(client, &QObject::destroyed, this, [this] { m_client = nullptr; });
    m_seats->showSeats(*client);
}

void TableChat::send()
{
    // The server refuses control characters; a line is one line.
    QString text = m_line->text().simplified();
    if (text.isEmpty() || !m_client)
        return;
    m_client->chat(text.left(LongestLine));
    m_line->clear();
}

void TableChat::received(int seat, const QString& name, const QString& text)
{
    const bool own = m_client && seat == m_client->seat();
    if (m_mute->isChecked() && !own)
        return;
    // Plain text only: a line is shown as it was typed, never as markup.
    const QString line = own ? tr("You: %1").arg(text) : tr("%1: %2").arg(name, text);
    m_log->appendPlainText(line);
    Q_EMIT lineShown(line);
}
