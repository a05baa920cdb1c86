// Fuzz target: a card theme as read from disk. Whatever the description or the deck holds, loading
// must end with a theme that keeps its promises (a known pack, an aspect ratio in range, a name)
// or with a message saying why not; never a crash, a hang or a sanitizer report.
//
// An input that starts with '<' is a deck (SVG), loaded through a fixed valid description; any
// other input is the description, in a folder that also holds deck.svg: a small deck with every
// element of both packs, so that a valid description costs the parse of a few kilobytes rather
// than of the builtin deck (which made the target four times slower).

#include "core/pack.h"
#include "fuzzfiles.h"
#include "table/cardtheme.h"

#include <QByteArray>
#include <QFile>
#include <QLoggingCategory>
#include <QTemporaryDir>

#include <cmath>
#include <cstdint>
#include <cstdlib>

// Q_INIT_RESOURCE declares a function, which must not end up inside a namespace.
static void initResources()
{
    Q_INIT_RESOURCE(followsuit_resources);
}

namespace {

QByteArray smallDeck()
{
    QByteArray svg = "<svg xmlns='http://www.w3.org/2000/svg' width='250' height='350'>";
    for (const fs::PackKind kind : {fs::PackKind::French52, fs::PackKind::Spanish48}) {
        const fs::Pack& pack = fs::Pack::of(kind);
        for (int i = 0; i < pack.size(); ++i)
            svg += "<rect id='" + QByteArray::fromStdString(pack.artId(fs::Card(i))) +
                   "' width='250' height='350'/>";
    }
    return svg + "<rect id='back' width='250' height='350'/></svg>";
}

// Where the inputs go; set up once per process.
struct Folder {
    QTemporaryDir dir{scratchTemplate(QStringLiteral("theme"))};
    QString description = dir.filePath(QStringLiteral("theme.json"));
    QString deck = dir.filePath(QStringLiteral("fuzz.svg"));
    QString deckDescription = dir.filePath(QStringLiteral("fuzz-deck.json"));
};

const Folder& folder()
{
    ensureGuiApplication(); // QSvgRenderer needs one (fonts)
    static Folder folder;
    static const bool ready = [] {
        initResources();
        // Malformed decks are the point here; Qt's warnings about them are noise.
        QLoggingCategory::setFilterRules(QStringLiteral("qt.svg*=false"));
        require(folder.dir.isValid());
        writeFile(folder.dir.filePath(QStringLiteral("deck.svg")), smallDeck());
        writeFile(folder.deckDescription, R"({"name": "Fuzzed deck", "pack": "french52",
                                               "aspect": 0.714285, "file": "fuzz.svg"})");
        return true;
    }();
    require(ready);
    return folder;
}

void checkOutcome(const CardTheme::Loaded& loaded)
{
    if (!loaded.theme) {
        require(!loaded.error.isEmpty());
        return;
    }
    require(loaded.error.isEmpty());
    const CardTheme& theme = *loaded.theme;
    require(!theme.name().trimmed().isEmpty());
    require(theme.pack() == fs::PackKind::French52 || theme.pack() == fs::PackKind::Spanish48);
    require(std::isfinite(theme.aspect()) && theme.aspect() >= CardTheme::MinAspect &&
            theme.aspect() <= CardTheme::MaxAspect);
    require(!theme.svgData().isEmpty() && theme.svgData().size() <= CardTheme::MaxSvgBytes);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const Folder& f = folder();
    const QByteArray input(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const bool isDeck = size > 0 && data[0] == '<';
    writeFile(isDeck ? f.deck : f.description, input);
    checkOutcome(CardTheme::load(isDeck ? f.deckDescription : f.description));
    return 0;
}
