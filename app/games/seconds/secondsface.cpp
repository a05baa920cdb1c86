#include "games/seconds/secondsface.h"

#include "games/seconds/secondsrules.h"
#include "games/seconds/secondssheetmodel.h"

QString SecondsFace::name() const
{
    return tr("Seconds");
}

QString SecondsFace::tagline() const
{
    return tr("The second-highest card takes the trick, and the second-best total wins.");
}

ScoreSheetModel* SecondsFace::createSheet(QObject* parent) const
{
    return new SecondsSheetModel(parent);
}

QString SecondsFace::dealBanner(const fs::Rules& rules, int dealIndex) const
{
    const auto* seconds = dynamic_cast<const fs::SecondsRules*>(&rules);
    if (!seconds || dealIndex < 0)
        return QString();
    switch (fs::SecondsRules::dealKind(dealIndex)) {
    case fs::SecondsDeal::Partners:
        return tr("Partners: your tricks × your partner's");
    case fs::SecondsDeal::LeftHalf:
        return tr("Half-partners: your tricks × your left neighbour's");
    case fs::SecondsDeal::RightHalf:
        return tr("Half-partners: your tricks × your right neighbour's");
    case fs::SecondsDeal::WinTricks:
        return seconds->options().squares ? tr("Win tricks: the square of your tricks")
                                          : tr("Win tricks: 3 points each");
    case fs::SecondsDeal::LoseTricks:
        return tr("Lose tricks: 13 less your tricks");
    case fs::SecondsDeal::ExactlyThree:
        return tr("Exactly three tricks share 12 points");
    }
    return QString();
}

QStringList SecondsFace::tableFacts(const fs::PlayerView& view, const SeatWords&) const
{
    // The rule nobody is used to, on the table while it matters.
    QStringList facts{dealBanner(view.state().rules(), view.state().dealIndex)};
    facts << tr("The second-highest card takes the trick");
    return facts;
}

QStringList SecondsFace::seatNotes(const fs::PlayerView& view, int seat,
                                   const SeatWords& words) const
{
    const int partner = fs::SecondsRules::scoringPartner(view.state().dealIndex, seat);
    if (partner < 0)
        return {};
    return {tr("× %1").arg(words.object(partner))};
}

QString SecondsFace::resultNote(const fs::Rules& rules) const
{
    const auto* seconds = dynamic_cast<const fs::SecondsRules*>(&rules);
    if (!seconds || seconds->options().highestWins)
        return QString();
    return tr("The second-highest total wins; the highest is placed second.");
}
