#include "lobby/lobbydialog.h"

#include "face/facelist.h"
#include "face/gameface.h"
#include "lobby/gametiledelegate.h"
#include "lobby/rulesbrowser.h"
#include "lobby/seatlevels.h"
#include "registry/gameregistry.h"
#include "text/gametext.h"
#include "widgets/contrast.h"
#include "widgets/screenfit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace {

constexpr int GameIdRole = Qt::UserRole + 1;
// Opponents side by side in a row of the level choosers: three fit the lobby's width.
constexpr int LevelsPerRow = 3;

QString playersText(const fs::GameInfo& g)
{
    if (g.minSeats == g.maxSeats)
        return LobbyDialog::tr("%n player(s)", nullptr, g.minSeats);
    return LobbyDialog::tr("%1–%2 players").arg(g.minSeats).arg(g.maxSeats);
}

QString firstSentence(const std::string& text)
{
    const QString all = QString::fromStdString(text);
    const qsizetype end = all.indexOf(QLatin1String(". "));
    return end < 0 ? all : all.left(end + 1);
}

} // namespace

LobbyDialog::LobbyDialog(const FaceList& faces, QWidget* parent)
    : QDialog(parent), m_faces(faces), m_games(new QListWidget(this)), m_title(new QLabel(this)),
      m_summary(new QLabel(this)), m_players(new QSpinBox(this)), m_playersNote(new QLabel(this)),
      m_optionsBox(new QWidget(this)), m_optionsForm(new QFormLayout(m_optionsBox)),
      m_opponents(new QLabel(this)), m_levelsBox(new QWidget(this)), m_problem(new QLabel(this)),
      m_rules(new QPushButton(tr("&Rules…"), this)),
      m_defaults(new QPushButton(tr("Reset to &defaults"), this)),
      m_play(new QPushButton(tr("&Play"), this)),
      m_host(new QPushButton(tr("&Host a table…"), this)),
      m_join(new QPushButton(tr("&Join a table…"), this)), m_resumeBox(new QFrame(this)),
      m_resumeText(new QLabel(m_resumeBox)), m_resume(new QPushButton(tr("&Resume"), m_resumeBox))
{
    setWindowTitle(tr("New game — Follow Suit"));
    m_games->setObjectName(QStringLiteral("gameList"));
    // Named for a screen reader, which finds no label beside these.
    m_games->setAccessibleName(tr("Games"));
    m_players->setAccessibleName(tr("Number of players"));
    m_games->setWordWrap(true);
    m_games->setSpacing(3);
    m_games->setMinimumWidth(300);
    m_games->setUniformItemSizes(false);
    m_games->setItemDelegate(new GameTileDelegate(m_games));
    // Tiles re-wrap their summary when the list changes width.
    m_games->setResizeMode(QListView::Adjust);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.5);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_summary->setWordWrap(true);
    m_opponents->setWordWrap(true);
    m_problem->setWordWrap(true);
    Contrast::showAsProblem(m_problem);
    m_optionsForm->setContentsMargins(0, 0, 0, 0);
    m_optionsForm->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);

    auto* players = new QHBoxLayout;
    players->addWidget(m_players);
    players->addWidget(m_playersNote, 1);
    auto* form = new QFormLayout;
    form->addRow(tr("Players:"), players);
    form->addRow(tr("Opponents:"), m_levelsBox);
    form->addRow(QString(), m_opponents);
    m_levelsBox->setObjectName(QStringLiteral("levelsBox"));
    m_levelsBox->setToolTip(tr("How well the computer plays each seat: Easy plays by rules of "
                               "thumb, Medium and Hard look ahead over possible deals."));
    auto* levelsGrid = new QGridLayout(m_levelsBox);
    levelsGrid->setContentsMargins(0, 0, 0, 0);

    auto* detail = new QVBoxLayout;
    detail->addWidget(m_title);
    detail->addWidget(m_summary);
    detail->addSpacing(8);
    detail->addLayout(form);
    auto* optionsTitle = new QLabel(tr("<b>Options</b>"), this);
    detail->addWidget(optionsTitle);
    detail->addWidget(m_optionsBox);
    detail->addStretch();
    detail->addWidget(m_problem);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_rules);
    buttons->addWidget(m_defaults);
    buttons->addStretch();
    m_host->setToolTip(tr("Play this game with friends on other computers: they join with an "
                          "invitation you send them"));
    m_join->setToolTip(tr("Take a seat at a friend's table with the invitation they sent you"));
    buttons->addWidget(m_host);
    buttons->addWidget(m_join);
    auto* cancel = new QPushButton(tr("Cancel"), this);
    buttons->addWidget(cancel);
    buttons->addWidget(m_play);
    m_play->setDefault(true);

    auto* columns = new QHBoxLayout;
    columns->addWidget(m_games, 2);
    columns->addLayout(detail, 3);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_resumeBox);
    layout->addLayout(columns, 1);
    layout->addLayout(buttons);
    ScreenFit::resizeWithin(this, QSize(880, 560));

    // The unfinished match comes first: it is what a person who was interrupted wants.
    m_resumeBox->setObjectName(QStringLiteral("resumeBox"));
    m_resumeBox->setFrameShape(QFrame::StyledPanel);
    m_resumeText->setObjectName(QStringLiteral("resumeText"));
    m_resumeText->setWordWrap(true);
    m_resumeText->setTextFormat(Qt::PlainText);
    m_resume->setObjectName(QStringLiteral("resumeButton"));
    auto* resumeRow = new QHBoxLayout(m_resumeBox);
    resumeRow->addWidget(m_resumeText, 1);
    resumeRow->addWidget(m_resume);
    m_resumeBox->hide();
    connect(m_resume, &QPushButton::clicked, this, [this] {
        QDialog::reject(); // not accept(): that starts the game chosen below
        Q_EMIT resumeRequested();
    });

    buildGameList();
    connect(m_games, &QListWidget::currentRowChanged, this,
            [this](int) { showGame(currentGameId()); });
    connect(m_games, &QListWidget::itemDoubleClicked, this, &LobbyDialog::accept);
    connect(m_players, &QSpinBox::valueChanged, this, &LobbyDialog::updateOpponents);
    connect(m_rules, &QPushButton::clicked, this, &LobbyDialog::showRules);
    connect(m_defaults, &QPushButton::clicked, this, &LobbyDialog::resetToDefaults);
    connect(cancel, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_play, &QPushButton::clicked, this, &LobbyDialog::accept);
    connect(m_host, &QPushButton::clicked, this, [this] {
        const QString problem = setup().problem();
        if (!problem.isEmpty()) {
            m_problem->setText(tr("This cannot be played: %1").arg(problem));
            return;
        }
        QDialog::reject(); // not accept(): that starts a game at this computer
        Q_EMIT hostRequested();
    });
    connect(m_join, &QPushButton::clicked, this, [this] {
        QDialog::reject();
        Q_EMIT joinRequested();
    });
    m_games->setCurrentRow(0);
}

