#include "games/aluette/aluetteface.h"

#include "games/aluette/aluetterules.h"
#include "games/aluette/aluettesheetmodel.h"
#include "text/gametext.h"

#include "core/pack.h"

#include <algorithm>

QString AluetteFace::name() const
{
    return tr("Aluette");
}

QString AluetteFace::tagline() const
{
    return tr("The old Breton game with Spanish cards, eight named top cards and tied tricks.");
}

QString AluetteFace::summary() const
{
    return tr("Partners sit opposite. Suits never matter: eight named cards (Monsieur, "
              "Madame, the Borgne, the Vache, the Grand and Petit Neuf, the Deuces of batons "
              "and swords) rank above the Aces, Kings, Cavaliers and Valets, then the other "
              "cards from 9 down to 3. Equal cards tie, and a trick whose top card is tied is "
              "spoiled. Any card may be played at any time. The side of the player with most "
              "tricks scores 1 (a tie goes to whoever got there first), 2 for a Mordienne. "
              "Five deals; more points wins.");
}

QString AluetteFace::optionText(std::string_view key) const
{
    if (key == "chant")
        return tr("Le chant: if all four accept, eldest and the dealer's partner take six cards "
                  "each from the stack and discard six");
    if (key == "mordienne")
        return tr("The Mordienne (the first five tricks, or the last five after losing the first "
                  "four)");
    return {};
}

QString AluetteFace::optionValueText(std::string_view key, std::string_view value) const
{
    if (key == "mordienne" && value == "unannounced")
        return tr("Unannounced: it scores 2 when it happens");
    if (key == "mordienne" && value == "announced")
        return tr("Announced before the lead: 2 to the announcer's side if made, 2 to the "
                  "opponents if not; the game is first to 10");
    return {};
}

ScoreSheetModel* AluetteFace::createSheet(QObject* parent) const
{
    return new AluetteSheetModel(parent);
}

QStringList AluetteFace::tableFacts(const fs::PlayerView& view, const SeatWords& words) const
{
    const fs::GameState& s = view.state();
    if (s.phase != fs::Phase::Playing)
        return {};
    // Most tricks wins the deal, ties to whoever got there first: worth keeping in view.
    const int leader = fs::AluetteRules::leaderOfTricks(s);
    if (leader < 0)
        return {tr("Nobody has a trick yet")};
    return {tr("Ahead on tricks: %1 (%2)").arg(words.name(leader)).arg(s.tricksOf(leader))};
}

int AluetteFace::plateNoteLines(const fs::Rules&) const
{
    // Mordienne announced, and a part in the chant.
    return 2;
}

QStringList AluetteFace::seatNotes(const fs::PlayerView& view, int seat, const SeatWords&) const
{
    const fs::GameState& s = view.state();
    const auto& v = s.vars<fs::AluetteVars>();
    QStringList notes;
    if (v.announcer == seat)
        notes << tr("Announced Mordienne");
    // The chant matters until the cards are played: who took part, who stopped it.
    if (v.step == fs::AluetteVars::Chant || v.step == fs::AluetteVars::Discard ||
        v.step == fs::AluetteVars::Announce) {
        const int spoke = (seat - s.eldest() + s.seats()) % s.seats();
        if (v.decliner == seat)
            notes << tr("Declined the chant");
        else if (spoke < v.accepts)
            notes << tr("Accepted the chant");
    }
    return notes;
}

QString AluetteFace::choiceQuestion(const fs::LegalActions& legal) const
{
    if (legal.allowsChoice(fs::AluetteChoice::Accept) ||
        legal.allowsChoice(fs::AluetteChoice::Decline))
        return tr("Le chant: take part in the exchange of cards?");
    if (legal.allowsChoice(fs::AluetteChoice::AnnounceMordienne))
        return tr("Announce Mordienne (you will win the deal with a run of tricks to the end)?");
    return plainQuestion(legal);
}

QString AluetteFace::cardName(const fs::Pack& pack, fs::Card card) const
{
    const QString plain = GameText::cardName(pack, card);
    // The eight top cards go by their names at the table; they are proper names, not translated.
    const std::string_view named = fs::aluetteCardName(fs::aluetteNamedCard(card));
    if (named.empty())
        return plain;
    return tr("%1 (%2)").arg(plain,
                             QString::fromUtf8(named.data(), static_cast<qsizetype>(named.size())));
}

QList<fs::Card> AluetteFace::handOrder(const fs::Pack& pack, fs::CardSet hand) const
{
    // Suits do not matter in Aluette, only the cards' power (docs/rules/aluette.md): weakest on
    // the left, Monsieur on the right, equal cards side by side.
    QList<fs::Card> order;
    for (const fs::Card c : hand)
        order.append(c);
    std::stable_sort(order.begin(), order.end(), [&pack](fs::Card a, fs::Card b) {
        const int pa = fs::AluetteRules::power(a);
        const int pb = fs::AluetteRules::power(b);
        return pa != pb ? pa < pb : pack.suit(a) < pack.suit(b);
    });
    return order;
}

QString AluetteFace::choiceText(fs::Choice choice) const
{
    if (choice == fs::AluetteChoice::Accept)
        return tr("Accept");
    if (choice == fs::AluetteChoice::Decline)
        return tr("Decline");
    if (choice == fs::AluetteChoice::AnnounceMordienne)
        return tr("Announce Mordienne");
    if (choice == fs::AluetteChoice::NoAnnouncement)
        return tr("No announcement");
    return GameFace::choiceText(choice);
}

QString AluetteFace::dealNoteText(fs::DealNote note, const QString& who, bool aboutYou) const
{
    if (note == fs::AluetteNote::Void)
        return tr("Nothing scored");
    if (note == fs::AluetteNote::Mordienne)
        return who.isEmpty() ? tr("Mordienne")
               : aboutYou    ? tr("Mordienne by you")
                             : tr("Mordienne by %1").arg(who);
    return {};
}
