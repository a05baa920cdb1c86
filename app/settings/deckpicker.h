#pragma once
// Choosing the deck for French-suited games in the preferences: the built-in deck (in two or
// four colours), every KDE card deck installed on the machine, or a theme file of one's own,
// with a preview of a few cards drawn from the deck chosen and the back chosen. A deck that
// cannot be used says why under the preview, which then shows the built-in deck the table would
// fall back to. Decks are read and drawn off the GUI thread, so a large one never stalls the
// dialog.

#include "table/deckchoice.h"

#include <QFutureWatcher>
#include <QImage>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;

class DeckPicker : public QWidget {
    Q_OBJECT

public:
    explicit DeckPicker(QWidget* parent = nullptr);
    ~DeckPicker() override;

    // The deck (its theme.json or index.desktop, "" for built in) and the four-colour choice.
    void setChoice(const QString& path, bool fourColour);
    QString path() const;
    bool fourColour() const;
    // The card back the preview shows ("deck", "blue" ...), set by the dialog's back chooser.
    void setBack(const QString& back);

    QComboBox* deckBox() const { return m_decks; }
    QCheckBox* fourColourBox() const { return m_fourColour; }
    QLabel* preview() const { return m_preview; }
    QLabel* problem() const { return m_problem; }
    // Whether the preview of the current choice is still being drawn (or drawn but not shown).
    bool previewPending() const { return m_drawing; }

private:
    struct Drawn {
        QImage image;
        QString error;
    };
    static Drawn draw(const DeckChoice& choice, qreal dpr, const QStringList& letters);
    int indexOfPath(const QString& path) const;
    void chooseFile();
    void deckChanged(int index);
    void updatePreview();
    void previewDrawn();

    QComboBox* m_decks;
    QCheckBox* m_fourColour;
    QLabel* m_preview;
    QLabel* m_problem;
    QString m_back = QStringLiteral("deck");
    int m_lastIndex = 0;
    bool m_again = false;   // the choice changed while a preview was being drawn
    bool m_drawing = false; // from asking for a preview until it is on screen
    QFutureWatcher<Drawn> m_watcher;
};
