// Fuzz target: a KDE card deck as read from disk (table/kdedeck.h, CardTheme::loadKde). Whatever
// its index.desktop or its (gzipped) SVG holds, loading must end with a French deck that keeps
// its promises (a name, an aspect ratio in range, the unpacked SVG within its cap) or with a
// message naming the deck; never a crash, a hang, a sanitizer report or memory beyond the cap.
//
// An input that starts with '[' or '#' is an index.desktop, next to a small valid deck; any other
// input is the deck file (SVG or gzipped SVG), named by a fixed valid index.

#include "fuzzfiles.h"
#include "table/cardtheme.h"
#include "table/kdedeck.h"

#include "core/pack.h"

#include <QByteArray>
#include <QLoggingCategory>
#include <QTemporaryDir>

#include <cmath>
#include <cstdint>

namespace {

QByteArray smallDeck()
{
    QByteArray svg = "<svg xmlns='http://www.w3.org/2000/svg' width='250' height='350'>";
    const fs::Pack& pack = fs::Pack::of(fs::PackKind::French52);
    for (int i = 0; i < pack.size(); ++i)
        svg += "<rect id='" + QByteArray::fromStdString(pack.artId(fs::Card(i))) +
               "' width='250' height='350'/>";
    return svg + "<rect id='back' width='250' height='350'/></svg>";
}

struct Folder {
    QTemporaryDir fuzzedIndex{scratchTemplate(QStringLiteral("kdeindex"))};
    QTemporaryDir fuzzedDeck{scratchTemplate(QStringLiteral("kdedeck"))};
};

const Folder& folder()
{
    ensureGuiApplication(); // QSvgRenderer needs one (fonts)
    static Folder folder;
    static const bool ready = [] {
        QLoggingCategory::setFilterRules(QStringLiteral("qt.svg*=false"));
        require(folder.fuzzedIndex.isValid() && folder.fuzzedDeck.isValid());
        // Both names an index may point at hold a valid deck.
        writeFile(folder.fuzzedIndex.filePath(QStringLiteral("deck.svg")), smallDeck());
        writeFile(folder.fuzzedIndex.filePath(QStringLiteral("deck.svgz")), smallDeck());
        writeFile(folder.fuzzedDeck.filePath(QStringLiteral("index.desktop")),
                  "[KDE Backdeck]\nName=Fuzzed\nSVG=deck.svgz\n");
        return true;
    }();
    require(ready);
    return folder;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const Folder& f = folder();
    const QByteArray input(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const bool isIndex = size > 0 && (data[0] == '[' || data[0] == '#');
    const QTemporaryDir& dir = isIndex ? f.fuzzedIndex : f.fuzzedDeck;
    writeFile(dir.filePath(isIndex ? QStringLiteral("index.desktop") : QStringLiteral("deck.svgz")),
              input);
    const CardTheme::Loaded loaded =
        CardTheme::loadKde(dir.filePath(QStringLiteral("index.desktop")));
    if (!loaded.theme) {
        require(!loaded.error.isEmpty());
        return 0;
    }
    const CardTheme& theme = *loaded.theme;
    require(!theme.name().trimmed().isEmpty());
    require(theme.pack() == fs::PackKind::French52);
    require(std::isfinite(theme.aspect()) && theme.aspect() >= CardTheme::MinAspect &&
            theme.aspect() <= CardTheme::MaxAspect);
    require(!theme.svgData().isEmpty() && theme.svgData().size() <= CardTheme::MaxSvgBytes);
    return 0;
}
