// Fuzz target: a message from the network (docs/protocol.md). Whatever the bytes, the server's
// reader of client messages and the client's reader of a seat's view and events must answer
// with a message or a reason, never crash, hang or trip a sanitizer. An action the reader
// accepts must be one the record format writes back the same.

#include "net/clientmessage.h"
#include "net/viewjson.h"
#include "record/gamerecord.h"
#include "record/jsonparts.h"
#include "registry/gameregistry.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const fs::net::ReadMessage read = fs::net::readClientMessage(text);
    if (!read.message && read.error.empty())
        std::abort(); // a refusal always says why

    std::string error;
    static const auto rules = fs::createRules("hearts", 4, {}, error);
    if (read.message && read.message->kind == fs::net::ClientKind::Act) {
        nlohmann::json action = read.message->action;
        action["seat"] = 1;
        const fs::Vocabulary& words = rules->vocabulary();
        if (const auto a = fs::readActionJson(action, rules->pack(), words, 4, error)) {
            const auto again =
                fs::readActionJson(nlohmann::json::parse(fs::actionJson(*a, rules->pack(), words)),
                                   rules->pack(), words, 4, error);
            if (!again || !(*again == *a))
                std::abort();
        }
    }
    // The same bytes as a server's update, read as a client does.
    if (const auto doc = fs::parseJsonSafely(text, 1 << 20, 16, error); doc && doc->is_object()) {
        if (doc->contains("view"))
            (void)fs::net::viewFromJson((*doc)["view"], *rules, error);
        if (doc->contains("event"))
            (void)fs::net::eventFromJson((*doc)["event"], rules->pack(), 4, error);
    }
    return 0;
}
