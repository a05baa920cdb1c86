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

QString SecondsFace::summary() const
{
    return tr("Eight deals, each player for themselves, no trumps. The second-highest card of "
              "the suit led takes the trick (if nobody follows, the second-highest of all "
              "four). Deals 1 to 3 pair the players differently and score your tricks times "
              "your partner's; deals 4 and 5 multiply by your left, then your right "
              "neighbour's tricks; deal 6 pays 3 per trick, deal 7 pays 13 less your tricks, "
              "and deal 8 shares 12 among those who took exactly three. The second-highest "
              "total wins.");
}

QString SecondsFace::optionText(std::string_view key) const
{
    if (key == "squares")
        return tr("Deal 6 scores the square of your tricks instead of 3 per trick");
    if (key == "highest-wins")
        return tr("The highest total wins instead of the second-highest");
    return {};
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

int SecondsFace::plateNoteLines(const fs::Rules&) const
{
    // The partner of the deal.
    return 1;
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
