#include "session/matchsession.h"

#include "face/gameface.h"

#include "controller/gamecontroller.h"
#include "lobby/matchsetup.h"
#include "lobby/seatlevels.h"
#include "net/hostedtable.h"
#include "registry/gameregistry.h"
#include "session/autosavewriter.h"
#include "text/gametext.h"

#include <QCoreApplication>

#include <cstdio>

namespace {

// The meta a save carries (docs/record-format.md): all text.
constexpr char SavedKey[] = "saved";
constexpr char StartedKey[] = "started";
constexpr char SecondsKey[] = "secondsPlayed";
constexpr char UndoKey[] = "undoUsed";
constexpr char HumansKey[] = "humans";
constexpr char ProgramKey[] = "program";
constexpr char LevelsKey[] = "levels";

std::string metaText(const fs::GameRecord& record, const char* key)
{
    const auto found = record.meta.find(key);
    return found == record.meta.end() ? std::string() : found->second;
}

// FOLLOWSUIT_TRACE_ACTIONS=1 prints each action applied and each save written on standard
// output, for the test that kills the app at random moments (tests/app/tst_killresume.cpp).
bool tracing()
{
    static const bool on = qEnvironmentVariableIntValue("FOLLOWSUIT_TRACE_ACTIONS") != 0;
    return on;
}

void trace(const char* what, int actions)
{
    std::printf("%s %d\n", what, actions);
    std::fflush(stdout);
}

} // namespace

MatchSession::MatchSession(GameController* controller, QObject* parent)
    : QObject(parent), m_controller(controller), m_writer(new AutosaveWriter(this))
{
    connect(controller, &GameController::actionApplied, this, &MatchSession::onActionApplied);
    // A match at home is saved as its host applies each action (HostedTable::applied), and
    // again when the host changes more than one (an undo).
    connect(controller, &GameController::matchStarted, this, [this] {
        HostedTable* table = m_controller->tableHere();
        if (!table)
            return;
        table->setUndoAllowed(m_undoAllowed);
        connect(table, &HostedTable::applied, this, &MatchSession::onTableApplied,
                Qt::UniqueConnection);
        connect(table, &HostedTable::changed, this, &MatchSession::onTableApplied,
                Qt::UniqueConnection);
    });
    connect(controller, &GameController::decisionTakenBack, this, [this](int seat) {
        if (m_controller->tableHere() && seat == m_controller->observerSeat())
            m_undoUsed = true;
    });
    connect(
        m_writer, &AutosaveWriter::saved, this,
        [this](const QString&, int actions) {
            if (tracing())
                trace("saved", actions);
            Q_EMIT saved(actions);
        },
        Qt::QueuedConnection);
    connect(m_writer, &AutosaveWriter::done, this, &MatchSession::onWriterDone,
            Qt::QueuedConnection);
    connect(
        m_writer, &AutosaveWriter::failed, this,
        [this](const QString& path, const QString& message) {
            Q_EMIT saveFailed(tr("The game could not be saved to %1: %2").arg(path, message));
        },
        Qt::QueuedConnection);
}

MatchSession::~MatchSession()
{
    m_writer->waitForDone();
}

void MatchSession::setUndoAllowed(bool allowed)
{
    m_undoAllowed = allowed;
    if (HostedTable* table = m_controller->tableHere())
        table->setUndoAllowed(allowed);
}

void MatchSession::beginNewMatch()
{
    m_undoUsed = false;
    m_started = QDateTime::currentDateTimeUtc();
    m_finished = {};
    m_secondsBefore = 0;
    m_clock.start();
}

bool MatchSession::resume(const fs::GameRecord& record, QString* error)
{
    if (!m_controller->resumeMatch(record, error))
        return false;
    m_undoUsed = metaText(record, UndoKey) == "true";
    m_started =
        QDateTime::fromString(QString::fromStdString(metaText(record, StartedKey)), Qt::ISODate);
    if (!m_started.isValid())
        m_started = QDateTime::currentDateTimeUtc();
    m_secondsBefore = std::max(0, QString::fromStdString(metaText(record, SecondsKey)).toInt());
    m_finished = {};
    m_clock.start();
    if (tracing())
        trace("resumed", static_cast<int>(m_controller->record().actions.size()));
    if (!m_controller->matchOver())
        save();
    return true;
}

QList<int> MatchSession::humanSeats(const fs::GameRecord& record)
{
    QList<int> seats;
    const QString text = QString::fromStdString(metaText(record, HumansKey));
    if (!record.meta.contains(HumansKey))
        return {0}; // a record from elsewhere: the person takes the first seat
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int seat = part.toInt(&ok);
        if (ok && seat >= 0 && seat < record.players && !seats.contains(seat))
            seats << seat;
    }
    return seats;
}

QList<fs::Level> MatchSession::seatLevels(const fs::GameRecord& record)
{
    const auto levels = SeatLevels::fromText(QString::fromStdString(metaText(record, LevelsKey)));
    return SeatLevels::forSeats(levels.value_or(QList<fs::Level>()), record.players);
}

qint64 MatchSession::secondsPlayed() const
{
    return m_secondsBefore + (m_clock.isValid() ? m_clock.elapsed() / 1000 : 0);
}

fs::GameRecord MatchSession::record() const
{
    return withMeta(m_controller->record());
}