// How the game is played, in the user's language where its face words it.
QString LobbyDialog::summaryOf(const fs::GameInfo& g) const
{
    const QString summary = m_faces.of(g.id).summary();
    return summary.isEmpty() ? QString::fromStdString(g.summary) : summary;
}

void LobbyDialog::buildGameList()
{
    for (const fs::GameInfo& g : fs::allGames()) {
        const QString id = QString::fromStdString(g.id);
        auto* item = new QListWidgetItem(m_games);
        item->setText(m_faces.name(id));
        item->setData(GameTileDelegate::PlayersRole, playersText(g));
        const QString tagline = m_faces.of(id).tagline();
        item->setData(GameTileDelegate::SummaryRole,
                      tagline.isEmpty() ? firstSentence(g.summary) : tagline);
        item->setData(GameIdRole, id);
        item->setToolTip(summaryOf(g));
    }
}

QString LobbyDialog::currentGameId() const
{
    const QListWidgetItem* item = m_games->currentItem();
    return item ? item->data(GameIdRole).toString() : QString();
}

void LobbyDialog::showRules()
{
    if (!m_rulesWindow)
        m_rulesWindow = new RulesBrowser(m_faces, this);
    m_rulesWindow->showGame(currentGameId());
    m_rulesWindow->show();
    m_rulesWindow->raise();
    m_rulesWindow->activateWindow();
}

void LobbyDialog::showGame(const QString& gameId)
{
    const fs::GameInfo* g = fs::findGame(gameId.toStdString());
    if (!g)
        return;
    m_title->setText(m_faces.name(gameId));
    m_summary->setText(summaryOf(*g));
    fillOptions(MatchSetup::defaults(gameId));
}

