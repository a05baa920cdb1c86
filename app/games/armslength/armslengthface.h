#pragma once
// Arm's Length as the app shows it (docs/rules/armslength.md): the question of the roads, each
// player's road under its plate once it is fixed, and the High/Low sheet.

#include "face/gameface.h"

class ArmsLengthFace final : public GameFace {
    Q_DECLARE_TR_FUNCTIONS(ArmsLengthFace)

public:
    QString id() const override { return QStringLiteral("armslength"); }
    QString name() const override;
    QString tagline() const override;
    QString summary() const override;
    ScoreSheetModel* createSheet(QObject* parent) const override;
    QStringList seatNotes(const fs::PlayerView& view, int seat,
                          const SeatWords& words) const override;
    int plateNoteLines(const fs::Rules& rules) const override;
    QString choiceQuestion(const fs::LegalActions& legal) const override;
    QString choiceText(fs::Choice choice) const override;

protected:
    QString ownReasonText(fs::Reason reason) const override;
};
