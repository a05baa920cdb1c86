#pragma once
// A face-down pile of a game's own that the table counts (Hearts' widow): words from the game's
// face (GameFace::extraPiles), drawn by the table like its stock.

#include <QString>

struct TablePile {
    QString label; // "Widow: 1 card"
    QString tip;   // what becomes of it
    int count = 0;
};
