#pragma once
// KDE's card decks, as KDE's card games find them (libkdegames' format): a folder "svg-<name>"
// under a data folder's "carddecks" (Debian's kdegames-card-data-kf5 installs sixteen in
// /usr/share/carddecks), holding index.desktop, whose [KDE Backdeck] group names the deck (Name,
// Name[fr] ...), its picture (SVG=file.svgz, an SVG or gzipped SVG with one element per card,
// named as ours are: "queen_spade", "1_heart", "back") and a preview image (Preview=11.png).
//
// Finding decks reads only their index files; CardTheme::loadKde reads a deck itself, bounded
// and checked like any file from outside.
//
// A KDE deck's cards keep the court letters their artist drew (K, Q, J on most), whatever the
// language: the built-in decks carry the letters of each language as overlays to paint over their
// corners (CardRenderer), but a KDE deck has none, and a letter of ours pasted on its art would
// not match its lettering.

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace KdeDeck {

// What an index.desktop says.
struct Index {
    QString name;
    QString svgFile;     // a file name in the deck's folder
    QString previewFile; // "" when none is given
};

struct Found {
    QString name;
    QString indexPath;
    QString previewPath; // "" when the deck has no preview image
};

// The decks in the data folders KDE games read ("carddecks" in each), sorted by name.
QList<Found> installed();
// The decks in these "carddecks" folders, sorted by name; folders that are missing or hold
// something else are skipped, as are decks whose index cannot be read.
QList<Found> foundIn(const QStringList& carddeckFolders);
// Whether `path` names a KDE deck (its index.desktop) rather than a card theme (theme.json).
bool isIndexPath(const QString& path);
// Reads an index.desktop: nothing, and why in `error`, when it is not one.
std::optional<Index> readIndex(const QString& path, QString* error);

} // namespace KdeDeck
