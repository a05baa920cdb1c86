#pragma once
// The application window: the table in the middle, the score sheet in a dock, the menus, the
// status line and the settings that outlive a session. It starts matches and shows their end;
// everything about a game itself happens in the controller and the table.

#include "settings/appsettings.h"

#include <QMainWindow>
#include <QString>

class GameController;
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
    // and screenshots. Takes effect at the next match.
    void setAutoplay(bool autoplay) { m_autoplay = autoplay; }

    GameController* controller() const { return m_controller; }
    TableView* table() const { return m_table; }
    ScoreSheetModel* scoreModel() const;
    ScoreSheetPanel* scorePanel() const { return m_scorePanel; }
    QDockWidget* scoreDock() const { return m_scoreDock; }
    MatchResultDialog* resultDialog() const { return m_resultDialog; }
    QAction* lastTrickAction() const { return m_lastTrickAction; }

public Q_SLOTS:
    // Starts a match of the current game with this seed (the same seed replays the same deals).
    void startMatch(quint64 seed);
    // Starts a match with a fresh random seed.
    void newGame();

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
    // The score sheet's feed from the controller: kept in these two so that a controller which
    // sends each scored row with its totals needs only them changed.
    void startScoreSheet();
    void addScoredDeal(int dealIndex);
    void showRules();
    void showAbout();

    QString m_gameId = QStringLiteral("hearts");
    bool m_autoplay = false;
    GameController* m_controller;
    TableView* m_table;
    ScoreSheetPanel* m_scorePanel = nullptr;
    QDockWidget* m_scoreDock = nullptr;
    MatchResultDialog* m_resultDialog;
    QAction* m_lastTrickAction = nullptr;
    AppSettings m_settings;
};
