#include "settings/deckpicker.h"

#include "table/cardrenderer.h"
#include "table/kdedeck.h"
#include "widgets/contrast.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QSvgRenderer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace {

// What the preview shows: two courts, a number card, an ace, and the back.
const char* const PreviewCards[] = {"1_spade", "king_heart", "queen_club", "10_diamond", "back"};
constexpr int PreviewCardHeight = 96;
constexpr int OtherFile = -1; // the item that opens a file dialog

} // namespace

DeckPicker::DeckPicker(QWidget* parent)
    : QWidget(parent), m_decks(new QComboBox(this)),
      m_fourColour(new QCheckBox(tr("Four colours: ♦ blue, ♣ green"), this)),
      m_preview(new QLabel(this)), m_problem(new QLabel(this))
{
    m_decks->setObjectName(QStringLiteral("deckBox"));
    m_decks->setAccessibleName(tr("Deck for French-suited games"));
    m_decks->addItem(tr("Follow Suit (built in)"), QString());
    for (const KdeDeck::Found& deck : KdeDeck::installed())
        m_decks->addItem(tr("%1 (KDE)").arg(deck.name), deck.indexPath);
    m_decks->addItem(tr("Another deck or theme file…"), OtherFile);
    m_fourColour->setObjectName(QStringLiteral("fourColourBox"));
    m_fourColour->setToolTip(
        tr("The built-in deck with diamonds in blue and clubs in green, told apart at a glance"));
    m_preview->setObjectName(QStringLiteral("deckPreview"));
    m_preview->setMinimumHeight(PreviewCardHeight + 8);
    m_preview->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_problem->setObjectName(QStringLiteral("deckProblem"));
    m_problem->setWordWrap(true);
    Contrast::showAsProblem(m_problem);
    m_problem->hide();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_decks);
    layout->addWidget(m_fourColour);
    layout->addWidget(m_preview);
    layout->addWidget(m_problem);

    connect(m_decks, &QComboBox::activated, this, &DeckPicker::deckChanged);
    connect(m_fourColour, &QCheckBox::toggled, this, &DeckPicker::updatePreview);
    connect(&m_watcher, &QFutureWatcher<Drawn>::finished, this, &DeckPicker::previewDrawn);
    updatePreview();
}

DeckPicker::~DeckPicker()
{
    m_watcher.waitForFinished(); // it reads nothing of ours, but must not outlive the app
}

int DeckPicker::indexOfPath(const QString& path) const
{
    for (int i = 0; i < m_decks->count(); ++i)
        if (m_decks->itemData(i).typeId() == QMetaType::QString &&
            m_decks->itemData(i).toString() == path)
            return i;
    return -1;
}

void DeckPicker::setChoice(const QString& path, bool fourColour)
{
    int index = indexOfPath(path);
    if (index < 0) {
        // A file chosen before, not among the installed decks: listed under its own name.
        index = m_decks->count() - 1;
        m_decks->insertItem(index, QFileInfo(path).absoluteDir().dirName(), path);
    }
    m_decks->setCurrentIndex(index);
    m_lastIndex = index;
    m_fourColour->setChecked(fourColour);
    updatePreview();
}

QString DeckPicker::path() const
{
    const QVariant data = m_decks->currentData();
    return data.typeId() == QMetaType::QString ? data.toString() : QString();
}

bool DeckPicker::fourColour() const
{
    return m_fourColour->isChecked();
}

void DeckPicker::setBack(const QString& back)
{
    if (back == m_back)
        return;
    m_back = back;
    updatePreview();
}

void DeckPicker::deckChanged(int index)
{
    if (m_decks->itemData(index).typeId() != QMetaType::QString) {
        chooseFile();
        return;
    }
    m_lastIndex = index;
    updatePreview();
}

void DeckPicker::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Choose a deck"), QString(),
        tr("Card themes and KDE decks (theme.json index.desktop);;All files (*)"));
    if (path.isEmpty()) {
        m_decks->setCurrentIndex(m_lastIndex); // nothing chosen: the deck stays as it was
        return;
    }
    setChoice(path, m_fourColour->isChecked());
}

void DeckPicker::updatePreview()
{
    // Four colours are the built-in deck's: a chosen deck has its own.
    m_fourColour->setEnabled(path().isEmpty());
    m_drawing = true;
    if (m_watcher.isRunning()) {
        m_again = true;
        return;
    }
    m_again = false;
    const DeckChoice choice{m_back, path(), fourColour()};
    const qreal dpr = devicePixelRatioF();
    m_preview->setText(tr("Drawing the preview…"));
    // The courts' letters are the language's, as on the table; the translations are read here,
    // on the GUI thread.
    QStringList letters;
    for (const char* card : PreviewCards)
        letters << CardRenderer::indexLetter(QString::fromLatin1(card));
    m_watcher.setFuture(
        QtConcurrent::run([choice, dpr, letters] { return draw(choice, dpr, letters); }));
}

void DeckPicker::previewDrawn()
{
    if (m_again) {
        updatePreview();
        return;
    }
    m_drawing = false;
    const Drawn drawn = m_watcher.result();
    QPixmap pixmap = QPixmap::fromImage(drawn.image);
    pixmap.setDevicePixelRatio(devicePixelRatioF());
    m_preview->setPixmap(pixmap);
    m_problem->setText(drawn.error.isEmpty()
                           ? QString()
                           : tr("%1. The built-in deck is used instead.").arg(drawn.error));
    m_problem->setVisible(!drawn.error.isEmpty());
    m_preview->setAccessibleName(drawn.error.isEmpty()
                                     ? tr("Preview of the deck chosen")
                                     : tr("Preview of the built-in deck, used instead"));
}

DeckPicker::Drawn DeckPicker::draw(const DeckChoice& choice, qreal dpr, const QStringList& letters)
{
    const DeckCards cards = deckCards(fs::PackKind::French52, choice);
    Drawn drawn;
    drawn.error = cards.error;
    if (!cards.ok())
        return drawn;
    QSvgRenderer renderer(cards.svg);
    const int height = qRound(PreviewCardHeight * dpr);
    const int width = qRound(height * cards.aspect);
    const int gap = qRound(6 * dpr);
    const int count = static_cast<int>(std::size(PreviewCards));
    drawn.image = QImage(count * width + (count - 1) * gap, height, QImage::Format_ARGB32);
    drawn.image.fill(Qt::transparent);
    QPainter painter(&drawn.image);
    for (int i = 0; i < count; ++i)
        CardRenderer::paintCard(renderer, &painter, QString::fromLatin1(PreviewCards[i]),
                                letters.value(i), QRectF(i * (width + gap), 0, width, height));
    return drawn;
}
