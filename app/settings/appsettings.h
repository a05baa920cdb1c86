#pragma once
// The settings that outlive a session, each with its documented range and default. The file they
// live in may have been edited by hand, damaged, or written by another version, so reading never
// trusts it: every value is validated (clamped into range, or replaced by its default), each
// correction is described in a sentence the window can show, a file Qt cannot parse is copied
// aside before anything is written over it, and only validated values are ever written back.
//
// A new setting is one more row in the table in appsettings.cpp plus a typed accessor pair.

#include "ai/levels.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <array>

class QSettings;

class AppSettings {
    Q_DECLARE_TR_FUNCTIONS(AppSettings)

public:
    // The keys as they appear in the file, and the documented ranges (README.md, "Settings").
    static constexpr char ComputerDelayKey[] = "table/computerDelay";
    static constexpr char WindowGeometryKey[] = "window/geometry";
    static constexpr char WindowStateKey[] = "window/state";
    static constexpr char LastMatchKey[] = "lobby/lastMatch";
    static constexpr char PlayerNameKey[] = "player/name";
    static constexpr char AnimationKey[] = "table/animationPercent";
    static constexpr char AutoPlayKey[] = "table/autoPlaySingleCard";
    static constexpr char ConfirmPlayKey[] = "table/confirmBeforePlay";
    static constexpr char CardBackKey[] = "cards/back";
    static constexpr char DeckKey[] = "cards/frenchDeck";
    static constexpr char UndoKey[] = "game/undoAllowed";
    static constexpr char LanguageKey[] = "ui/language";
    static constexpr char LevelsKey[] = "lobby/levels";
    static constexpr char ShowHintsKey[] = "game/showHints";
    static constexpr char FourColourKey[] = "cards/fourColour";
    static constexpr char AnnounceKey[] = "access/announce";
    static constexpr char CardSizeKey[] = "table/cardSizePercent";
    static constexpr char HighContrastKey[] = "table/highContrast";
    static constexpr char ExportFolderKey[] = "files/exportFolder";
    static constexpr qsizetype NameMax = 24;
    static constexpr int AnimationDefault = 100; // % of the normal length; 0 shows at once
    static constexpr int AnimationMax = 300;
    // % of the card size the window allows; the preferences offer steps of CardSizeStep. The
    // table grants as much of it as fits without overlap (TableLayout).
    static constexpr int CardSizeDefault = 100;
    static constexpr int CardSizeMin = 100;
    static constexpr int CardSizeMax = 200;
    static constexpr int CardSizeStep = 25;
    // The card backs and languages offered ("deck": the deck's own back; "": the system's).
    static constexpr const char* CardBacks[] = {"deck", "blue", "red", "green", nullptr};
    static constexpr const char* Languages[] = {"", "en", "fr", "de", "es", nullptr};
    // How much the table says as play goes on (Announcer::Amount, in this order).
    static constexpr const char* Announcements[] = {"everyCard", "tricks", "yourTurn", nullptr};
    static constexpr qsizetype TextMax = 2000; // a line of text, such as the last match chosen
    static constexpr int ComputerDelayDefault = 600; // ms; the menu offers 250, 600 and 1200
    static constexpr int ComputerDelayMin = 0;
    static constexpr int ComputerDelayMax = 3000;
    // Qt checks the contents of window geometry and state itself; this only bounds their size.
    static constexpr qsizetype WindowBytesMax = 64 * 1024;
    // No settings file this version writes comes near this; a larger one is set aside unread.
    static constexpr qint64 FileBytesMax = 1024 * 1024;

    AppSettings(); // every setting at its default

    // Reads every setting from `store` (with no group open), replacing what the file held by
    // validated values, and returns what was wrong with it (empty when nothing was), one sentence
    // per problem.
    QStringList load(QSettings& store);
    // Writes every setting to `store` and syncs it. Refuses (returns false) when load() found a
    // file that must not be written over: a damaged one it could not copy aside, or one it could
    // not read, since writing would lose whatever the file holds.
    bool save(QSettings& store) const;

    // The problems the last load() found, and where it kept a copy of a damaged file (if it did).
    QStringList problems() const { return m_problems; }
    QString damagedCopy() const { return m_damagedCopy; }

    int computerDelay() const;
    void setComputerDelay(int ms); // clamped into range
    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry); // dropped when oversized
    // The last match chosen in the lobby, as MatchSetup::toText() wrote it (checked on use).
    QString lastMatch() const;
    void setLastMatch(const QString& text); // dropped when not one line of at most TextMax
    QByteArray windowState() const;
    void setWindowState(const QByteArray& state); // dropped when oversized
    // The person's name on the table and the score sheet; "" for "You".
    QString playerName() const;
    void setPlayerName(const QString& name); // trimmed; dropped when too long or not one line
    int animationPercent() const;
    void setAnimationPercent(int percent); // clamped into range
    bool autoPlaySingleCard() const;
    void setAutoPlaySingleCard(bool on);
    bool confirmBeforePlay() const;
    void setConfirmBeforePlay(bool on);
    QString cardBack() const; // one of CardBacks
    void setCardBack(const QString& back);
    // A deck for French-suited games: a card theme (theme.json) or a KDE deck (its
    // index.desktop); "" for the built-in deck.
    QString deckPath() const;
    void setDeckPath(const QString& path);
    // The built-in French deck in four colours (diamonds blue, clubs green).
    bool fourColour() const;
    void setFourColour(bool on);
    bool undoAllowed() const;
    void setUndoAllowed(bool on);
    QString language() const; // one of Languages
    void setLanguage(const QString& code);
    // The levels of the computer seats last chosen in the lobby, in seat order from the first
    // opponent (West); empty for the defaults.
    QList<fs::Level> opponentLevels() const;
    void setOpponentLevels(const QList<fs::Level>& levels);
    // Game ▸ Hint is offered.
    bool showHints() const;
    void setShowHints(bool on);
    // One of Announcements: what a screen reader is told as play goes on.
    QString announcements() const;
    void setAnnouncements(const QString& amount);
    // Larger cards: a percentage of the size the table would pick for the window.
    int cardSizePercent() const;
    void setCardSizePercent(int percent); // clamped into range
    // The table in high-contrast colours (TablePalette::highContrast()).
    bool highContrast() const;
    void setHighContrast(bool on);
    // Where File ▸ Export and Open start: the folder last used, if it still exists, else the
    // person's documents (never the app's private folder of saves).
    QString exportFolder() const;
    void setExportFolder(const QString& folder);

    struct Entry; // one row of the table of settings, in appsettings.cpp

    // Whether the file at `path` holds what this version never writes ("@Variant(" values, which
    // Qt would trust blindly, or more than FileBytesMax): such a file must not be parsed.
    static bool holdsForeignValues(const QString& path);

private:
    // Index into the table of settings in appsettings.cpp (same order).
    enum Setting {
        ComputerDelay,
        WindowGeometry,
        WindowState,
        LastMatch,
        PlayerName,
        Animation,
        AutoPlay,
        ConfirmPlay,
        CardBack,
        Deck,
        Undo,
        Language,
        Levels,
        ShowHints,
        FourColour,
        Announce,
        CardSize,
        HighContrast,
        ExportFolder,
        SettingCount
    };

    static const Entry& entry(Setting setting);
    void set(Setting setting, const QVariant& value);
    void checkFile(const QSettings& store);
    void keepDamagedCopy(const QString& path);
    bool setAside(QSettings& store);

    std::array<QVariant, SettingCount> m_values;
    QStringList m_problems;
    QString m_damagedCopy;
    bool m_mayWrite = true;
};
