#pragma once
// The application window: the table in the middle, the score sheet in a dock, the menus, the
// status line and the settings that outlive a session. It starts matches and shows their end;
// everything about a game itself happens in the controller and the table.

#include "core/rules.h"
#include "lobby/matchsetup.h"
#include "settings/appsettings.h"

#include <QList>
#include <QMainWindow>
#include <QString>

class GameController;
class LobbyDialog;
class RulesBrowser;
class MatchResultDialog;
class QAction;
class QDockWidget;
class ScoreSheetModel;
class ScoreSheetPanel;
class TableView;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Every seat played by the computer, the next deal started on its own: for demonstrations
    // and screenshots (--demo). Takes effect at the next match.
    void setDemo(bool demo) { m_demo = demo; }
    // Asks before a match in progress is abandoned (New game, Quit); tests turn it off.
    void setConfirmAbandon(bool confirm) { m_confirmAbandon = confirm; }
    const MatchSetup& currentSetup() const { return m_setup; }
    LobbyDialog* lobby() const { return m_lobby; }
    RulesBrowser* rulesBrowser() const { return m_rules; }
    // A match has started and is not over: leaving it loses it.
    bool matchInProgress() const;

    GameController* controller() const { return m_controller; }
    TableView* table() const { return m_table; }
    ScoreSheetModel* scoreModel() const;
    ScoreSheetPanel* scorePanel() const { return m_scorePanel; }
    QDockWidget* scoreDock() const { return m_scoreDock; }
    MatchResultDialog* resultDialog() const { return m_resultDialog; }
    QAction* lastTrickAction() const { return m_lastTrickAction; }

public Q_SLOTS:
    // Starts a match of the current setup with this seed (the same seed replays the same deals).
    void startMatch(quint64 seed);
    // Starts this setup (checked by the registry; a refused one changes nothing).
    bool startSetup(const MatchSetup& setup, quint64 seed);
    // Asks before abandoning a match in progress, then opens the lobby.
    void newGame();
    // Opens the lobby with the last choices; Play starts the match.
    void openLobby();
    // The same game again with new cards.
    void rematch();
    void showRules();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void createScoreDock();
    void readSettings();
    void writeSettings();
    void showSettingsProblems(const QStringList& problems);
    void setComputerDelay(int ms);
    void showMatchResult(const QList<int>& winners);
    // The score sheet's feed: each scored row with the totals after it, from the controller.
    void startScoreSheet();
    void addScoredDeal(int dealIndex, const fs::ScoreRow& row, const QList<int>& totals);
    void showAbout();
    bool confirmAbandon(const QString& question);

    MatchSetup m_setup = MatchSetup::defaults(QStringLiteral("hearts"));
    bool m_demo = false;
    bool m_confirmAbandon = true;
    LobbyDialog* m_lobby = nullptr;
    RulesBrowser* m_rules = nullptr;
    QAction* m_rulesAction = nullptr;
    GameController* m_controller;
    TableView* m_table;
    ScoreSheetPanel* m_scorePanel = nullptr;
    QDockWidget* m_scoreDock = nullptr;
    MatchResultDialog* m_resultDialog;
    QAction* m_lastTrickAction = nullptr;
    AppSettings m_settings;
};
