#include "net/builddigest.h"

#include "core/varsfields.h"
#include "net/clientmessage.h"
#include "registry/gameregistry.h"

#include "followsuitversion.h"

#include <QCryptographicHash>

namespace BuildDigest {

QString version()
{
    return QStringLiteral(FOLLOWSUIT_VERSION);
}

QString ofThisBuild()
{
    static const QString digest = [] {
        QCryptographicHash hash(QCryptographicHash::Sha256);
        const auto add = [&hash](const std::string& text) {
            hash.addData(QByteArrayView(text.data(), static_cast<qsizetype>(text.size())));
            hash.addData(QByteArrayView("\n", 1));
        };
        add(FOLLOWSUIT_VERSION);
        add(std::to_string(fs::net::ProtocolVersion));
        for (const fs::GameInfo& game : fs::allGames()) {
            add(game.id + ' ' + std::to_string(game.minSeats) + ' ' +
                std::to_string(game.maxSeats) + ' ' + std::to_string(static_cast<int>(game.pack)));
            // The variables' names, kinds and ranges, from the descriptions the views are written
            // and read by; a range may depend on the seats, so for every seat count.
            for (int seats = game.minSeats; seats <= game.maxSeats; ++seats) {
                std::string error;
                if (const auto rules = fs::createRules(game.id, seats, {}, error))
                    add(std::to_string(seats) + '\n' + fs::varsLayout(*rules));
            }
            for (const fs::OptionInfo& option : game.options) {
                std::string choices;
                for (const std::string& choice : option.choices)
                    choices += choice + ',';
                add(option.key + '=' + option.defaultValue + ' ' +
                    std::to_string(static_cast<int>(option.kind)) + ' ' +
                    std::to_string(option.min) + ' ' + std::to_string(option.max) + ' ' + choices);
            }
        }
        return QString::fromLatin1(hash.result().toHex().left(16));
    }();
    return digest;
}

} // namespace BuildDigest
