#pragma once
// A scripted person at a remote seat for the network tests: it decides from what its client
// received and nothing else (a random legal action of its own view), says it is ready after each
// deal, and keeps every raw frame it was sent for the fairness check.

#include "net/tableclient.h"

#include "core/rng.h"
#include "net/viewjson.h"

#include <QObject>
#include <QStringList>

class NetBot : public QObject {

public:
    explicit NetBot(std::uint64_t seed, QObject* parent = nullptr) : QObject(parent), m_rng(seed)
    {
        connect(&client, &TableClient::frameReceived, this,
                [this](const QString& text) { frames.append(text); });
        connect(&client, &TableClient::updated, this, &NetBot::onUpdate);
        connect(&client, &TableClient::refused, this,
                [this](const QString& reason, const QString& message) {
                    refusals.append(reason + QStringLiteral(": ") + message);
                    qWarning("seat %d refused: %s: %s", client.seat(), qPrintable(reason),
                             qPrintable(message));
                });
    }

    TableClient client;
    QStringList frames;
    QStringList refusals;
    bool plays = true;

private:
    void onUpdate()
    {
        const auto& view = client.view();
        if (view && view->state().finished())
            client.ready(); // the deal is over: on to the next (said again after a reconnect)
        if (plays && view && view->toAct())
            client.act(view->legalActions().random(m_rng));
    }

    fs::Rng m_rng;
};
