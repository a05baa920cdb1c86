#pragma once
// The score sheet out of the app: as CSV for a spreadsheet, and as a printed page or a PDF with
// a title saying which game, when and who played. Works on any table model shaped like
// ScoreSheetModel (deal rows, then Total and Place rows, named in the vertical header), reading
// raw numbers through ScoreSheetModel::PointsRole where a cell has them so that a spreadsheet
// can sum them, and the displayed text everywhere else.

#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QStringList>

class QAbstractItemModel;
class QPagedPaintDevice;
class QPrinter;
class QTextDocument;
class QWidget;
class ScoreSheetModel;

class ScoreSheetExport {
    Q_DECLARE_TR_FUNCTIONS(ScoreSheetExport)

public:
    // What the printed sheet says above the table.
    struct Title {
        QString game;        // "Hearts"
        QDateTime when;      // when the match was played; not shown when invalid
        QStringList players; // as the columns name them
    };
    // The title of a live sheet: its game's name, `when`, and its column names.
    static Title titleOf(const ScoreSheetModel& sheet, const QString& gameName,
                         const QDateTime& when);

    // RFC 4180: a header row ("Deal" and the column names), one record per model row, fields
    // quoted when they hold a comma, a quote or a line break, lines ended by CRLF.
    static QString toCsv(const QAbstractItemModel& sheet);
    // Writes toCsv() as UTF-8 with a byte-order mark (without one, Excel reads ♥ as mojibake),
    // atomically: an existing file is replaced only once the new one is complete. On failure
    // returns false and says why in `error` (when given).
    static bool writeCsv(const QString& path, const QAbstractItemModel& sheet,
                         QString* error = nullptr);

    // The sheet as HTML that QTextDocument lays out: the title, then the table with its totals
    // in bold and the leader's cells shaded as on screen.
    static QString toHtml(const QAbstractItemModel& sheet, const Title& title);
    // A PDF of toHtml(), written atomically like writeCsv.
    static bool writePdf(const QString& path, const QAbstractItemModel& sheet, const Title& title,
                         QString* error = nullptr);
    // Prints toHtml() on a printer the caller has set up.
    static void print(QPrinter& printer, const QAbstractItemModel& sheet, const Title& title);
    // Asks for a printer with QPrintDialog and prints there; false when the person cancels.
    static bool printWithDialog(QWidget* parent, const QAbstractItemModel& sheet,
                                const Title& title);

private:
    static void printDocument(const QAbstractItemModel& sheet, const Title& title,
                              QPagedPaintDevice& device);
};
