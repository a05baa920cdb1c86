#pragma once
// Hearts as the app shows it (docs/rules/hearts.md): the moon question and who shot it, the
// widow of three, five or six players, and the sheet with the queen and the moon marked.

#include "face/gameface.h"

class HeartsFace final : public GameFace {
    Q_DECLARE_TR_FUNCTIONS(HeartsFace)

public:
    QString id() const override { return QStringLiteral("hearts"); }
    QString name() const override;
    QString tagline() const override;
    QString summary() const override;
    QString optionText(std::string_view key) const override;
    QString optionValueText(std::string_view key, std::string_view value) const override;
    ScoreSheetModel* createSheet(QObject* parent) const override;
    QStringList spokenFacts(const fs::PlayerView& view, const SeatWords& words) const override;
    QStringList seatNotes(const fs::PlayerView& view, int seat,
                          const SeatWords& words) const override;
    int plateNoteLines(const fs::Rules& rules) const override;
    QList<TablePile> extraPiles(const fs::PlayerView& view) const override;
    QString choiceQuestion(const fs::LegalActions& legal) const override;
    QString choiceText(fs::Choice choice) const override;
    QString dealNoteText(fs::DealNote note, const QString& who, bool aboutYou) const override;

protected:
    QString ownReasonText(fs::Reason reason) const override;
};
