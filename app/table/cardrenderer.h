#pragma once
// Turns card elements of one SVG deck into pixmaps, cached per element, size and device pixel
// ratio. Rendering an SVG is slow next to drawing a pixmap, so it happens once per size, off the
// GUI thread, and only after a resize has settled; until then callers get the nearest older
// pixmap scaled, which is blurry for a moment but never stalls a drag or a resize.
//
// The built-in French decks show J, Q, K and A in their corners, while a French player writes
// R, D, V and a German one K, D, B. Those decks also hold, for each letter a translation uses,
// an overlay per suit ("index_R_spade": both corners' rank in that letter on a patch of face
// colour, the size of a card; tools/cardart/README.md). When the person's language writes a
// card's rank with another letter (GameText::rankLetter, as the card names do), the card is drawn
// and then the overlay, so the table and the names agree. A deck without that overlay, a KDE deck
// above all, is drawn as it is: its artist drew its letters, and we have nothing in its style to
// paint over them.

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

class QPainter;
class QRectF;
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

    // The letter to paint over `elementId`'s corners in the person's language, "" when the card
    // shows the right one already (or is not a French court or ace). Reads the installed
    // translations: call it on the GUI thread, and pass the letter to paintCard.
    static QString indexLetter(const QString& elementId);
    // Draws `elementId` of `svg` into `target`, then the deck's overlay for `letter`, if it has
    // one.
    static void paintCard(QSvgRenderer& svg, QPainter* painter, const QString& elementId,
                          const QString& letter, const QRectF& target);

    // How long a size must stay unchanged before rendering starts (tests set 0).
    void setSettleDelay(int ms) { m_settle.setInterval(ms); }
    // True while scheduled or running renders have not been delivered yet.
    bool pending() const;

Q_SIGNALS:
    // New exact pixmaps are in the cache: items showing scaled stand-ins should ask again.
    void pixmapsReady();

private:
    // One card face: an element with, when the language asks for it, its corners in `letter`.
    // The cache tells faces apart by `name`, so a change of language renders the cards again.
    struct Face {
        QString element;
        QString letter;
        QString name; // "king_spade", or "king_spade[R]"
    };
    struct Request {
        Face face;
        QSize pixels;
        qreal dpr;
    };
    struct Rendered {
        QString key;
        QString name;
        QImage image;
        qreal dpr;
        quint64 generation;
    };

    void setUpRendering();
    static Face faceOf(const QString& element);
    static QString key(const QString& name, QSize pixels, qreal dpr);
    QImage renderImage(const Face& face, QSize pixels) const;
    void startRendering();
    void renderingDone();
    void insert(const QString& name, const QString& key, const QPixmap& pixmap);

    // QSvgRenderer is not thread safe; the worker and the GUI-thread fallback share it.
    mutable QMutex m_svgMutex;
    std::unique_ptr<QSvgRenderer> m_svg;
    QByteArray m_themeData;   // the deck now shown, to skip reloading the same one
    quint64 m_generation = 0; // counts deck changes; older renders are dropped
    qreal m_aspect = 250.0 / 350.0;

    QHash<QString, QPixmap> m_cache;          // key -> exact pixmap
    QHash<QString, QString> m_latestFor;      // face name -> key of its newest pixmap
    QHash<QString, QList<QString>> m_keysFor; // face name -> every cached key, oldest first
    QList<Request> m_queue;
    QSet<QString> m_queued;
    QTimer m_settle;
    QFutureWatcher<QList<Rendered>> m_watcher;
};
