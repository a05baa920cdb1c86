#pragma once
// The box in the middle of the table that asks the person for a decision other than playing a
// card: a number to bid, a named choice, confirming the cards picked for a pass or a discard, or
// going on to the next deal. It knows kinds of decisions, not games: what is offered comes from
// the core's LegalActions and every text from GameText. Its buttons never take keyboard focus,
// so the table keeps the keys (digits bid, Enter confirms).
//
// It sizes to its words: the question wraps and the panel grows to hold every line, buttons are
// never narrower than their text, and a row of choices too wide for the table breaks into more
// rows, so nothing is cut in any language at any window size.

#include "core/legalactions.h"

#include <QList>
#include <QString>
#include <QWidget>

struct TablePalette;
class GameFace;
class QGridLayout;
class QLabel;
class QPushButton;

class DecisionPanel : public QWidget {
    Q_OBJECT

public:
    explicit DecisionPanel(QWidget* parent = nullptr);

    // Shows the prompt with what `legal` offers besides cards; returns false when it offers
    // nothing the panel shows (a plain card play).
    bool ask(const QString& prompt, const fs::LegalActions& legal, const QString& confirmText,
             const GameFace& face);
    // Just a message with the "Next deal" button.
    void askNextDeal(const QString& summary);
    void setConfirmEnabled(bool enabled);
    // Outlines the button a hint suggests (until the next question).
    void markHinted(QPushButton* button);
    // The person turned to the cards: Enter is theirs again, not the hint's.
    void unmarkHinted();
    void dismiss();
    // Follows the table's size: text scales with the cards; the panel is `width` wide, or wider
    // up to `maxWidth` when its buttons need it, centred on `centre` and kept inside `bounds`.
    void fit(int width, int maxWidth, int fontPixels, QPoint centre, const QRect& bounds);
    // The table's colours (normal or high contrast) for the panel's background, rim and text.
    void setTablePalette(const TablePalette& palette);

    // Keys from the table: a digit toward a bid, Enter for the default button.
    bool typeDigit(int digit);
    bool activateDefault();
    // The buttons the person may press now, in reading order, and the keyboard's outline on
    // them (the same outline a hint puts on its suggestion, which Enter takes). A step of 0
    // outlines the first when none is; a step past either end stops there.
    QList<QPushButton*> offeredButtons() const;
    QPushButton* outlinedButton() const;
    void moveOutline(int step);

    QString prompt() const;
    QList<QPushButton*> bidButtons() const { return m_bidButtons; }
    QList<QPushButton*> choiceButtons() const { return m_choiceButtons; }
    QPushButton* confirmButton() const { return m_confirm; }
    QPushButton* nextDealButton() const { return m_nextDeal; }
    QPushButton* buttonForBid(int bid) const;
    QPushButton* buttonForChoice(fs::Choice choice) const;

Q_SIGNALS:
    void bidChosen(int value);
    void choiceChosen(fs::Choice choice);
    void confirmed();
    void nextDealRequested();

private:
    QPushButton* makeButton(const QString& text);
    // The whole question on every button, for a screen reader that reads a button alone.
    void describeButtons();
    void applyStyle(int fontPixels);
    void clearOffers();
    // Puts the choice buttons in as many rows as `width` needs; returns the widest row.
    int arrangeChoices(int width);
    int bidGridWidth() const;

    QLabel* m_label;
    QGridLayout* m_bidGrid;
    QGridLayout* m_choiceGrid;
    QPushButton* m_confirm;
    QPushButton* m_nextDeal;
    QList<QPushButton*> m_bidButtons;
    QList<QPushButton*> m_choiceButtons;
    QString m_typed; // digits typed toward a bid of two digits
    qint64 m_typedAt = 0;
    int m_fontPixels = 0;
    const TablePalette* m_palette = nullptr;
};