void LobbyDialog::fillOptions(const MatchSetup& setup)
{
    const fs::GameInfo* g = fs::findGame(setup.gameId.toStdString());
    if (!g)
        return;
    const QSignalBlocker block(m_players);
    m_players->setRange(g->minSeats, g->maxSeats);
    m_players->setValue(setup.seats);
    m_players->setEnabled(g->minSeats != g->maxSeats);
    m_playersNote->setText(
        g->minSeats == g->maxSeats
            ? tr("always %1").arg(g->minSeats)
            : tr("%1 to %2; %3 is usual").arg(g->minSeats).arg(g->maxSeats).arg(g->defaultSeats));
    while (m_optionsForm->rowCount() > 0)
        m_optionsForm->removeRow(0);
    m_editors.clear();
    for (const fs::OptionInfo& o : g->options) {
        const auto it = setup.options.find(o.key);
        const std::string value = it == setup.options.end() ? o.defaultValue : it->second;
        const GameFace& face = m_faces.of(g->id);
        QString description = face.optionText(o.key);
        if (description.isEmpty()) {
            description = QString::fromStdString(o.description);
            if (!description.isEmpty())
                description[0] = description[0].toUpper(); // the registry writes for the CLI
        }
        const QString tip =
            tr("Option %1; rules reference: section %2.")
                .arg(QString::fromStdString(o.key), QString::fromStdString(o.rulesRef));
        QWidget* widget = nullptr;
        std::function<std::string()> read;
        switch (o.kind) {
        case fs::OptionKind::Flag: {
            const bool on = fs::parseBool(o.defaultValue).value_or(false);
            // The text is a wrapped label beside the box: a check box's own text never wraps,
            // and a long one (in German, say) would widen the lobby past a small screen.
            auto* box = new QCheckBox;
            auto* label =
                new QLabel(tr("%1 (default: %2)").arg(description, on ? tr("on") : tr("off")));
            label->setWordWrap(true);
            label->setBuddy(box);
            box->setAccessibleName(label->text());
            box->setChecked(fs::parseBool(value).value_or(on));
            read = [box] { return std::string(box->isChecked() ? "true" : "false"); };
            widget = box;
            auto* row = new QWidget;
            auto* rowLayout = new QHBoxLayout(row);
            rowLayout->setContentsMargins(0, 0, 0, 0);
            rowLayout->addWidget(box, 0, Qt::AlignTop);
            rowLayout->addWidget(label, 1);
            m_optionsForm->addRow(row);
            break;
        }
        case fs::OptionKind::Number: {
            auto* spin = new QSpinBox;
            spin->setRange(o.min, o.max);
            spin->setValue(fs::parseInt(value).value_or(o.min));
            read = [spin] { return std::to_string(spin->value()); };
            widget = spin;
            spin->setAccessibleName(description);
            auto* label = new QLabel(
                tr("%1 (default %2):").arg(description, QString::fromStdString(o.defaultValue)));
            label->setWordWrap(true);
            m_optionsForm->addRow(label, spin);
            break;
        }
        case fs::OptionKind::Choice: {
            auto* combo = new QComboBox;
            for (const std::string& c : o.choices) {
                QString text = face.optionValueText(o.key, c);
                if (text.isEmpty())
                    text = QString::fromStdString(c);
                combo->addItem(c == o.defaultValue ? tr("%1 (default)").arg(text) : text,
                               QString::fromStdString(c));
            }
            combo->setCurrentIndex(std::max(0, combo->findData(QString::fromStdString(value))));
            // Long value names shorten in the closed box rather than widen the lobby.
            combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
            combo->setMinimumContentsLength(16);
            read = [combo] { return combo->currentData().toString().toStdString(); };
            widget = combo;
            auto* label = new QLabel(tr("%1:").arg(description));
            label->setWordWrap(true);
            label->setBuddy(combo);
            // The box under its question, across the whole width: value names are sentences
            // ("Widow: they go to the last trick's winner") that a narrow field would cut.
            m_optionsForm->addRow(label);
            m_optionsForm->addRow(combo);
            break;
        }
        }
        widget->setObjectName(QStringLiteral("option-") + QString::fromStdString(o.key));
        widget->setToolTip(tip);
        m_editors.append({QString::fromStdString(o.key), widget, read});
    }
    if (g->options.empty())
        m_optionsForm->addRow(new QLabel(tr("This game has no options: it is played as the "
                                            "rules page says.")));
    m_problem->clear();
    updateOpponents();
}

