#pragma once
// A game's per-deal variables (GameState::vars<T>()) named field by field. Each game describes its
// struct once, in Rules::describeVars, by calling field() or named() for every member; whatever
// must see the variables as data rather than bytes is a visitor of that description: the network
// protocol writes a seat's view with it and reads one back (net/varsjson.h), and the build digest
// folds in its names and types (varsLayout), so two builds whose variables differ refuse each
// other instead of reading each other's views wrongly.
//
// One description serves writing and reading: a visitor that writes reads the values it is
// shown, one that reads sets them. Integers and names pass through 64-bit values and are copied
// back, so a visitor needs one function per kind rather than one per integer type; a reader
// stores only values inside the range it is told, so the copy back is always exact.

#include "core/assert.h"
#include "core/card.h"
#include "core/cardset.h"

#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>

namespace fs {

class Rules;

// The values an integer field may take, both ends included.
struct VarRange {
    std::int64_t low = 0;
    std::int64_t high = 0;

    template <class T> static constexpr VarRange of()
    {
        return {std::numeric_limits<T>::min(), std::numeric_limits<T>::max()};
    }
    constexpr bool contains(std::int64_t v) const { return v >= low && v <= high; }
};

// The integer types the variables hold: small enough that every value fits a 64-bit integer.
template <class T>
concept VarInteger = std::integral<T> && !std::same_as<T, bool> && sizeof(T) <= 4;

// What named() accepts: an enumeration or a small integer that stands for one.
template <class T>
concept VarNameable = std::is_enum_v<T> || VarInteger<T>;

class VarsFields {
public:
    virtual ~VarsFields() = default;

    // A card, written by its name; NoCard is allowed (null on the wire).
    void field(std::string_view name, Card& v) { cards(name, {&v, 1}, false); }
    template <std::size_t N> void field(std::string_view name, std::array<Card, N>& v)
    {
        cards(name, v, true);
    }
    void field(std::string_view name, CardSet& v) { cardSets(name, {&v, 1}, false); }
    template <std::size_t N> void field(std::string_view name, std::array<CardSet, N>& v)
    {
        cardSets(name, v, true);
    }
    void field(std::string_view name, bool& v) { flags(name, {&v, 1}, false); }
    template <std::size_t N> void field(std::string_view name, std::array<bool, N>& v)
    {
        flags(name, v, true);
    }

    // An integer in its type's range, or in a narrower one the game gives (a seat or -1: a
    // reader then refuses a value the game would use as an index out of bounds).
    template <VarInteger T>
    void field(std::string_view name, T& v, VarRange range = VarRange::of<T>())
    {
        through(name, std::span<T, 1>(&v, 1), range, {}, false);
    }
    template <VarInteger T, std::size_t N>
    void field(std::string_view name, std::array<T, N>& v, VarRange range = VarRange::of<T>())
    {
        through(name, std::span<T, N>(v), range, {}, true);
    }

    // An enumeration (or an integer holding one) whose value is an index into `names`, written
    // as that name; with `orNone`, -1 is allowed too and written as null.
    template <VarNameable T>
    void named(std::string_view name, T& v, std::span<const std::string_view> names,
               bool orNone = false)
    {
        through(name, std::span<T, 1>(&v, 1), nameRange<T>(names, orNone), names, false);
    }
    template <VarNameable T, std::size_t N>
    void named(std::string_view name, std::array<T, N>& v, std::span<const std::string_view> names,
               bool orNone = false)
    {
        through(name, std::span<T, N>(v), nameRange<T>(names, orNone), names, true);
    }

protected:
    // `list`: the field is an array (written as a list even of one item), else a single value.
    virtual void cards(std::string_view name, std::span<Card> values, bool list) = 0;
    virtual void cardSets(std::string_view name, std::span<CardSet> values, bool list) = 0;
    virtual void flags(std::string_view name, std::span<bool> values, bool list) = 0;
    virtual void integers(std::string_view name, std::span<std::int64_t> values, VarRange range,
                          bool list) = 0;
    // Values are indices into `labels`, or -1 for none when range.low is -1.
    virtual void names(std::string_view name, std::span<std::int64_t> values,
                       std::span<const std::string_view> labels, VarRange range, bool list) = 0;

private:
    template <class T>
    using Under = typename std::conditional_t<std::is_enum_v<T>, std::underlying_type<T>,
                                              std::type_identity<T>>::type;

    template <class T>
    static VarRange nameRange(std::span<const std::string_view> names, bool orNone)
    {
        FS_ASSERT(!names.empty());
        const VarRange range{orNone ? -1 : 0, static_cast<std::int64_t>(names.size()) - 1};
        FS_ASSERT(VarRange::of<Under<T>>().contains(range.low) &&
                  VarRange::of<Under<T>>().contains(range.high));
        return range;
    }

    template <class T, std::size_t N>
    void through(std::string_view name, std::span<T, N> v, VarRange range,
                 std::span<const std::string_view> labels, bool list)
    {
        FS_ASSERT(VarRange::of<Under<T>>().contains(range.low) &&
                  VarRange::of<Under<T>>().contains(range.high));
        std::array<std::int64_t, N> wide{};
        for (std::size_t i = 0; i < N; ++i)
            wide[i] = static_cast<std::int64_t>(static_cast<Under<T>>(v[i]));
        if (labels.empty())
            integers(name, wide, range, list);
        else
            names(name, wide, labels, range, list);
        for (std::size_t i = 0; i < N; ++i)
            v[i] = static_cast<T>(static_cast<Under<T>>(wide[i]));
    }
};

// The shape of `rules`' variables as text, one line a field: its name, kind, length and range
// or names. Equal for two builds exactly when they write and read the same `vars`.
std::string varsLayout(const Rules& rules);

} // namespace fs
