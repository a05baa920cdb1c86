#pragma once
// Whist as the app shows it (docs/rules/whist.md): the sheet of odd tricks, honours and games.

#include "face/gameface.h"

class WhistFace final : public GameFace {
    Q_DECLARE_TR_FUNCTIONS(WhistFace)

public:
    QString id() const override { return QStringLiteral("whist"); }
    QString name() const override;
    QString tagline() const override;
    QString summary() const override;
    QString optionText(std::string_view key) const override;
    ScoreSheetModel* createSheet(QObject* parent) const override;
    QString dealNoteText(fs::DealNote note, const QString& who, bool aboutYou) const override;
};
