#include "table/decisionpanel.h"

#include "face/gameface.h"

#include "table/tablepalette.h"
#include "text/gametext.h"

#include <QDateTime>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMargins>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace {

constexpr int BidsPerRow = 7;
constexpr qint64 TwoDigitWindowMs = 900; // "1" then "2" within this makes a bid of 12

} // namespace

DecisionPanel::DecisionPanel(QWidget* parent)
    : QWidget(parent), m_label(new QLabel(this)), m_bidGrid(new QGridLayout),
      m_choiceGrid(new QGridLayout), m_confirm(makeButton(QString())),
      m_nextDeal(makeButton(tr("Next deal")))
{
    setObjectName(QStringLiteral("decisionPanel"));
    setAccessibleName(tr("Question"));
    setAttribute(Qt::WA_StyledBackground);
    // Opaque enough to read over cards; the table's green shows at the rounded edge.
    m_palette = &TablePalette::normal();
    applyStyle(14);
    m_confirm->setObjectName(QStringLiteral("confirmButton"));
    m_nextDeal->setObjectName(QStringLiteral("nextDealButton"));
    m_label->setAlignment(Qt::AlignCenter);
    m_label->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_label);
    layout->addLayout(m_bidGrid);
    layout->addLayout(m_choiceGrid);
    auto* bottom = new QHBoxLayout;
    bottom->addStretch();
    bottom->addWidget(m_confirm);
    bottom->addWidget(m_nextDeal);
    bottom->addStretch();
    layout->addLayout(bottom);
    connect(m_confirm, &QPushButton::clicked, this, &DecisionPanel::confirmed);
    connect(m_nextDeal, &QPushButton::clicked, this, &DecisionPanel::nextDealRequested);
    hide();
}

QPushButton* DecisionPanel::makeButton(const QString& text)
{
    auto* button = new QPushButton(text, this);
    // Shown with the panel: a child made while the panel is already up would stay hidden (and
    // out of its layout) otherwise.
    button->setVisible(true);
    button->setFocusPolicy(Qt::NoFocus);
    button->setAutoDefault(false);
    return button;
}

void DecisionPanel::clearOffers()
{
    // Out of the layouts at once, so the panel's size is right before the deletion happens.
    for (QPushButton* b : std::as_const(m_bidButtons)) {
        m_bidGrid->removeWidget(b);
        b->hide();
        b->deleteLater();
    }
    for (QPushButton* b : std::as_const(m_choiceButtons)) {
        m_choiceGrid->removeWidget(b);
        b->hide();
        b->deleteLater();
    }
    m_bidButtons.clear();
    m_choiceButtons.clear();
    m_typed.clear();
    m_confirm->hide();
    m_nextDeal->hide();
}

bool DecisionPanel::ask(const QString& prompt, const fs::LegalActions& legal,
                        const QString& confirmText, const GameFace& face)
{
    clearOffers();
    int column = 0;
    int row = 0;
    for (int n = 0; n < 64; ++n) {
        if (!legal.allowsBid(n))
            continue;
        QPushButton* b = makeButton(face.bidText(n));
        b->setProperty("bid", n);
        b->setAccessibleName(tr("Bid %1").arg(face.bidText(n)));
        connect(b, &QPushButton::clicked, this, [this, n] { Q_EMIT bidChosen(n); });
        m_bidGrid->addWidget(b, row, column);
        m_bidButtons.append(b);
        if (++column == BidsPerRow) {
            column = 0;
            ++row;
        }
    }
    for (int c = 0; c < fs::MaxChoices; ++c) {
        const auto choice = static_cast<fs::Choice>(c);
        if (!legal.allowsChoice(choice))
            continue;
        QPushButton* b = makeButton(face.choiceText(choice));
        b->setProperty("choice", c);
        connect(b, &QPushButton::clicked, this, [this, choice] { Q_EMIT choiceChosen(choice); });
        m_choiceGrid->addWidget(b, 0, static_cast<int>(m_choiceButtons.size()));
        m_choiceButtons.append(b);
    }
    if (legal.selectCount > 0) {
        m_confirm->setText(confirmText);
        m_confirm->show();
    }
    if (m_bidButtons.isEmpty() && m_choiceButtons.isEmpty() && legal.selectCount == 0) {
        hide();
        return false;
    }
    m_label->setText(prompt);
    describeButtons();
    show();
    raise();
    return true;
}

void DecisionPanel::askNextDeal(const QString& summary)
{
    clearOffers();
    m_label->setText(summary);
    m_nextDeal->show();
    describeButtons();
    show();
    raise();
}

