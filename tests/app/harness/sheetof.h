#pragma once
// A score sheet of a played match's game holding every row of it, fed as the controller feeds
// one: the score sheet and dark palette tests look at the same sheet.

#include "face/gameface.h"
#include "games/gamefaces.h"
#include "scoresheet/scoresheetmodel.h"
#include "text/gametext.h"

#include "core/match.h"

#include <QStringList>

#include <memory>
#include <span>

namespace harness {

inline QStringList seatNames(int seats)
{
    QStringList names;
    for (int seat = 0; seat < seats; ++seat)
        names << GameText::seatName(seat, seats);
    return names;
}

inline std::vector<int> totalsAfter(const fs::Match& match, std::size_t deals)
{
    return match.rules().totals(std::span<const fs::ScoreRow>(match.rows().data(), deals));
}

inline std::unique_ptr<ScoreSheetModel> sheetOf(const fs::Match& match)
{
    const fs::Rules& rules = match.rules();
    std::unique_ptr<ScoreSheetModel> sheet(
        GameFaces::list().of(rules.gameId()).createSheet(nullptr));
    sheet->startMatch(match.rulesPtr(), seatNames(rules.seats()), 0);
    sheet->showRows(match.rows());
    return sheet;
}

} // namespace harness
