#include "export/scoresheetexport.h"

#include "scoresheet/scoresheetmodel.h"
#include "text/gametext.h"

#include <QAbstractItemModel>
#include <QBrush>
#include <QBuffer>
#include <QDir>
#include <QFont>
#include <QLocale>
#include <QPageLayout>
#include <QPdfWriter>
#include <QPrintDialog>
#include <QPrinter>
#include <QSaveFile>
#include <QTextDocument>

namespace {

// Wide tables (Oh Hell for ten) fit better across the page.
constexpr int PortraitColumns = 7;

QString csvField(const QString& text)
{
    static const QString special = QStringLiteral(",\"\r\n");
    bool quote = false;
    for (const QChar c : text)
        quote = quote || special.contains(c);
    if (!quote)
        return text;
    QString escaped = text;
    escaped.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

QString cellText(const QAbstractItemModel& sheet, int row, int column)
{
    const QModelIndex index = sheet.index(row, column);
    const QVariant points = sheet.data(index, ScoreSheetModel::PointsRole);
    if (points.isValid())
        return QString::number(points.toInt());
    return sheet.data(index, Qt::DisplayRole).toString();
}

bool saveAtomically(const QString& path, const QByteArray& bytes, QString* error)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
        return true;
    if (error)
        *error = ScoreSheetExport::tr("Could not write %1: %2")
                     .arg(QDir::toNativeSeparators(path), file.errorString());
    return false;
}

QString cellHtml(const QAbstractItemModel& sheet, int row, int column)
{
    const QModelIndex index = sheet.index(row, column);
    QString style;
    const QVariant background = sheet.data(index, Qt::BackgroundRole);
    if (background.canConvert<QBrush>() && background.value<QBrush>().style() != Qt::NoBrush)
        style +=
            QStringLiteral("background-color:%1;").arg(background.value<QBrush>().color().name());
    const QVariant font = sheet.data(index, Qt::FontRole);
    if (font.canConvert<QFont>() && font.value<QFont>().bold())
        style += QStringLiteral("font-weight:bold;");
    const QString text = sheet.data(index, Qt::DisplayRole).toString().toHtmlEscaped();
    const bool number = sheet.data(index, ScoreSheetModel::PointsRole).isValid();
    return QStringLiteral("<td align=\"%1\" style=\"%2\">%3</td>")
        .arg(number ? QStringLiteral("right") : QStringLiteral("left"), style, text);
}

} // namespace

ScoreSheetExport::Title ScoreSheetExport::titleOf(const ScoreSheetModel& sheet,
                                                  const QString& gameName, const QDateTime& when)
{
    Title title;
    if (sheet.rules())
        title.game = gameName;
    title.when = when;
    title.players = sheet.columnNames();
    return title;
}

QString ScoreSheetExport::toCsv(const QAbstractItemModel& sheet)
{
    const QString lineEnd = QStringLiteral("\r\n");
    QStringList fields{csvField(tr("Deal"))};
    for (int column = 0; column < sheet.columnCount(); ++column)
        fields << csvField(sheet.headerData(column, Qt::Horizontal).toString());
    QString csv = fields.join(QLatin1Char(',')) + lineEnd;
    for (int row = 0; row < sheet.rowCount(); ++row) {
        fields = QStringList{csvField(sheet.headerData(row, Qt::Vertical).toString())};
        for (int column = 0; column < sheet.columnCount(); ++column)
            fields << csvField(cellText(sheet, row, column));
        csv += fields.join(QLatin1Char(',')) + lineEnd;
    }
    return csv;
}

bool ScoreSheetExport::writeCsv(const QString& path, const QAbstractItemModel& sheet,
                                QString* error)
{
    return saveAtomically(path, QByteArray("\xEF\xBB\xBF") + toCsv(sheet).toUtf8(), error);
}

QString ScoreSheetExport::toHtml(const QAbstractItemModel& sheet, const Title& title)
{
    QString html = QStringLiteral("<html><body><h2>%1</h2>").arg(title.game.toHtmlEscaped());
    QStringList about;
    if (title.when.isValid())
        about << QLocale().toString(title.when, QLocale::LongFormat).toHtmlEscaped();
    if (!title.players.isEmpty())
        about
            << tr("Players: %1").arg(QLocale().createSeparatedList(title.players)).toHtmlEscaped();
    if (!about.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(about.join(QStringLiteral("<br>")));
    html += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" "
                           "style=\"border-collapse:collapse;\"><thead><tr><th>%1</th>")
                .arg(tr("Deal").toHtmlEscaped());
    for (int column = 0; column < sheet.columnCount(); ++column)
        html += QStringLiteral("<th>%1</th>")
                    .arg(sheet.headerData(column, Qt::Horizontal).toString().toHtmlEscaped());
    html += QStringLiteral("</tr></thead><tbody>");
    for (int row = 0; row < sheet.rowCount(); ++row) {
        html += QStringLiteral("<tr><th align=\"left\">%1</th>")
                    .arg(sheet.headerData(row, Qt::Vertical).toString().toHtmlEscaped());
        for (int column = 0; column < sheet.columnCount(); ++column)
            html += cellHtml(sheet, row, column);
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</tbody></table></body></html>");
}

void ScoreSheetExport::printDocument(const QAbstractItemModel& sheet, const Title& title,
                                     QPagedPaintDevice& device)
{
    QTextDocument document;
    document.setHtml(toHtml(sheet, title));
    document.print(&device);
}

bool ScoreSheetExport::writePdf(const QString& path, const QAbstractItemModel& sheet,
                                const Title& title, QString* error)
{
    // Rendered in memory first: QPdfWriter reports no error for a file it cannot open, and
    // the file is then replaced in one step.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setTitle(title.game);
        writer.setCreator(QCoreApplication::applicationName());
        writer.setPageSize(QPageSize(QPageSize::A4));
        // A printer keeps the layout its dialog chose; a PDF picks one that fits the sheet.
        const bool wide = sheet.columnCount() > PortraitColumns;
        writer.setPageOrientation(wide ? QPageLayout::Landscape : QPageLayout::Portrait);
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        printDocument(sheet, title, writer);
    }
    buffer.close();
    return saveAtomically(path, buffer.data(), error);
}

void ScoreSheetExport::print(QPrinter& printer, const QAbstractItemModel& sheet, const Title& title)
{
    printDocument(sheet, title, printer);
}

bool ScoreSheetExport::printWithDialog(QWidget* parent, const QAbstractItemModel& sheet,
                                       const Title& title)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(title.game);
    QPrintDialog dialog(&printer, parent);
    dialog.setObjectName(QStringLiteral("printScoreSheetDialog"));
    dialog.setWindowTitle(tr("Print the Score Sheet"));
    if (dialog.exec() != QDialog::Accepted)
        return false;
    print(printer, sheet, title);
    return true;
}