fs::GameRecord MatchSession::shareableRecord() const
{
    if (!m_controller->hasMatch())
        return {};
    return withMeta(fs::recordOfFinishedDeals(m_controller->match(), m_controller->options()));
}

fs::GameRecord MatchSession::withMeta(fs::GameRecord record) const
{
    if (m_names.size() == record.players)
        for (const QString& name : m_names)
            record.names.push_back(name.toStdString());
    QStringList humans;
    for (const int seat : m_controller->humanSeats())
        humans << QString::number(seat);
    const auto put = [&record](const char* key, const QString& value) {
        record.meta.insert_or_assign(std::string(key), value.toStdString());
    };
    put(SavedKey, QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    put(StartedKey, m_started.toString(Qt::ISODate));
    put(SecondsKey, QString::number(secondsPlayed()));
    put(UndoKey, m_undoUsed ? QStringLiteral("true") : QStringLiteral("false"));
    put(HumansKey, humans.join(QLatin1Char(',')));
    QList<fs::Level> levels;
    for (int seat = 0; seat < record.players; ++seat)
        levels << m_controller->levelOf(seat);
    put(LevelsKey, SeatLevels::toText(levels));
    put(ProgramKey, QStringLiteral("Follow Suit %1").arg(QCoreApplication::applicationVersion()));
    return record;
}

void MatchSession::save()
{
    if (m_savePath.isEmpty() || !m_controller->hasMatch())
        return;
    const fs::GameRecord rec = record();
    m_awaited = m_writer->write(m_savePath, QByteArray::fromStdString(fs::writeRecord(rec)),
                                static_cast<int>(rec.actions.size()));
    // The computers at home decide faster than a busy disk writes: until this save is on disk
    // they wait, so a kill at any moment loses at most the action being saved (issue 9).
    if (HostedTable* table = m_controller->tableHere())
        table->holdComputers(true);
}

void MatchSession::onWriterDone(quint64 ticket)
{
    if (ticket < m_awaited)
        return; // a newer save is still being written
    if (HostedTable* table = m_controller->tableHere())
        table->holdComputers(false);
}

void MatchSession::flush()
{
    if (m_controller->tableHere() && !m_controller->matchOver())
        save();
    m_writer->waitForDone();
}

void MatchSession::onActionApplied()
{
    if (!m_controller->matchOver())
        return;
    // Over: a remote match's end still goes into this machine's statistics; a match at home's
    // save goes, since there is nothing left to resume.
    m_finished = QDateTime::currentDateTimeUtc();
    if (m_controller->tableHere()) {
        if (!m_savePath.isEmpty())
            m_writer->remove(m_savePath);
        if (tracing())
            trace("ended", static_cast<int>(m_controller->match().actions().size()));
    }
    Q_EMIT matchEnded();
}

void MatchSession::onTableApplied()
{
    // The host's own count: it plays the computer seats as soon as they decide, ahead of what
    // the table has shown, and the save keeps everything it has played.
    const HostedTable* table = m_controller->tableHere();
    if (!table || !table->match())
        return;
    if (tracing())
        trace("applied", static_cast<int>(table->match()->actions().size()));
    if (!table->finished())
        save();
}

QString MatchSession::describe(const GameFace& face, const fs::Pack& pack, const fs::Action& action)
{
    switch (action.kind) {
    case fs::ActionKind::Play:
        return tr("play %1").arg(GameText::cardName(pack, action.card()));
    case fs::ActionKind::Pass:
        return tr("pass %n card(s)", nullptr, static_cast<int>(action.cards.size()));
    case fs::ActionKind::Discard:
        return tr("discard %n card(s)", nullptr, static_cast<int>(action.cards.size()));
    case fs::ActionKind::Bid:
        return tr("bid %1").arg(action.value);
    case fs::ActionKind::Choose:
        return tr("choose “%1”").arg(face.choiceText(action.choice()));
    }
    return {};
}

FinishedMatch MatchSession::finishedMatch(const QStringList& columnNames, int personColumn) const
{
    const fs::Match& match = m_controller->match();
    const fs::Rules& rules = match.rules();
    FinishedMatch f;
    const fs::GameRecord rec = record();
    f.game = QString::fromStdString(rec.game);
    f.seats = rules.seats();
    MatchSetup setup{f.game, f.seats, rec.options, {}};
    f.variant = setup.variantText();
    f.seatNames = m_names;
    for (int seat = 0; seat < f.seats; ++seat)
        f.seatHuman << m_controller->isHuman(seat);
    f.columnNames = columnNames;
    f.personColumn = personColumn;
    for (const fs::ScoreRow& row : match.rows())
        f.dealPoints << QList<int>(row.points.begin(), row.points.end());
    const std::vector<int> totals = match.totals();
    f.totals = QList<int>(totals.begin(), totals.end());
    const std::vector<int> places = rules.placings(totals, match.status());
    f.placings = QList<int>(places.begin(), places.end());
    const fs::GameInfo* info = fs::findGame(rec.game);
    f.lowerIsBetter = info && info->lowerScoreWins;
    f.started = m_started;
    f.finished = m_finished.isValid() ? m_finished : QDateTime::currentDateTimeUtc();
    f.durationSeconds = secondsPlayed();
    f.undoUsed = m_undoUsed;
    f.record = QString::fromStdString(fs::writeRecord(rec));
    return f;
}
