#include "net/secrets.h"

#include <QRandomGenerator>

namespace secrets {
namespace {

constexpr char Alphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

} // namespace

QString newTableCode()
{
    quint64 bits = QRandomGenerator::system()->generate64() & ((quint64{1} << 50) - 1);
    QString code;
    for (int i = 0; i < 10; ++i) {
        if (i == 4 || i == 8)
            code += QLatin1Char('-');
        code += QLatin1Char(Alphabet[bits & 31]);
        bits >>= 5;
    }
    return code;
}

QString normalTableCode(const QString& typed)
{
    QString out;
    for (QChar ch : typed.toUpper()) {
        if (ch == QLatin1Char('-') || ch.isSpace())
            continue;
        if (ch == QLatin1Char('O'))
            ch = QLatin1Char('0');
        else if (ch == QLatin1Char('I') || ch == QLatin1Char('L'))
            ch = QLatin1Char('1');
        out += ch;
    }
    if (out.size() != 10)
        return out;
    return out.left(4) + QLatin1Char('-') + out.mid(4, 4) + QLatin1Char('-') + out.mid(8);
}

QString newSeatToken()
{
    QString token;
    for (int i = 0; i < 2; ++i)
        token += QStringLiteral("%1").arg(QRandomGenerator::system()->generate64(), 16, 16,
                                          QLatin1Char('0'));
    return token;
}

bool sameSecret(const QString& a, const QString& b)
{
    if (a.size() != b.size())
        return false;
    ushort diff = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        diff |= a[i].unicode() ^ b[i].unicode();
    return diff == 0;
}

} // namespace secrets
