#pragma once
// Seconds as the app shows it (docs/rules/seconds.md): how each deal scores and whose tricks
// multiply whose, the second-highest total that wins, and the sheet with the places.

#include "face/gameface.h"

class SecondsFace final : public GameFace {
    Q_DECLARE_TR_FUNCTIONS(SecondsFace)

public:
    QString id() const override { return QStringLiteral("seconds"); }
    QString name() const override;
    QString tagline() const override;
    QString summary() const override;
    QString optionText(std::string_view key) const override;
    ScoreSheetModel* createSheet(QObject* parent) const override;
    QString dealBanner(const fs::Rules& rules, int dealIndex) const override;
    QStringList tableFacts(const fs::PlayerView& view, const SeatWords& words) const override;
    QStringList seatNotes(const fs::PlayerView& view, int seat,
                          const SeatWords& words) const override;
    int plateNoteLines(const fs::Rules& rules) const override;
    QString resultNote(const fs::Rules& rules) const override;
};
