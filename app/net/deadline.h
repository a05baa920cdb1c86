#pragma once
// A one-off timer that belongs to `owner` and goes with it (net/admission.h, net/tableserver.h).
// QTimer::singleShot with a context object keeps its timer until it fires, even once the context
// is gone: a storm of connections closed at once left two timers a connection alive for the
// whole of their deadlines, a kilobyte each connection (tests/net/tst_storms.cpp measured it).

#include <QObject>
#include <QTimer>

#include <utility>

template <typename Slot> void startDeadline(QObject* owner, int ms, Slot&& slot)
{
    auto* timer = new QTimer(owner);
    timer->setSingleShot(true);
    QObject::connect(timer, &QTimer::timeout, timer, std::forward<Slot>(slot));
    timer->start(ms);
}
