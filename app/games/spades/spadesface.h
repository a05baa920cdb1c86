#pragma once
// Spades as the app shows it (docs/rules/spades.md): the blind nil question asked before the
// hand is seen, nil and blind nil under the plates, broken spades and bags beside the trick,
// and a sheet of contracts, tricks and bags.

#include "face/gameface.h"

class SpadesFace final : public GameFace {
    Q_DECLARE_TR_FUNCTIONS(SpadesFace)

public:
    QString id() const override { return QStringLiteral("spades"); }
    QString name() const override;
    QString tagline() const override;
    QString summary() const override;
    QString optionText(std::string_view key) const override;
    ScoreSheetModel* createSheet(QObject* parent) const override;
    QStringList tableFacts(const fs::PlayerView& view, const SeatWords& words) const override;
    QStringList seatNotes(const fs::PlayerView& view, int seat,
                          const SeatWords& words) const override;
    int plateNoteLines(const fs::Rules& rules) const override;
    QString choiceQuestion(const fs::LegalActions& legal) const override;
    QString bidText(int bid) const override;
    QString choiceText(fs::Choice choice) const override;

protected:
    QString ownReasonText(fs::Reason reason) const override;
};
