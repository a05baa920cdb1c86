#include "session/saveslot.h"

#include "files/damagedname.h"
#include "record/recordfile.h"
#include "text/coretext.h"

#include <QFile>
#include <QFileInfo>

QString SaveSlot::setAside(const QString& path)
{
    const QString target = freeDamagedName(path);
    // QFile::rename never replaces an existing file, so a copy kept earlier is safe.
    return !target.isEmpty() && QFile::rename(path, target) ? target : QString();
}

SaveSlot::Loaded SaveSlot::damaged(const QString& why) const
{
    Loaded loaded;
    loaded.keptAs = setAside(m_path);
    if (loaded.keptAs.isEmpty()) {
        // It stays where it is, and autosave must not write over it: the caller turns it off.
        loaded.state = Loaded::State::Unreadable;
        loaded.message = tr("The saved game %1 cannot be used (%2), and it could not be moved "
                            "aside, so it is left as it is and this session is not saved.")
                             .arg(m_path, why);
        return loaded;
    }
    loaded.state = Loaded::State::SetAside;
    loaded.message =
        tr("The saved game %1 cannot be used (%2). It was kept as %3; a new game starts.")
            .arg(m_path, why, loaded.keptAs);
    return loaded;
}

SaveSlot::Loaded SaveSlot::load() const
{
    const QFileInfo info(m_path);
    if (!info.exists() && !info.isSymLink())
        return {};
    const fs::FileResult file = fs::readTextFile(m_path.toStdString(), fs::MaxRecordFileBytes);
    if (!file.ok())
        return damaged(CoreText::fileProblem(file));
    const fs::ParsedRecord parsed = fs::parseRecord(file.text);
    if (!parsed.ok())
        return damaged(CoreText::recordProblem(parsed.error));
    const fs::ReplayResult replayed = fs::replayRecord(parsed.record);
    if (!replayed.ok() || !replayed.match)
        return damaged(CoreText::recordProblem(replayed.error, &parsed.record));
    if (replayed.match->over()) {
        QFile::remove(m_path);
        return {};
    }
    Loaded loaded;
    loaded.state = Loaded::State::Resumable;
    loaded.record = parsed.record;
    loaded.dealsPlayed = replayed.match->dealsPlayed();
    loaded.totals = replayed.match->totals();
    if (const auto saved = parsed.record.meta.find("saved"); saved != parsed.record.meta.end())
        loaded.saved = QDateTime::fromString(QString::fromStdString(saved->second), Qt::ISODate);
    return loaded;
}
