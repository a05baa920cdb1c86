// The score sheet out of the app: CSV a spreadsheet reads back as the sheet (names with commas
// and quotes, raw points, the totals row), a PDF with its title, and a clear message when the
// file cannot be written.

#include "export/scoresheetexport.h"
#include "face/gameface.h"
#include "games/gamefaces.h"
#include "harness/playedmatch.h"
#include "harness/testfiles.h"
#include "scoresheet/scoresheetmodel.h"

#include <QApplication>
#include <QPrinter>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <span>

#include "testmain.h"

namespace {

// A minimal RFC 4180 reader, to check that the writer's quoting reads back.
QList<QStringList> parseCsv(const QString& text)
{
    QList<QStringList> records;
    QStringList fields;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"'))
                field += c, ++i;
            else if (c == QLatin1Char('"'))
                quoted = false;
            else
                field += c;
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            fields << field;
            field.clear();
        } else if (c == QLatin1Char('\r') && i + 1 < text.size() && text.at(i + 1) == '\n') {
            fields << field;
            records << fields;
            fields.clear();
            field.clear();
            ++i;
        } else {
            field += c;
        }
    }
    return records;
}

struct PlayedSheet {
    std::unique_ptr<fs::Match> match;
    std::unique_ptr<ScoreSheetModel> sheet;
};

PlayedSheet playedSheet(const std::string& game, int seats, const QStringList& names)
{
    PlayedSheet played;
    played.match = playedMatch(game, seats, 17, 3);
    const fs::Match& match = *played.match;
    played.sheet.reset(GameFaces::list().of(game).createSheet(nullptr));
    played.sheet->startMatch(match.rulesPtr(), names, 0);
    played.sheet->showRows(match.rows());
    return played;
}

// The game's name as the window hands it to the title.
QString sheetGameName(const ScoreSheetModel& sheet)
{
    return GameFaces::list().name(QString::fromStdString(std::string(sheet.rules()->gameId())));
}

const QStringList Names{QStringLiteral("You"), QStringLiteral("Smith, Anna"),
                        QStringLiteral("Bob \"the Ace\" <b>"), QStringLiteral("East")};

} // namespace

class ScoreSheetExportTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void csvQuotesNamesWithCommasAndQuotes()
    {
        const PlayedSheet played = playedSheet("hearts", 4, Names);
        const QString csv = ScoreSheetExport::toCsv(*played.sheet);
        // Hearts' sheet opens with a column saying where the cards were passed.
        QVERIFY(csv.startsWith(QStringLiteral("Deal,")));
        const QString header = csv.section(QStringLiteral("\r\n"), 0, 0);
        QVERIFY2(header.endsWith(
                     QStringLiteral(",You,\"Smith, Anna\",\"Bob \"\"the Ace\"\" <b>\",East")),
                 qPrintable(header));
        QVERIFY(csv.endsWith(QStringLiteral("\r\n")));
        const QList<QStringList> records = parseCsv(csv);
        QCOMPARE(records.first().mid(2), Names);
    }

    void csvHasARowPerDealAndTheTotalsAsPlainNumbers()
    {
        const PlayedSheet played = playedSheet("hearts", 4, Names);
        const ScoreSheetModel& sheet = *played.sheet;
        const QList<QStringList> records = parseCsv(ScoreSheetExport::toCsv(sheet));
        QCOMPARE(records.size(), sheet.rowCount() + 1);
        const fs::Match& match = *played.match;
        for (int deal = 0; deal < match.dealsPlayed(); ++deal) {
            QCOMPARE(records[deal + 1].first(), QString::number(deal + 1));
            for (int column = 0; column < 4; ++column)
                QCOMPARE(
                    records[deal + 1][sheet.modelColumn(column) + 1],
                    QString::number(match.rows()[std::size_t(deal)].points[std::size_t(column)]));
        }
        const QStringList totals = records[sheet.totalsRow() + 1];
        QCOMPARE(totals.first(), QStringLiteral("Total"));
        for (int column = 0; column < 4; ++column)
            QCOMPARE(totals[sheet.modelColumn(column) + 1],
                     QString::number(match.totals()[std::size_t(column)]));
    }

    void csvKeepsTheDealColumnAndThePlaceRow()
    {
        const PlayedSheet played = playedSheet("seconds", 4, Names);
        const ScoreSheetModel& sheet = *played.sheet;
        QVERIFY(sheet.placeRow() > 0);
        const QList<QStringList> records = parseCsv(ScoreSheetExport::toCsv(sheet));
        QCOMPARE(records.size(), sheet.rowCount() + 1);
        QCOMPARE(records.first().size(), sheet.columnCount() + 1);
        QCOMPARE(records.last().first(), QStringLiteral("Place"));
        QVERIFY(!records.last().last().isEmpty());
    }

    void csvFileIsWrittenWithAByteOrderMark()
    {
        const PlayedSheet played = playedSheet("ohhell", 5, {});
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sheet.csv"));
        QString error;
        QVERIFY(ScoreSheetExport::writeCsv(path, *played.sheet, &error));
        QVERIFY(error.isEmpty());
        const QByteArray bytes = readFile(path);
        QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
        QCOMPARE(QString::fromUtf8(bytes.mid(3)), ScoreSheetExport::toCsv(*played.sheet));
    }

    void pdfIsWrittenWithItsTitle()
    {
        const PlayedSheet played = playedSheet("hearts", 4, Names);
        const auto title = ScoreSheetExport::titleOf(*played.sheet, sheetGameName(*played.sheet),
                                                     QDateTime(QDate(2024, 5, 1), QTime(20, 15)));
        QCOMPARE(title.game, QStringLiteral("Hearts"));
        QCOMPARE(title.players, Names);
        const QString html = ScoreSheetExport::toHtml(*played.sheet, title);
        QVERIFY(html.contains(QStringLiteral("<h2>Hearts</h2>")));
        QVERIFY(html.contains(QStringLiteral("Smith, Anna")));
        QVERIFY(html.contains(QStringLiteral("&lt;b&gt;")));
        QVERIFY(html.contains(QStringLiteral("2024")));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sheet.pdf"));
        QString error;
        QVERIFY(ScoreSheetExport::writePdf(path, *played.sheet, title, &error));
        const QByteArray pdf = readFile(path);
        QVERIFY(pdf.startsWith("%PDF"));
        QVERIFY(pdf.size() > 1000);
    }

    void aWideSheetPrintsToo()
    {
        const PlayedSheet played = playedSheet("ohhell", 10, {});
        QTemporaryDir dir;
        QPrinter printer;
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(dir.filePath(QStringLiteral("printed.pdf")));
        ScoreSheetExport::print(
            printer, *played.sheet,
            ScoreSheetExport::titleOf(*played.sheet, sheetGameName(*played.sheet), QDateTime()));
        QVERIFY(readFile(printer.outputFileName()).startsWith("%PDF"));
        QVERIFY(ScoreSheetExport::writePdf(dir.filePath(QStringLiteral("wide.pdf")), *played.sheet,
                                           {}));
    }

    void anUnwritablePathSaysWhy()
    {
        const PlayedSheet played = playedSheet("hearts", 4, Names);
        const QString path = QStringLiteral("/nonexistent-folder-for-tests/sheet.csv");
        QString error;
        QVERIFY(!ScoreSheetExport::writeCsv(path, *played.sheet, &error));
        QVERIFY2(error.contains(path), qPrintable(error));
        error.clear();
        QVERIFY(!ScoreSheetExport::writePdf(path, *played.sheet, {}, &error));
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY(!ScoreSheetExport::writeCsv(path, *played.sheet)); // no message asked for
    }

    void anEmptySheetExportsItsHeaderOnly()
    {
        ScoreSheetModel empty;
        QCOMPARE(ScoreSheetExport::toCsv(empty), QStringLiteral("Deal\r\n"));
        QVERIFY(ScoreSheetExport::toHtml(empty, {}).contains(QStringLiteral("<table")));
    }
};

FOLLOWSUIT_TEST_MAIN(ScoreSheetExportTest)
#include "tst_scoresheetexport.moc"
