#pragma once
// Rollouts (Rules::randomPlayout) are compiled twice on x86-64 with GCC: for the build's baseline
// (x86-64-v2 by default) and for x86-64-v3, whose BMI2 PDEP finds the n-th card of a set in one
// instruction where the baseline needs a multiply and a table. Which one runs is decided once per
// process from what the CPU has, so one binary is fast on new machines and still runs on old ones.
// FOLLOWSUIT_ROLLOUT=baseline in the environment forces the baseline (to measure or compare it).
// Both draw the same random numbers and reach the same states; only the instructions differ.
//
// A rollout is written once as a template over a Bits policy (how to count and pick cards) and
// instantiated in a function compiled for each path. The v3 policy's functions carry the v3
// target attribute and so can only be inlined into v3 functions: nothing built for the baseline
// ever contains a v3 instruction, and no inline function shared with baseline code is emitted
// in a v3 variant (the pitfall of compiling one file twice with different -march flags).

#include "core/cardset.h"

#include <bit>
#include <cstdint>
#include <string_view>

#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && !defined(__BMI2__)
#define FS_ROLLOUT_DISPATCH 1
// Flattened: the rollout template and the v3 policy are inlined into it and so compiled for v3;
// left as calls they would be baseline code, and the policy's calls slower than the baseline.
#define FS_TARGET_V3 __attribute__((target("arch=x86-64-v3"), flatten))
#include <immintrin.h>
#else
#define FS_ROLLOUT_DISPATCH 0
#define FS_TARGET_V3
#endif

namespace fs {

enum class RolloutPath : std::uint8_t { Baseline, X86_64_V3 };

// The path this process's rollouts take (decided on the first call).
RolloutPath rolloutPath();
std::string_view rolloutPathName(RolloutPath path); // "baseline", "x86-64-v3"

// Counting and picking as the build's baseline does them (core/cardset.h).
struct BaselineBits {
    static int count(std::uint64_t b) { return cardbits::count(b); }
    static int select(std::uint64_t b, int n) { return cardbits::selectMember(b, n); }
};

#if FS_ROLLOUT_DISPATCH
struct V3Bits {
    FS_TARGET_V3 static int count(std::uint64_t b) { return std::popcount(b); }
    FS_TARGET_V3 static int select(std::uint64_t b, int n)
    {
        return std::countr_zero(_pdep_u64(std::uint64_t{1} << n, b));
    }
};
#endif

} // namespace fs
