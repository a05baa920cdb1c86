#include "games/armslength/armslengthface.h"

#include "games/armslength/armslengthrules.h"
#include "games/armslength/armslengthsheetmodel.h"

QString ArmsLengthFace::name() const
{
    return tr("Arm's Length");
}

QString ArmsLengthFace::tagline() const
{
    return tr("Partners choose the high or the low road: win the most tricks or the fewest.");
}

QString ArmsLengthFace::summary() const
{
    return tr("Partners opposite. Before the lead each side names a High player, who wants "
              "tricks, and a Low player, who wants few. There are no trumps until someone "
              "cannot follow suit: the card they play fixes trumps. You must beat the highest "
              "card of the suit led if you can (unless the trick is already trumped), and "
              "when void you must overtrump if you can. A side scores 10 per trick High took "
              "more than Low, plus High's tricks, or nothing if Low took more. Four deals; "
              "the higher total wins.");
}

ScoreSheetModel* ArmsLengthFace::createSheet(QObject* parent) const
{
    return new ArmsLengthSheetModel(parent);
}

int ArmsLengthFace::plateNoteLines(const fs::Rules&) const
{
    // The road a side chose.
    return 1;
}

QStringList ArmsLengthFace::seatNotes(const fs::PlayerView& view, int seat, const SeatWords&) const
{
    const fs::GameState& s = view.state();
    // A road is public once a side has settled it; the partner's road follows from it.
    switch (fs::ArmsLengthRules::roadOf(s, seat)) {
    case fs::Road::High:
        return {tr("High road: many tricks")};
    case fs::Road::Low:
        return {tr("Low road: few tricks")};
    case fs::Road::Unknown:
        break;
    }
    const auto& v = s.vars<fs::ArmsLengthVars>();
    // The side still choosing, after its first speaker passed: the partner must decide.
    if (v.passed && s.phase == fs::Phase::Declaring && s.toAct >= 0 && s.toAct != seat &&
        fs::ArmsLengthRules::firstSpeaker(s, s.toAct) == seat)
        return {tr("Passed: partner decides")};
    return {};
}

QString ArmsLengthFace::choiceQuestion(const fs::LegalActions& legal) const
{
    if (legal.allowsChoice(fs::ArmsLengthChoice::RoadPass))
        return tr("Your side's road: win the most tricks (High), the fewest (Low), or let your "
                  "partner decide?");
    if (legal.allowsChoice(fs::ArmsLengthChoice::RoadHigh) ||
        legal.allowsChoice(fs::ArmsLengthChoice::RoadLow))
        return tr("Your partner passed: will you take the High road (most tricks) or the Low "
                  "road (fewest)?");
    return plainQuestion(legal);
}

QString ArmsLengthFace::choiceText(fs::Choice choice) const
{
    if (choice == fs::ArmsLengthChoice::RoadHigh)
        return tr("High");
    if (choice == fs::ArmsLengthChoice::RoadLow)
        return tr("Low");
    if (choice == fs::ArmsLengthChoice::RoadPass)
        return tr("Partner decides");
    return GameFace::choiceText(choice);
}

QString ArmsLengthFace::ownReasonText(fs::Reason reason) const
{
    if (reason == fs::ArmsLengthReason::MustBeatHighestCard)
        return tr("You must beat the highest card of the suit led.");
    if (reason == fs::ArmsLengthReason::MustOvertrump)
        return tr("You must overtrump.");
    return GameFace::ownReasonText(reason);
}
