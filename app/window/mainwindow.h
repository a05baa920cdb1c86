#pragma once
// The application window: the table in the middle, the score sheet in a dock, the menus, the
// status line and the settings that outlive a session. It starts matches and shows their end;
// everything about a game itself happens in the controller and the table.

#include "core/rules.h"
#include "export/scoresheetexport.h"
#include "games/gamefaces.h"
#include "lobby/matchsetup.h"
#include "record/gamerecord.h"
#include "remote/sharedseat.h"
#include "settings/appsettings.h"

#include <QList>
#include <QMainWindow>
#include <QString>

#include <memory>
#include <optional>

class DecisionAuditDialog;
class GameController;
class LobbyDialog;
class MatchSession;
class QMenu;
class ReviewDialog;
class StatsDatabase;
class StatisticsDialog;
class RulesBrowser;
class MatchResultDialog;
class NetPlay;
class TableChat;
class QAction;
class QDialog;
class QDockWidget;
class QTimer;
class ScoreSheetModel;
class StatusLine;
class ScoreSheetPanel;
class TableView;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // `faces` is every game's face, composed with the list of games where the window is built
    // (games/gamefaces.h) and handed from here to whatever words a game.
    explicit MainWindow(const FaceList& faces = GameFaces::list(), QWidget* parent = nullptr);
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
    // The match is played at a table this app does not host (a friend's, or a server's): it
    // keeps the match, so there is nothing here to save or to take back but through it.
    bool tableElsewhere() const;

    GameController* controller() const { return m_controller; }
    TableView* table() const { return m_table; }
    ScoreSheetModel* scoreModel() const;
    ScoreSheetPanel* scorePanel() const { return m_scorePanel; }
    QDockWidget* scoreDock() const { return m_scoreDock; }
    MatchResultDialog* resultDialog() const { return m_resultDialog; }
    QAction* lastTrickAction() const { return m_lastTrickAction; }
    QAction* undoAction() const { return m_undoAction; }
    QAction* redoAction() const { return m_redoAction; }
    QAction* hintAction() const { return m_hintAction; }
    // The status bar's message line (widgets/statusline.h).
    StatusLine* statusLine() const { return m_statusLine; }
    QAction* auditAction() const { return m_auditAction; }
    DecisionAuditDialog* auditDialog() const { return m_audit; }
    MatchSession* session() const { return m_session; }
    // The statistics, opened at the first call after loadSave() (a file that cannot be used is
    // set aside and said so then); null before loadSave().
    StatsDatabase* statistics();

    // Where the app keeps its files (the autosave, the statistics): the AppDataLocation.
    static QString dataDirectory();
    // Reads the autosave at start (call after setDemo): an unfinished match is offered in the
    // lobby; a damaged one is set aside with a message, and the app goes on without it. From
    // then on finished matches go into the statistics.
    void loadSave();
    bool hasResumable() const { return m_resumable.has_value(); }
    // The lobby's line about the unfinished match: game, players, score and date.
    QString resumeDescription() const;

public Q_SLOTS:
    // Levels from the command line (--level without --game) for the matches this window starts:
    // one for every computer seat, or one per computer seat in seat order.
    void useLevels(const QList<fs::Level>& given);

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
    // Goes on with the unfinished match loadSave() found; false when there is none or it fails.
    bool resumeSaved();
    // File ▸ Open: a record to continue from its end (asks first when one is unfinished and a
    // match is in progress). Says what is wrong with a file that cannot be used.
    bool openRecord(const QString& path);
    // File ▸ Export: the match so far as a record; says why when it cannot be written.
    bool exportRecord(const QString& path);
    // Playing with friends (mainwindow_net.cpp). Lobby ▸ Host a table…: this setup on a table
    // of this app's own server, friends in the seats the person opens to them.
    void hostTable(const MatchSetup& setup);
    // Lobby ▸ Join a table…, or a followsuit:// link: `invitationText` fills the dialog.
    void joinTable(const QString& invitationText = QString());
    NetPlay* netPlay() const { return m_net; }
    // A seat at a shared table that loadSave() found kept: the app was closed or killed while
    // the match was played.
    bool hasSharedSeat() const { return m_sharedSeat.has_value(); }
    // Asks whether to go back to that table (and does), or forgets it; then the lobby opens if
    // the person does not go back.
    void offerSharedTable();
    // Goes back to the kept seat: a table this app hosted is resumed for everyone first.
    bool returnToSharedTable();
    TableChat* tableChat() const { return m_chat; }
    QDockWidget* chatDock() const { return m_chatDock; }
    // Game ▸ Statistics: figures per game and the history of finished matches.
    void showStatistics();
    // Game ▸ Check my decisions: the person's decisions in the last finished deal, weighed by the
    // Hard player.
    void checkMyDecisions();
    // Game ▸ Review deals: the deals of the match so far, every hand shown.
    void reviewCurrentMatch();
    void reviewRecord(const fs::GameRecord& record);
    // The score sheet as a PDF or CSV file; asks where when `path` is empty.
    bool exportScoreSheet(bool pdf, const QString& path = QString());

