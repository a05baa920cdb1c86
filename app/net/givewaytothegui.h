#pragma once
// A search gives way to the GUI when the cores are busy: each thinking thread lowers its own
// scheduling priority once (on Linux the nice value belongs to the thread), so painting, input
// and a server's network never queue behind a search. It only slows a search when something
// else wants the core.

#ifdef __linux__
#include <sys/resource.h>
#include <unistd.h>
#endif

inline void giveWayToTheGui()
{
#ifdef __linux__
    constexpr int ThinkingNice = 10;
    thread_local bool lowered = false;
    if (!lowered) {
        lowered = true;
        setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), ThinkingNice);
    }
#endif
}
