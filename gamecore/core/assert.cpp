#include "core/assert.h"

#include <cstdio>
#include <cstdlib>

#if defined(FOLLOWSUIT_ASSERTIONS)
namespace fs::detail {

void assertionFailed(const char* condition, const char* file, int line)
{
    std::fprintf(stderr, "%s:%d: core precondition failed: %s\n", file, line, condition);
    std::abort();
}

} // namespace fs::detail
#endif
