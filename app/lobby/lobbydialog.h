#pragma once
// The lobby: every game of the registry as a tile (name, players, what it is about), and for the
// chosen game its details: how many play where that varies, the registry's options with an
// editor for each kind (flag, number, named choice) and its default marked, the opponents'
// names each with the level the computer plays that seat at, and its rules page. It returns a
// MatchSetup the registry accepts.

#include "lobby/matchsetup.h"

#include <QDialog>
#include <QList>

#include <functional>

class FaceList;
class QCheckBox;
class QComboBox;
class QFormLayout;
class QFrame;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;
class QWidget;
class RulesBrowser;
namespace fs {
struct GameInfo;
}

class LobbyDialog : public QDialog {
    Q_OBJECT

public:
    // `faces` words every game the lobby lists (handed in by the window).
    explicit LobbyDialog(const FaceList& faces, QWidget* parent = nullptr);

    // Shows this setup (a remembered one); a setup the registry refuses shows the defaults.
    void setSetup(const MatchSetup& setup);
    MatchSetup setup() const;
    // The opponents' levels in seat order from the first opponent (West), kept across games: a
    // game with fewer seats shows the first ones. Missing ones are SeatLevels::Default.
    void setOpponentLevels(const QList<fs::Level>& levels);
    QList<fs::Level> opponentLevels() const { return m_levels; }
    // An unfinished match that can be resumed, described in a line or two ("" for none): shown
    // above the games with a Resume button, which is then the default.
    void setResumable(const QString& description);
    QPushButton* resumeButton() const { return m_resume; }

    // For tests and keyboard users: the widgets as a person finds them.
    QListWidget* gameList() const { return m_games; }
    QSpinBox* playersBox() const { return m_players; }
    QPushButton* playButton() const { return m_play; }
    QPushButton* hostButton() const { return m_host; }
    QPushButton* joinButton() const { return m_join; }
    QPushButton* rulesButton() const { return m_rules; }
    QWidget* optionEditor(const QString& key) const;
    // The level chooser of a computer seat (1 .. players - 1), or null.
    QComboBox* levelBox(int seat) const;
    QString opponentsText() const;
    QString problemText() const;

Q_SIGNALS:
    // The person chose to go on with the unfinished match (the dialog is closed).
    void resumeRequested();
    // The person chose to host this setup for friends, or to join a friend's table (the dialog
    // is closed; setup() still says what was chosen).
    void hostRequested();
    void joinRequested();

public Q_SLOTS:
    void accept() override;

private:
    void buildGameList();
    QString summaryOf(const fs::GameInfo& g) const;
    void showGame(const QString& gameId);
    void showRules();
    void fillOptions(const MatchSetup& setup);
    void updateOpponents();
    void buildLevelBoxes();
    void resetToDefaults();
    QString currentGameId() const;

    const FaceList& m_faces;
    QListWidget* m_games;
    QLabel* m_title;
    QLabel* m_summary;
    QSpinBox* m_players;
    QLabel* m_playersNote;
    QWidget* m_optionsBox;
    QFormLayout* m_optionsForm;
    QLabel* m_opponents;
    QWidget* m_levelsBox;
    QList<QComboBox*> m_levelBoxes; // by seat - 1
    QList<fs::Level> m_levels;
    QLabel* m_problem;
    QPushButton* m_rules;
    // The lobby's own: a window the lobby's modality does not block (a child of the main window
    // would be, and could be neither scrolled nor closed).
    RulesBrowser* m_rulesWindow = nullptr;
    QPushButton* m_defaults;
    QPushButton* m_play;
    QPushButton* m_host;
    QPushButton* m_join;
    QFrame* m_resumeBox;
    QLabel* m_resumeText;
    QPushButton* m_resume;
    struct Editor {
        QString key;
        QWidget* widget;
        std::function<std::string()> value;
    };
    QList<Editor> m_editors;
};
