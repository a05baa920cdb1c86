#pragma once
// Oh Hell as the app shows it (docs/rules/ohhell.md): which hand of the river is being played and
// how many tricks the bids ask for, and the bid/took sheet.

#include "face/gameface.h"

class OhHellFace final : public GameFace {
    Q_DECLARE_TR_FUNCTIONS(OhHellFace)

public:
    QString id() const override { return QStringLiteral("ohhell"); }
    QString name() const override;
    QString tagline() const override;
    QString summary() const override;
    QString optionText(std::string_view key) const override;
    ScoreSheetModel* createSheet(QObject* parent) const override;
    QStringList tableFacts(const fs::PlayerView& view, const SeatWords& words) const override;
};