protected:
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void createMenus();
    void createScoreDock();
    // Gives the score sheet's dock `wanted` pixels, or two fifths of the window if less.
    void widenScoreDock(int wanted);
    void readSettings();
    void writeSettings();
    void showSettingsProblems(const QStringList& problems);
    // Puts the settings to work: the table, the controller, undo, the person's name.
    void applySettings();
    void editSettings();
    void setComputerDelay(int ms);
    void showMatchResult(const QList<int>& winners);
    void rememberLevels(const QList<fs::Level>& levels);
    // The score sheet's feed: each scored row with the totals after it, from the controller.
    void startScoreSheet();
    void showAbout();
    bool confirmAbandon(const QString& question);
    // The session (mainwindow_session.cpp): saves, undo, records.
    void createSession();
    void createFileMenu();
    void createEditMenu();
    // Shows a message on the status bar's line, fitted to it (StatusLine).
    void showStatus(const QString& text);
    void showUndoAndRedo();
    QString savePath() const;
    bool continueRecord(const fs::GameRecord& record, QString* error);
    void showProblem(const QString& title, const QString& text);
    void matchEnded();
    void chooseRecordToOpen();
    void chooseExportFile();
    // Hints (mainwindow_hint.cpp).
    void createHintAction(QMenu* game);
    void updateHintAction();
    void askForHint();
    void showHint(int seat, const fs::Action& action, const fs::DecisionWhy& why);
    // Playing by ear and by keys (mainwindow_access.cpp): the Listen menu, moving between the
    // table and the score sheet, Help ▸ Keyboard.
    void createListenMenu();
    void addKeyboardActions(QMenu* view, QMenu* help);
    void showKeyboardHelp();
    // Looking back (mainwindow_review.cpp).
    void createReviewActions(QMenu* file, QMenu* game);
    ReviewDialog* reviewDialog();
    void reviewRecordText(const QString& json);
    ScoreSheetExport::Title sheetTitle() const;
    // Playing with friends (mainwindow_net.cpp).
    void createNetPlay();
    void openWaitingRoom();
    void playAtTable();
    // Back to a table of this computer: the shared one is left, its names forgotten.
    void leaveTable();
    void showSeatStates();

    const FaceList& m_faces;
    MatchSetup m_setup = MatchSetup::defaults(MatchSetup::firstGame());
    bool m_demo = false;
    bool m_confirmAbandon = true;
    bool m_shownOnce = false;
    LobbyDialog* m_lobby = nullptr;
    RulesBrowser* m_rules = nullptr;
    QAction* m_rulesAction = nullptr;
    GameController* m_controller;
    TableView* m_table;
    StatusLine* m_statusLine = nullptr;
    ScoreSheetPanel* m_scorePanel = nullptr;
    QDockWidget* m_scoreDock = nullptr;
    MatchResultDialog* m_resultDialog;
    QAction* m_lastTrickAction = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_hintAction = nullptr;
    QWidget* m_hintButton = nullptr; // follows the action's state, but not its visibility
    QAction* m_auditAction = nullptr;
    DecisionAuditDialog* m_audit = nullptr;
    QAction* m_exportAction = nullptr;
    MatchSession* m_session = nullptr;
    std::optional<fs::GameRecord> m_resumable; // what loadSave() found
    std::optional<SharedSeat> m_sharedSeat;    // the seat at a shared table loadSave() found
    std::unique_ptr<StatsDatabase> m_stats;    // opened by statistics(), at its first use
    bool m_keepsStatistics = false;            // set by loadSave()
    StatisticsDialog* m_statsDialog = nullptr;
    ReviewDialog* m_review = nullptr;
    QAction* m_reviewAction = nullptr;
    QAction* m_printAction = nullptr;
    QAction* m_pdfAction = nullptr;
    QAction* m_csvAction = nullptr;
    QMenu* m_fileMenu = nullptr;
    NetPlay* m_net = nullptr;
    TableChat* m_chat = nullptr;
    QDockWidget* m_chatDock = nullptr;
    QTimer* m_seatClock = nullptr; // counts a dropped friend's grace down on the plates
    QDialog* m_keyboardHelp = nullptr;
    AppSettings m_settings;
};
