#include "table/cardrenderer.h"

#include <QMutexLocker>
#include <QPainter>
#include <QSvgRenderer>
#include <QtConcurrent/QtConcurrentRun>

#include <cmath>

namespace {

// A table shows at most a couple of card sizes at once (hand and opponents'); keeping a few per
// element covers going back and forth while resizing without letting memory grow.
constexpr int SizesKeptPerElement = 4;

} // namespace

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

QString CardRenderer::key(const QString& element, QSize pixels, qreal dpr)
{
    return QStringLiteral("%1@%2x%3/%4")
        .arg(element)
        .arg(pixels.width())
        .arg(pixels.height())
        .arg(dpr);
}

void CardRenderer::prepare(const QStringList& elementIds, QSize logicalSize, qreal dpr)
{
    const QSize pixels(qMax(1, qRound(logicalSize.width() * dpr)),
                       qMax(1, qRound(logicalSize.height() * dpr)));
    for (const QString& element : elementIds) {
        const QString wanted = key(element, pixels, dpr);
        if (m_cache.contains(wanted) || m_queued.contains(wanted))
            continue;
        m_queued.insert(wanted);
        m_queue.append({element, pixels, dpr});
    }
    if (!m_queue.isEmpty())
        m_settle.start();
}

QPixmap CardRenderer::pixmap(const QString& elementId, QSize logicalSize, qreal dpr)
{
    const QSize pixels(qMax(1, qRound(logicalSize.width() * dpr)),
                       qMax(1, qRound(logicalSize.height() * dpr)));
    const QString wanted = key(elementId, pixels, dpr);
    if (auto it = m_cache.constFind(wanted); it != m_cache.constEnd())
        return *it;

    if (!m_queued.contains(wanted)) {
        m_queued.insert(wanted);
        m_queue.append({elementId, pixels, dpr});
    }
    m_settle.start(); // restarts: rendering waits until sizes stop changing

    QPixmap stale = m_cache.value(m_latestFor.value(elementId));
    if (stale.isNull()) {
        // First sight of this element: a blank card would be worse than a short stall.
        stale = QPixmap::fromImage(renderImage(elementId, pixels));
        stale.setDevicePixelRatio(dpr);
        insert(elementId, wanted, stale);
        m_queued.remove(wanted);
        m_queue.removeIf(
            [&](const Request& r) { return key(r.element, r.pixels, r.dpr) == wanted; });
        return stale;
    }
    stale = stale.scaled(pixels, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    stale.setDevicePixelRatio(dpr);
    return stale;
}

QImage CardRenderer::renderImage(const QString& element, QSize pixels) const
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
    m_svg->render(&painter, element, QRectF(QPointF(0, 0), QSizeF(pixels)));
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
            done.append({key(r.element, r.pixels, r.dpr), r.element,
                         renderImage(r.element, r.pixels), r.dpr, generation});
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
        insert(r.element, r.key, pixmap);
    }
    if (!m_queue.isEmpty())
        m_settle.start();
    Q_EMIT pixmapsReady();
}

void CardRenderer::insert(const QString& element, const QString& key, const QPixmap& pixmap)
{
    m_cache.insert(key, pixmap);
    m_latestFor.insert(element, key);
    QList<QString>& keys = m_keysFor[element];
    keys.removeAll(key);
    keys.append(key);
    while (keys.size() > SizesKeptPerElement)
        m_cache.remove(keys.takeFirst());
}
