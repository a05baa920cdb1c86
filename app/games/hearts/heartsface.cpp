#include "games/hearts/heartsface.h"

#include "games/hearts/heartsrules.h"
#include "games/hearts/heartssheetmodel.h"

QString HeartsFace::name() const
{
    return tr("Hearts");
}

QString HeartsFace::tagline() const
{
    return tr("Take no hearts and dodge the queen of spades, or take them all.");
}

QString HeartsFace::summary() const
{
    return tr("Avoid taking hearts (1 point each) and the queen of spades (13). Pass cards, "
              "follow suit, and never lead hearts before they are broken. Take all fourteen "
              "penalty cards to shoot the moon. When someone reaches 100, the lowest total "
              "wins.");
}

QString HeartsFace::optionText(std::string_view key) const
{
    if (key == "passing")
        return tr("Pass cards before play, in a cycle of directions that ends with a deal without "
                  "passing");
    if (key == "target")
        return tr("The game ends when a total reaches this; lowest wins");
    if (key == "leftover")
        return tr("With 3, 5 or 6 players, the cards left over");
    return {};
}

QString HeartsFace::optionValueText(std::string_view key, std::string_view value) const
{
    if (key == "leftover" && value == "widow")
        return tr("Widow: they go to the last trick's winner");
    if (key == "leftover" && value == "strip")
        return tr("Strip: low cards are taken out before the deal");
    return {};
}

ScoreSheetModel* HeartsFace::createSheet(QObject* parent) const
{
    return new HeartsSheetModel(parent);
}

QStringList HeartsFace::spokenFacts(const fs::PlayerView& view, const SeatWords& words) const
{
    // docs/rules/hearts.md: the penalty cards are the hearts and the queen of spades, and a
    // heart may not be led until one has been discarded (hearts broken).
    const fs::GameState& s = view.state();
    if (s.phase != fs::Phase::Playing && s.phase != fs::Phase::Finished)
        return {};
    const fs::Pack& pack = s.rules().pack();
    QStringList facts;
    for (int seat = 0; seat < s.seats(); ++seat) {
        const fs::CardSet won = s.won[static_cast<std::size_t>(seat)];
        const int hearts = (won & pack.suitMask(fs::Hearts)).size();
        const bool queen = won.contains(fs::HeartsRules::QueenOfSpades);
        if (hearts == 0 && !queen)
            continue;
        const bool you = seat == words.person;
        const QString queenName = spokenCardName(pack, fs::HeartsRules::QueenOfSpades);
        if (queen && hearts > 0)
            facts << (you ? tr("You have taken %1 and %n heart(s).", nullptr, hearts).arg(queenName)
                          : tr("%1 has taken %2 and %n heart(s).", nullptr, hearts)
                                .arg(words.name(seat), queenName));
        else if (queen)
            facts << (you ? tr("You have taken %1.").arg(queenName)
                          : tr("%1 has taken %2.").arg(words.name(seat), queenName));
        else
            facts << (you ? tr("You have taken %n heart(s).", nullptr, hearts)
                          : tr("%1 has taken %n heart(s).", nullptr, hearts).arg(words.name(seat)));
    }
    if (facts.isEmpty())
        facts << tr("Nobody has taken a penalty card yet.");
    if (s.phase == fs::Phase::Playing)
        facts << (s.vars<fs::HeartsVars>().heartsBroken ? tr("Hearts are broken.")
                                                        : tr("Hearts are not broken yet."));
    return facts;
}

int HeartsFace::plateNoteLines(const fs::Rules&) const
{
    // The moon, at the deal's end.
    return 1;
}

QStringList HeartsFace::seatNotes(const fs::PlayerView& view, int seat, const SeatWords&) const
{
    const auto& v = view.state().vars<fs::HeartsVars>();
    if (v.shooter != seat || v.moonChoice < 0)
        return {};
    return {static_cast<fs::Choice>(v.moonChoice) == fs::HeartsChoice::MoonSubtractOwn
                ? tr("Shot the moon: 26 off")
                : tr("Shot the moon: 26 to the others")};
}

QList<TablePile> HeartsFace::extraPiles(const fs::PlayerView& view) const
{
    // Three, five or six players leave a widow face down; it is the first hidden pile,
    // until the last trick takes it.
    if (view.pileCount() == 0 || view.pileSize(0) == 0)
        return {};
    const int count = view.pileSize(0);
    return {{tr("Widow: %n card(s)", nullptr, count),
             tr("The widow goes face down with the last trick to whoever takes it."), count}};
}

QString HeartsFace::choiceQuestion(const fs::LegalActions& legal) const
{
    if (legal.allowsChoice(fs::HeartsChoice::MoonSubtractOwn))
        return tr("You took every penalty card: how do you score the moon?");
    return plainQuestion(legal);
}

QString HeartsFace::choiceText(fs::Choice choice) const
{
    if (choice == fs::HeartsChoice::MoonSubtractOwn)
        return tr("Take 26 off my score");
    if (choice == fs::HeartsChoice::MoonAddOthers)
        return tr("Add 26 to everyone else");
    return GameFace::choiceText(choice);
}

QString HeartsFace::ownReasonText(fs::Reason reason) const
{
    if (reason == fs::HeartsReason::MustLeadTwoOfClubs)
        return tr("The two of clubs must open the first trick.");
    if (reason == fs::HeartsReason::MustLeadLowestClub)
        return tr("The two of clubs is not in play: the lowest club in play must open the first "
                  "trick.");
    if (reason == fs::HeartsReason::NoPenaltyOnFirstTrick)
        return tr("No heart or queen of spades on the first trick while you have another card.");
    if (reason == fs::HeartsReason::HeartsNotBroken)
        return tr("Hearts are not broken yet: lead another suit.");
    return GameFace::ownReasonText(reason);
}

QString HeartsFace::dealNoteText(fs::DealNote note, const QString& who, bool aboutYou) const
{
    if (note == fs::HeartsNote::ShotTheMoon)
        return who.isEmpty() ? tr("Shot the moon")
               : aboutYou    ? tr("You shot the moon")
                             : tr("%1 shot the moon").arg(who);
    return {};
}
