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
        <source>passing %n card(s)</source>
        <translation>
            <numerusform>passing %n card</numerusform>
            <numerusform>passing %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>discarding %n card(s)</source>
        <translation>
            <numerusform>discarding %n card</numerusform>
            <numerusform>discarding %n cards</numerusform>
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
