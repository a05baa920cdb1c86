#pragma once
// A match at home: the table host (net/hostedtable.h) in this process, and the client of the one
// seat whose eyes the app uses, joined by an InProcessLink. The host plays the computer seats;
// the client is told what that seat may see, exactly as across the network, so the app's
// controller plays a match here as it plays a table elsewhere (docs/architecture.md).

#include "net/hostedtable.h"
#include "net/inprocesslink.h"
#include "net/tableclient.h"

#include <memory>
#include <optional>
#include <vector>

class LocalTable {
public:
    // Each seat a person's (no level) or a computer's at its level; `watched` is the seat the
    // client sits at (a person's, or a computer's in a demo). Null with the reason when the
    // registry refuses the game, seats or options.
    static std::unique_ptr<LocalTable> create(const std::string& game, int players,
                                              const fs::Options& options,
                                              const std::vector<std::optional<fs::Level>>& seats,
                                              int watched, QThreadPool* pool, QString* error);
    ~LocalTable();

    // The client takes its seat: the host sends the welcome, and the position if the match has
    // begun.
    void sit();

    HostedTable& host() { return *m_host; }
    const HostedTable& host() const { return *m_host; }
    TableClient& client() { return *m_client; }

private:
    LocalTable() = default;

    // Declared in the order they can go: the client first, then its link (which tells the host),
    // then the host.
    std::unique_ptr<HostedTable> m_host;
    std::unique_ptr<InProcessLink> m_link;
    std::unique_ptr<TableClient> m_client;
    int m_watched = 0;
};
