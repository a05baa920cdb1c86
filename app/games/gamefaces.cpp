#include "games/gamefaces.h"

#include "games/aluette/aluetteface.h"
#include "games/armslength/armslengthface.h"
#include "games/germanwhist/germanwhistface.h"
#include "games/hearts/heartsface.h"
#include "games/ohhell/ohhellface.h"
#include "games/put/putface.h"
#include "games/seconds/secondsface.h"
#include "games/whist/whistface.h"

#include "scoresheet/scoresheetmodel.h"

#include "registry/gameregistry.h"

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

const std::vector<std::unique_ptr<GameFace>>& faces()
{
    static const std::vector<std::unique_ptr<GameFace>> table = [] {
        std::vector<std::unique_ptr<GameFace>> list;
        list.push_back(std::make_unique<HeartsFace>());
        list.push_back(std::make_unique<OhHellFace>());
        list.push_back(std::make_unique<WhistFace>());
        list.push_back(std::make_unique<GermanWhistFace>());
        list.push_back(std::make_unique<ArmsLengthFace>());
        list.push_back(std::make_unique<SecondsFace>());
        list.push_back(std::make_unique<PutFace>());
        list.push_back(std::make_unique<AluetteFace>());
        return list;
    }();
    return table;
}

} // namespace

namespace GameFaces {

const GameFace& of(const QString& id)
{
    for (const auto& face : faces())
        if (face->id() == id)
            return *face;
    // Kept for the life of the program, one per id asked for: few, and references stay valid.
    static std::vector<std::unique_ptr<PlainFace>> plain;
    for (const auto& face : plain)
        if (face->id() == id)
            return *face;
    plain.push_back(std::make_unique<PlainFace>(id));
    return *plain.back();
}

const GameFace& of(std::string_view id)
{
    return of(QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size())));
}

QList<const GameFace*> all()
{
    QList<const GameFace*> list;
    for (const fs::GameInfo& game : fs::allGames())
        list << &of(QString::fromStdString(game.id));
    return list;
}

QString name(const QString& id)
{
    return of(id).name();
}

} // namespace GameFaces
