#include "games/gamefaces.h"

#include "games/aluette/aluetteface.h"
#include "games/armslength/armslengthface.h"
#include "games/euchre/euchreface.h"
#include "games/germanwhist/germanwhistface.h"
#include "games/hearts/heartsface.h"
#include "games/ohhell/ohhellface.h"
#include "games/put/putface.h"
#include "games/seconds/secondsface.h"
#include "games/spades/spadesface.h"
#include "games/whist/whistface.h"

#include "scoresheet/scoresheetmodel.h"

#include "registry/gameregistry.h"

#include <algorithm>
#include <memory>
#include <vector>

namespace {

// A game the registry lists but this table does not (or an id from a damaged file): it gets
// the plain words, named by its id.
class PlainFace final : public GameFace {
public:
    explicit PlainFace(QString id) : m_id(std::move(id)) {}
    QString id() const override { return m_id; }
    QString name() const override { return m_id; }
    QString tagline() const override { return QString(); }
    QString summary() const override { return QString(); }
    ScoreSheetModel* createSheet(QObject* parent) const override
    {
        return new ScoreSheetModel(parent);
    }

private:
    QString m_id;
};

} // namespace

namespace GameFaces {

const FaceList& list()
{
    // The registry's order: a game the registry lists and no line here has gets a plain face.
    static const FaceList faces = [] {
        std::vector<std::unique_ptr<GameFace>> made;
        made.push_back(std::make_unique<HeartsFace>());
        made.push_back(std::make_unique<OhHellFace>());
        made.push_back(std::make_unique<WhistFace>());
        made.push_back(std::make_unique<GermanWhistFace>());
        made.push_back(std::make_unique<ArmsLengthFace>());
        made.push_back(std::make_unique<SecondsFace>());
        made.push_back(std::make_unique<PutFace>());
        made.push_back(std::make_unique<AluetteFace>());
        made.push_back(std::make_unique<SpadesFace>());
        made.push_back(std::make_unique<EuchreFace>());
        std::vector<std::unique_ptr<GameFace>> ordered;
        for (const fs::GameInfo& game : fs::allGames()) {
            const QString id = QString::fromStdString(game.id);
            const auto found = std::find_if(made.begin(), made.end(),
                                            [&](const auto& f) { return f && f->id() == id; });
            ordered.push_back(found != made.end() ? std::move(*found)
                                                  : std::make_unique<PlainFace>(id));
        }
        return FaceList(std::move(ordered), [](const QString& id) -> std::unique_ptr<GameFace> {
            return std::make_unique<PlainFace>(id);
        });
    }();
    return faces;
}

} // namespace GameFaces
