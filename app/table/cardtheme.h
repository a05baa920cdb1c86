#pragma once
// A card theme: one SVG deck with an element per card (KDE card-theme ids: "queen_spade",
// "valet_coin", "back") and a small JSON description next to it:
//
//     { "name": "Follow Suit Classic", "pack": "french52", "aspect": 0.714285, "file": "deck.svg" }
//
// Themes may come from anywhere (a download, a damaged disk), so reading one is bounded in time
// and memory and ends with either a theme that is safe to use or a message that names the member
// or the problem. The builtin themes stand in for any theme that cannot be used.
//
// KDE's card decks (kdedeck.h) load as themes too: an index.desktop and its SVG or gzipped SVG,
// checked the same way (every card of the French pack and a back), its aspect read from the
// cards themselves.

#include "core/pack.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

class QJsonObject;
class QSvgRenderer;

class CardTheme {
    Q_DECLARE_TR_FUNCTIONS(CardTheme)

public:
    static constexpr qint64 MaxDescriptionBytes = 64 * 1024;
    static constexpr qint64 MaxSvgBytes = 16 * 1024 * 1024; // unpacked, for a .svgz
    static constexpr double MinAspect = 0.4;
    static constexpr double MaxAspect = 1.0;

    struct Loaded; // a theme, or why there is none (below)

    // Reads the description at `themeJsonPath` and the SVG it names, and checks both.
    static Loaded load(const QString& themeJsonPath);
    // Reads a KDE card deck from its index.desktop, and checks it.
    static Loaded loadKde(const QString& indexPath);
    // A theme.json or a KDE deck's index.desktop, whichever `path` is.
    static Loaded loadAny(const QString& path);
    // The theme compiled into the app for `pack` (":/decks/french/theme.json" and the Spanish
    // one), the French one in four colours when asked.
    static Loaded builtin(fs::PackKind pack, bool fourColour = false);
    // The theme at `path` (loadAny) if it loads and is drawn for `pack`; otherwise the builtin
    // theme for `pack`, with the reason the one asked for is not used kept in `error`.
    static Loaded loadOrBuiltin(const QString& path, fs::PackKind pack);

    QString name() const { return m_name; }
    fs::PackKind pack() const { return m_pack; }
    // Width over height of a card, as the description says.
    double aspect() const { return m_aspect; }
    // The SVG as read and checked: render these bytes rather than reading the file again, which
    // may have changed since.
    QByteArray svgData() const { return m_svgData; }
    QString svgPath() const { return m_svgPath; }

private:
    CardTheme() = default;
    // Each fills in what it has checked and returns why the theme cannot be used, or nothing.
    QString readDescription(const QString& path);
    QString readMembers(const QJsonObject& description, const QString& folder);
    QString readDeck();
    QString readKde(const QString& indexPath);
    // Checks that the SVG has every card of the pack and a back; returns why not, or "".
    QString checkElements(const QSvgRenderer& renderer, const QString& fileName) const;

    QString m_name;
    fs::PackKind m_pack = fs::PackKind::French52;
    double m_aspect = 0;
    QByteArray m_svgData;
    QString m_svgPath;
};

// From load() and builtin(), exactly one of `theme` and `error` is set. From loadOrBuiltin(),
// `theme` may be the builtin one with `error` saying why the theme asked for was not used.
struct CardTheme::Loaded {
    std::optional<CardTheme> theme;
    QString error;
};