void DecisionPanel::setConfirmEnabled(bool enabled)
{
    m_confirm->setEnabled(enabled);
}

void DecisionPanel::markHinted(QPushButton* button)
{
    if (!button)
        return;
    button->setProperty("hinted", true);
    // A dynamic property does not restyle on its own.
    button->style()->unpolish(button);
    button->style()->polish(button);
}

void DecisionPanel::describeButtons()
{
    for (QPushButton* b :
         m_bidButtons + m_choiceButtons + QList<QPushButton*>{m_confirm, m_nextDeal})
        b->setAccessibleDescription(m_label->text());
}

QList<QPushButton*> DecisionPanel::offeredButtons() const
{
    QList<QPushButton*> offered;
    if (!isVisible())
        return offered;
    for (QPushButton* b :
         m_bidButtons + m_choiceButtons + QList<QPushButton*>{m_confirm, m_nextDeal})
        if (!b->isHidden() && b->isEnabled())
            offered << b;
    return offered;
}

QPushButton* DecisionPanel::outlinedButton() const
{
    for (QPushButton* b : offeredButtons())
        if (b->property("hinted").toBool())
            return b;
    return nullptr;
}

void DecisionPanel::moveOutline(int step)
{
    const QList<QPushButton*> offered = offeredButtons();
    if (offered.isEmpty())
        return;
    const int at = static_cast<int>(offered.indexOf(outlinedButton()));
    const int to = at < 0 ? 0 : std::clamp(at + step, 0, static_cast<int>(offered.size()) - 1);
    unmarkHinted();
    markHinted(offered[to]);
}

void DecisionPanel::unmarkHinted()
{
    for (QPushButton* b :
         m_bidButtons + m_choiceButtons + QList<QPushButton*>{m_confirm, m_nextDeal})
        if (b->property("hinted").toBool()) {
            b->setProperty("hinted", false);
            b->style()->unpolish(b);
            b->style()->polish(b);
        }
}

void DecisionPanel::setTablePalette(const TablePalette& palette)
{
    if (&palette == m_palette)
        return;
    m_palette = &palette;
    if (m_fontPixels > 0)
        applyStyle(m_fontPixels);
}

void DecisionPanel::dismiss()
{
    clearOffers();
    hide();
}

void DecisionPanel::applyStyle(int fontPixels)
{
    // The size goes in the style sheet: a style sheet on the panel would override setFont().
    m_fontPixels = fontPixels;
    const auto css = [](const QColor& c) {
        return QStringLiteral("rgba(%1, %2, %3, %4)")
            .arg(c.red())
            .arg(c.green())
            .arg(c.blue())
            .arg(c.alpha());
    };
    const TablePalette& p = *m_palette;
    setStyleSheet(
        QStringLiteral("#decisionPanel { background: %4; border: %6px solid %5; "
                       "border-radius: 10px; }"
                       "#decisionPanel QLabel { color: %7; font-weight: bold; font-size: %1px; }"
                       "#decisionPanel QPushButton { font-size: %1px; padding: %2px %3px; }"
                       "#decisionPanel QPushButton[hinted=\"true\"] { border: 3px solid "
                       "#ffd54f; border-radius: 4px; background: #fff3c4; color: black; }")
            .arg(fontPixels)
            .arg(fontPixels / 4)
            .arg(fontPixels / 2)
            .arg(css(p.panelFill), css(p.panelRim))
            .arg(qRound(p.panelRimWidth))
            .arg(css(p.panelText)));
    ensurePolished();
    for (QWidget* child : findChildren<QWidget*>())
        child->ensurePolished();
}

int DecisionPanel::arrangeChoices(int width)
{
    const int spacing = std::max(0, m_choiceGrid->horizontalSpacing());
    for (QPushButton* b : std::as_const(m_choiceButtons))
        m_choiceGrid->removeWidget(b);
    int row = 0;
    int column = 0;
    int used = 0;
    int widest = 0;
    for (QPushButton* b : std::as_const(m_choiceButtons)) {
        // Never narrower than its words: the layout may not squeeze it.
        const int w = b->sizeHint().width();
        b->setMinimumWidth(w);
        if (column > 0 && used + spacing + w > width) {
            ++row;
            column = 0;
            used = 0;
        }
        used += (column > 0 ? spacing : 0) + w;
        widest = std::max(widest, used);
        m_choiceGrid->addWidget(b, row, column++);
    }
    return widest;
}

