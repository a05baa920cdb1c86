#include "access/announcer.h"

bool Announcer::says(Kind kind) const
{
    switch (m_amount) {
    case Amount::EveryCard:
        return true;
    case Amount::Tricks:
        return kind != Kind::Card;
    case Amount::YourTurn:
        return kind == Kind::Turn || kind == Kind::Reply;
    }
    return true;
}

bool Announcer::say(Kind kind, const QString& text)
{
    if (text.isEmpty() || !says(kind))
        return false;
    m_last = text;
    Q_EMIT announced(text, kind);
    return true;
}
