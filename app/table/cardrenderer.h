#pragma once
// Turns card elements of one SVG deck into pixmaps, cached per element, size and device pixel
// ratio. Rendering an SVG is slow next to drawing a pixmap, so it happens once per size, off the
// GUI thread, and only after a resize has settled; until then callers get the nearest older
// pixmap scaled, which is blurry for a moment but never stalls a drag or a resize.

#include <QByteArray>
#include <QFutureWatcher>
#include <QHash>
#include <QImage>
#include <QMutex>
#include <QObject>
#include <QPixmap>
#include <QSet>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <memory>

class QSvgRenderer;

class CardRenderer : public QObject {
    Q_OBJECT

public:
    explicit CardRenderer(const QString& svgPath, QObject* parent = nullptr);
    // A deck already read (and checked, see CardTheme), with the aspect ratio its theme gives.
    CardRenderer(const QByteArray& svgData, qreal aspect, QObject* parent = nullptr);
    ~CardRenderer() override;

    bool isValid() const;
    // Changes the deck (a game with another pack): drops every cached pixmap and queued render.
    void setTheme(const QByteArray& svgData, qreal aspect);
    // Width over height of one card element, as drawn in the deck.
    qreal aspectRatio() const { return m_aspect; }

    // The element drawn at `logicalSize` for a screen of `dpr`. Exact when cached; otherwise the
    // closest cached rendering scaled (and the exact one is scheduled), or, when nothing has been
    // rendered for this element yet, rendered at once so no card is ever blank.
    QPixmap pixmap(const QString& elementId, QSize logicalSize, qreal dpr);

    // Queues elements for rendering in the background, so they are ready before they are shown
    // (a card first seen during a drag must not stall it).
    void prepare(const QStringList& elementIds, QSize logicalSize, qreal dpr);

    // How long a size must stay unchanged before rendering starts (tests set 0).
    void setSettleDelay(int ms) { m_settle.setInterval(ms); }
    // True while scheduled or running renders have not been delivered yet.
    bool pending() const;

Q_SIGNALS:
    // New exact pixmaps are in the cache: items showing scaled stand-ins should ask again.
    void pixmapsReady();

private:
    struct Request {
        QString element;
        QSize pixels;
        qreal dpr;
    };
    struct Rendered {
        QString key;
        QString element;
        QImage image;
        qreal dpr;
        quint64 generation;
    };

    void setUpRendering();
    static QString key(const QString& element, QSize pixels, qreal dpr);
    QImage renderImage(const QString& element, QSize pixels) const;
    void startRendering();
    void renderingDone();
    void insert(const QString& element, const QString& key, const QPixmap& pixmap);

    // QSvgRenderer is not thread safe; the worker and the GUI-thread fallback share it.
    mutable QMutex m_svgMutex;
    std::unique_ptr<QSvgRenderer> m_svg;
    QByteArray m_themeData;   // the deck now shown, to skip reloading the same one
    quint64 m_generation = 0; // counts deck changes; older renders are dropped
    qreal m_aspect = 250.0 / 350.0;

    QHash<QString, QPixmap> m_cache;          // key -> exact pixmap
    QHash<QString, QString> m_latestFor;      // element -> key of its newest pixmap
    QHash<QString, QList<QString>> m_keysFor; // element -> every cached key, oldest first
    QList<Request> m_queue;
    QSet<QString> m_queued;
    QTimer m_settle;
    QFutureWatcher<QList<Rendered>> m_watcher;
};
