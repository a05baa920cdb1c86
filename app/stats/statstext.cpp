#include "stats/statstext.h"

QString StatsText::variantName(const QString& variant)
{
    return variant.isEmpty() ? tr("standard rules") : variant;
}

QString StatsText::place(int placing, int columns)
{
    if (placing < 0)
        return {};
    // Ordinals differ per language; a translator gets the whole phrase.
    switch (placing) {
    case 0:
        return tr("1st of %1").arg(columns);
    case 1:
        return tr("2nd of %1").arg(columns);
    case 2:
        return tr("3rd of %1").arg(columns);
    default:
        return tr("%1th of %2").arg(placing + 1).arg(columns);
    }
}

QString StatsText::duration(qint64 seconds)
{
    if (seconds < 60)
        return tr("%1 s").arg(qMax<qint64>(seconds, 0));
    const qint64 minutes = (seconds + 30) / 60;
    if (minutes < 60)
        return tr("%1 min").arg(minutes);
    return tr("%1 h %2 min").arg(minutes / 60).arg(minutes % 60, 2, 10, QLatin1Char('0'));
}
