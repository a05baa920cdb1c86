#include "review/decisionauditdialog.h"

#include "face/gameface.h"

#include "text/gametext.h"
#include "widgets/screenfit.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QStringList>
#include <QThreadPool>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace {

// Below this the two choices are worth the same, as far as a few hundred sampled deals can tell.
constexpr double Negligible = 0.25;
// Match value (0 lost .. 1 won) below which two choices count as the same for the standings.
constexpr double NegligibleStanding = 0.02;

bool mattersForPoints(const AuditedDecision& d)
{
    return d.differs() && d.cost >= Negligible;
}

bool matters(const AuditedDecision& d)
{
    return mattersForPoints(d) || (d.differs() && d.standing >= NegligibleStanding);
}

QString cardsText(const fs::Pack& pack, fs::CardSet cards)
{
    QStringList names;
    for (const fs::Card c : cards)
        names << GameText::cardName(pack, c);
    return names.join(QStringLiteral(", "));
}

} // namespace

DecisionAuditDialog::DecisionAuditDialog(QThreadPool* pool, std::stop_token closing,
                                         QWidget* parent)
    : QDialog(parent), m_pool(pool), m_closing(std::move(closing)), m_summary(new QLabel(this)),
      m_list(new QListWidget(this))
{
    setWindowTitle(tr("Your decisions — Follow Suit"));
    setObjectName(QStringLiteral("decisionAudit"));
    m_summary->setWordWrap(true);
    m_list->setObjectName(QStringLiteral("decisionList"));
    m_list->setWordWrap(true);
    m_list->setAlternatingRowColors(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    ScreenFit::resizeWithin(this, QSize(620, 460));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(&m_watcher, &QFutureWatcher<AuditResult>::finished, this,
            &DecisionAuditDialog::showResult);
}

DecisionAuditDialog::~DecisionAuditDialog()
{
    // The work reads only its own copies, but must not outlive the dialog's pool: told to stop,
    // it returns within one sampled deal.
    stopWork();
    m_watcher.disconnect(this);
    m_watcher.waitForFinished();
}

void DecisionAuditDialog::stopWork()
{
    m_stop.request_stop();
}

void DecisionAuditDialog::done(int result)
{
    stopWork(); // nobody is looking any more
    QDialog::done(result);
}

void DecisionAuditDialog::audit(const fs::Match& match, int deal, int seat,
                                std::shared_ptr<const fs::ComputerPlayer> judge,
                                const GameFace& face)
{
    stopWork();
    m_stop = std::stop_source();
    m_rules = match.rulesPtr();
    m_face = &face;
    m_deal = deal;
    AuditInput input{match.rulesPtr(),
                     match.seed(),
                     match.firstDealer(),
                     match.dealOrders(),
                     match.actions(),
                     deal,
                     seat,
                     std::move(judge)};
    m_list->clear();
    m_working = true;
    m_summary->setText(tr("The Hard player is weighing your decisions in deal %1…").arg(deal + 1));
    const std::stop_token mine = m_stop.get_token();
    const std::stop_token closing = m_closing;
    m_watcher.setFuture(QtConcurrent::run(m_pool, [input = std::move(input), mine, closing] {
        // Either the dialog or the controller may ask it to stop.
        std::stop_source either;
        const std::stop_callback byDialog(mine, [&either] { either.request_stop(); });
        const std::stop_callback byController(closing, [&either] { either.request_stop(); });
        return auditDeal(input, either.get_token());
    }));
}

QString DecisionAuditDialog::summary() const
{
    return m_summary->text();
}

QString DecisionAuditDialog::describe(const AuditedDecision& d) const
{
    const fs::Pack& pack = m_rules->pack();
    QString taken, best;
    switch (d.taken.kind) {
    case fs::ActionKind::Play:
        taken = tr("Trick %1: you played %2")
                    .arg(d.trick)
                    .arg(GameText::cardName(pack, d.taken.card()));
        best = tr("Hard would play %1").arg(GameText::cardName(pack, d.best.card()));
        break;
    case fs::ActionKind::Pass:
        taken = tr("You passed %1").arg(cardsText(pack, d.taken.cards));
        best = tr("Hard would pass %1").arg(cardsText(pack, d.best.cards));
        break;
    case fs::ActionKind::Discard:
        taken = tr("You discarded %1").arg(cardsText(pack, d.taken.cards));
        best = tr("Hard would discard %1").arg(cardsText(pack, d.best.cards));
        break;
    case fs::ActionKind::Bid:
        taken = tr("You bid %1").arg(d.taken.value);
        best = tr("Hard would bid %1").arg(d.best.value);
        break;
    case fs::ActionKind::Choose:
        taken =
            tr("You chose “%1”").arg(m_face->choiceText(static_cast<fs::Choice>(d.taken.value)));
        best = tr("Hard would choose “%1”")
                   .arg(m_face->choiceText(static_cast<fs::Choice>(d.best.value)));
        break;
    }
    if (!d.differs())
        return tr("✓ %1, as Hard would.").arg(taken);
    // Not weighed is not judged: marked apart from the ✗ the summary counts.
    if (!d.weighed)
        return tr("? %1; %2 (your choice was not among those it weighed, so it is not judged).")
            .arg(taken, best);
    if (!matters(d))
        return tr("≈ %1; %2, worth about the same.").arg(taken, best);
    if (!mattersForPoints(d))
        return tr("✗ %1; %2: about the same in points, but better for the match.").arg(taken, best);
    return tr("✗ %1; %2: about %3 points better on the others.")
        .arg(taken, best, QLocale().toString(d.cost, 'f', 1));
}

void DecisionAuditDialog::showResult()
{
    m_working = false;
    if (!m_watcher.future().isValid() || m_watcher.isCanceled())
        return;
    const AuditResult result = m_watcher.result();
    m_list->clear();
    int differing = 0;
    double cost = 0;
    for (const AuditedDecision& d : result.decisions) {
        if (d.options <= 1)
            continue; // there was nothing to decide
        auto* item = new QListWidgetItem(describe(d), m_list);
        if (matters(d)) {
            QFont font = item->font();
            font.setBold(true);
            item->setFont(font);
            ++differing;
            cost += mattersForPoints(d) ? d.cost : 0;
        }
    }
    const int deal = m_deal + 1;
    if (!result.complete)
        m_summary->setText(
            tr("Deal %1: the weighing was stopped before the end of the deal.").arg(deal));
    else if (m_list->count() == 0)
        m_summary->setText(tr("Deal %1: you had no choice to make in this deal.").arg(deal));
    else if (differing == 0)
        m_summary->setText(tr("Deal %1: the Hard player would have made the same decisions, or "
                              "ones worth about the same.")
                               .arg(deal));
    else if (cost < Negligible)
        m_summary->setText(tr("Deal %1: the Hard player would have chosen otherwise %n time(s), "
                              "for the standings rather than for points (an estimate over "
                              "sampled deals).",
                              nullptr, differing)
                               .arg(deal));
    else
        m_summary->setText(tr("Deal %1: the Hard player would have chosen otherwise %n time(s), "
                              "worth about %2 points on the others in all (an estimate over "
                              "sampled deals).",
                              nullptr, differing)
                               .arg(deal)
                               .arg(QLocale().toString(cost, 'f', 1)));
    Q_EMIT auditShown();
}
