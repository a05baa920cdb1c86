#pragma once
// Settings ▸ Preferences: the person's name, how the table moves and plays, the cards' look,
// undo, hints, how large and in what contrast the table is drawn, and the language. It edits a copy
// of AppSettings; the window applies it on OK. Every value goes back through AppSettings' setters,
// so nothing out of range can be stored.

#include "settings/appsettings.h"

#include <QDialog>

class DeckPicker;
class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;

class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(const AppSettings& settings, QWidget* parent = nullptr);

    // The settings as edited (the ones this dialog does not show are kept as they were).
    AppSettings settings() const;

    QCheckBox* hintsBox() const { return m_hints; }
    QComboBox* announceBox() const { return m_announce; }
    QComboBox* cardSizeBox() const { return m_cardSize; }
    QCheckBox* highContrastBox() const { return m_highContrast; }
    DeckPicker* deckPicker() const { return m_deck; }

private:
    void show(const AppSettings& settings);

    AppSettings m_base;
    QLineEdit* m_name;
    QComboBox* m_animation;
    QSpinBox* m_pause;
    QCheckBox* m_autoPlay;
    QCheckBox* m_confirm;
    QComboBox* m_back;
    DeckPicker* m_deck;
    QCheckBox* m_undo;
    QCheckBox* m_hints;
    QComboBox* m_cardSize;
    QCheckBox* m_highContrast;
    QComboBox* m_language;
    QComboBox* m_announce;
};
