<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AluetteSheetModel</name>
    <message numerus="yes">
        <location filename="../app/games/aluette/aluettesheetmodel.cpp" line="34"/>
        <source>%n trick(s) spoiled</source>
        <translation>
            <numerusform>%n trick spoiled</numerusform>
            <numerusform>%n tricks spoiled</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DecisionAuditDialog</name>
    <message numerus="yes">
        <location filename="../app/review/decisionauditdialog.cpp" line="189"/>
        <source>The Hard player would have chosen otherwise %n time(s), for the standings rather than for points (an estimate over sampled deals).</source>
        <translation>
            <numerusform>The Hard player would have chosen otherwise %n time, for the standings rather than for points (an estimate over sampled deals).</numerusform>
            <numerusform>The Hard player would have chosen otherwise %n times, for the standings rather than for points (an estimate over sampled deals).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/review/decisionauditdialog.cpp" line="195"/>
        <source>The Hard player would have chosen otherwise %n time(s), worth about %1 points on the others in all (an estimate over sampled deals).</source>
        <translation>
            <numerusform>The Hard player would have chosen otherwise %n time, worth about %1 points on the others in all (an estimate over sampled deals).</numerusform>
            <numerusform>The Hard player would have chosen otherwise %n times, worth about %1 points on the others in all (an estimate over sampled deals).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../app/window/mainwindow_session.cpp" line="156"/>
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
        <location filename="../app/session/matchsession.cpp" line="230"/>
        <source>passing %n card(s)</source>
        <translation>
            <numerusform>passing %n card</numerusform>
            <numerusform>passing %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/session/matchsession.cpp" line="232"/>
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
        <location filename="../app/games/ohhell/ohhellface.cpp" line="30"/>
        <source>Hand %1 of %2: %n card(s) each</source>
        <translation>
            <numerusform>Hand %1 of %2: %n card each</numerusform>
            <numerusform>Hand %1 of %2: %n cards each</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OhHellSheetModel</name>
    <message numerus="yes">
        <location filename="../app/games/ohhell/ohhellsheetmodel.cpp" line="30"/>
        <source>%n card(s) each; %1</source>
        <translation>
            <numerusform>%n card each; %1</numerusform>
            <numerusform>%n cards each; %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewTable</name>
    <message numerus="yes">
        <location filename="../app/review/reviewtable.cpp" line="319"/>
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Stock: %n card</numerusform>
            <numerusform>Stock: %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SecondsSheetModel</name>
    <message numerus="yes">
        <location filename="../app/games/seconds/secondssheetmodel.cpp" line="113"/>
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
        <location filename="../app/review/steptext.cpp" line="44"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/review/steptext.cpp" line="62"/>
        <source>%n cards stay in the stock</source>
        <translation>
            <numerusform>%n card stay in the stock</numerusform>
            <numerusform>%n cards stay in the stock</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WhistSheetModel</name>
    <message numerus="yes">
        <location filename="../app/games/whist/whistsheetmodel.cpp" line="45"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/games/whist/whistsheetmodel.cpp" line="47"/>
        <source>%1: %n odd trick(s)</source>
        <translation>
            <numerusform>%1: %n odd trick</numerusform>
            <numerusform>%1: %n odd tricks</numerusform>
        </translation>
    </message>
</context>
</TS>
