#pragma once
// Put as the app shows it (docs/rules/put.md): the questions of the lead (put, throw in), of a put
// (fold, see) and of four-handed naming, who put, saw, folded or threw in, and the deal sheet.

#include "face/gameface.h"

class PutFace final : public GameFace {
    Q_DECLARE_TR_FUNCTIONS(PutFace)

public:
    QString id() const override { return QStringLiteral("put"); }
    QString name() const override;
    QString tagline() const override;
    QString summary() const override;
    QString optionText(std::string_view key) const override;
    ScoreSheetModel* createSheet(QObject* parent) const override;
    QStringList seatNotes(const fs::PlayerView& view, int seat,
                          const SeatWords& words) const override;
    int plateNoteLines(const fs::Rules& rules) const override;
    QString choiceQuestion(const fs::LegalActions& legal) const override;
    QList<fs::Card> handOrder(const fs::Pack& pack, fs::CardSet hand) const override;
    QString wonOutrightNote() const override;
    QString choiceText(fs::Choice choice) const override;
    QString dealNoteText(fs::DealNote note, const QString& who, bool aboutYou) const override;

protected:
    QString ownReasonText(fs::Reason reason) const override;
};
