#include "core/varsfields.h"

#include "core/gamestate.h"
#include "core/rules.h"

namespace fs {
namespace {

// Writes each field as "name kind[length] detail" on a line of its own.
class LayoutWriter final : public VarsFields {
public:
    std::string text;

protected:
    void cards(std::string_view name, std::span<Card> values, bool list) override
    {
        line(name, "card", values.size(), list, {});
    }
    void cardSets(std::string_view name, std::span<CardSet> values, bool list) override
    {
        line(name, "cards", values.size(), list, {});
    }
    void flags(std::string_view name, std::span<bool> values, bool list) override
    {
        line(name, "flag", values.size(), list, {});
    }
    void integers(std::string_view name, std::span<std::int64_t> values, VarRange range,
                  bool list) override
    {
        line(name, "integer", values.size(), list,
             std::to_string(range.low) + ".." + std::to_string(range.high));
    }
    void names(std::string_view name, std::span<std::int64_t> values,
               std::span<const std::string_view> labels, VarRange range, bool list) override
    {
        std::string detail = range.low < 0 ? "null" : "";
        for (std::string_view label : labels)
            (detail += detail.empty() ? "" : "|") += label;
        line(name, "name", values.size(), list, detail);
    }

private:
    void line(std::string_view name, std::string_view kind, std::size_t length, bool list,
              const std::string& detail)
    {
        ((text += name) += ' ') += kind;
        if (list)
            text += '[' + std::to_string(length) + ']';
        if (!detail.empty())
            (text += ' ') += detail;
        text += '\n';
    }
};

} // namespace

std::string varsLayout(const Rules& rules)
{
    GameState s(rules);
    s.seatCount = static_cast<std::uint8_t>(rules.seats());
    LayoutWriter layout;
    rules.describeVars(layout, s);
    return layout.text;
}

} // namespace fs
