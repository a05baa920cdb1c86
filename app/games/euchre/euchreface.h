#pragma once
// Euchre as the app shows it (docs/rules/euchre.md): the two rounds of making trumps and their
// questions, the maker and the partner sitting out under the plates, and a sheet of who made
// trumps and how the deal went. The turn-up on the stock is the table's own.

#include "face/gameface.h"

class EuchreFace final : public GameFace {
    Q_DECLARE_TR_FUNCTIONS(EuchreFace)

public:
    QString id() const override { return QStringLiteral("euchre"); }
    QString name() const override;
    QString tagline() const override;
    QString summary() const override;
    QString optionText(std::string_view key) const override;
    QString optionValueText(std::string_view key, std::string_view value) const override;
    ScoreSheetModel* createSheet(QObject* parent) const override;
    QStringList tableFacts(const fs::PlayerView& view, const SeatWords& words) const override;
    QStringList seatNotes(const fs::PlayerView& view, int seat,
                          const SeatWords& words) const override;
    int plateNoteLines(const fs::Rules& rules) const override;
    QString choiceQuestion(const fs::LegalActions& legal) const override;
    QString choiceText(fs::Choice choice) const override;
    QString dealNoteText(fs::DealNote note, const QString& who, bool aboutYou) const override;

protected:
    QString ownReasonText(fs::Reason reason) const override;
};
