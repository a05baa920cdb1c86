#pragma once
// FS_ASSERT checks a precondition of the core in Debug and sanitized builds and costs nothing in
// release builds, where the hot loops of computer players run. A violated precondition (a card
// that is NoCard, a suit of -1) is a bug in the caller: stopping at it with the condition and the
// place makes a test fail where a release build would carry on with garbage.

#if defined(FOLLOWSUIT_ASSERTIONS)
namespace fs::detail {
[[noreturn]] void assertionFailed(const char* condition, const char* file, int line);
} // namespace fs::detail
#define FS_ASSERT(condition)                                                                       \
    ((condition) ? static_cast<void>(0)                                                            \
                 : ::fs::detail::assertionFailed(#condition, __FILE__, __LINE__))
#else
#define FS_ASSERT(condition) static_cast<void>(0)
#endif
