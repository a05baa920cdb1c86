#include "stats/statisticsdialog.h"

#include "face/facelist.h"
#include "stats/statsdatabase.h"
#include "stats/statsfigures.h"
#include "stats/statshistorymodel.h"
#include "stats/statstext.h"
#include "text/gametext.h"
#include "widgets/screenfit.h"

#include <QCollator>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace {

constexpr int GameRole = Qt::UserRole;
constexpr int VariantRole = Qt::UserRole + 1;

enum Page { EmptyPage, ContentPage };
enum SummaryPage { FiguresPage, NoFiguresPage };

} // namespace

StatisticsDialog::StatisticsDialog(StatsDatabase* database, const FaceList& faces, QWidget* parent)
    : QDialog(parent), m_database(database), m_faces(faces), m_pages(new QStackedWidget(this)),
      m_tabs(new QTabWidget(this))
{
    setWindowTitle(tr("Statistics"));
    m_pages->setObjectName(QStringLiteral("statisticsPages"));
    m_tabs->setObjectName(QStringLiteral("statisticsTabs"));
    m_tabs->addTab(buildSummaryTab(), tr("Your games"));
    m_tabs->addTab(buildHistoryTab(), tr("History"));
    m_pages->insertWidget(EmptyPage, buildEmptyPage());
    m_pages->insertWidget(ContentPage, m_tabs);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_pages, 1);
    layout->addWidget(buttons);
    // Roomy on a 1280x800 screen without covering it.
    ScreenFit::resizeWithin(this, QSize(1000, 640));
    reload();
}

QWidget* StatisticsDialog::buildEmptyPage()
{
    auto* page = new QWidget(this);
    m_emptyTitle = new QLabel(page);
    m_emptyTitle->setObjectName(QStringLiteral("emptyTitle"));
    QFont big = m_emptyTitle->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    m_emptyTitle->setFont(big);
    m_emptyTitle->setAlignment(Qt::AlignCenter);
    m_emptyText = new QLabel(page);
    m_emptyText->setObjectName(QStringLiteral("emptyText"));
    m_emptyText->setAlignment(Qt::AlignCenter);
    m_emptyText->setWordWrap(true);
    auto* layout = new QVBoxLayout(page);
    layout->addStretch(1);
    layout->addWidget(m_emptyTitle);
    layout->addSpacing(8);
    layout->addWidget(m_emptyText);
    layout->addStretch(2);
    return page;
}

QWidget* StatisticsDialog::buildSummaryTab()
{
    auto* tab = new QWidget(this);
    m_variants = new QListWidget(tab);
    m_variants->setObjectName(QStringLiteral("variantList"));
    m_variants->setSpacing(4);
    m_variants->setWordWrap(true);
    m_variants->setTextElideMode(Qt::ElideRight);
    m_variants->setFixedWidth(260);
    connect(m_variants, &QListWidget::currentRowChanged, this,
            &StatisticsDialog::showSelectedFigures);

    m_summaryPages = new QStackedWidget(tab);
    m_figures = new StatsFigures(m_summaryPages);
    m_figures->setObjectName(QStringLiteral("figures"));
    auto* noFigures =
        new QLabel(tr("Your figures appear here once you have finished a game yourself; so far "
                      "the computer has only played by itself (see the history)."),
                   m_summaryPages);
    noFigures->setObjectName(QStringLiteral("noFiguresText"));
    noFigures->setAlignment(Qt::AlignCenter);
    noFigures->setWordWrap(true);
    m_summaryPages->insertWidget(FiguresPage, m_figures);
    m_summaryPages->insertWidget(NoFiguresPage, noFigures);

    auto* layout = new QHBoxLayout(tab);
    layout->setSpacing(18);
    layout->addWidget(m_variants);
    layout->addWidget(m_summaryPages, 1);
    return tab;
}

