#pragma once
// Aluette as the app shows it (docs/rules/aluette.md): the questions of the chant and of
// Mordienne, the named cards by their names, a hand sorted by the game's own order (suits do not
// matter), who leads on tricks, and the deal sheet.

#include "face/gameface.h"

class AluetteFace final : public GameFace {
    Q_DECLARE_TR_FUNCTIONS(AluetteFace)

public:
    QString id() const override { return QStringLiteral("aluette"); }
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
    QString cardName(const fs::Pack& pack, fs::Card card) const override;
    QList<fs::Card> handOrder(const fs::Pack& pack, fs::CardSet hand) const override;
    QString choiceText(fs::Choice choice) const override;
    QString dealNoteText(fs::DealNote note, const QString& who, bool aboutYou) const override;
};