int DecisionPanel::bidGridWidth() const
{
    int widest = 0;
    for (QPushButton* b : m_bidButtons)
        widest = std::max(widest, b->sizeHint().width());
    const int columns = std::min<int>(BidsPerRow, static_cast<int>(m_bidButtons.size()));
    return columns * widest +
           std::max(0, columns - 1) * std::max(0, m_bidGrid->horizontalSpacing());
}

void DecisionPanel::fit(int width, int maxWidth, int fontPixels, QPoint centre, const QRect& bounds)
{
    if (fontPixels != m_fontPixels)
        applyStyle(fontPixels);
    const QMargins margins = layout()->contentsMargins();
    const int frame = margins.left() + margins.right();
    const int most = std::max(1, std::min(maxWidth, bounds.width() - 8));
    // As wide as the widest row of buttons needs (within the table), else the trick's width.
    int wanted = std::max(width, bidGridWidth() + frame);
    int choices = 0;
    for (QPushButton* b : std::as_const(m_choiceButtons))
        choices += b->sizeHint().width() + std::max(0, m_choiceGrid->horizontalSpacing());
    wanted = std::max(wanted, choices + frame);
    for (QPushButton* b : {m_confirm, m_nextDeal})
        if (!b->isHidden()) {
            b->setMinimumWidth(b->sizeHint().width());
            wanted = std::max(wanted, b->sizeHint().width() + frame);
        }
    const int panelWidth = std::min(wanted, most);
    arrangeChoices(panelWidth - frame);
    setFixedWidth(panelWidth);
    // Every line of the question, wrapped at this width, and every row of buttons. The layouts
    // cache their heights until the event loop asks again: drop them now, before measuring.
    layout()->invalidate();
    layout()->activate();
    const int tall = hasHeightForWidth() ? heightForWidth(panelWidth) : sizeHint().height();
    setFixedHeight(std::min(std::max(tall, minimumSizeHint().height()), bounds.height()));
    const int x = std::clamp(centre.x() - panelWidth / 2, bounds.left(),
                             std::max(bounds.left(), bounds.right() - panelWidth));
    const int y = std::clamp(centre.y() - height() / 2, bounds.top(),
                             std::max(bounds.top(), bounds.bottom() - height()));
    move(x, y);
}

bool DecisionPanel::typeDigit(int digit)
{
    if (m_bidButtons.isEmpty() || !isVisible())
        return false;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (now - m_typedAt > TwoDigitWindowMs)
        m_typed.clear();
    m_typedAt = now;
    m_typed += QString::number(digit);
    // With a two-digit bid possible, "1" waits for a second digit; Enter takes "1" alone.
    const int value = m_typed.toInt();
    QPushButton* exact = buttonForBid(value);
    bool longer = false;
    for (QPushButton* b : std::as_const(m_bidButtons))
        longer = longer || (b->property("bid").toInt() >= 10 &&
                            QString::number(b->property("bid").toInt()).startsWith(m_typed) &&
                            b->property("bid").toInt() != value);
    if (exact && !longer) {
        m_typed.clear();
        exact->click();
        return true;
    }
    for (QPushButton* b : std::as_const(m_bidButtons))
        b->setDown(b == exact);
    if (!exact && !longer)
        m_typed.clear();
    return true;
}

bool DecisionPanel::activateDefault()
{
    if (!isVisible())
        return false;
    if (!m_typed.isEmpty()) {
        QPushButton* b = buttonForBid(m_typed.toInt());
        m_typed.clear();
        if (b) {
            b->click();
            return true;
        }
    }
    // A hinted (or outlined) button is what Enter takes, as it plays a hinted card.
    for (QPushButton* b :
         m_bidButtons + m_choiceButtons + QList<QPushButton*>{m_confirm, m_nextDeal})
        if (b->property("hinted").toBool() && b->isVisible() && b->isEnabled()) {
            b->click();
            return true;
        }
    for (QPushButton* b : {m_nextDeal, m_confirm})
        if (b->isVisible() && b->isEnabled()) {
            b->click();
            return true;
        }
    return false;
}

QString DecisionPanel::prompt() const
{
    return isVisible() ? m_label->text() : QString();
}

QPushButton* DecisionPanel::buttonForBid(int bid) const
{
    for (QPushButton* b : m_bidButtons)
        if (b->property("bid").toInt() == bid)
            return b;
    return nullptr;
}

QPushButton* DecisionPanel::buttonForChoice(fs::Choice choice) const
{
    for (QPushButton* b : m_choiceButtons)
        if (b->property("choice").toInt() == static_cast<int>(choice))
            return b;
    return nullptr;
}
