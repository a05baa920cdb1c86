<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AluetteSheetModel</name>
    <message numerus="yes">
        <source>%n trick(s) spoiled</source>
        <translation>
            <numerusform>%n trick spoiled</numerusform>
            <numerusform>%n tricks spoiled</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CoreText</name>
    <message numerus="yes">
        <source>%1 is played by %n players, not by %2.</source>
        <translation>
            <numerusform>%1 is played by %n player, not by %2.</numerusform>
            <numerusform>%1 is played by %n players, not by %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DecisionAuditDialog</name>
    <message numerus="yes">
        <source>Deal %1: the Hard player would have chosen otherwise %n time(s), for the standings rather than for points (an estimate over sampled deals).</source>
        <translation>
            <numerusform>Deal %1: the Hard player would have chosen otherwise once, for the standings rather than for points (an estimate over sampled deals).</numerusform>
            <numerusform>Deal %1: the Hard player would have chosen otherwise %n times, for the standings rather than for points (an estimate over sampled deals).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal %1: the Hard player would have chosen otherwise %n time(s), worth about %2 points on the others in all (an estimate over sampled deals).</source>
        <translation>
            <numerusform>Deal %1: the Hard player would have chosen otherwise once, worth about %2 points on the others (an estimate over sampled deals).</numerusform>
            <numerusform>Deal %1: the Hard player would have chosen otherwise %n times, worth about %2 points on the others in all (an estimate over sampled deals).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EuchreSheetModel</name>
    <message numerus="yes">
        <source>%1 made trumps alone and took %n trick(s)</source>
        <translation>
            <numerusform>%1 made trumps alone and took %n trick</numerusform>
            <numerusform>%1 made trumps alone and took %n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 made trumps and the side took %n trick(s)</source>
        <translation>
            <numerusform>%1 made trumps and the side took %n trick</numerusform>
            <numerusform>%1 made trumps and the side took %n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Euchred the makers, who took %n trick(s)</source>
        <translation>
            <numerusform>Euchred the makers, who took %n trick</numerusform>
            <numerusform>Euchred the makers, who took %n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Defended: the makers took %n trick(s)</source>
        <translation>
            <numerusform>Defended: the makers took %n trick</numerusform>
            <numerusform>Defended: the makers took %n tricks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HeartsFace</name>
    <message numerus="yes">
        <source>Widow: %n card(s)</source>
        <translation>
            <numerusform>Widow: 1 card</numerusform>
            <numerusform>Widow: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have taken %1 and %n heart(s).</source>
        <translation>
            <numerusform>You have taken %1 and %n heart.</numerusform>
            <numerusform>You have taken %1 and %n hearts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has taken %2 and %n heart(s).</source>
        <translation>
            <numerusform>%1 has taken %2 and %n heart.</numerusform>
            <numerusform>%1 has taken %2 and %n hearts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have taken %n heart(s).</source>
        <translation>
            <numerusform>You have taken %n heart.</numerusform>
            <numerusform>You have taken %n hearts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has taken %n heart(s).</source>
        <translation>
            <numerusform>%1 has taken %n heart.</numerusform>
            <numerusform>%1 has taken %n hearts.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message numerus="yes">
        <source>A table of %1 for %n player(s). Friends join with the invitation you will get; a seat nobody takes is played by the computer.</source>
        <translation>
            <numerusform>A table of %1 for %n player. Friends join with the invitation you will get; a seat nobody takes is played by the computer.</numerusform>
            <numerusform>A table of %1 for %n players. Friends join with the invitation you will get; a seat nobody takes is played by the computer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>After %n deal(s): %1.</source>
        <translation>
            <numerusform>After %n deal: %1.</numerusform>
            <numerusform>After %n deals: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MatchSession</name>
    <message numerus="yes">
        <source>pass %n card(s)</source>
        <translation>
            <numerusform>pass a card</numerusform>
            <numerusform>pass %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>discard %n card(s)</source>
        <translation>
            <numerusform>discard a card</numerusform>
            <numerusform>discard %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetText</name>
    <message numerus="yes">
        <source>away, %n s</source>
        <comment>seconds the seat is still kept</comment>
        <translation>
            <numerusform>away, %n s</numerusform>
            <numerusform>away, %n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>connection lost, seat kept for %n second(s)</source>
        <translation>
            <numerusform>connection lost, seat kept for %n second</numerusform>
            <numerusform>connection lost, seat kept for %n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>to decide: %n s</source>
        <comment>seconds left before the computer decides for the seat</comment>
        <translation>
            <numerusform>to decide: %n s</numerusform>
            <numerusform>to decide: %n s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OhHellFace</name>
    <message numerus="yes">
        <source>Hand %1 of %2: %n card(s) each</source>
        <translation>
            <numerusform>Hand %1 of %2: %n card each</numerusform>
            <numerusform>Hand %1 of %2: %n cards each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bids: %1 for %n trick(s) (over)</source>
        <translation>
            <numerusform>Bids: %1 for %n trick (over)</numerusform>
            <numerusform>Bids: %1 for %n tricks (over)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bids: %1 for %n trick(s) (under)</source>
        <translation>
            <numerusform>Bids: %1 for %n trick (under)</numerusform>
            <numerusform>Bids: %1 for %n tricks (under)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bids: %1 for %n trick(s)</source>
        <translation>
            <numerusform>Bids: %1 for %n trick</numerusform>
            <numerusform>Bids: %1 for %n tricks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OhHellSheetModel</name>
    <message numerus="yes">
        <source>%n card(s) each; %1</source>
        <translation>
            <numerusform>%n card each; %1</numerusform>
            <numerusform>%n cards each; %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message numerus="yes">
        <source>%1 and %n other(s)</source>
        <translation>
            <numerusform>%1 and %n other</numerusform>
            <numerusform>%1 and %n others</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SecondsSheetModel</name>
    <message numerus="yes">
        <source>Took %n trick(s): %1 points</source>
        <translation>
            <numerusform>Took %n trick: %1 points</numerusform>
            <numerusform>Took %n tricks: %1 points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpadesSheetModel</name>
    <message numerus="yes">
        <source>Contract %1 made with %n trick(s)</source>
        <translation>
            <numerusform>Contract %1 made with %n trick</numerusform>
            <numerusform>Contract %1 made with %n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Contract %1 missed with %n trick(s)</source>
        <translation>
            <numerusform>Contract %1 missed with %n trick</numerusform>
            <numerusform>Contract %1 missed with %n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n bag(s)</source>
        <translation>
            <numerusform>%1; %n bag</numerusform>
            <numerusform>%1; %n bags</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 points; %n bag(s) counted now</source>
        <translation>
            <numerusform>%1: %2 points; %n bag counted now</numerusform>
            <numerusform>%1: %2 points; %n bags counted now</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepText</name>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards stay in the stock</source>
        <translation>
            <numerusform>%n card stay in the stock</numerusform>
            <numerusform>%n cards stay in the stock</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s) face down</source>
        <translation>
            <numerusform>%1 draws a card face down</numerusform>
            <numerusform>%1 draws %n cards face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draw %n card(s) face down</source>
        <translation>
            <numerusform>%1 draw a card face down</numerusform>
            <numerusform>%1 draw %n cards face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 passes %n card(s) to %2</source>
        <translation>
            <numerusform>%1 passes a card to %2</numerusform>
            <numerusform>%1 passes %n cards to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pass %n card(s) to %2</source>
        <translation>
            <numerusform>%1 pass a card to %2</numerusform>
            <numerusform>%1 pass %n cards to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 lays aside %n card(s) face down</source>
        <translation>
            <numerusform>%1 lays aside a card face down</numerusform>
            <numerusform>%1 lays aside %n cards face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 lay aside %n card(s) face down</source>
        <translation>
            <numerusform>%1 lay aside a card face down</numerusform>
            <numerusform>%1 lay aside %n cards face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 deals %n card(s) to each player</source>
        <translation>
            <numerusform>%1 deals a card to each player</numerusform>
            <numerusform>%1 deals %n cards to each player</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 deal %n card(s) to each player</source>
        <translation>
            <numerusform>%1 deal a card to each player</numerusform>
            <numerusform>%1 deal %n cards to each player</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message numerus="yes">
        <source>Your hand, %n card(s): %1</source>
        <translation>
            <numerusform>Your hand, 1 card: %1</numerusform>
            <numerusform>Your hand, %n cards: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), %1 face up on top.</source>
        <translation>
            <numerusform>Stock: 1 card, %1 face up on top.</numerusform>
            <numerusform>Stock: %n cards, %1 face up on top.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s).</source>
        <translation>
            <numerusform>Stock: 1 card.</numerusform>
            <numerusform>Stock: %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discards: %n card(s).</source>
        <translation>
            <numerusform>Discards: 1 card.</numerusform>
            <numerusform>Discards: %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tricks set aside: %n.</source>
        <translation>
            <numerusform>Tricks set aside: 1.</numerusform>
            <numerusform>Tricks set aside: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your lead: %n card(s) can be played.</source>
        <translation>
            <numerusform>Your lead: 1 card can be played.</numerusform>
            <numerusform>Your lead: %n cards can be played.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your turn: %n card(s) can be played.</source>
        <translation>
            <numerusform>Your turn: 1 card can be played.</numerusform>
            <numerusform>Your turn: %n cards can be played.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableStage</name>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s) to nobody</source>
        <translation>
            <numerusform>1 trick to nobody</numerusform>
            <numerusform>%n tricks to nobody</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message numerus="yes">
        <source>Discard these %n card(s)</source>
        <translation>
            <numerusform>Discard this card</numerusform>
            <numerusform>Discard these %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pass these %n card(s)</source>
        <translation>
            <numerusform>Pass this card</numerusform>
            <numerusform>Pass these %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pass these %n card(s) to %1</source>
        <translation>
            <numerusform>Pass this card to %1</numerusform>
            <numerusform>Pass these %n cards to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) to discard.</source>
        <translation>
            <numerusform>Choose a card to discard.</numerusform>
            <numerusform>Choose %n cards to discard.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) to pass.</source>
        <translation>
            <numerusform>Choose a card to pass.</numerusform>
            <numerusform>Choose %n cards to pass.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You received %n card(s): raised in your hand.</source>
        <translation>
            <numerusform>You received a card: raised in your hand.</numerusform>
            <numerusform>You received %n cards: raised in your hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 passed %n card(s) to %2.</source>
        <translation>
            <numerusform>%1 passed a card to %2.</numerusform>
            <numerusform>%1 passed %n cards to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You passed %n card(s) to %1.</source>
        <translation>
            <numerusform>You passed a card to %1.</numerusform>
            <numerusform>You passed %n cards to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 discarded %n card(s).</source>
        <translation>
            <numerusform>%1 discarded a card.</numerusform>
            <numerusform>%1 discarded %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You discarded %n card(s).</source>
        <translation>
            <numerusform>You discarded a card.</numerusform>
            <numerusform>You discarded %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) to pass to %1.</source>
        <translation>
            <numerusform>Choose %n card to pass to %1.</numerusform>
            <numerusform>Choose %n cards to pass to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 put back: %2 of %n chosen.</source>
        <translation>
            <numerusform>%1 put back: %2 of %n chosen.</numerusform>
            <numerusform>%1 put back: %2 of %n chosen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 chosen: %2 of %n.</source>
        <translation>
            <numerusform>%1 chosen: %2 of %n.</numerusform>
            <numerusform>%1 chosen: %2 of %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WhistSheetModel</name>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n odd trick(s)</source>
        <translation>
            <numerusform>%1: %n odd trick</numerusform>
            <numerusform>%1: %n odd tricks</numerusform>
        </translation>
    </message>
</context>
</TS>
