#include "settings/settingsdialog.h"

#include "settings/deckpicker.h"
#include "widgets/screenfit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// Animation lengths offered, as a percentage of the normal one.
struct Speed {
    const char* label;
    int percent;
};
constexpr Speed Speeds[] = {{QT_TRANSLATE_NOOP("SettingsDialog", "None: cards jump into place"), 0},
                            {QT_TRANSLATE_NOOP("SettingsDialog", "Fast"), 50},
                            {QT_TRANSLATE_NOOP("SettingsDialog", "Normal"), 100},
                            {QT_TRANSLATE_NOOP("SettingsDialog", "Slow"), 170}};

} // namespace

SettingsDialog::SettingsDialog(const AppSettings& settings, QWidget* parent)
    : QDialog(parent), m_base(settings), m_name(new QLineEdit(this)),
      m_animation(new QComboBox(this)), m_pause(new QSpinBox(this)),
      m_autoPlay(new QCheckBox(tr("Play the only card I may play for me"), this)),
      m_confirm(new QCheckBox(tr("Click a card twice to play it (a drag plays at once)"), this)),
      m_back(new QComboBox(this)), m_deck(new DeckPicker(this)),
      m_undo(new QCheckBox(tr("Allow taking back my decisions (Edit ▸ Undo)"), this)),
      m_hints(new QCheckBox(tr("Offer hints from the Hard player (Game ▸ Hint)"), this)),
      m_cardSize(new QComboBox(this)),
      m_highContrast(new QCheckBox(tr("High-contrast table: a black baize, white text on black "
                                      "plates and bright yellow outlines"),
                                   this)),
      m_language(new QComboBox(this)), m_announce(new QComboBox(this))
{
    setWindowTitle(tr("Preferences — Follow Suit"));
    setObjectName(QStringLiteral("settingsDialog"));
    m_name->setObjectName(QStringLiteral("nameEdit"));
    m_name->setMaxLength(static_cast<int>(AppSettings::NameMax));
    m_name->setPlaceholderText(tr("You"));
    m_name->setClearButtonEnabled(true);
    for (const Speed& speed : Speeds)
        m_animation->addItem(tr(speed.label), speed.percent);
    m_pause->setRange(AppSettings::ComputerDelayMin, AppSettings::ComputerDelayMax);
    m_pause->setSingleStep(100);
    m_pause->setSuffix(tr(" ms", "unit after the number in a field: a space, then milliseconds"));
    m_back->addItem(tr("The deck's own"), QStringLiteral("deck"));
    m_back->addItem(tr("Blue"), QStringLiteral("blue"));
    m_back->addItem(tr("Red"), QStringLiteral("red"));
    m_back->addItem(tr("Green"), QStringLiteral("green"));
    m_back->setObjectName(QStringLiteral("backBox"));
    connect(m_back, &QComboBox::currentIndexChanged, this,
            [this] { m_deck->setBack(m_back->currentData().toString()); });
    // What a screen reader is told as play goes on (AppSettings::Announcements, in order).
    m_announce->addItem(tr("Every card played"), QStringLiteral("everyCard"));
    m_announce->addItem(tr("Tricks, bids and scores"), QStringLiteral("tricks"));
    m_announce->addItem(tr("Only my turn and the scores"), QStringLiteral("yourTurn"));
    m_announce->setObjectName(QStringLiteral("announceBox"));
    m_announce->setToolTip(tr("What a screen reader is told as play goes on. Keys C, T, S and W "
                              "tell the hand, the trick, the scores and the deal at any time."));
    m_cardSize->setObjectName(QStringLiteral("cardSizeBox"));
    for (int percent = AppSettings::CardSizeMin; percent <= AppSettings::CardSizeMax;
         percent += AppSettings::CardSizeStep)
        m_cardSize->addItem(
            percent == AppSettings::CardSizeDefault
                ? tr("%1 % (as large as the window allows)").arg(percent)
                : tr("%1 %", "a card size: the percentage, a space, %").arg(percent),
            percent);
    m_cardSize->setToolTip(tr("Larger cards overlap more in the hand; on a small window the table "
                              "grows them only as far as everything still fits."));
    m_highContrast->setObjectName(QStringLiteral("highContrastBox"));
    m_language->addItem(tr("The system's language"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Français"), QStringLiteral("fr"));
    m_language->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    m_language->addItem(QStringLiteral("Español"), QStringLiteral("es"));

    auto* form = new QFormLayout;
    form->addRow(tr("Your &name:"), m_name);
    form->addRow(tr("&Animations:"), m_animation);
    form->addRow(tr("Computer &pause:"), m_pause);
    form->addRow(QString(), m_autoPlay);
    form->addRow(QString(), m_confirm);
    form->addRow(tr("Card &back:"), m_back);
    auto* deckLabel = new QLabel(tr("&Deck:"), this);
    deckLabel->setBuddy(m_deck->deckBox());
    form->addRow(deckLabel, m_deck);
    form->addRow(tr("Card &size:"), m_cardSize);
    form->addRow(QString(), m_highContrast);
    form->addRow(QString(), m_undo);
    form->addRow(QString(), m_hints);
    form->addRow(tr("&Language:"), m_language);
    form->addRow(tr("Sa&y aloud:"), m_announce);
    auto* note = new QLabel(tr("A new language is used from the next start."), this);
    note->setEnabled(false);
    form->addRow(QString(), note);

    auto* buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addStretch();
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            [this] { show(AppSettings()); });
    show(settings);
    ScreenFit::resizeWithin(this, sizeHint());
}

void SettingsDialog::show(const AppSettings& s)
{
    m_name->setText(s.playerName());
    // The nearest speed offered, for a value set by hand in the file.
    int best = 0;
    for (int i = 0; i < m_animation->count(); ++i)
        if (std::abs(m_animation->itemData(i).toInt() - s.animationPercent()) <
            std::abs(m_animation->itemData(best).toInt() - s.animationPercent()))
            best = i;
    m_animation->setCurrentIndex(best);
    m_pause->setValue(s.computerDelay());
    m_autoPlay->setChecked(s.autoPlaySingleCard());
    m_confirm->setChecked(s.confirmBeforePlay());
    m_back->setCurrentIndex(std::max(0, m_back->findData(s.cardBack())));
    m_deck->setChoice(s.deckPath(), s.fourColour());
    m_deck->setBack(s.cardBack());
    m_undo->setChecked(s.undoAllowed());
    m_hints->setChecked(s.showHints());
    // The nearest size offered, for a value set by hand in the file.
    m_cardSize->setCurrentIndex(std::clamp(
        (s.cardSizePercent() - AppSettings::CardSizeMin + AppSettings::CardSizeStep / 2) /
            AppSettings::CardSizeStep,
        0, m_cardSize->count() - 1));
    m_highContrast->setChecked(s.highContrast());
    m_language->setCurrentIndex(std::max(0, m_language->findData(s.language())));
    m_announce->setCurrentIndex(std::max(0, m_announce->findData(s.announcements())));
}

AppSettings SettingsDialog::settings() const
{
    AppSettings s = m_base;
    s.setPlayerName(m_name->text());
    s.setAnimationPercent(m_animation->currentData().toInt());
    s.setComputerDelay(m_pause->value());
    s.setAutoPlaySingleCard(m_autoPlay->isChecked());
    s.setConfirmBeforePlay(m_confirm->isChecked());
    s.setCardBack(m_back->currentData().toString());
    s.setDeckPath(m_deck->path());
    s.setFourColour(m_deck->fourColour());
    s.setUndoAllowed(m_undo->isChecked());
    s.setShowHints(m_hints->isChecked());
    s.setCardSizePercent(m_cardSize->currentData().toInt());
    s.setHighContrast(m_highContrast->isChecked());
    s.setLanguage(m_language->currentData().toString());
    s.setAnnouncements(m_announce->currentData().toString());
    return s;
}
