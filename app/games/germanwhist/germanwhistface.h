#pragma once
// German Whist as the app shows it (docs/rules/germanwhist.md): which of the two phases is being
// played, and the sheet of tricks that count.

#include "face/gameface.h"

class GermanWhistFace final : public GameFace {
    Q_DECLARE_TR_FUNCTIONS(GermanWhistFace)

public:
    QString id() const override { return QStringLiteral("germanwhist"); }
    QString name() const override;
    QString tagline() const override;
    QString summary() const override;
    QString optionText(std::string_view key) const override;
    QString optionValueText(std::string_view key, std::string_view value) const override;
    ScoreSheetModel* createSheet(QObject* parent) const override;
    QStringList tableFacts(const fs::PlayerView& view, const SeatWords& words) const override;
};
