#include "controller/gamecontroller.h"
#include "registry/gameregistry.h"
#include "table/tableview.h"
#include <QTest>
class Shots : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void shots()
    {
        Q_INIT_RESOURCE(followsuit_resources);
        const QList<QSize> sizes = {QSize(1000, 720), QSize(1920, 1000)};
        QStringList only = qEnvironmentVariable("SHOTS").split(',', Qt::SkipEmptyParts);
        for (const fs::GameInfo& g : fs::allGames())
            for (int seats = g.minSeats; seats <= g.maxSeats; ++seats)
                for (QSize size : sizes) {
                    const QString id = QString::fromStdString(g.id);
                    if (!only.isEmpty() && !only.contains(id))
                        continue;
                    GameController c;
                    c.setComputerDelay(0);
                    c.setHumanSeats({0});
                    TableView t(&c, 0);
                    t.setAnimationSpeed(0);
                    t.resize(size);
                    t.show();
                    QVERIFY(QTest::qWaitForWindowExposed(&t));
                    QVERIFY(c.newMatch(id, seats, {}, 77));
                    // play a few of the person's decisions with the first legal thing
                    const int steps = qEnvironmentVariableIntValue("STEPS");
                    for (int k = 0; k < steps; ++k) {
                        QTRY_VERIFY_WITH_TIMEOUT(
                            (t.awaitingPerson() && t.idle()) || c.match().over(), 10000);
                        const fs::LegalActions l = t.legal();
                        if (!l.play.empty())
                            c.playCard(0, l.play.lowest());
                        else if (l.selectCount) {
                            fs::CardSet s;
                            for (fs::Card x : l.select)
                                if (s.size() < l.selectCount)
                                    s.insert(x);
                            c.passCards(0, s);
                        } else if (l.bids)
                            c.bid(0, fs::CardSet(l.bids).lowest().index);
                        else if (l.choices)
                            c.chooseOption(
                                0, static_cast<fs::Choice>(fs::CardSet(l.choices).lowest().index));
                    }
                    QTRY_VERIFY_WITH_TIMEOUT((t.awaitingPerson() && t.idle()) || c.match().over(),
                                             10000);
                    QTest::qWait(400);
                    t.grab().save(QStringLiteral("/tmp/shots/%1-%2-%3.png")
                                      .arg(id)
                                      .arg(seats)
                                      .arg(size.width()));
                }
    }
};
QTEST_MAIN(Shots)
#include "tst_zzshots.moc"