QWidget* StatisticsDialog::buildHistoryTab()
{
    auto* tab = new QWidget(this);
    m_history = new StatsHistoryModel(m_faces, this);
    m_historyView = new QTableView(tab);
    m_historyView->setObjectName(QStringLiteral("historyView"));
    m_historyView->setModel(m_history);
    m_historyView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_historyView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_historyView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_historyView->setAlternatingRowColors(true);
    m_historyView->setShowGrid(false);
    m_historyView->setWordWrap(false);
    m_historyView->verticalHeader()->hide();
    QHeaderView* header = m_historyView->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(StatsHistoryModel::Rules, QHeaderView::Interactive);
    header->setSectionResizeMode(StatsHistoryModel::Players, QHeaderView::Stretch);
    header->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    connect(m_historyView, &QTableView::doubleClicked, this, &StatisticsDialog::reviewSelected);
    connect(m_historyView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &StatisticsDialog::updateReviewButton);

    m_review = new QPushButton(tr("Review\u2026"), tab);
    m_review->setObjectName(QStringLiteral("reviewButton"));
    m_review->setToolTip(tr("Replay the selected game move by move"));
    connect(m_review, &QPushButton::clicked, this, &StatisticsDialog::reviewSelected);

    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_review);
    auto* layout = new QVBoxLayout(tab);
    layout->addWidget(m_historyView, 1);
    layout->addLayout(buttons);
    return tab;
}

void StatisticsDialog::reload()
{
    if (!m_database || !m_database->isOpen()) {
        m_emptyTitle->setText(tr("No statistics"));
        m_emptyText->setText(m_database && !m_database->problem().isEmpty()
                                 ? m_database->problem()
                                 : tr("Statistics are not kept this time."));
        m_history->setEntries({});
        m_variants->clear();
        m_pages->setCurrentIndex(EmptyPage);
        return;
    }

    m_history->setEntries(m_database->history(HistoryLimit));
    m_historyView->resizeColumnToContents(StatsHistoryModel::Rules);
    if (m_historyView->columnWidth(StatsHistoryModel::Rules) > 220)
        m_historyView->setColumnWidth(StatsHistoryModel::Rules, 220);
    updateReviewButton();

    // Alphabetical by the game's name as the person reads it, standard rules first.
    QList<VariantKey> keys = m_database->variants();
    QCollator collator;
    std::stable_sort(keys.begin(), keys.end(), [&](const VariantKey& a, const VariantKey& b) {
        const int order = collator.compare(m_faces.name(a.game), m_faces.name(b.game));
        return order != 0 ? order < 0 : collator.compare(a.variant, b.variant) < 0;
    });
    const QSignalBlocker blocker(m_variants);
    m_variants->clear();
    for (const VariantKey& key : keys) {
        auto* item = new QListWidgetItem(m_faces.name(key.game) + QLatin1Char('\n') +
                                         StatsText::variantName(key.variant));
        item->setData(GameRole, key.game);
        item->setData(VariantRole, key.variant);
        item->setToolTip(StatsText::variantName(key.variant));
        m_variants->addItem(item);
    }

    if (m_history->rowCount() == 0) {
        m_emptyTitle->setText(tr("No finished games yet"));
        m_emptyText->setText(tr("Play a game to the end and your results will be counted here."));
        m_pages->setCurrentIndex(EmptyPage);
        return;
    }
    m_pages->setCurrentIndex(ContentPage);
    const bool anyFigures = !keys.isEmpty();
    m_summaryPages->setCurrentIndex(anyFigures ? FiguresPage : NoFiguresPage);
    m_variants->setVisible(anyFigures);
    if (anyFigures)
        m_variants->setCurrentRow(0);
    showSelectedFigures();
}

bool StatisticsDialog::selectVariant(const VariantKey& key)
{
    for (int row = 0; row < m_variants->count(); ++row) {
        const QListWidgetItem* item = m_variants->item(row);
        if (item->data(GameRole).toString() == key.game &&
            item->data(VariantRole).toString() == key.variant) {
            m_variants->setCurrentRow(row);
            m_tabs->setCurrentIndex(0);
            return true;
        }
    }
    return false;
}

void StatisticsDialog::showSelectedFigures()
{
    const QListWidgetItem* item = m_variants->currentItem();
    if (!item || !m_database)
        return;
    const QString game = item->data(GameRole).toString();
    const QString variant = item->data(VariantRole).toString();
    m_figures->setFigures(m_faces.name(game), StatsText::variantName(variant),
                          m_database->stats(game, variant));
}

void StatisticsDialog::updateReviewButton()
{
    m_review->setEnabled(m_historyView->selectionModel()->hasSelection());
}

void StatisticsDialog::reviewSelected()
{
    const QModelIndexList rows = m_historyView->selectionModel()->selectedRows();
    if (rows.isEmpty() || !m_database)
        return;
    const qint64 id = rows.first().data(StatsHistoryModel::MatchIdRole).toLongLong();
    const QString record = m_database->recordOf(id);
    accept();
    Q_EMIT reviewRequested(id, record);
}
