#pragma once
// A computer player's reason for a choice (fs::DecisionWhy, codes and numbers from the core) in
// the user's language, for the Hint: "expects to take 2.1 points this deal, against 3.5 for the
// other choice (play Q♠)". The core's English line is for the command line only.

#include "ai/computerplayer.h"

#include <QCoreApplication>
#include <QString>

class GameFace;

namespace fs {
class Pack;
}

class DecisionText {
    Q_DECLARE_TR_FUNCTIONS(DecisionText)

public:
    // `face` words the game's own choices.
    static QString why(const GameFace& face, const fs::Pack& pack, const fs::DecisionWhy& why);
    // An action as a command of its own: "play Q♠", "bid 3", "pass A♥, K♥ and 2♣".
    static QString action(const GameFace& face, const fs::Pack& pack, const fs::Action& action);
};
