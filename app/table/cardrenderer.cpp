#include "table/cardrenderer.h"

#include "core/pack.h"
#include "text/gametext.h"

#include <QMutexLocker>
#include <QPainter>
#include <QSvgRenderer>
#include <QtConcurrent/QtConcurrentRun>

#include <array>
#include <cmath>

namespace {

// A table shows at most a couple of card sizes at once (hand and opponents'); keeping a few per
// face covers going back and forth while resizing without letting memory grow.
constexpr int SizesKeptPerFace = 4;

// The letters the built-in French faces show for the jack, queen, king and ace
// (tools/cardart/french.py, RANK_LABEL): the untranslated ones of GameText::rankLetter.
constexpr std::array<char, 4> DrawnLetters = {'J', 'Q', 'K', 'A'};
constexpr int LowestLettered = 9; // the jack's rank index

// The rank index of each French card element ("queen_spade" -> 10), looked up by name.
const QHash<QString, int>& frenchRanks()
{
    static const QHash<QString, int> ranks = [] {
        QHash<QString, int> byElement;
        const fs::Pack& pack = fs::Pack::french52();
        for (int i = 0; i < pack.size(); ++i)
            byElement.insert(QString::fromStdString(pack.artId(fs::Card(i))),
                             pack.rankIndex(fs::Card(i)));
        return byElement;
    }();
    return ranks;
}

} // namespace

QString CardRenderer::indexLetter(const QString& elementId)
{
    const int rank = frenchRanks().value(elementId, -1);
    if (rank < LowestLettered)
        return QString();
    const QString letter = GameText::rankLetter(rank);
    const char drawn = DrawnLetters[static_cast<std::size_t>(rank - LowestLettered)];
    return letter == QLatin1Char(drawn) ? QString() : letter;
}

void CardRenderer::paintCard(QSvgRenderer& svg, QPainter* painter, const QString& elementId,
                             const QString& letter, const QRectF& target)
{
    svg.render(painter, elementId, target);
    if (letter.isEmpty())
        return;
    // An overlay's bounds are a card's (it holds an unpainted card-sized rectangle), so the same
    // target puts its letters on the card's corners. A deck without it, a KDE deck or a letter no
    // overlay was drawn for, keeps the letters it shows.
    const QString overlay = QStringLiteral("index_%1_%2").arg(letter, elementId.section(u'_', 1));
    if (svg.elementExists(overlay))
        svg.render(painter, overlay, target);
}

CardRenderer::Face CardRenderer::faceOf(const QString& element)
{
    const QString letter = indexLetter(element);
    return {element, letter,
            letter.isEmpty() ? element : QStringLiteral("%1[%2]").arg(element, letter)};
}

CardRenderer::CardRenderer(const QString& svgPath, QObject* parent)
    : QObject(parent), m_svg(std::make_unique<QSvgRenderer>(svgPath))
{
    const QRectF ace = m_svg->boundsOnElement(QStringLiteral("1_spade"));
    if (ace.isValid() && ace.height() > 0)
        m_aspect = ace.width() / ace.height();
    setUpRendering();
}

CardRenderer::CardRenderer(const QByteArray& svgData, qreal aspect, QObject* parent)
    : QObject(parent), m_svg(std::make_unique<QSvgRenderer>(svgData)), m_aspect(aspect)
{
    setUpRendering();
}

void CardRenderer::setUpRendering()
{
    m_settle.setSingleShot(true);
    m_settle.setInterval(150);
    connect(&m_settle, &QTimer::timeout, this, &CardRenderer::startRendering);
    connect(&m_watcher, &QFutureWatcher<QList<Rendered>>::finished, this,
            &CardRenderer::renderingDone);
}

CardRenderer::~CardRenderer()
{
    // The worker uses m_svg; it must be done before the renderer goes away.
    m_watcher.waitForFinished();
}

void CardRenderer::setTheme(const QByteArray& svgData, qreal aspect)
{
    m_watcher.waitForFinished(); // its images belong to the old deck
    {
        QMutexLocker lock(&m_svgMutex);
        if (m_svg->isValid() && m_themeData == svgData)
            return;
        m_svg = std::make_unique<QSvgRenderer>(svgData);
        m_themeData = svgData;
    }
    m_aspect = aspect;
    ++m_generation;
    m_cache.clear();
    m_latestFor.clear();
    m_keysFor.clear();
    m_queue.clear();
    m_queued.clear();
}

bool CardRenderer::isValid() const
{
    QMutexLocker lock(&m_svgMutex);
    return m_svg->isValid();
}

bool CardRenderer::pending() const
{
    return !m_queue.isEmpty() || m_watcher.isRunning();
}

