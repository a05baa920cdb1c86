#include "core/rolloutpath.h"

#include <cstdlib>
#include <string>

namespace fs {

RolloutPath rolloutPath()
{
    static const RolloutPath path = [] {
#if FS_ROLLOUT_DISPATCH
        const char* forced = std::getenv("FOLLOWSUIT_ROLLOUT");
        if (forced && std::string(forced) == "baseline")
            return RolloutPath::Baseline;
        // x86-64-v3 is more than BMI2; the compiler may use any of it in the v3 functions.
        __builtin_cpu_init();
        if (__builtin_cpu_supports("x86-64-v3"))
            return RolloutPath::X86_64_V3;
#endif
        return RolloutPath::Baseline;
    }();
    return path;
}

std::string_view rolloutPathName(RolloutPath path)
{
    return path == RolloutPath::X86_64_V3 ? "x86-64-v3" : "baseline";
}

} // namespace fs
