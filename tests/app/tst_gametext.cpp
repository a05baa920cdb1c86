// The words GameText gives the table: a question for a set of named choices offers only the
// choices that are there (after Put's one put of a deal, a lead offers no put).

#include "text/gametext.h"

#include <QTest>

namespace {

std::uint64_t bit(fs::Choice c)
{
    return std::uint64_t{1} << static_cast<int>(c);
}

} // namespace

class TestGameText : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void putsQuestionOffersAPutOnlyWhenThereIsOne()
    {
        const std::uint64_t both = bit(fs::Choice::ThrowIn) | bit(fs::Choice::Put);
        QCOMPARE(GameText::choiceQuestion(both, true),
                 QStringLiteral("Lead a card, put, or throw in?"));
        QCOMPARE(GameText::choiceQuestion(both, false), QStringLiteral("Put, or throw in?"));
        const QString lead = GameText::choiceQuestion(bit(fs::Choice::ThrowIn), true);
        QVERIFY2(!lead.contains(QStringLiteral("put")), qPrintable(lead));
        QVERIFY2(lead.contains(QStringLiteral("throw in")), qPrintable(lead));
        QVERIFY(!GameText::choiceQuestion(bit(fs::Choice::ThrowIn), false)
                     .contains(QStringLiteral("put"), Qt::CaseInsensitive));
    }
};

QTEST_MAIN(TestGameText)
#include "tst_gametext.moc"
