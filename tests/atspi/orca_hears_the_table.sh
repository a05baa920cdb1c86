#!/usr/bin/env bash
# orca_hears_the_table.sh APP: the test that Orca 43, the screen reader, says at the table what a
# player must hear. Through hear-with-orca.sh (Orca with speech off, its log read as it writes):
# APP on a Whist table (seed 5, in English), the first plays said, the focus on a card of your
# hand; →, →, ← say the card the focus moved to; C says your cards by suit, T the
# trick; Space plays the card and the plays after it are said. Exit 0 (PASS), 1 with what Orca
# said when a sentence below was not spoken, 77 with the reason when Orca cannot run here (see
# hear-with-orca.sh: orca, openbox or xdotool not installed, or an Orca of this user running).
# Not expected: what Orca says of the window and the table when the window first shows ("Card
# table.", "Deal 1, dealt by West. …"): in 1 run of 15 under load no event of that first focus
# reached Orca, and in another the table's description already said whose turn it was.
# On 2 cores: 15 runs in a row passed, 5.9 to 6.6 s each; with two `yes > /dev/null` loops
# besides, 35 of 35, 7.0 to 16.0 s (docs/accessibility.md).
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: orca_hears_the_table.sh APP" >&2; exit 2; }
export LANGUAGE=en LC_ALL=C.UTF-8
exec "$(dirname "$0")/hear-with-orca.sh" "$1" \
    --expect "notification North plays jack of spades." \
    --expect "notification East plays 4 of spades." \
    --expect "5 of spades." \
    --expect "notification Your turn: 3 cards can be played." \
    Right --expect "6 of spades." --expect "Can be played." \
    Right --expect "queen of spades." \
    Left --expect "6 of spades." \
    c --expect "notification Your hand, 13 cards: clubs: 3, 6, ace. diamonds: 4, 9, 10, queen. spades: 5, 6, queen. hearts: 9, jack, queen." \
    t --expect "notification North led jack of spades. East played 4 of spades. Your turn." \
    space --expect "notification You play 6 of spades." \
    --expect "notification West plays 2 of spades." \
    --expect "notification North takes the trick with jack of spades."
