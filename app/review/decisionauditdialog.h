#pragma once
// Game ▸ Check my decisions: the person's decisions in the last finished deal, each marked where
// the Hard player would have chosen otherwise, with what that was worth in points on the others.
// The weighing (DecisionAudit) runs on the controller's thinking threads; the dialog shows
// progress meanwhile, and closing it, or the controller going away, stops the work.

#include "review/decisionaudit.h"

#include <QDialog>
#include <QFutureWatcher>
#include <QStringList>

#include <stop_token>

class GameFace;
class QLabel;
class QListWidget;
class QThreadPool;

class DecisionAuditDialog : public QDialog {
    Q_OBJECT

public:
    // `closing` stops the work too (the controller's, requested as it goes away).
    DecisionAuditDialog(QThreadPool* pool, std::stop_token closing, QWidget* parent = nullptr);
    ~DecisionAuditDialog() override;

    // Weighs `seat`'s decisions in `deal` of `match` (a finished deal), replacing what was shown.
    // `face` words the game's own choices; it outlives the dialog.
    void audit(const fs::Match& match, int deal, int seat,
               std::shared_ptr<const fs::ComputerPlayer> judge, const GameFace& face);
    // Until its result is on the list: the work itself may end a moment before that is shown.
    bool working() const { return m_working; }
    QListWidget* list() const { return m_list; }
    QString summary() const;

Q_SIGNALS:
    void auditShown();

protected:
    void done(int result) override;

private:
    void stopWork();
    void showResult();
    QString describe(const AuditedDecision& d) const;

    QThreadPool* m_pool;
    std::stop_token m_closing;
    std::stop_source m_stop;
    std::shared_ptr<const fs::Rules> m_rules;
    const GameFace* m_face = nullptr;
    int m_deal = 0;
    QFutureWatcher<AuditResult> m_watcher;
    bool m_working = false;
    QLabel* m_summary;
    QListWidget* m_list;
};
