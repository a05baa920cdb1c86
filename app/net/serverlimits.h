#pragma once
// How much a table server takes from the network before it refuses (docs/protocol.md). Every
// figure is a guard against a hostile or broken client; a group of friends never meets one.

struct ServerLimits {
    int maxTables = 50;                // tables at once on this server
    int maxConnectionsPerAddress = 16; // open connections from one address
    int messagesPerSecond = 20;        // a connection's steady rate; more is refused
    int messageBurst = 40;             //   after a burst of this many
    int helloWithinMs = 10000;         // a connection that takes no seat in time is closed
    int nextDealWithinMs = 60000;      // the next deal starts without whoever is not ready
                                       //   (0: it waits for everyone, as a table at home does)
    int finishedTableKeptMs = 600000;  // a finished table is forgotten after this
};