void LobbyDialog::buildLevelBoxes()
{
    auto* grid = static_cast<QGridLayout*>(m_levelsBox->layout());
    while (QLayoutItem* item = grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_levelBoxes.clear();
    const int seats = m_players->value();
    for (int seat = 1; seat < seats; ++seat) {
        const int at = seat - 1;
        auto* name = new QLabel(GameText::seatName(seat, seats), m_levelsBox);
        auto* box = new QComboBox(m_levelsBox);
        box->setObjectName(QStringLiteral("level-%1").arg(seat));
        for (const fs::Level level : fs::AllLevels)
            box->addItem(SeatLevels::displayName(level), static_cast<int>(level));
        box->setCurrentIndex(static_cast<int>(m_levels.value(at, SeatLevels::Default)));
        name->setBuddy(box);
        connect(box, &QComboBox::currentIndexChanged, this, [this, at, box] {
            m_levels = SeatLevels::forSeats(m_levels, std::max<int>(m_levels.size(), at + 1));
            m_levels[at] = static_cast<fs::Level>(box->currentData().toInt());
        });
        grid->addWidget(name, at / LevelsPerRow, 2 * (at % LevelsPerRow));
        grid->addWidget(box, at / LevelsPerRow, 2 * (at % LevelsPerRow) + 1);
        m_levelBoxes << box;
    }
    grid->setColumnStretch(2 * LevelsPerRow, 1);
}

void LobbyDialog::setOpponentLevels(const QList<fs::Level>& levels)
{
    m_levels = levels;
    buildLevelBoxes();
}

QComboBox* LobbyDialog::levelBox(int seat) const
{
    return m_levelBoxes.value(seat - 1, nullptr);
}

void LobbyDialog::updateOpponents()
{
    buildLevelBoxes();
    const fs::GameInfo* g = fs::findGame(currentGameId().toStdString());
    QStringList partners;
    if (g) {
        std::string error;
        const auto rules = fs::createRules(g->id, m_players->value(), {}, error);
        if (rules && rules->columns() < rules->seats()) {
            // Partnership games: say who plays with the person.
            for (int seat = 1; seat < rules->seats(); ++seat)
                if (rules->columnOf(seat) == rules->columnOf(0))
                    partners << GameText::seatName(seat, rules->seats());
        }
    }
    m_opponents->setText(partners.isEmpty() ? tr("All computer players.")
                                            : tr("All computer players; your partner is %1.")
                                                  .arg(QLocale().createSeparatedList(partners)));
}

void LobbyDialog::resetToDefaults()
{
    fillOptions(MatchSetup::defaults(currentGameId()));
}

void LobbyDialog::setSetup(const MatchSetup& setup)
{
    // The person's seat is not chosen here.
    if (setup.levels.size() > 1)
        setOpponentLevels(setup.levels.mid(1));
    for (int row = 0; row < m_games->count(); ++row)
        if (m_games->item(row)->data(GameIdRole).toString() == setup.gameId) {
            m_games->setCurrentRow(row); // shows the defaults...
            if (setup.problem().isEmpty())
                fillOptions(setup); // ...then the remembered choices, when they still hold
            return;
        }
}

MatchSetup LobbyDialog::setup() const
{
    MatchSetup s;
    s.gameId = currentGameId();
    s.seats = m_players->value();
    for (const Editor& e : m_editors)
        s.options[e.key.toStdString()] = e.value();
    s.levels = SeatLevels::forSeats(QList<fs::Level>{SeatLevels::Default} + m_levels, s.seats);
    return s;
}

QWidget* LobbyDialog::optionEditor(const QString& key) const
{
    for (const Editor& e : m_editors)
        if (e.key == key)
            return e.widget;
    return nullptr;
}

QString LobbyDialog::opponentsText() const
{
    QStringList names;
    for (int seat = 1; seat < m_players->value(); ++seat)
        names << GameText::seatName(seat, m_players->value());
    return names.join(QStringLiteral(", ")) + QLatin1String(" — ") + m_opponents->text();
}

QString LobbyDialog::problemText() const
{
    return m_problem->text();
}

void LobbyDialog::setResumable(const QString& description)
{
    m_resumeText->setText(description);
    m_resumeBox->setVisible(!description.isEmpty());
    m_resume->setDefault(!description.isEmpty());
    m_play->setDefault(description.isEmpty());
}

void LobbyDialog::accept()
{
    const QString problem = setup().problem();
    if (!problem.isEmpty()) {
        m_problem->setText(tr("This cannot be played: %1").arg(problem));
        return;
    }
    QDialog::accept();
}
