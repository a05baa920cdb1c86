// Lobby ▸ Host a table…: a sentence that says what is missing appears whole, also when it
// appears after the dialog is shown (it was squeezed to half a line when the person chose a
// table server).

#include "remote/hostdialog.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>

#include "testmain.h"

class HostDialogTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void whatIsMissingIsShownWholeWhenItAppears()
    {
        HostDialog host(MatchSetup::defaults(QStringLiteral("hearts")), QStringLiteral("Hearts"),
                        QStringLiteral("Ann"));
        host.show();
        QVERIFY(QTest::qWaitForWindowExposed(&host));
        QVERIFY(!host.problemLabel()->isVisible()); // on this computer nothing is missing
        const int before = host.height();

        // The person chooses a table server: its address is missing.
        host.whereBox()->setFocus();
        QTest::keyClick(host.whereBox(), Qt::Key_Down);
        QCOMPARE(host.whereBox()->currentIndex(), 1);
        QLabel* problem = host.problemLabel();
        QTRY_VERIFY(problem->isVisible());
        QVERIFY(!problem->text().isEmpty());
        QTRY_VERIFY2(problem->height() >= problem->heightForWidth(problem->width()),
                     qPrintable(QStringLiteral("%1 px for %2 px of text")
                                    .arg(problem->height())
                                    .arg(problem->heightForWidth(problem->width()))));
        QVERIFY(host.rect().contains(QRect(problem->mapTo(&host, QPoint(0, 0)), problem->size())));
        QVERIFY(host.height() > before);

        // Another sentence in its place, longer: still whole.
        QTest::keyClicks(host.serverEdit(), QStringLiteral("cards.example.org:7766"));
        QTRY_VERIFY(problem->text().contains(QLatin1String("fingerprint")));
        QTRY_VERIFY(problem->height() >= problem->heightForWidth(problem->width()));
    }
};

FOLLOWSUIT_TEST_MAIN(HostDialogTest)
#include "tst_hostdialog.moc"
