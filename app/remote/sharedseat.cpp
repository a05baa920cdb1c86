#include "remote/sharedseat.h"

#include "files/cappedfile.h"
#include "files/damagedname.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace {

// A seat's file is a few hundred bytes: anything much larger is not one.
constexpr qint64 LargestSeatFile = 16 * 1024;

} // namespace

bool SharedSeat::write(const QString& path, QString* error) const
{
    const QJsonObject o{{QStringLiteral("format"), QStringLiteral("followsuit-shared-seat")},
                        {QStringLiteral("version"), 1},
                        {QStringLiteral("server"), server.toString()},
                        {QStringLiteral("table"), table},
                        {QStringLiteral("token"), token},
                        {QStringLiteral("fingerprint"), QString::fromLatin1(fingerprint.toHex())},
                        {QStringLiteral("hosting"), hosting},
                        {QStringLiteral("port"), port},
                        {QStringLiteral("encrypted"), encrypted},
                        {QStringLiteral("game"), game}};
    QSaveFile file(path);
    const QByteArray text = QJsonDocument(o).toJson();
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size()) {
        *error = file.errorString();
        return false;
    }
    // The token takes the seat: nobody else on this machine should read it.
    file.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

LoadedSeat SharedSeat::read(const QString& path)
{
    if (!QFile::exists(path))
        return {};
    QString why;
    const std::optional<QByteArray> bytes = CappedFile::read(path, LargestSeatFile, &why);
    QJsonObject o;
    if (bytes) {
        QJsonParseError parse{};
        const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &parse);
        if (parse.error != QJsonParseError::NoError || !doc.isObject())
            why = parse.errorString();
        else
            o = doc.object();
    }
    SharedSeat seat;
    if (why.isEmpty()) {
        seat.server = QUrl(o.value(QStringLiteral("server")).toString());
        seat.table = o.value(QStringLiteral("table")).toString();
        seat.token = o.value(QStringLiteral("token")).toString();
        seat.fingerprint =
            QByteArray::fromHex(o.value(QStringLiteral("fingerprint")).toString().toLatin1());
        seat.hosting = o.value(QStringLiteral("hosting")).toBool();
        seat.port = static_cast<quint16>(o.value(QStringLiteral("port")).toInt());
        seat.encrypted = o.value(QStringLiteral("encrypted")).toBool(true);
        seat.game = o.value(QStringLiteral("game")).toString();
        const bool scheme = seat.server.scheme() == QLatin1String("ws") ||
                            seat.server.scheme() == QLatin1String("wss");
        if (o.value(QStringLiteral("format")).toString() !=
                QLatin1String("followsuit-shared-seat") ||
            !scheme || seat.server.host().isEmpty() || seat.table.isEmpty() ||
            seat.token.isEmpty() || (seat.hosting && seat.port == 0) ||
            (seat.encrypted && seat.fingerprint.size() != 32))
            why = tr("a part of it is missing or wrong");
    }
    if (why.isEmpty())
        return {seat, {}};
    const QString keptAs = freeDamagedName(path);
    LoadedSeat loaded;
    if (!keptAs.isEmpty() && QFile::rename(path, keptAs))
        loaded.problem = tr("The seat kept at a shared table could not be read (%1); the file is "
                            "kept as %2.")
                             .arg(why, keptAs);
    else
        loaded.problem = tr("The seat kept at a shared table could not be read (%1).").arg(why);
    return loaded;
}
