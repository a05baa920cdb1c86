#pragma once
// How much a table server takes from the network before it refuses (docs/protocol.md). Every
// figure is a guard against a hostile or broken client; a group of friends never meets one.

struct ServerLimits {
    int maxTables = 50;                  // tables at once on this server
    int maxConnectionsPerAddress = 16;   // connections from one address (an IPv6 /64), in every
                                         //   stage: at the door, in the TLS handshake, upgraded
    int connectionsPerSecond = 10;       // new connections from one address, steadily
    int connectionBurst = 30;            //   after a burst of this many
    int maxWaiting = 128;                // connections at the door (not yet upgraded), in all
    int admitWithinMs = 5000;            // a connection's TLS handshake and upgrade request
    int maxUnsentBytes = 1 << 20;        // waiting to be sent to a connection that does not
                                         //   read; more, and it is cut off (plain ws only)
    int tablesPerAddress = 4;            // open tables created from one address
    int messagesPerSecond = 20;          // a connection's steady rate; more is refused
    int messageBurst = 40;               //   after a burst of this many
    int helloWithinMs = 10000;           // a connection that takes no seat in time is closed
    int nextDealWithinMs = 60000;        // the next deal starts without whoever is not ready
                                         //   (0: it waits for everyone, as a table at home does)
    int finishedTableKeptMs = 600000;    // a finished table is forgotten after this
    int unstartedTableKeptMs = 300000;   // an unstarted table nobody is connected to, closed
    int abandonedTableKeptMs = 86400000; // a started one, closed (its files kept, in closed/)
    int turnSeconds = 0;                 // a decision's time where the table sets none (0: no
                                         //   limit, as at home; followsuit-server sets 90)
    int computerPaceMs = 0;              // a computer seat decides no sooner after the action
                                         //   before (0: at once; followsuit-server sets 500)
    int missedTurnsAway = 3;             // missed in a row, a person is away: the computer plays
    int sweepEveryMs = 30000;            // how often the server looks for tables to close
};
