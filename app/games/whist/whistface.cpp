#include "games/whist/whistface.h"

#include "games/whist/whistsheetmodel.h"

QString WhistFace::name() const
{
    return tr("Whist");
}

QString WhistFace::tagline() const
{
    return tr("The classic partnership game: trumps turned up, odd tricks and honours.");
}

ScoreSheetModel* WhistFace::createSheet(QObject* parent) const
{
    return new WhistSheetModel(parent);
}
