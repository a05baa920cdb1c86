#pragma once
// What a table host holds of a seat's connection: a way to send the seat a message and to let the
// connection go. Over the network it is the seat's WebSocket (net/socketlink.h); at a table in
// this process it hands the message to the seat's client on the next turn of the event loop
// (net/inprocesslink.h). The host words every message alike for both, so a seat's client reads
// the same message whichever carried it (as text over the network, as it is in the process).

#include <QString>

#include <nlohmann/json.hpp>

class SeatLink {
public:
    SeatLink() = default;
    SeatLink(const SeatLink&) = delete;
    SeatLink& operator=(const SeatLink&) = delete;
    virtual ~SeatLink() = default;

    // One protocol message (docs/protocol.md).
    virtual void send(const nlohmann::json& message) = 0;
    // Another connection took the seat over: this one is closed, with the reason.
    virtual void takenOver(const QString& why) = 0;
};
