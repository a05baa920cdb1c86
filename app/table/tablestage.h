#pragma once
// The pieces of a card table on a graphics scene, and where they go: a card item for every card
// of the pack, backs for the hands the person cannot see, each seat's plate and won pile, the
// shared piles (stock, discards, tricks to nobody, a game's own piles such as Hearts' widow), the
// turned-up card on its captioned plate, the corner that says what matters now, and a notice
// over the person's hand. It places them from a TableModel through a TableLayout and hands back
// the animation of the move; it knows no controller and takes no input.
//
// The game table (TableView) and the review (ReviewView) are both built on it, so whatever the
// table learns to show (a trick's winner, the widow, a labelled trump card) the review shows too.

#include "face/gameface.h"
#include "table/tablelayout.h"
#include "table/tablemodel.h"

#include "core/rules.h"

#include <QList>
#include <QObject>
#include <QPointF>
#include <QSizeF>

#include <memory>
#include <utility>
#include <vector>

class CardItem;
class CardRenderer;
class PileStack;
class QAbstractAnimation;
class QGraphicsPathItem;
class QGraphicsScene;
class SeatBadge;
class TablePlaque;

// How the person's hand looks besides its cards: which may be used now, which are raised
// (picked for a pass, received, just drawn), which one the keyboard points at, and the one the
// mouse holds (left where it is).
struct HandMarks {
    bool dimUnusable = false;
    fs::CardSet usable;
    fs::CardSet picked;
    fs::CardSet raised;
    int focus = -1; // index in hand order, -1 for none
    const CardItem* dragged = nullptr;
};

class TableStage : public QObject {
    Q_OBJECT

public:
    enum class CardSize { Table, Hand, Back };
    using Moves = std::vector<std::pair<CardItem*, QPointF>>;

    TableStage(QGraphicsScene* scene, CardRenderer* renderer, QObject* parent = nullptr);
    ~TableStage() override;

    // A new table: the game's rules (pack, seats, score columns), its face and the seats' names.
    // Rebuilds the cards, since another game may use another pack.
    void setTable(std::shared_ptr<const fs::Rules> rules, const GameFace* face,
                  const SeatWords& words);
    void setWords(const SeatWords& words) { m_words = words; }
    // A line on each seat's plate about who plays it, by seat ("" for none): at a shared table,
    // whether a person or the computer plays the seat, and a person's connection. True when the
    // plates now need another number of lines: the table is to be laid out again (setArea).
    bool setSeatStates(const QStringList& states);
    // The most lines a plate carries: the layout keeps them free above each seat's cards.
    int plateLines() const;
    // Whether a plate has just wrapped onto more lines than the layout keeps free; if so the
    // stage has taken a new layout, and the table is to be arranged again.
    bool takePlateLinesGrew();
    const SeatWords& words() const { return m_words; }
    bool hasTable() const { return m_rules != nullptr; }
    const fs::Rules& rules() const { return *m_rules; }
    const GameFace& face() const { return *m_face; }
    // The table's size (scene coordinates are view pixels); open hands for the review.
    void setArea(QSizeF area, bool openHands = false);
    // The card size the person asked for, as a factor of the size the table picks (1 to 2);
    // used from the next setArea(). The layout grants what fits (TableLayout).
    void setCardScale(qreal scale) { m_cardScale = scale; }
    qreal cardScale() const { return m_cardScale; }
    // The screen's pixel ratio, for pixmaps drawn at the exact size.
    void setDevicePixelRatio(qreal dpr) { m_dpr = dpr; }
    const TableLayout& layout() const { return m_layout; }
    CardRenderer* renderer() const { return m_renderer; }

