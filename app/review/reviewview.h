#pragma once
// The table of the review: one moment of a replayed deal drawn with the game table's own pieces
// (a TableStage on its own scene, at its own size), so the review shows what the table shows: the
// trick with its winner haloed, the turned-up card on its plate, the widow, the plates with the
// game's notes, the corner of facts. A finished deal has every hand face up, the others' cards
// fanned where their backs would lie; a deal in progress only what the viewing seat may see.
// It decides nothing and takes no input but the keys it leaves to the dialog.

#include "review/replaystep.h"
#include "table/deckchoice.h"
#include "table/tablemodel.h"

#include <QAbstractAnimation>
#include <QGraphicsView>
#include <QPointer>
#include <QStringList>

#include <memory>
#include <vector>

namespace fs {
class Rules;
} // namespace fs

class CardRenderer;
class GameFace;
class TableScene;
class TableStage;

class ReviewView : public QGraphicsView {
    Q_OBJECT

public:
    explicit ReviewView(QWidget* parent = nullptr);
    ~ReviewView() override;

    void setDeckChoice(const DeckChoice& choice) { m_deck = choice; }
    // The card size (percent of what the window allows) and the high-contrast colours, as on the
    // table; applied at once.
    void setLook(int cardSizePercent, bool highContrast);
    // A new deal: its rules and the game's face, seat names, the seat at the bottom, the deal
    // and its dealer, and the totals before it and after it (after only for a finished deal).
    void setDeal(std::shared_ptr<const fs::Rules> rules, const GameFace& face,
                 const QStringList& names, int bottomSeat, int dealIndex, int dealer,
                 const std::vector<int>& totalsBefore, const std::vector<int>& totalsAfter);
    // Shows a step; `animate` moves the cards there (a step forward), else they jump.
    void setStep(const ReplayStep& step, bool animate);
    const ReplayStep& step() const { return m_step; }
    const TableModel& shown() const { return m_model; }
    TableStage* stage() const { return m_stage; }

    QSize sizeHint() const override { return {980, 600}; }
    QSize minimumSizeHint() const override { return {480, 320}; }

protected:
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void fillModel();
    // The moment shown in words, for a screen reader: the cards each seat is seen to hold (every
    // hand once the deal is over, only the viewer's before) and the trick.
    QString describe() const;
    void relayout(int durationMs);

    TableScene* m_scene;
    CardRenderer* m_renderer;
    TableStage* m_stage;
    std::shared_ptr<const fs::Rules> m_rules;
    const GameFace* m_face = nullptr;
    DeckChoice m_deck;
    fs::PackKind m_pack = fs::PackKind::French52;
    bool m_hasDeck = false;
    int m_bottom = 0;
    int m_dealIndex = 0;
    int m_dealer = 0;
    std::vector<int> m_totalsBefore;
    std::vector<int> m_totalsAfter;
    QStringList m_names;
    ReplayStep m_step;
    TableModel m_model;
    QPointer<QAbstractAnimation> m_move; // the running move, stopped by the next step
};
