// Seconds changes how a deal scores from one deal to the next; the table says how, and whose
// tricks count with whose, from the rules of the core.

#include "registry/gameregistry.h"
#include "text/dealbanner.h"

#include <QTest>

class DealBannerTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everySecondsDealSaysItsArrangementAndTheSecondHighestRule()
    {
        std::string error;
        const auto rules = fs::createRules("seconds", 4, {}, error);
        const QStringList words = {QStringLiteral("partner's"),   QStringLiteral("partner's"),
                                   QStringLiteral("partner's"),   QStringLiteral("left"),
                                   QStringLiteral("right"),       QStringLiteral("Win tricks"),
                                   QStringLiteral("Lose tricks"), QStringLiteral("Exactly three")};
        for (int deal = 0; deal < 8; ++deal) {
            const QString line = DealBanner::forDeal(*rules, deal);
            QVERIFY2(line.contains(words[deal]), qPrintable(line));
            QVERIFY(line.contains(QStringLiteral("second-highest")));
        }
    }

    void platesNameTheSeatWhoseTricksCountWithTheirs()
    {
        std::string error;
        const auto rules = fs::createRules("seconds", 4, {}, error);
        // Deal 1: North and South are partners (South is seat 0, North seat 2).
        QCOMPARE(DealBanner::forSeat(*rules, 0, 2, 0), QStringLiteral("× you"));
        QVERIFY(DealBanner::forSeat(*rules, 0, 0, 0).contains(QStringLiteral("North")));
        // Deals 6 to 8 have no partners.
        QVERIFY(DealBanner::forSeat(*rules, 6, 0, 0).isEmpty());
    }

    void otherGamesHaveNoBanner()
    {
        std::string error;
        for (const char* id : {"hearts", "ohhell", "whist"})
            QVERIFY(DealBanner::forDeal(*fs::createRules(id, 4, {}, error), 0).isEmpty());
    }
};

QTEST_MAIN(DealBannerTest)
#include "tst_dealbanner.moc"
