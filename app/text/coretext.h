#pragma once
// What the core refuses, in the user's language. The core reports a refused setup, a damaged
// record or an unreadable file with codes and data (and an English line for the command line);
// these word them from those codes and data, never from the English line.

#include "record/gamerecord.h"
#include "record/recordfile.h"
#include "registry/options.h"

#include <QCoreApplication>
#include <QString>

#include <string>

class CoreText {
    Q_DECLARE_TR_FUNCTIONS(CoreText)

public:
    // Why the registry refuses this game, seat count or option, or "" when it accepts them.
    static QString setupProblem(const std::string& gameId, int seats, const fs::Options& options);
    // What is wrong with a record, or with replaying it. `record` words a refused setup in
    // detail when it is at hand.
    static QString recordProblem(const fs::RecordError& error,
                                 const fs::GameRecord* record = nullptr);
    // Why a file could not be read or written; the caller names the file.
    static QString fileProblem(const fs::FileResult& result);
};