QString CardRenderer::key(const QString& name, QSize pixels, qreal dpr)
{
    return QStringLiteral("%1@%2x%3/%4")
        .arg(name)
        .arg(pixels.width())
        .arg(pixels.height())
        .arg(dpr);
}

void CardRenderer::prepare(const QStringList& elementIds, QSize logicalSize, qreal dpr)
{
    const QSize pixels(qMax(1, qRound(logicalSize.width() * dpr)),
                       qMax(1, qRound(logicalSize.height() * dpr)));
    for (const QString& element : elementIds) {
        const Face face = faceOf(element);
        const QString wanted = key(face.name, pixels, dpr);
        if (m_cache.contains(wanted) || m_queued.contains(wanted))
            continue;
        m_queued.insert(wanted);
        m_queue.append({face, pixels, dpr});
    }
    if (!m_queue.isEmpty())
        m_settle.start();
}

QPixmap CardRenderer::pixmap(const QString& elementId, QSize logicalSize, qreal dpr)
{
    const QSize pixels(qMax(1, qRound(logicalSize.width() * dpr)),
                       qMax(1, qRound(logicalSize.height() * dpr)));
    const Face face = faceOf(elementId);
    const QString wanted = key(face.name, pixels, dpr);
    if (auto it = m_cache.constFind(wanted); it != m_cache.constEnd())
        return *it;

    if (!m_queued.contains(wanted)) {
        m_queued.insert(wanted);
        m_queue.append({face, pixels, dpr});
    }
    m_settle.start(); // restarts: rendering waits until sizes stop changing

    // Another size of the same face, never of another letter: after a change of language the
    // old letters must not show, even for a moment.
    QPixmap stale = m_cache.value(m_latestFor.value(face.name));
    if (stale.isNull()) {
        // First sight of this face: a blank card would be worse than a short stall.
        stale = QPixmap::fromImage(renderImage(face, pixels));
        stale.setDevicePixelRatio(dpr);
        insert(face.name, wanted, stale);
        m_queued.remove(wanted);
        m_queue.removeIf(
            [&](const Request& r) { return key(r.face.name, r.pixels, r.dpr) == wanted; });
        return stale;
    }
    stale = stale.scaled(pixels, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    stale.setDevicePixelRatio(dpr);
    return stale;
}

QImage CardRenderer::renderImage(const Face& face, QSize pixels) const
{
    // Premultiplied ARGB is what the raster engine blends fastest, and it is safe here: a card is
    // opaque except for the anti-aliased rim of its rounded corners, so the precision that
    // premultiplying costs at low alpha never shows. (KPat avoids it because it composes
    // translucent layers repeatedly; we render every card once, straight from the SVG.)
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    QMutexLocker lock(&m_svgMutex);
    paintCard(*m_svg, &painter, face.element, face.letter, QRectF(QPointF(0, 0), QSizeF(pixels)));
    return image;
}

void CardRenderer::startRendering()
{
    if (m_watcher.isRunning()) {
        m_settle.start(); // one batch at a time; try again once the current one is delivered
        return;
    }
    if (m_queue.isEmpty())
        return;
    const QList<Request> batch = m_queue;
    m_queue.clear();
    const quint64 generation = m_generation;
    m_watcher.setFuture(QtConcurrent::run([this, batch, generation] {
        QList<Rendered> done;
        done.reserve(batch.size());
        for (const Request& r : batch)
            done.append({key(r.face.name, r.pixels, r.dpr), r.face.name,
                         renderImage(r.face, r.pixels), r.dpr, generation});
        return done;
    }));
}

void CardRenderer::renderingDone()
{
    // QPixmap belongs to the GUI thread, so the conversion happens here, not in the worker.
    const QList<Rendered> done = m_watcher.result();
    for (const Rendered& r : done) {
        if (r.generation != m_generation)
            continue; // drawn from a deck that has been replaced since
        m_queued.remove(r.key);
        QPixmap pixmap = QPixmap::fromImage(r.image);
        // Set once here, so handing out cached copies never detaches their pixel data.
        pixmap.setDevicePixelRatio(r.dpr);
        insert(r.name, r.key, pixmap);
    }
    if (!m_queue.isEmpty())
        m_settle.start();
    Q_EMIT pixmapsReady();
}

void CardRenderer::insert(const QString& name, const QString& key, const QPixmap& pixmap)
{
    m_cache.insert(key, pixmap);
    m_latestFor.insert(name, key);
    QList<QString>& keys = m_keysFor[name];
    keys.removeAll(key);
    keys.append(key);
    while (keys.size() > SizesKeptPerFace)
        m_cache.remove(keys.takeFirst());
}
