// Invitations to a table (net/invitation.h).

#include "net/invitation.h"

#include "net/secrets.h"

#include <QHostAddress>
#include <QRegularExpression>
#include <QUrlQuery>

QString Invitation::link() const
{
    QUrl url;
    url.setScheme(QStringLiteral("followsuit"));
    url.setHost(host);
    url.setPort(port);
    url.setPath(QLatin1Char('/') + table);
    QUrlQuery query;
    if (secure)
        query.addQueryItem(QStringLiteral("fp"), QString::fromLatin1(fingerprint.toHex()));
    else
        query.addQueryItem(QStringLiteral("tls"), QStringLiteral("0"));
    url.setQuery(query);
    return url.toString(QUrl::FullyEncoded);
}

QUrl Invitation::serverUrl() const
{
    QUrl url;
    url.setScheme(secure ? QStringLiteral("wss") : QStringLiteral("ws"));
    url.setHost(host);
    url.setPort(port);
    return url;
}

std::optional<Invitation> Invitation::find(const QString& text)
{
    // A link is short; anything longer around it is the message it was pasted with.
    static const QRegularExpression linkPattern(QStringLiteral(R"(followsuit://[^\s<>"']{1,300})"),
                                                QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = linkPattern.match(text.left(20000));
    if (!match.hasMatch())
        return std::nullopt;
    QString linkText = match.captured(0);
    // A sentence's full stop or closing bracket is not part of the link.
    while (!linkText.isEmpty() && QStringLiteral(".,;:)]}!?").contains(linkText.back()))
        linkText.chop(1);
    const QUrl url(linkText, QUrl::StrictMode);
    if (!url.isValid() || url.scheme().toLower() != QStringLiteral("followsuit") ||
        url.host().isEmpty() || url.port() < 1 || url.port() > 65535)
        return std::nullopt;
    Invitation out;
    out.host = url.host();
    out.port = static_cast<quint16>(url.port());
    out.table = secrets::normalTableCode(url.path().mid(1));
    static const QRegularExpression codePattern(
        QStringLiteral("^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$"));
    if (!codePattern.match(out.table).hasMatch())
        return std::nullopt;
    const QUrlQuery query(url);
    if (query.queryItemValue(QStringLiteral("tls")) == QStringLiteral("0")) {
        out.secure = false;
    } else {
        const QString fp = query.queryItemValue(QStringLiteral("fp"));
        static const QRegularExpression hexPattern(QStringLiteral("^[0-9a-fA-F]{64}$"));
        if (!hexPattern.match(fp).hasMatch())
            return std::nullopt;
        out.fingerprint = QByteArray::fromHex(fp.toLatin1());
    }
    return out;
}
