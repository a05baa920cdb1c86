// Every question the table asks, in every game, fits its panel: the whole question shows, no
// button is narrower than its words, buttons neither overlap nor leave the panel, and the panel
// stays on the table; in windows of 1024×600, 1280×800 and 1920×1080, in English and with every
// word made as long as German makes it. Asserted from widget geometry and font metrics.

#include "controller/gamecontroller.h"
#include "games/hearts/heartsvocabulary.h"
#include "table/decisionpanel.h"
#include "table/seatbadge.h"
#include "table/tableview.h"
#include "window/mainwindow.h"

#include "core/match.h"
#include "registry/gameregistry.h"

#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTranslator>

#include <map>
#include <tuple>

#include "testmain.h"

namespace {

// German runs about a third longer than English: every word here gets 40% more letters, so a
// panel that fits these fits German. Placeholders (%1, %n) are left alone.
class LongerWords : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char*, const char* source, const char*, int) const override
    {
        static const QRegularExpression word(QStringLiteral("(?<!%)\\b[A-Za-z]{2,}\\b"));
        QString text = QString::fromUtf8(source);
        QString out;
        qsizetype last = 0;
        for (auto it = word.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            out += text.mid(last, m.capturedStart() - last);
            const QString w = m.captured();
            out += w + w.right((w.size() * 2 + 4) / 5);
            last = m.capturedEnd();
        }
        return out + text.mid(last);
    }
};

struct Variant {
    const char* game;
    int seats;
    fs::Options options;
};

// The decisions other than a plain card that seat 0 meets in random play, one of each kind:
// which choices, which bids, what to pick and whether a card may be played instead.
using Shape = std::tuple<std::uint64_t, std::uint64_t, int, int, int, bool>;

std::map<Shape, fs::LegalActions> decisionsOf(const Variant& v)
{
    static std::map<std::pair<std::string, int>, std::map<Shape, fs::LegalActions>> known;
    auto& found = known[{v.game, v.seats}];
    if (!found.empty())
        return found;
    std::string error;
    const auto rules = fs::createRules(v.game, v.seats, v.options, error);
    if (!rules)
        qFatal("%s", error.c_str());
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        fs::Match match(rules, seed);
        fs::Rng rng(seed);
        for (int deal = 0; deal < 3 && !match.over(); ++deal) {
            match.startDeal();
            while (match.dealInProgress()) {
                const fs::LegalActions legal = match.state().legalActions();
                if (legal.seat == 0 && (legal.choices || legal.bids || legal.selectCount))
                    found.emplace(Shape{legal.choices, legal.bids, legal.selectCount,
                                        static_cast<int>(legal.selectKind), legal.selectTo,
                                        legal.play.empty()},
                                  legal);
                match.apply(legal.random(rng));
            }
        }
    }
    return found;
}

} // namespace

class DecisionPromptsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        Q_INIT_RESOURCE(followsuit_resources);
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("Follow Suit Tests"));
        QApplication::setApplicationName(QStringLiteral("tst_decisionprompts"));
        QSettings().clear();
    }

    void everyPromptFitsItsPanel_data()
    {
        QTest::addColumn<QSize>("window");
        QTest::addColumn<bool>("longWords");
        for (const QSize size : {QSize(1024, 600), QSize(1280, 800), QSize(1920, 1080)})
            for (const bool longWords : {false, true})
                QTest::addRow("%dx%d-%s", size.width(), size.height(), longWords ? "de" : "en")
                    << size << longWords;
    }

    void everyPromptFitsItsPanel()
    {
        QFETCH(QSize, window);
        QFETCH(bool, longWords);
        LongerWords longer;
        if (longWords)
            QApplication::installTranslator(&longer);
        const Variant variants[] = {
            {"hearts", 4, {}},
            {"hearts", 3, {}},
            {"ohhell", 3, {}},
            {"ohhell", 10, {{"hook", "true"}}},
            {"armslength", 4, {}},
            {"put", 2, {}},
            {"put", 3, {}},
            {"put", 4, {}},
            {"aluette", 4, {{"mordienne", "announced"}}},
        };
        int checked = 0;
        for (const Variant& v : variants) {
            std::map<Shape, fs::LegalActions> decisions = decisionsOf(v);
            if (QString::fromLatin1(v.game) == QLatin1String("hearts")) {
                // Taking every penalty card is too rare in random play to wait for.
                fs::LegalActions moon;
                moon.seat = 0;
                moon.choices = (1u << static_cast<int>(fs::HeartsChoice::MoonSubtractOwn)) |
                               (1u << static_cast<int>(fs::HeartsChoice::MoonAddOthers));
                decisions.emplace(Shape{moon.choices, 0, 0, 0, -1, true}, moon);
            }
            QVERIFY2(!decisions.empty(), v.game);
            MainWindow main;
            main.setConfirmAbandon(false);
            main.resize(window);
            main.show();
            QVERIFY(QTest::qWaitForWindowExposed(&main));
            main.controller()->setComputerDelay(100000); // nobody moves while we look
            MatchSetup setup = MatchSetup::defaults(QString::fromLatin1(v.game));
            setup.seats = v.seats;
            setup.options = v.options;
            main.table()->setAnimationSpeed(0);
            QVERIFY(main.startSetup(setup, 3));
            TableView* table = main.table();
            QTRY_VERIFY(table->idle());
            DecisionPanel* panel = table->decisionPanel();
            const QRect viewport = table->viewport()->rect();
            for (const auto& [shape, legal] : decisions) {
                panel->ask(table->promptFor(legal), legal, table->confirmText(legal),
                           *table->face());
                table->placeDecisionPanel();
                QApplication::processEvents();
                const QString what = QStringLiteral("%1-%2 %3x%4: \"%5\"")
                                         .arg(QString::fromLatin1(v.game))
                                         .arg(v.seats)
                                         .arg(window.width())
                                         .arg(window.height())
                                         .arg(panel->prompt());
                checkPanel(panel, viewport, what);
                if (QTest::currentTestFailed())
                    return;
                ++checked;
            }
            // The end of a deal: its summary over the "Next deal" button, as long as the table
            // makes it (a note and every column's points).
            QStringList points;
            for (int column = 0; column < main.controller()->match().rules().columns(); ++column)
                points << QStringLiteral("%1 %2").arg(table->badge(column)->name()).arg(-26);
            panel->askNextDeal(QApplication::translate("TableView", "%1.  %2")
                                   .arg(QApplication::translate("GameText", "%1 shot the moon")
                                            .arg(table->badge(1)->name()),
                                        QApplication::translate("TableView", "Deal %1 scored: %2")
                                            .arg(12)
                                            .arg(points.join(QStringLiteral(", ")))));
            table->placeDecisionPanel();
            QApplication::processEvents();
            checkPanel(panel, viewport, QStringLiteral("%1-%2 next deal").arg(v.game).arg(v.seats));
            if (QTest::currentTestFailed())
                return;
            panel->dismiss();
        }
        QVERIFY(checked >= 20);
        QApplication::removeTranslator(&longer);
    }

private:
    static void checkPanel(DecisionPanel* panel, const QRect& viewport, const QString& what)
    {
        QVERIFY2(panel->isVisible(), qPrintable(what));
        const QRect box = panel->geometry();
        QVERIFY2(viewport.contains(box), qPrintable(what + QStringLiteral(": panel off table")));
        const auto* label = panel->findChild<QLabel*>();
        QVERIFY2(label->height() >= label->heightForWidth(label->width()),
                 qPrintable(what + QStringLiteral(": question cut")));
        QVERIFY2(panel->rect().contains(label->geometry()), qPrintable(what));
        QList<QRect> taken;
        for (QPushButton* b : panel->findChildren<QPushButton*>()) {
            if (b->isHidden())
                continue;
            const QString text = b->text();
            QVERIFY2(b->width() >= b->sizeHint().width(),
                     qPrintable(what + QStringLiteral(": button cut: ") + text));
            QVERIFY2(b->fontMetrics().horizontalAdvance(text) <= b->contentsRect().width(),
                     qPrintable(what + QStringLiteral(": words wider than button: ") + text));
            const QRect r(b->mapTo(panel, QPoint(0, 0)), b->size());
            QVERIFY2(panel->rect().contains(r),
                     qPrintable(what + QStringLiteral(": button outside: ") + text));
            for (const QRect& other : taken)
                QVERIFY2(!other.intersects(r),
                         qPrintable(what + QStringLiteral(": buttons overlap: ") + text));
            taken << r;
        }
    }
};

FOLLOWSUIT_TEST_MAIN(DecisionPromptsTest)
#include "tst_decisionprompts.moc"
