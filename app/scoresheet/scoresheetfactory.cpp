#include "scoresheet/scoresheetfactory.h"

#include "scoresheet/aluettesheetmodel.h"
#include "scoresheet/armslengthsheetmodel.h"
#include "scoresheet/germanwhistsheetmodel.h"
#include "scoresheet/heartssheetmodel.h"
#include "scoresheet/ohhellsheetmodel.h"
#include "scoresheet/putsheetmodel.h"
#include "scoresheet/secondssheetmodel.h"
#include "scoresheet/whistsheetmodel.h"

ScoreSheetModel* createScoreSheetModel(const QString& gameId, QObject* parent)
{
    if (gameId == QLatin1String("aluette"))
        return new AluetteSheetModel(parent);
    if (gameId == QLatin1String("armslength"))
        return new ArmsLengthSheetModel(parent);
    if (gameId == QLatin1String("germanwhist"))
        return new GermanWhistSheetModel(parent);
    if (gameId == QLatin1String("hearts"))
        return new HeartsSheetModel(parent);
    if (gameId == QLatin1String("ohhell"))
        return new OhHellSheetModel(parent);
    if (gameId == QLatin1String("put"))
        return new PutSheetModel(parent);
    if (gameId == QLatin1String("seconds"))
        return new SecondsSheetModel(parent);
    if (gameId == QLatin1String("whist"))
        return new WhistSheetModel(parent);
    return new ScoreSheetModel(parent);
}
