#include "files/damagedname.h"

#include <QDateTime>
#include <QFileInfo>

namespace {

bool taken(const QString& name)
{
    // A dangling symlink does not "exist", yet a rename onto it would replace it.
    return QFileInfo::exists(name) || QFileInfo(name).isSymLink();
}

} // namespace

QString freeDamagedName(const QString& path, const QStringList& companions)
{
    const QString stem = path + QStringLiteral(".damaged-") +
                         QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    for (int n = 1; n <= 100; ++n) {
        const QString target = n == 1 ? stem : stem + QLatin1Char('-') + QString::number(n);
        bool free = !taken(target);
        for (const QString& suffix : companions)
            free = free && !taken(target + suffix);
        if (free)
            return target;
    }
    return {};
}