    // A seat counted from the person (0), clockwise.
    int rel(int seat) const;
    CardItem* itemFor(fs::Card card) const;
    SeatBadge* badge(int seat) const;
    QList<fs::Card> handOrder(fs::CardSet hand) const;
    // Where a card of a seat's face-down hand lies now.
    QPointF backPosition(const TableModel& model, int seat) const;
    QGraphicsPathItem* dropZone() const { return m_dropZone; }
    TablePlaque* infoPlaque() const { return m_info; }
    TablePlaque* turnUpPlate() const { return m_turnUpPlate; }
    TablePlaque* notice() const { return m_notice; }

    // Places everything `model` holds; returns the animation of the move (null when nothing
    // moves or `durationMs` is 0, in which case everything is already in place).
    QAbstractAnimation* arrange(const TableModel& model, const HandMarks& marks, int durationMs);
    // Only the plates, or only the corner of facts (cheap: no card moves).
    void arrangeBadges(const TableModel& model);
    void arrangeInfo(const TableModel& model);
    // What the corner says: the deal, trumps and the game's facts, a line each.
    QStringList infoLines(const TableModel& model) const;

    // Every card and back to the middle of the table, face down: where a deal starts from.
    void gatherAtCentre();
    // A short note over the person's hand (a refusal); hidden again by hideNotice().
    void showNotice(const QString& text, int handCount);
    void hideNotice();

    QAbstractAnimation* moveItems(const Moves& moves, int durationMs, qreal endOpacity = 1.0);
    // A face-up card lying on the table (trick, turned-up card) at stacking height `z`.
    void showOnTable(CardItem* item, qreal z);
    void updatePixmap(CardItem* item, CardSize kind = CardSize::Table);
    // New exact pixmaps are ready (CardRenderer::pixmapsReady): faces and piles ask again.
    void refreshPixmaps(const TableModel& model);
    // Queues every face and the back at the sizes the layout uses.
    void prepareFaces();

private:
    void buildItems();
    // The keyboard's outline round `item` where it comes to rest, above the hand.
    void outlineFocus(const CardItem* item, QPointF home);
    void arrangeHand(const TableModel& model, const HandMarks& marks, QList<CardItem*>& shown,
                     Moves& moves);
    void arrangeTrick(const TableModel& model, QList<CardItem*>& shown, Moves& moves);
    void arrangeOpponents(const TableModel& model, QList<CardItem*>& shown, Moves& moves);
    void arrangePiles(const TableModel& model, QList<CardItem*>& shown, Moves& moves);
    QString seatName(int seat) const { return m_words.name(seat); }
    // Puts the corner of facts, with its lines set, in the first free place its text fits;
    // false when there is none.
    bool placeInfoElsewhere();

    QGraphicsScene* m_scene;
    CardRenderer* m_renderer;
    std::shared_ptr<const fs::Rules> m_rules;
    const GameFace* m_face = nullptr;
    SeatWords m_words;
    QStringList m_seatStates;
    int m_linesSeen = 0; // the most lines a plate took this match
    static constexpr int MostPlateLines = 8;
    TableLayout m_layout;
    int m_seats = 0;
    qreal m_dpr = 1.0;
    qreal m_cardScale = 1.0;
    fs::CardSet m_openShown; // cards of open hands, drawn at the smaller size

    std::vector<CardItem*> m_cards;              // by card index, the whole pack
    std::vector<std::vector<CardItem*>> m_backs; // per seat: anonymous backs of hidden hands
    std::vector<SeatBadge*> m_badges;
    std::vector<std::unique_ptr<PileStack>> m_wonPiles;
    std::unique_ptr<PileStack> m_stockPile;
    std::unique_ptr<PileStack> m_discardPile;
    std::unique_ptr<PileStack> m_asidePile;
    std::vector<std::unique_ptr<PileStack>> m_extraPiles;
    QGraphicsPathItem* m_dropZone = nullptr;
    QGraphicsPathItem* m_focusFrame = nullptr; // the keyboard's outline (outlineFocus)
    TablePlaque* m_info = nullptr;
    TablePlaque* m_turnUpPlate = nullptr;
    TablePlaque* m_notice = nullptr;
};
