#pragma once
// The score sheet model for a game, by the registry's game id.

#include <QString>

class QObject;
class ScoreSheetModel;

// A game without a sheet of its own gets the plain one: points per column and totals.
ScoreSheetModel* createScoreSheetModel(const QString& gameId, QObject* parent);
