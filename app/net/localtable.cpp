// A match at home (net/localtable.h).

#include "net/localtable.h"

std::unique_ptr<LocalTable> LocalTable::create(const std::string& game, int players,
                                               const fs::Options& options,
                                               const std::vector<std::optional<fs::Level>>& seats,
                                               int watched, QThreadPool* pool, QString* error)
{
    auto host = HostedTable::createHere(game, players, options, seats, pool, error);
    if (!host)
        return nullptr;
    std::unique_ptr<LocalTable> t(new LocalTable);
    t->m_host = std::move(host);
    t->m_link = std::make_unique<InProcessLink>(t->m_host.get(), watched);
    t->m_client = std::make_unique<TableClient>();
    t->m_client->attach(t->m_link.get());
    t->m_watched = watched;
    return t;
}

void LocalTable::sit()
{
    m_host->attach(m_watched, m_link.get());
}

LocalTable::~LocalTable()
{
    m_client.reset();
    m_link.reset();
}
