#include "face/facelist.h"

#include "face/gameface.h"

FaceList::FaceList(std::vector<std::unique_ptr<GameFace>> faces, PlainFace plain)
    : m_faces(std::move(faces)), m_makePlain(std::move(plain))
{
}

FaceList::~FaceList() = default;

const GameFace& FaceList::of(const QString& id) const
{
    for (const auto& face : m_faces)
        if (face->id() == id)
            return *face;
    for (const auto& face : m_plain)
        if (face->id() == id)
            return *face;
    m_plain.push_back(m_makePlain(id));
    return *m_plain.back();
}

const GameFace& FaceList::of(std::string_view id) const
{
    return of(QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size())));
}

QList<const GameFace*> FaceList::all() const
{
    QList<const GameFace*> list;
    for (const auto& face : m_faces)
        list << face.get();
    return list;
}

QString FaceList::name(const QString& id) const
{
    return of(id).name();
}
