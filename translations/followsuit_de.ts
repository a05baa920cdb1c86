<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AluetteFace</name>
    <message>
        <location filename="../app/games/aluette/aluetteface.cpp" line="+13"/>
        <source>Aluette</source>
        <translation>Aluette</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The old Breton game with Spanish cards, eight named top cards and tied tricks.</source>
        <translation>Das alte bretonische Kartenspiel mit spanischem Blatt, acht benannten Spitzenkarten und Patt-Stichen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Partners sit opposite. Suits never matter: eight named cards (Monsieur, Madame, the Borgne, the Vache, the Grand and Petit Neuf, the Deuces of batons and swords) rank above the Aces, Kings, Cavaliers and Valets, then the other cards from 9 down to 3. Equal cards tie, and a trick whose top card is tied is spoiled. Any card may be played at any time. The side of the player with most tricks scores 1 (a tie goes to whoever got there first), 2 for a Mordienne. Five deals; more points wins.</source>
        <translation>Die Partner sitzen sich gegenüber. Farben zählen nie: acht benannte Karten (Monsieur, Madame, der Borgne, die Vache, der Grand-neuf und der Petit-neuf, die Zweien der Stäbe und Schwerter) stehen über den Assen, Königen, Cavaliers und Valets, dann folgen die übrigen Karten von 9 bis 3. Gleiche Karten sind gleich stark, und ein Stich, dessen höchste Karte gleichauf liegt, ist verdorben. Jede Karte darf jederzeit gespielt werden. Die Seite des Spielers mit den meisten Stichen erhält 1 Punkt (bei Gleichstand zählt, wer die Zahl zuerst erreichte), 2 für eine Mordienne. Fünf Spiele; mehr Punkte gewinnen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Le chant: if all four accept, eldest and the dealer&apos;s partner take six cards each from the stack and discard six</source>
        <translation>Le chant: Wenn alle vier zustimmen, nehmen Vorhand und der Partner des Gebers je sechs Karten vom Talon und legen sechs ab</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Mordienne (the first five tricks, or the last five after losing the first four)</source>
        <translation>Die Mordienne (die ersten fünf Stiche, oder die letzten fünf nach Verlust der ersten vier)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unannounced: it scores 2 when it happens</source>
        <translation>Unangesagt: Sie zählt 2, wenn sie gelingt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announced before the lead: 2 to the announcer&apos;s side if made, 2 to the opponents if not; the game is first to 10</source>
        <translation>Vor dem Ausspiel angesagt: 2 für die Seite des Ansagers, wenn sie gelingt, sonst 2 für die Gegner; die Partie geht bis 10</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Nobody has a trick yet</source>
        <translation>Noch hat niemand einen Stich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ahead on tricks: %1 (%2)</source>
        <translation>Vorn bei den Stichen: %1 (%2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Announced Mordienne</source>
        <translation>Hat Mordienne angesagt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Declined the chant</source>
        <translation>Chant abgelehnt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accepted the chant</source>
        <translation>Chant angenommen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Le chant: take part in the exchange of cards?</source>
        <translation>Le chant: am Kartentausch teilnehmen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce Mordienne (you will win the deal with a run of tricks to the end)?</source>
        <translation>Mordienne ansagen (Sie gewinnen dieses Spiel mit einer Stichfolge bis zum Ende)?</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce Mordienne</source>
        <translation>Mordienne ansagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No announcement</source>
        <translation>Keine Ansage</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing scored</source>
        <translation>Nichts gezählt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mordienne</source>
        <translation>Mordienne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mordienne by you</source>
        <translation>Mordienne von Ihnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mordienne by %1</source>
        <translation>Mordienne von %1</translation>
    </message>
</context>
<context>
    <name>AluetteSheetModel</name>
    <message>
        <location filename="../app/games/aluette/aluettesheetmodel.cpp" line="+7"/>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: Mordienne made</source>
        <translation>%1: Mordienne gelungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: Mordienne failed</source>
        <translation>%1: Mordienne verfehlt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All spoiled</source>
        <translation>Alle verdorben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: Mordienne</source>
        <translation>%1: Mordienne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 won</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You won</source>
        <translation>Sie gewinnen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Decider: %1</source>
        <translation>Entscheidung: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A deciding deal: the sides were level after five</source>
        <translation>Ein Entscheidungsspiel: Die Seiten lagen nach fünf Spielen gleichauf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone accepted the chant</source>
        <translation>Alle haben le chant angenommen</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n trick(s) spoiled</source>
        <translation>
            <numerusform>%n Stich verdorben</numerusform>
            <numerusform>%n Stiche verdorben</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Mordienne: two points</source>
        <translation>Mordienne: zwei Punkte</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>points; a shaded cell is a Mordienne</source>
        <translation>Punkte; eine schattierte Zelle ist eine Mordienne</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <location filename="../app/settings/appsettings.cpp" line="+42"/>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a value of type %1</source>
        <translation>ein Wert vom Typ %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 is not a whole number (%2); using %3</source>
        <translation>%1 ist keine ganze Zahl (%2); %3 wird verwendet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 was %2; using %3</source>
        <translation>%1 war %2; %3 wird verwendet</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is not binary data (%2); ignored</source>
        <translation>%1 sind keine Binärdaten (%2); ignoriert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is larger than %2 KiB; ignored</source>
        <translation>%1 ist größer als %2 KiB; ignoriert</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is %2, not text; ignored</source>
        <translation>%1 ist %2, kein Text; ignoriert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not one line of at most %2 characters; ignored</source>
        <translation>%1 ist keine Zeile mit höchstens %2 Zeichen; ignoriert</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 is neither true nor false (%2); using %3</source>
        <translation>%1 ist weder wahr noch falsch (%2); %3 wird verwendet</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is not a value this version knows (%2); using “%3”</source>
        <translation>%1 ist kein Wert, den diese Version kennt (%2); „%3“ wird verwendet</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is not a list of levels (%2); every computer seat plays at medium</source>
        <translation>%1 ist keine Liste von Stufen (%2); jeder Computerplatz spielt auf Mittel</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+23"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The settings file %1 could not be read; settings will not be saved this time</source>
        <translation>Die Einstellungsdatei %1 konnte nicht gelesen werden; die Einstellungen werden diesmal nicht gespeichert</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Some system-wide settings could not be read</source>
        <translation>Einige systemweite Einstellungen konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The settings file %1 is damaged and no copy of it could be kept; settings will not be saved this time</source>
        <translation>Die Einstellungsdatei %1 ist beschädigt, und es konnte keine Kopie davon behalten werden; die Einstellungen werden diesmal nicht gespeichert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The settings file was damaged; it was copied to %1 and what could be read was used</source>
        <translation>Die Einstellungsdatei war beschädigt; sie wurde nach %1 kopiert, und was lesbar war, wurde verwendet</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The settings file %1 holds values this version never writes and could not be moved aside; the defaults are used and settings will not be saved this time</source>
        <translation>Die Einstellungsdatei %1 enthält Werte, die diese Version nie schreibt, und konnte nicht beiseitegelegt werden; es gelten die Voreinstellungen, und die Einstellungen werden diesmal nicht gespeichert</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The settings file held values this version never writes; it was moved to %1 and the defaults are used</source>
        <translation>Die Einstellungsdatei enthielt Werte, die diese Version nie schreibt; sie wurde nach %1 verschoben, und es gelten die Voreinstellungen</translation>
    </message>
</context>
<context>
    <name>ArmsLengthFace</name>
    <message>
        <location filename="../app/games/armslength/armslengthface.cpp" line="+8"/>
        <source>Arm&apos;s Length</source>
        <translation>Arm&apos;s Length (auf Armeslänge)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Partners choose the high or the low road: win the most tricks or the fewest.</source>
        <translation>Die Partner wählen den hohen oder den tiefen Weg: die meisten Stiche oder die wenigsten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Partners opposite. Before the lead each side names a High player, who wants tricks, and a Low player, who wants few. There are no trumps until someone cannot follow suit: the card they play fixes trumps. You must beat the highest card of the suit led if you can (unless the trick is already trumped), and when void you must overtrump if you can. A side scores 10 per trick High took more than Low, plus High&apos;s tricks, or nothing if Low took more. Four deals; the higher total wins.</source>
        <translation>Partner sitzen sich gegenüber. Vor dem Ausspiel bestimmt jede Seite einen Hoch-Spieler, der Stiche will, und einen Tief-Spieler, der wenige will. Es gibt keinen Trumpf, bis jemand nicht bedienen kann: Die Karte, die er dann spielt, legt den Trumpf fest. Sie müssen die höchste Karte der ausgespielten Farbe überbieten, wenn Sie können (außer der Stich ist schon gestochen), und wenn Sie nicht bedienen können, müssen Sie übertrumpfen, wenn Sie können. Eine Seite erhält 10 für jeden Stich, den Hoch mehr hat als Tief, plus die Stiche von Hoch, oder nichts, wenn Tief mehr hat. Vier Spiele; die höhere Summe gewinnt.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>High road: many tricks</source>
        <translation>Hoch: viele Stiche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Low road: few tricks</source>
        <translation>Tief: wenige Stiche</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Passed: partner decides</source>
        <translation>Gepasst: Partner entscheidet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your side&apos;s road: win the most tricks (High), the fewest (Low), or let your partner decide?</source>
        <translation>Der Weg Ihrer Seite: die meisten Stiche (Hoch), die wenigsten (Tief), oder Ihr Partner entscheidet?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your partner passed: will you take the High road (most tricks) or the Low road (fewest)?</source>
        <translation>Ihr Partner hat gepasst: Nehmen Sie den hohen Weg (die meisten Stiche) oder den tiefen (die wenigsten)?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>High</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Low</source>
        <translation>Tief</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partner decides</source>
        <translation>Partner entscheidet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You must beat the highest card of the suit led.</source>
        <translation>Sie müssen die höchste Karte der ausgespielten Farbe überbieten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must overtrump.</source>
        <translation>Sie müssen übertrumpfen.</translation>
    </message>
</context>
<context>
    <name>ArmsLengthSheetModel</name>
    <message>
        <location filename="../app/games/armslength/armslengthsheetmodel.cpp" line="+28"/>
        <source>H%1 L%2  %3</source>
        <translation>H%1 T%2  %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You played High and took %1; %2 played Low and took %3: %4 points</source>
        <translation>Sie spielten Hoch und machten %1; %2 spielte Tief und machte %3: %4 Punkte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 played High and took %2; you played Low and took %3: %4 points</source>
        <translation>%1 spielte Hoch und machte %2; Sie spielten Tief und machten %3: %4 Punkte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 played High and took %2; %3 played Low and took %4: %5 points</source>
        <translation>%1 spielte Hoch und machte %2; %3 spielte Tief und machte %4: %5 Punkte</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>High&apos;s tricks, Low&apos;s tricks, then points</source>
        <translation>Stiche von Hoch, Stiche von Tief, dann Punkte</translation>
    </message>
</context>
<context>
    <name>AutosaveWriter</name>
    <message>
        <location filename="../app/session/autosavewriter.cpp" line="+71"/>
        <source>could not delete %1</source>
        <translation>%1 konnte nicht gelöscht werden</translation>
    </message>
</context>
<context>
    <name>CappedFile</name>
    <message>
        <location filename="../app/files/cappedfile.cpp" line="+36"/>
        <location line="+31"/>
        <source>not a regular file</source>
        <translation>keine gewöhnliche Datei</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>there is no such file</source>
        <translation>diese Datei gibt es nicht</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+21"/>
        <source>larger than %1</source>
        <translation>größer als %1</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+12"/>
        <source>cannot be read (%1)</source>
        <translation>kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>cannot be unpacked</source>
        <translation>kann nicht entpackt werden</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>unpacks to more than %1</source>
        <translation>entpackt sich zu mehr als %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>is damaged: its packed data is incomplete or corrupt</source>
        <translation>ist beschädigt: Die gepackten Daten sind unvollständig oder fehlerhaft</translation>
    </message>
</context>
<context>
    <name>CardTheme</name>
    <message>
        <location filename="../app/table/cardtheme.cpp" line="+36"/>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>not valid JSON (%1 at line %2, column %3)</source>
        <translation>kein gültiges JSON (%1 in Zeile %2, Spalte %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not valid JSON (%1 near “%2”, line %3, column %4)</source>
        <translation>kein gültiges JSON (%1 bei „%2“, Zeile %3, Spalte %4)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>48-card Spanish</source>
        <translation>spanisches Blatt mit 48 Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>52-card French</source>
        <translation>französisches Blatt mit 52 Karten</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Card theme %1</source>
        <translation>Kartenthema %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card theme “%1” (%2)</source>
        <translation>Kartenthema „%1“ (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+90"/>
        <location line="+22"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>the description must be a JSON object</source>
        <translation>die Beschreibung muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>“name” must be a non-empty text, not %1</source>
        <translation>„name“ muss ein nicht leerer Text sein, nicht %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>“pack” must be “french52” or “spanish48”, not %1</source>
        <translation>„pack“ muss „french52“ oder „spanish48“ sein, nicht %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>“aspect” (width over height) must be a number from %1 to %2, not %3</source>
        <translation>„aspect“ (Breite durch Höhe) muss eine Zahl von %1 bis %2 sein, nicht %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>“file” must be the name of an .svg file in the theme&apos;s folder, not %1</source>
        <translation>„file“ muss der Name einer .svg-Datei im Ordner des Themas sein, nicht %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>“file” %1: %2</source>
        <translation>„file“ %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“file” %1 is not an SVG image Qt can read</source>
        <translation>„file“ %1 ist kein SVG-Bild, das Qt lesen kann</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“file” %1</source>
        <translation>„file“ %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 has no element “%2”, which a %3 deck needs</source>
        <translation>%1 hat kein Element „%2“, das ein %3 braucht</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>KDE card deck %1</source>
        <translation>KDE-Kartenblatt %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KDE card deck “%1” (%2)</source>
        <translation>KDE-Kartenblatt „%1“ (%2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>index.desktop %1</source>
        <translation>index.desktop %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is not an SVG image Qt can read</source>
        <translation>%1 ist kein SVG-Bild, das Qt lesen kann</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the cards of %1 are not card-shaped (width over height %2)</source>
        <translation>die Karten von %1 haben keine Kartenform (Breite durch Höhe %2)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Card theme “%1” (%2) is drawn for the %3 pack, not the %4 pack</source>
        <translation>Das Kartenthema „%1“ (%2) ist für das %3 gezeichnet, nicht für das %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
</context>
<context>
    <name>ChartLegend</name>
    <message>
        <location filename="../app/scoresheet/chartlegend.cpp" line="+26"/>
        <source>Chart lines: %1</source>
        <translation>Linien des Diagramms: %1</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../app/lobby/commandline.cpp" line="+20"/>
        <source>A card table for trick-taking games. Without --game it opens the lobby, where you choose a game.</source>
        <translation>Ein Kartentisch für Stichspiele. Ohne --game öffnet er die Lobby, in der Sie ein Kartenspiel wählen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A followsuit:// link to a friend&apos;s table: the Join dialog opens with it.</source>
        <translation>Ein followsuit://-Link zum Tisch eines Freundes: Der Dialog zum Beitreten öffnet sich damit.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start &lt;id&gt; directly, one of: %1.</source>
        <translation>Das Kartenspiel &lt;id&gt; direkt starten, eines von: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Number of players, where the game allows several.</source>
        <translation>Anzahl der Spieler, wo das Kartenspiel mehrere erlaubt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A game option, as key=value (repeatable); see followsuit-cli games.</source>
        <translation>Eine Spieloption als Schlüssel=Wert (wiederholbar); siehe followsuit-cli games.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal from seed &lt;n&gt;, to replay the same game.</source>
        <translation>Vom Startwert &lt;n&gt; geben, um dieselbe Partie noch einmal zu spielen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How well the computer plays: easy, medium or hard for every computer seat, or a list with one level per computer seat (medium,hard,easy).</source>
        <translation>Wie gut der Computer spielt: easy, medium oder hard für alle Computerplätze, oder eine Liste mit einer Stufe je Computerplatz (medium,hard,easy).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer plays your seat too: a table that plays itself.</source>
        <translation>Der Computer spielt auch Ihren Platz: ein Tisch, der von selbst spielt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go on with the unfinished game at once, if there is one.</source>
        <translation>Die unfertige Partie sofort fortsetzen, falls es eine gibt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same as --demo.</source>
        <translation>Wie --demo.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Unexpected argument: %1</source>
        <translation>Unerwartetes Argument: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation>Der Startwert muss eine ganze Zahl von 0 bis 18446744073709551615 sein.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--level takes easy, medium or hard, or a list of them separated by commas, not &quot;%1&quot;.</source>
        <translation>--level nimmt easy, medium oder hard oder eine durch Kommas getrennte Liste davon, nicht „%1“.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--players and --option need --game.</source>
        <translation>--players und --option brauchen --game.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown game &quot;%1&quot;; followsuit-cli games lists them.</source>
        <translation>Unbekanntes Kartenspiel „%1“; followsuit-cli games listet sie auf.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--players must be a whole number.</source>
        <translation>--players muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>An option is written key=value, not &quot;%1&quot;.</source>
        <translation>Eine Option wird Schlüssel=Wert geschrieben, nicht „%1“.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--level lists %1 levels, but this game has %2 computer seats.</source>
        <translation>--level nennt %1 Stufen, aber diese Partie hat %2 Computerplätze.</translation>
    </message>
</context>
<context>
    <name>CoreText</name>
    <message>
        <location filename="../app/text/coretext.cpp" line="+24"/>
        <source>This version of Follow Suit has no game called “%1”.</source>
        <translation>Diese Version von Follow Suit kennt kein Kartenspiel namens „%1“.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 is played by %n players, not by %2.</source>
        <translation>
            <numerusform>%1 wird von %n Person gespielt, nicht von %2.</numerusform>
            <numerusform>%1 wird von %n Personen gespielt, nicht von %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is played by %2 to %3 players, not by %4.</source>
        <translation>%1 wird von %2 bis %3 Personen gespielt, nicht von %4.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 has no option called “%2”.</source>
        <translation>%1 hat keine Option namens „%2“.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The option “%1” is either on or off, not “%2”.</source>
        <translation>Die Option „%1“ ist entweder an oder aus, nicht „%2“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The option “%1” takes a number from %2 to %3, not “%4”.</source>
        <translation>Die Option „%1“ nimmt eine Zahl von %2 bis %3, nicht „%4“.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The option “%1” cannot be “%2”; it takes one of these: %3.</source>
        <translation>Die Option „%1“ kann nicht „%2“ sein; sie nimmt einen dieser Werte: %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot be played with these options.</source>
        <translation>%1 kann mit diesen Optionen nicht gespielt werden.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>It is not a Follow Suit game record, or it is damaged.</source>
        <translation>Es ist keine Spielaufzeichnung von Follow Suit, oder sie ist beschädigt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It names a game, a number of players or an option that this version of Follow Suit does not have.</source>
        <translation>Sie nennt ein Kartenspiel, eine Spielerzahl oder eine Option, die diese Version von Follow Suit nicht kennt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its cards are damaged: a deal is not a whole, shuffled pack.</source>
        <translation>Ihre Karten sind beschädigt: Ein Spiel ist kein vollständiges, gemischtes Blatt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move %1 in it is one the rules do not allow at that point.</source>
        <translation>Ihr Zug Nr. %1 ist an dieser Stelle nach den Regeln nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It goes on after the end of the match, at move %1.</source>
        <translation>Sie geht nach dem Ende der Partie weiter, bei Zug Nr. %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The file cannot be read: it is missing, not a file, or not open to you.</source>
        <translation>Die Datei kann nicht gelesen werden: Es gibt sie nicht, sie ist keine Datei, oder Sie haben keinen Zugriff darauf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is too large to be a game record.</source>
        <translation>Die Datei ist zu groß für eine Spielaufzeichnung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file cannot be written: the folder is not open to you or the disk is full.</source>
        <translation>Die Datei kann nicht geschrieben werden: Sie haben keinen Zugriff auf den Ordner, oder der Datenträger ist voll.</translation>
    </message>
</context>
<context>
    <name>DecisionAuditDialog</name>
    <message>
        <location filename="../app/review/decisionauditdialog.cpp" line="+50"/>
        <source>Your decisions — Follow Suit</source>
        <translation>Ihre Entscheidungen — Follow Suit</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The Hard player is weighing your decisions in deal %1…</source>
        <translation>Der schwere Computerspieler wägt Ihre Entscheidungen in Spiel %1 ab…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Trick %1: you played %2</source>
        <translation>Stich %1: Sie spielten %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hard would play %1</source>
        <translation>Schwer würde %1 spielen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You passed %1</source>
        <translation>Sie gaben %1 weiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard would pass %1</source>
        <translation>Schwer würde %1 weitergeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You discarded %1</source>
        <translation>Sie legten %1 ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard would discard %1</source>
        <translation>Schwer würde %1 ablegen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You bid %1</source>
        <translation>Sie sagten %1 an</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard would bid %1</source>
        <translation>Schwer würde %1 ansagen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You chose “%1”</source>
        <translation>Sie wählten „%1“</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard would choose “%1”</source>
        <translation>Schwer würde „%1“ wählen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>✓ %1, as Hard would.</source>
        <translation>✓ %1, wie Schwer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>? %1; %2 (your choice was not among those it weighed, so it is not judged).</source>
        <translation>? %1; %2 (Ihre Wahl war nicht unter den abgewogenen und wird daher nicht beurteilt).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>≈ %1; %2, worth about the same.</source>
        <translation>≈ %1; %2, etwa gleich viel wert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✗ %1; %2: about the same in points, but better for the match.</source>
        <translation>✗ %1; %2: an Punkten etwa gleich, aber besser für die Partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ %1; %2: about %3 points better on the others.</source>
        <translation>✗ %1; %2: etwa %3 Punkte besser gegenüber den anderen.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Deal %1: the weighing was stopped before the end of the deal.</source>
        <translation>Spiel %1: Das Abwägen wurde vor dem Ende des Spiels abgebrochen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: you had no choice to make in this deal.</source>
        <translation>Spiel %1: Sie hatten in diesem Spiel nichts zu entscheiden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: the Hard player would have made the same decisions, or ones worth about the same.</source>
        <translation>Spiel %1: Der schwere Computerspieler hätte dieselben Entscheidungen getroffen oder etwa gleich gute.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Deal %1: the Hard player would have chosen otherwise %n time(s), for the standings rather than for points (an estimate over sampled deals).</source>
        <translation>
            <numerusform>Spiel %1: Der schwere Computerspieler hätte %n-mal anders gewählt, für die Platzierung statt für Punkte (geschätzt über zufällige Verteilungen).</numerusform>
            <numerusform>Spiel %1: Der schwere Computerspieler hätte %n-mal anders gewählt, für die Platzierung statt für Punkte (geschätzt über zufällige Verteilungen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Deal %1: the Hard player would have chosen otherwise %n time(s), worth about %2 points on the others in all (an estimate over sampled deals).</source>
        <translation>
            <numerusform>Spiel %1: Der schwere Computerspieler hätte %n-mal anders gewählt, insgesamt etwa %2 Punkte besser gegenüber den anderen (geschätzt über zufällige Verteilungen).</numerusform>
            <numerusform>Spiel %1: Der schwere Computerspieler hätte %n-mal anders gewählt, insgesamt etwa %2 Punkte besser gegenüber den anderen (geschätzt über zufällige Verteilungen).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../app/table/decisionpanel.cpp" line="+29"/>
        <source>Next deal</source>
        <translation>Nächstes Spiel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Bid %1</source>
        <translation>%1 ansagen</translation>
    </message>
</context>
<context>
    <name>DecisionText</name>
    <message>
        <location filename="../app/face/decisiontext.cpp" line="+27"/>
        <source>play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass %1</source>
        <translation>%1 weitergeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discard %1</source>
        <translation>%1 ablegen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid %1</source>
        <translation>%1 ansagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the only choice</source>
        <translation>die einzige Wahl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid matches expected tricks %1</source>
        <translation>Ansage entspricht den erwarteten Stichen %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaves the match better placed than the other choice (%1)</source>
        <translation>lässt die Partie besser stehen als die andere Wahl (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>about as good as the other choice (%1)</source>
        <translation>etwa so gut wie die andere Wahl (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expects %1 points this deal, against %2 for the other choice (%3)</source>
        <translation>erwartet %1 Punkte in diesem Spiel, gegenüber %2 bei der anderen Wahl (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expects to take %1 points this deal, against %2 for the other choice (%3)</source>
        <translation>erwartet, %1 Punkte in diesem Spiel zu nehmen, gegenüber %2 bei der anderen Wahl (%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expects %1 tricks for your side this deal, against %2 for the other choice (%3)</source>
        <translation>erwartet %1 Stiche für Ihre Seite in diesem Spiel, gegenüber %2 bei der anderen Wahl (%3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expects %1 tricks this deal, against %2 for the other choice (%3)</source>
        <translation>erwartet %1 Stiche in diesem Spiel, gegenüber %2 bei der anderen Wahl (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>plays for the match: expects to take %1 points this deal, %2 for the other choice (%3), but stands better after it</source>
        <translation>spielt für die Partie: erwartet, %1 Punkte in diesem Spiel zu nehmen, %2 bei der anderen Wahl (%3), steht danach aber besser</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>plays for the match: expects %1 points this deal, %2 for the other choice (%3), but stands better after it</source>
        <translation>spielt für die Partie: erwartet %1 Punkte in diesem Spiel, %2 bei der anderen Wahl (%3), steht danach aber besser</translation>
    </message>
</context>
<context>
    <name>DeckPicker</name>
    <message>
        <location filename="../app/settings/deckpicker.cpp" line="+29"/>
        <source>Four colours: ♦ blue, ♣ green</source>
        <translation>Vier Farben: ♦ blau, ♣ grün</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deck for French-suited games</source>
        <translation>Blatt für Kartenspiele mit französischen Farben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow Suit (built in)</source>
        <translation>Follow Suit (eingebaut)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (KDE)</source>
        <translation>%1 (KDE)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another deck or theme file…</source>
        <translation>Ein anderes Blatt oder eine Themendatei…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The built-in deck with diamonds in blue and clubs in green, told apart at a glance</source>
        <translation>Das eingebaute Blatt mit Karo in Blau und Kreuz in Grün, auf einen Blick zu unterscheiden</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Choose a deck</source>
        <translation>Ein Blatt wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card themes and KDE decks (theme.json index.desktop);;All files (*)</source>
        <translation>Kartenthemen und KDE-Blätter (theme.json index.desktop);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Drawing the preview…</source>
        <translation>Vorschau wird gezeichnet…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1. The built-in deck is used instead.</source>
        <translation>%1. Stattdessen wird das eingebaute Blatt verwendet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Preview of the deck chosen</source>
        <translation>Vorschau des gewählten Blatts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview of the built-in deck, used instead</source>
        <translation>Vorschau des eingebauten Blatts, das stattdessen verwendet wird</translation>
    </message>
</context>
<context>
    <name>EuchreFace</name>
    <message>
        <location filename="../app/games/euchre/euchreface.cpp" line="+8"/>
        <source>Euchre</source>
        <translation>Euchre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Twenty-four cards, two bowers: make trumps with your partner, or go alone.</source>
        <translation>Vierundzwanzig Karten, zwei Bauern: Bestimmen Sie Trumpf mit Ihrem Partner oder spielen Sie allein.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Four players in two partnerships with 24 cards, 9 to ace, five each. A turned card proposes trumps: order it up or pass, then name another suit or pass. The jack of trumps and the other jack of its colour are the top trumps. The makers need three of the five tricks for a point, all five for two, or four alone; fewer, and the other side scores two. The first side to 10 wins.</source>
        <translation>Vier Spieler in zwei Partnerschaften mit 24 Karten, 9 bis Ass, je fünf. Eine aufgedeckte Karte schlägt Trumpf vor: bestellen oder passen, dann eine andere Farbe nennen oder passen. Der Bube der Trumpffarbe und der andere Bube ihrer Farbgruppe sind die höchsten Trümpfe. Die Trumpfmacher brauchen drei der fünf Stiche für einen Punkt, alle fünf für zwei oder allein vier; weniger, und die andere Seite erhält zwei. Die erste Seite mit 10 gewinnt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Points that win the game</source>
        <translation>Punkte, die die Partie gewinnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer may not pass in the second round and must name a suit</source>
        <translation>Der Geber darf in der zweiten Runde nicht passen und muss eine Farbe nennen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who deals after a deal that everybody passed twice</source>
        <translation>Wer gibt nach einem Spiel, in dem alle zweimal gepasst haben</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The next dealer, to the left</source>
        <translation>Der nächste Geber, links</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same dealer again</source>
        <translation>Derselbe Geber noch einmal</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>First round: order up the turned card or pass</source>
        <translation>Erste Runde: die aufgedeckte Karte bestellen oder passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second round: name a suit or pass</source>
        <translation>Zweite Runde: eine Farbe nennen oder passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 made trumps and plays alone</source>
        <translation>%1 hat Trumpf bestimmt und spielt allein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 made trumps</source>
        <translation>%1 hat Trumpf bestimmt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Maker, alone</source>
        <translation>Trumpfmacher, allein</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Maker</source>
        <translation>Trumpfmacher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sits this deal out</source>
        <translation>Setzt dieses Spiel aus</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Order up the turned card&apos;s suit as trumps, or pass?</source>
        <translation>Die Farbe der aufgedeckten Karte als Trumpf bestellen oder passen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everybody passed: as dealer, you must name a suit as trumps.</source>
        <translation>Alle haben gepasst: Als Geber müssen Sie eine Farbe als Trumpf nennen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name a suit as trumps, or pass?</source>
        <translation>Eine Farbe als Trumpf nennen oder passen?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Order up</source>
        <translation>Bestellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Order up, alone</source>
        <translation>Bestellen, allein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Clubs, alone</source>
        <translation>Kreuz, allein</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Diamonds, alone</source>
        <translation>Karo, allein</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts, alone</source>
        <translation>Herz, allein</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spades, alone</source>
        <translation>Pik, allein</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Everybody passed: thrown in</source>
        <translation>Alle haben gepasst: eingeworfen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A march</source>
        <translation>Ein Marsch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A march by you</source>
        <translation>Sie haben einen Marsch gemacht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A march by %1</source>
        <translation>Ein Marsch von %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Euchred</source>
        <translation>Gescheitert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You were euchred</source>
        <translation>Sie sind gescheitert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was euchred</source>
        <translation>%1 ist gescheitert</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You cannot name the suit that was turned down.</source>
        <translation>Sie können nicht die Farbe der umgedrehten Karte nennen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer must name a suit.</source>
        <translation>Der Geber muss eine Farbe nennen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the card you picked up: discard another.</source>
        <translation>Behalten Sie die aufgenommene Karte: Legen Sie eine andere ab.</translation>
    </message>
</context>
<context>
    <name>EuchreSheetModel</name>
    <message>
        <location filename="../app/games/euchre/euchresheetmodel.cpp" line="+14"/>
        <source>Trumps</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+24"/>
        <source>Everybody passed twice: thrown in</source>
        <translation>Alle haben zweimal gepasst: eingeworfen</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>%1 alone</source>
        <translation>%1 allein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 march</source>
        <translation>%1 Marsch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 euchre</source>
        <translation>%1 gescheitert</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 made trumps alone and took %n trick(s)</source>
        <translation>
            <numerusform>%1 hat allein Trumpf bestimmt und %n Stich gemacht</numerusform>
            <numerusform>%1 hat allein Trumpf bestimmt und %n Stiche gemacht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 made trumps and the side took %n trick(s)</source>
        <translation>
            <numerusform>%1 hat Trumpf bestimmt, und die Seite hat %n Stich gemacht</numerusform>
            <numerusform>%1 hat Trumpf bestimmt, und die Seite hat %n Stiche gemacht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Euchred the makers, who took %n trick(s)</source>
        <translation>
            <numerusform>Die Trumpfmacher sind gescheitert, mit %n Stich</numerusform>
            <numerusform>Die Trumpfmacher sind gescheitert, mit %n Stichen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Defended: the makers took %n trick(s)</source>
        <translation>
            <numerusform>Verteidigt: Die Trumpfmacher haben %n Stich gemacht</numerusform>
            <numerusform>Verteidigt: Die Trumpfmacher haben %n Stiche gemacht</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>points; the makers&apos; side marks alone or a march, the defenders a euchre</source>
        <translation>Punkte; die Seite der Trumpfmacher vermerkt allein oder einen Marsch, die Verteidiger ein Scheitern</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/controller/gamecontroller.cpp" line="+102"/>
        <source>The game cannot start: %1</source>
        <translation>Die Partie kann nicht beginnen: %1</translation>
    </message>
    <message>
        <location filename="../app/controller/gamecontroller_batches.cpp" line="+71"/>
        <source>Another player has played since: your decision stays.</source>
        <translation>Seitdem hat eine andere Person gespielt: Ihre Entscheidung bleibt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host does not allow undo at this table.</source>
        <translation>Der Gastgeber erlaubt an diesem Tisch kein Zurücknehmen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no decision taken back to play again.</source>
        <translation>Sie haben keine zurückgenommene Entscheidung, die Sie wiederholen könnten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no decision to take back.</source>
        <translation>Sie haben keine Entscheidung, die Sie zurücknehmen könnten.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The table did not take that decision: it had moved on.</source>
        <translation>Der Tisch hat diese Entscheidung nicht angenommen: Das Spiel war schon weiter.</translation>
    </message>
</context>
<context>
    <name>GameFace</name>
    <message>
        <location filename="../app/face/seatwords.cpp" line="+8"/>
        <source>you</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../app/face/gameface.cpp" line="+49"/>
        <source>Your decision:</source>
        <translation>Ihre Entscheidung:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play a card, or choose:</source>
        <translation>Spielen Sie eine Karte, oder wählen Sie:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choice %1</source>
        <translation>Auswahl %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>That move is not allowed.</source>
        <translation>Dieser Zug ist nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The last deal decided the game on its own, whatever the totals.</source>
        <translation>Das letzte Spiel hat die Partie allein entschieden, unabhängig von den Summen.</translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <location filename="../app/text/gametext.cpp" line="+14"/>
        <source>That is allowed.</source>
        <translation>Das ist erlaubt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is not your turn.</source>
        <translation>Sie sind nicht am Zug.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not what the game needs now.</source>
        <translation>Das braucht die Partie jetzt nicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte ist nicht in Ihrer Hand.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the right number of cards.</source>
        <translation>Wählen Sie die richtige Anzahl Karten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must follow suit.</source>
        <translation>Sie müssen Farbe bekennen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That bid is out of range.</source>
        <translation>Diese Ansage liegt außerhalb des Bereichs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That choice is not offered now.</source>
        <translation>Diese Wahl steht jetzt nicht zur Verfügung.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That move is not allowed.</source>
        <translation>Dieser Zug ist nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Deal %1, dealt by you</source>
        <translation>Spiel %1, von Ihnen gegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1, dealt by %2</source>
        <translation>Spiel %1, gegeben von %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+12"/>
        <location line="+35"/>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location line="-45"/>
        <location line="+14"/>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+10"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+10"/>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Anna</source>
        <translation>Anna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ben</source>
        <translation>Ben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clara</source>
        <translation>Clara</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>David</source>
        <translation>David</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Emma</source>
        <translation>Emma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Felix</source>
        <translation>Felix</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Greta</source>
        <translation>Greta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hugo</source>
        <translation>Hugo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Iris</source>
        <translation>Iris</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 &amp; %2</source>
        <comment>two partners, as the score sheet heads their column</comment>
        <translation>%1 &amp; %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>♣ clubs</source>
        <translation>♣ Kreuz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>♦ diamonds</source>
        <translation>♦ Karo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>♥ hearts</source>
        <translation>♥ Herz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>♠ spades</source>
        <translation>♠ Pik</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cups</source>
        <translation>Kelche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>swords</source>
        <translation>Schwerter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>batons</source>
        <translation>Stäbe</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>J</source>
        <comment>the jack&apos;s letter, as in J♣</comment>
        <translation>B</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Q</source>
        <comment>the queen&apos;s letter, as in Q♠</comment>
        <translation>D</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>K</source>
        <comment>the king&apos;s letter, as in K♥</comment>
        <translation>K</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A</source>
        <comment>the ace&apos;s letter, as in A♦</comment>
        <translation>A</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>%1%2</source>
        <comment>a card: its rank, then its suit sign, as in Q♠</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+51"/>
        <source>valet</source>
        <translation>Valet</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+51"/>
        <source>cavalier</source>
        <translation>Cavalier</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+51"/>
        <location line="+8"/>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>%1 of %2</source>
        <translation>%1 der %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 of %2</source>
        <comment>a card said aloud: its rank, then its suit, as in queen of spades</comment>
        <translation>%2-%1</translation>
    </message>
</context>
<context>
    <name>GermanWhistFace</name>
    <message>
        <location filename="../app/games/germanwhist/germanwhistface.cpp" line="+8"/>
        <source>German Whist</source>
        <translation>Deutsches Whist</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two players fight for the cards of the stock, then play the hands out.</source>
        <translation>Zwei Spieler kämpfen um die Karten des Talons und spielen dann die Hände aus.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two players, 13 cards each; the top card of the stock is face up and its suit is trumps. For the first 13 tricks the winner takes the face-up card and the loser the next card unseen; you must always follow suit. Only the last 13 tricks score, one point each; the first to 50 wins.</source>
        <translation>Zwei Spieler, je 13 Karten; die oberste Karte des Talons liegt offen, ihre Farbe ist Trumpf. In den ersten 13 Stichen nimmt der Gewinner die offene Karte und der Verlierer verdeckt die nächste; Sie müssen immer Farbe bekennen. Nur die letzten 13 Stiche zählen, je einen Punkt; wer zuerst 50 hat, gewinnt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What a deal scores</source>
        <translation>Was ein Spiel zählt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is won by the only player at or over this after a deal; when both are, it rises by 10 (not with the one-deal scoring)</source>
        <translation>Die Partie gewinnt der einzige Spieler, der nach einem Spiel diesen Stand erreicht; erreichen ihn beide, steigt er um 10 (nicht bei der Wertung in einem Spiel)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>1 per trick of the last 13</source>
        <translation>1 je Stich der letzten 13</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 per trick of all 26</source>
        <translation>1 je Stich aller 26</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tricks above six of the last 13</source>
        <translation>Die Stiche über sechs der letzten 13</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The majority of the last 13 wins the match in one deal</source>
        <translation>Die Mehrheit der letzten 13 gewinnt die Partie in einem Spiel</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Phase 1: trick %1 of 13, the winner takes the card turned up</source>
        <translation>Phase 1: Stich %1 von 13, der Gewinner nimmt die offene Karte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase 2: trick %1 of 13, these tricks score</source>
        <translation>Phase 2: Stich %1 von 13, diese Stiche zählen</translation>
    </message>
</context>
<context>
    <name>GermanWhistSheetModel</name>
    <message>
        <location filename="../app/games/germanwhist/germanwhistsheetmodel.cpp" line="+17"/>
        <source>Trumps</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Took %1 of the last 13 tricks, %2 in all</source>
        <translation>Machte %1 der letzten 13 Stiche, %2 insgesamt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>points, and in brackets the tricks of the last thirteen when they differ</source>
        <translation>Punkte, in Klammern die Stiche der letzten dreizehn, wenn sie abweichen</translation>
    </message>
</context>
<context>
    <name>HeartsFace</name>
    <message>
        <location filename="../app/games/hearts/heartsface.cpp" line="+8"/>
        <source>Hearts</source>
        <translation>Schwarze Dame</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take no hearts and dodge the queen of spades, or take them all.</source>
        <translation>Nehmen Sie kein Herz und meiden Sie die Pik-Dame – oder nehmen Sie alles.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Avoid taking hearts (1 point each) and the queen of spades (13). Pass cards, follow suit, and never lead hearts before they are broken. Take all fourteen penalty cards to shoot the moon. When someone reaches 100, the lowest total wins.</source>
        <translation>Vermeiden Sie Herzen (je 1 Punkt) und die Pik-Dame (13). Geben Sie Karten weiter, bekennen Sie Farbe, und spielen Sie Herz nie aus, bevor Herz gebrochen ist. Wer alle vierzehn Strafkarten nimmt, schafft den Durchmarsch. Erreicht jemand 100, gewinnt die niedrigste Summe.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pass cards before play, in a cycle of directions that ends with a deal without passing</source>
        <translation>Vor dem Spiel Karten weitergeben, in einem Kreislauf von Richtungen, der mit einem Spiel ohne Weitergeben endet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ends when a total reaches this; lowest wins</source>
        <translation>Die Partie endet, wenn eine Summe diesen Wert erreicht; die niedrigste gewinnt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With 3, 5 or 6 players, the cards left over</source>
        <translation>Bei 3, 5 oder 6 Spielern die übrigen Karten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Widow: they go to the last trick&apos;s winner</source>
        <translation>Witwe: Sie gehen an den Gewinner des letzten Stichs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strip: low cards are taken out before the deal</source>
        <translation>Entfernen: niedrige Karten werden vor dem Geben herausgenommen</translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>You have taken %1 and %n heart(s).</source>
        <translation>
            <numerusform>Sie haben %1 und %n Herz genommen.</numerusform>
            <numerusform>Sie haben %1 und %n Herzen genommen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 has taken %2 and %n heart(s).</source>
        <translation>
            <numerusform>%1 hat %2 und %n Herz genommen.</numerusform>
            <numerusform>%1 hat %2 und %n Herzen genommen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have taken %1.</source>
        <translation>Sie haben %1 genommen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has taken %2.</source>
        <translation>%1 hat %2 genommen.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You have taken %n heart(s).</source>
        <translation>
            <numerusform>Sie haben %n Herz genommen.</numerusform>
            <numerusform>Sie haben %n Herzen genommen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 has taken %n heart(s).</source>
        <translation>
            <numerusform>%1 hat %n Herz genommen.</numerusform>
            <numerusform>%1 hat %n Herzen genommen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody has taken a penalty card yet.</source>
        <translation>Noch niemand hat eine Strafkarte genommen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts are broken.</source>
        <translation>Herz ist gebrochen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts are not broken yet.</source>
        <translation>Herz ist noch nicht gebrochen.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Shot the moon: 26 off</source>
        <translation>Durchmarsch: 26 abgezogen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot the moon: 26 to the others</source>
        <translation>Durchmarsch: 26 für die anderen</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Widow: %n card(s)</source>
        <translation>
            <numerusform>Witwe: %n Karte</numerusform>
            <numerusform>Witwe: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The widow goes face down with the last trick to whoever takes it.</source>
        <translation>Die Witwe geht verdeckt mit dem letzten Stich an den, der ihn macht.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You took every penalty card: how do you score the moon?</source>
        <translation>Sie haben alle Strafkarten genommen: Wie werten Sie den Durchmarsch?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take 26 off my score</source>
        <translation>26 von meinem Stand abziehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add 26 to everyone else</source>
        <translation>Allen anderen 26 zuzählen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The two of clubs must open the first trick.</source>
        <translation>Die Kreuz-Zwei muss den ersten Stich eröffnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The two of clubs is not in play: the lowest club in play must open the first trick.</source>
        <translation>Die Kreuz-Zwei ist nicht im Spiel: Das niedrigste Kreuz im Spiel muss den ersten Stich eröffnen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No heart or queen of spades on the first trick while you have another card.</source>
        <translation>Kein Herz und keine Pik-Dame im ersten Stich, solange Sie eine andere Karte haben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts are not broken yet: lead another suit.</source>
        <translation>Herz ist noch nicht gebrochen: Spielen Sie eine andere Farbe aus.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Shot the moon</source>
        <translation>Durchmarsch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You shot the moon</source>
        <translation>Sie haben den Durchmarsch geschafft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 shot the moon</source>
        <translation>%1 hat den Durchmarsch geschafft</translation>
    </message>
</context>
<context>
    <name>HeartsSheetModel</name>
    <message>
        <location filename="../app/games/hearts/heartssheetmodel.cpp" line="+23"/>
        <source>Pass</source>
        <translation>Weitergabe</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>across</source>
        <translation>gegenüber</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody passed</source>
        <translation>Niemand hat weitergegeben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Three cards passed %1</source>
        <translation>Drei Karten weitergegeben: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+2"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 shot the moon and took 26 off</source>
        <translation>%1 schaffte den Durchmarsch und zog 26 ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You shot the moon and took 26 off</source>
        <translation>Sie schafften den Durchmarsch und zogen 26 ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 shot the moon: 26 to everyone else</source>
        <translation>%1 schaffte den Durchmarsch: 26 für alle anderen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You shot the moon: 26 to everyone else</source>
        <translation>Sie schafften den Durchmarsch: 26 für alle anderen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 took the Queen of Spades</source>
        <translation>%1 nahm die Pik-Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took the Queen of Spades</source>
        <translation>Sie nahmen die Pik-Dame</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>penalty points; %1 took the Queen of Spades, %2 shot the moon</source>
        <translation>Strafpunkte; %1 nahm die Pik-Dame, %2 schaffte den Durchmarsch</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../app/remote/hostdialog.cpp" line="+29"/>
        <source>A friend</source>
        <translation>Ein Freund</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer, %1</source>
        <translation>Der Computer, %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Allow &amp;hints</source>
        <translation>&amp;Tipps erlauben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow &amp;undo of one&apos;s last decision, until another person plays</source>
        <translation>Letzte eigene Entscheidung &amp;zurücknehmen erlauben, bis eine andere Person spielt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Without encryption (only on a local network you trust)</source>
        <translation>&amp;Ohne Verschlüsselung (nur in einem vertrauenswürdigen lokalen Netz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open the table</source>
        <translation>Tisch &amp;eröffnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host a table</source>
        <translation>Einen Tisch eröffnen</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A table of %1 for %n player(s). Friends join with the invitation you will get; a seat nobody takes is played by the computer.</source>
        <translation>
            <numerusform>Ein Tisch %1 für %n Spieler. Freunde kommen mit der Einladung dazu, die Sie gleich erhalten; Plätze, die niemand nimmt, spielt der Computer.</numerusform>
            <numerusform>Ein Tisch %1 für %n Spieler. Freunde kommen mit der Einladung dazu, die Sie gleich erhalten; Plätze, die niemand nimmt, spielt der Computer.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your name</source>
        <translation>Ihr Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Your name:</source>
        <translation>&amp;Ihr Name:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Who plays %1&apos;s seat</source>
        <translation>Wer den Platz von %1 spielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+6"/>
        <source> s</source>
        <comment>seconds, after a number</comment>
        <translation> s</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Seconds a dropped friend&apos;s seat is kept</source>
        <translation>Sekunden, die der Platz eines getrennten Freundes freigehalten wird</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A dropped friend&apos;s seat is &amp;kept for:</source>
        <translation>Der Platz eines getrennten Freundes bleibt &amp;reserviert für:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seconds each person has for a decision</source>
        <translation>Sekunden, die jede Person für eine Entscheidung hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Time for each decision:</source>
        <translation>&amp;Zeit für jede Entscheidung:</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Level the computer plays a dropped friend&apos;s seat at</source>
        <translation>Stufe, auf der der Computer den Platz eines getrennten Freundes spielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then the &amp;computer plays it at:</source>
        <translation>Danach spielt ihn der &amp;Computer auf:</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On this computer</source>
        <translation>Auf diesem Computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On a table server (followsuit-server)</source>
        <translation>Auf einem Tischserver (followsuit-server)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the table is opened</source>
        <translation>Wo der Tisch eröffnet wird</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wh&amp;ere:</source>
        <translation>&amp;Wo:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cards.example.org:7766</source>
        <translation>karten.example.org:7766</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table server&apos;s address and port</source>
        <translation>Adresse und Port des Tischservers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fingerprint the server printed</source>
        <translation>Der Fingerabdruck, den der Server ausgegeben hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table server&apos;s certificate fingerprint</source>
        <translation>Der Fingerabdruck des Zertifikats des Tischservers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fingerprint:</source>
        <translation>&amp;Fingerabdruck:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The creation key the server printed</source>
        <translation>Der Erstellungsschlüssel, den der Server ausgegeben hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table server&apos;s creation key</source>
        <translation>Der Erstellungsschlüssel des Tischservers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Creation &amp;key:</source>
        <translation>Erstellungs&amp;schlüssel:</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>no limit</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the server&apos;s</source>
        <translation>die des Servers</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the table server&apos;s address and port, as cards.example.org:7766.</source>
        <translation>Geben Sie Adresse und Port des Tischservers an, etwa karten.example.org:7766.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the fingerprint the table server printed when it started: 64 hexadecimal digits.</source>
        <translation>Geben Sie den Fingerabdruck an, den der Tischserver beim Start ausgegeben hat: 64 Hexadezimalziffern.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the creation key the table server printed when it started.</source>
        <translation>Geben Sie den Erstellungsschlüssel an, den der Tischserver beim Start ausgegeben hat.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../app/remote/joindialog.cpp" line="+18"/>
        <source>&amp;Join</source>
        <translation>&amp;Beitreten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join a table</source>
        <translation>An einem Tisch mitspielen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tables on your &amp;network:</source>
        <translation>Tische in Ihrem &amp;Netz:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tables on your network</source>
        <translation>Tische in Ihrem Netz</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1, at %2</source>
        <translation>%1, bei %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Looking for tables on your network…</source>
        <translation>Suche nach Tischen in Ihrem Netz…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>To list the tables on your network, this computer needs the Avahi service, which is not running. An invitation works everywhere.</source>
        <translation>Um die Tische in Ihrem Netz aufzulisten, braucht dieser Computer den Avahi-Dienst, und der läuft nicht. Eine Einladung funktioniert überall.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tables on your network cannot be listed: the Avahi service did not answer. An invitation works everywhere.</source>
        <translation>Die Tische in Ihrem Netz können nicht aufgelistet werden: Der Avahi-Dienst hat nicht geantwortet. Eine Einladung funktioniert überall.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Or paste the invitation your friend sent you: the whole message will do.</source>
        <translation>Oder fügen Sie die Einladung ein, die Ihr Freund Ihnen geschickt hat: Die ganze Nachricht genügt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Invitation</source>
        <translation>Einladung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Invitation:</source>
        <translation>&amp;Einladung:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your name</source>
        <translation>Ihr Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Your name:</source>
        <translation>&amp;Ihr Name:</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>This invitation is damaged: ask your friend to send it again.</source>
        <translation>Diese Einladung ist beschädigt: Bitten Sie Ihren Freund, sie noch einmal zu schicken.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no invitation in this text. An invitation starts with followsuit://</source>
        <translation>In diesem Text ist keine Einladung. Eine Einladung beginnt mit followsuit://</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A table at %1.</source>
        <translation>Ein Tisch bei %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A table at %1, without encryption: join only on a local network you trust.</source>
        <translation>Ein Tisch bei %1, ohne Verschlüsselung: Treten Sie nur in einem vertrauenswürdigen lokalen Netz bei.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give your name: the others see it at the table.</source>
        <translation>Geben Sie Ihren Namen an: Die anderen sehen ihn am Tisch.</translation>
    </message>
</context>
<context>
    <name>KdeDeck</name>
    <message>
        <location filename="../app/table/kdedeck.cpp" line="+64"/>
        <source>is not a text file</source>
        <translation>ist keine Textdatei</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>has no [KDE Backdeck] group with a Name</source>
        <translation>hat keine Gruppe [KDE Backdeck] mit einem Name</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>must name an .svg or .svgz file in its folder as SVG=, not “%1”</source>
        <translation>muss eine .svg- oder .svgz-Datei in seinem Ordner als SVG= nennen, nicht „%1“</translation>
    </message>
</context>
<context>
    <name>KeyboardHelpDialog</name>
    <message>
        <location filename="../app/window/keyboardhelp.cpp" line="+31"/>
        <source>Keyboard — Follow Suit</source>
        <translation>Tastatur — Follow Suit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every part of a match can be played from the keyboard. At the table the keys move an outline over the cards you may use, or over the buttons of a question.</source>
        <translation>Eine Partie lässt sich vollständig mit der Tastatur spielen. Am Tisch bewegen die Tasten einen Rahmen über die Karten, die Sie verwenden können, oder über die Schaltflächen einer Frage.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What they do</source>
        <translation>Was sie tun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys and what they do</source>
        <translation>Tasten und was sie tun</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+12"/>
        <source>%1 ▸ %2</source>
        <translation>%1 ▸ %2</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>%1 or %2</source>
        <comment>two keys that do the same</comment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Left, Right</source>
        <translation>Links, Rechts</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the outline to the previous or next card you may use, or to the previous or next button of a question.</source>
        <translation>Den Rahmen auf die vorige oder nächste verwendbare Karte setzen oder auf die vorige oder nächste Schaltfläche einer Frage.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Home, End</source>
        <translation>Pos1, Ende</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the outline to the first or the last of them.</source>
        <translation>Den Rahmen auf die erste oder letzte davon setzen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the outlined card, pick it for a pass or put it back, or press the outlined button.</source>
        <translation>Die umrahmte Karte spielen, sie zum Weitergeben auswählen oder zurücklegen, oder die umrahmte Schaltfläche drücken.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Press the outlined button, confirm the cards picked, go on to the next deal, or play the outlined card.</source>
        <translation>Die umrahmte Schaltfläche drücken, die ausgewählten Karten bestätigen, zum nächsten Spiel übergehen oder die umrahmte Karte spielen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Up, Down</source>
        <translation>Hoch, Runter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>When a question comes with your cards (a choice you may make instead of playing), go to its buttons and back to your hand.</source>
        <translation>Wenn zu Ihren Karten eine Frage gestellt wird (eine Wahl, die Sie statt zu spielen treffen können), zu ihren Schaltflächen und zurück zu Ihrer Hand wechseln.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0 to 9</source>
        <translation>0 bis 9</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bid that number of tricks (two digits quickly for 10 and more).</source>
        <translation>So viele Stiche ansagen (für 10 und mehr zwei Ziffern schnell hintereinander).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Put the last trick away.</source>
        <translation>Den letzten Stich wegräumen.</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message numerus="yes">
        <location filename="../app/lobby/lobbydialog.cpp" line="+36"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1–%2 players</source>
        <translation>%1–%2 Spieler</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Rules…</source>
        <translation>&amp;Regeln…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset to &amp;defaults</source>
        <translation>&amp;Voreinstellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Host a table…</source>
        <translation>Einen Tisch &amp;eröffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a table…</source>
        <translation>An einem Tisch &amp;mitspielen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game — Follow Suit</source>
        <translation>Neue Partie — Follow Suit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games</source>
        <translation>Kartenspiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents:</source>
        <translation>Gegner:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How well the computer plays each seat: Easy plays by rules of thumb, Medium and Hard look ahead over possible deals.</source>
        <translation>Wie gut der Computer jeden Platz spielt: Leicht spielt nach Faustregeln, Mittel und Schwer denken über mögliche Verteilungen voraus.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Options&lt;/b&gt;</source>
        <translation>&lt;b&gt;Optionen&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play this game with friends on other computers: they join with an invitation you send them</source>
        <translation>Dieses Kartenspiel mit Freunden an anderen Computern spielen: Sie kommen mit einer Einladung dazu, die Sie ihnen schicken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take a seat at a friend&apos;s table with the invitation they sent you</source>
        <translation>Mit der Einladung, die ein Freund Ihnen geschickt hat, an seinem Tisch Platz nehmen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>always %1</source>
        <translation>immer %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to %2; %3 is usual</source>
        <translation>%1 bis %2; üblich sind %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Option %1; rules reference: section %2.</source>
        <translation>Option %1; Regelverweis: Abschnitt %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (default: %2)</source>
        <translation>%1 (Voreinstellung: %2)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 (default %2):</source>
        <translation>%1 (Voreinstellung %2):</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (default)</source>
        <translation>%1 (Voreinstellung)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This game has no options: it is played as the rules page says.</source>
        <translation>Dieses Kartenspiel hat keine Optionen: Es wird gespielt, wie die Regelseite sagt.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>All computer players.</source>
        <translation>Alle anderen sind Computerspieler.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All computer players; your partner is %1.</source>
        <translation>Alle anderen sind Computerspieler; Ihr Partner ist %1.</translation>
    </message>
    <message>
        <location line="-219"/>
        <location line="+286"/>
        <source>This cannot be played: %1</source>
        <translation>So kann nicht gespielt werden: %1</translation>
    </message>
</context>
<context>
    <name>LowBufferSocket</name>
    <message>
        <location filename="../app/net/lowbuffersocket.cpp" line="+36"/>
        <source>The other end does not read what it is sent.</source>
        <translation>Die Gegenseite liest nicht, was ihr gesendet wird.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/window/mainwindow.cpp" line="+57"/>
        <source>Follow Suit</source>
        <translation>Follow Suit</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Welcome to Follow Suit.</source>
        <translation>Willkommen bei Follow Suit.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Choose Game ▸ New game to start a game.</source>
        <translation>Wählen Sie Partie ▸ Neue Partie, um zu beginnen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Score sheet</source>
        <translation>Punkteblatt</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Letzter Stich</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Computer &amp;speed</source>
        <translation>&amp;Tempo des Computers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Slow</source>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Rematch</source>
        <translation>&amp;Revanche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same game again, with new cards</source>
        <translation>Dieselbe Partie noch einmal, mit neuen Karten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Punkteblatt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+115"/>
        <location filename="../app/window/mainwindow_net.cpp" line="+162"/>
        <source>&amp;Rules of %1</source>
        <translation>&amp;Regeln von %1</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>&amp;About Follow Suit</source>
        <translation>&amp;Über Follow Suit</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Abandon this game?</source>
        <translation>Diese Partie abbrechen?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Leave the table? The computer will play your seat.</source>
        <translation>Den Tisch verlassen? Der Computer spielt dann Ihren Platz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game in progress will be lost. Start a new game?</source>
        <translation>Die laufende Partie geht verloren. Eine neue Partie beginnen?</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The game in progress will be lost. Start again with new cards?</source>
        <translation>Die laufende Partie geht verloren. Mit neuen Karten neu beginnen?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>That game cannot start: %1</source>
        <translation>Diese Partie kann nicht beginnen: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <location filename="../app/window/mainwindow_session.cpp" line="+247"/>
        <source>%1 — Follow Suit</source>
        <translation>%1 — Follow Suit</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>About Follow Suit</source>
        <translation>Über Follow Suit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Follow Suit %1&lt;/h3&gt;&lt;p&gt;A card table for trick-taking games.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Follow Suit %1&lt;/h3&gt;&lt;p&gt;Ein Kartentisch für Stichspiele.&lt;/p&gt;&lt;p&gt;Freie Software unter der GNU General Public License, Version 3 oder später.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Deck not used</source>
        <translation>Blatt nicht verwendet</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Settings: %1.</source>
        <translation>Einstellungen: %1.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Close Follow Suit?</source>
        <translation>Follow Suit schließen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your friends&apos; table stops until you start Follow Suit again; then it goes on where it stopped. Close now?</source>
        <translation>Der Tisch Ihrer Freunde hält an, bis Sie Follow Suit wieder starten; dann geht es dort weiter, wo es aufgehört hat. Jetzt schließen?</translation>
    </message>
    <message>
        <location filename="../app/window/mainwindow_hint.cpp" line="+18"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What the Hard computer player would do in your place, and why</source>
        <translation>Was der schwere Computerspieler an Ihrer Stelle täte, und warum</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Thinking about a hint…</source>
        <translation>Ein Tipp wird überlegt…</translation>
    </message>
    <message>
        <location filename="../app/window/mainwindow_review.cpp" line="+26"/>
        <source>Re&amp;view deals…</source>
        <translation>Spiele an&amp;sehen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step through the deals played so far with every hand shown</source>
        <translation>Die bisherigen Spiele mit allen Händen offen durchgehen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Check my decisions…</source>
        <translation>Meine Entscheidungen &amp;prüfen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your decisions in the last deal, where the Hard player would have chosen otherwise</source>
        <translation>Ihre Entscheidungen im letzten Spiel, wo der schwere Computerspieler anders gewählt hätte</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Print score sheet…</source>
        <translation>Punkteblatt &amp;drucken…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export score sheet as P&amp;DF…</source>
        <translation>Punkteblatt als P&amp;DF exportieren…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export score sheet as &amp;CSV…</source>
        <translation>Punkteblatt als &amp;CSV exportieren…</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 score sheet.%2</source>
        <translation>%1 Punkteblatt.%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export the score sheet as PDF</source>
        <translation>Punkteblatt als PDF exportieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export the score sheet as CSV</source>
        <translation>Punkteblatt als CSV exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Score sheet not exported</source>
        <translation>Punkteblatt nicht exportiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/window/mainwindow_session.cpp" line="+106"/>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The score sheet was exported to %1.</source>
        <translation>Das Punkteblatt wurde nach %1 exportiert.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Match not shown</source>
        <translation>Partie nicht angezeigt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This match&apos;s record cannot be read: %1</source>
        <translation>Die Aufzeichnung dieser Partie kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../app/window/mainwindow_session.cpp" line="-287"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open record…</source>
        <translation>Aufzeichnung ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue a match from a record file</source>
        <translation>Eine Partie aus einer Aufzeichnungsdatei fortsetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export record…</source>
        <translation>Aufzeichnung &amp;exportieren…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+25"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Undo: %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+24"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Redo: %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Shared table not resumed</source>
        <translation>Gemeinsamer Tisch nicht fortgesetzt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved game not used</source>
        <translation>Gespeicherte Partie nicht verwendet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved game set aside</source>
        <translation>Gespeicherte Partie beiseitegelegt</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Unfinished game: %1, %2 players</source>
        <translation>Unfertige Partie: %1, %2 Spieler</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In the first deal.</source>
        <translation>Im ersten Spiel.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>After %n deal(s): %1.</source>
        <translation>
            <numerusform>Nach %n Spiel: %1.</numerusform>
            <numerusform>Nach %n Spielen: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1
Saved %2.</source>
        <comment>a saved game&apos;s description, then when it was saved</comment>
        <translation>%1
Gespeichert am %2.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Saved game not resumed</source>
        <translation>Gespeicherte Partie nicht fortgesetzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved game could not be resumed: %1</source>
        <translation>Die gespeicherte Partie konnte nicht fortgesetzt werden: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Welcome back: the game goes on where it stopped.</source>
        <translation>Willkommen zurück: Die Partie geht weiter, wo sie aufgehört hat.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open a record</source>
        <translation>Eine Aufzeichnung öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow Suit records (*.json);;All files (*)</source>
        <translation>Follow-Suit-Aufzeichnungen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+29"/>
        <source>Record not opened</source>
        <translation>Aufzeichnung nicht geöffnet</translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+29"/>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Open record</source>
        <translation>Aufzeichnung öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This match is not finished. Play on from where the record ends, or watch the deals played so far?</source>
        <translation>Diese Partie ist nicht beendet. Dort weiterspielen, wo die Aufzeichnung endet, oder die bisherigen Spiele ansehen?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Play on</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch</source>
        <translation>&amp;Ansehen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game in progress will be lost. Continue the record instead?</source>
        <translation>Die laufende Partie geht verloren. Stattdessen die Aufzeichnung fortsetzen?</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 %2.json</source>
        <translation>%1 %2.json</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export the match as a record</source>
        <translation>Die Partie als Aufzeichnung exportieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Follow Suit records (*.json)</source>
        <translation>Follow-Suit-Aufzeichnungen (*.json)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Record not exported</source>
        <translation>Aufzeichnung nicht exportiert</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The match was exported to %1.</source>
        <translation>Die Partie wurde nach %1 exportiert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match was exported to %1 without its first deal, which is still being played.</source>
        <translation>Die Partie wurde nach %1 exportiert, ohne ihr erstes Spiel, das noch läuft.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The match was exported to %1 up to the end of deal %2; the deal in progress stays at the table.</source>
        <translation>Die Partie wurde bis zum Ende von Spiel %2 nach %1 exportiert; das laufende Spiel bleibt am Tisch.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The match could not be added to the statistics: %1</source>
        <translation>Die Partie konnte nicht in die Statistik aufgenommen werden: %1</translation>
    </message>
    <message>
        <location filename="../app/window/mainwindow_access.cpp" line="+19"/>
        <source>L&amp;isten</source>
        <translation>&amp;Vorlesen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your &amp;cards</source>
        <translation>Ihre &amp;Karten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Says your hand, suit by suit.</source>
        <translation>Nennt Ihre Hand, Farbe für Farbe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The &amp;trick</source>
        <translation>Der S&amp;tich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Says the cards on the trick, who played each, and whose turn it is.</source>
        <translation>Nennt die Karten im Stich, wer sie jeweils gespielt hat und wer am Zug ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The &amp;scores</source>
        <translation>Die &amp;Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Says the totals of the match and the tricks of this deal.</source>
        <translation>Nennt die Summen der Partie und die Stiche dieses Spiels.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The &amp;deal</source>
        <translation>Das &amp;Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Says the deal, trumps, the bids, who leads, and what you must decide.</source>
        <translation>Nennt das Spiel, den Trumpf, die Ansagen, wer ausspielt und was Sie entscheiden müssen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say that &amp;again</source>
        <translation>Noch &amp;einmal sagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Says the last thing that was said again.</source>
        <translation>Wiederholt das zuletzt Gesagte.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Go to the &amp;table</source>
        <translation>Zum &amp;Tisch gehen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go to the score s&amp;heet</source>
        <translation>Zum Punkte&amp;blatt gehen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tastatur</translation>
    </message>
    <message>
        <location filename="../app/window/mainwindow_net.cpp" line="-127"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>You took back your last decision.</source>
        <translation>Sie haben Ihre letzte Entscheidung zurückgenommen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 took back their last decision.</source>
        <translation>%1 hat die letzte Entscheidung zurückgenommen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The table is gone</source>
        <translation>Der Tisch ist nicht mehr da</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Host</source>
        <translation>Gastgeber</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+110"/>
        <source>The table was not opened</source>
        <translation>Der Tisch wurde nicht eröffnet</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>The connection to the table was lost: trying again…</source>
        <translation>Die Verbindung zum Tisch ist abgerissen: neuer Versuch…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connected to the table again.</source>
        <translation>Wieder mit dem Tisch verbunden.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 at a shared table — Follow Suit</source>
        <translation>%1 an einem gemeinsamen Tisch — Follow Suit</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Back to the table?</source>
        <translation>Zurück an den Tisch?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow Suit closed while you were hosting a table of %1. Open it again? Your friends come back to it by themselves.</source>
        <translation>Follow Suit wurde geschlossen, während Sie einen Tisch %1 ausgerichtet haben. Wieder eröffnen? Ihre Freunde kommen von selbst zurück.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Follow Suit closed while you were playing %1 at a shared table. Go back to your seat?</source>
        <translation>Follow Suit wurde geschlossen, während Sie %1 an einem gemeinsamen Tisch gespielt haben. Zurück auf Ihren Platz?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Back to the table</source>
        <translation>&amp;Zurück an den Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave it</source>
        <translation>&amp;Verwerfen</translation>
    </message>
</context>
<context>
    <name>MatchResultDialog</name>
    <message>
        <location filename="../app/scoresheet/matchresultdialog.cpp" line="+22"/>
        <source>Game over</source>
        <translation>Partie vorbei</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>New game…</source>
        <translation>Neue Partie…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>You win!</source>
        <translation>Sie gewinnen!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You share the win.</source>
        <translation>Sie teilen sich den Sieg.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 win.</source>
        <translation>%1 gewinnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins.</source>
        <translation>%1 gewinnt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 share the win.</source>
        <translation>%1 teilen sich den Sieg.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 (you)</source>
        <translation>%1 (Sie)</translation>
    </message>
</context>
<context>
    <name>MatchSession</name>
    <message>
        <location filename="../app/session/matchsession.cpp" line="+81"/>
        <source>The game could not be saved to %1: %2</source>
        <translation>Die Partie konnte nicht in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>pass %n card(s)</source>
        <translation>
            <numerusform>%n Karte weitergeben</numerusform>
            <numerusform>%n Karten weitergeben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>discard %n card(s)</source>
        <translation>
            <numerusform>%n Karte ablegen</numerusform>
            <numerusform>%n Karten ablegen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid %1</source>
        <translation>%1 ansagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>choose “%1”</source>
        <translation>„%1“ wählen</translation>
    </message>
</context>
<context>
    <name>MatchSetup</name>
    <message>
        <location filename="../app/lobby/matchsetup.cpp" line="+46"/>
        <source>%1 players</source>
        <translation>%1 Spieler</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <location filename="../app/remote/netplay.cpp" line="+102"/>
        <source>No certificate could be made for the table: %1</source>
        <translation>Für den Tisch konnte kein Zertifikat erstellt werden: %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The table cannot be opened on port %1: %2</source>
        <translation>Der Tisch kann auf Port %1 nicht eröffnet werden: %2</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>%1&apos;s table of %2</source>
        <translation>Tisch %2 von %1</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>The table&apos;s certificate is not the one the invitation names. Ask for the invitation again; someone may be in between.</source>
        <translation>Das Zertifikat des Tisches ist nicht das in der Einladung genannte. Bitten Sie erneut um die Einladung; vielleicht steht jemand dazwischen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table could not be reached. Check the invitation, and that the host is still there.</source>
        <translation>Der Tisch ist nicht erreichbar. Prüfen Sie die Einladung und ob der Gastgeber noch da ist.</translation>
    </message>
</context>
<context>
    <name>NetText</name>
    <message>
        <location filename="../app/remote/nettext.cpp" line="+20"/>
        <source>There is no table with that code on the server. The table may be over, or the code mistyped.</source>
        <translation>Auf dem Server gibt es keinen Tisch mit diesem Code. Vielleicht ist die Partie vorbei oder der Code falsch getippt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every seat at that table is taken.</source>
        <translation>Alle Plätze an diesem Tisch sind besetzt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table no longer keeps your seat.</source>
        <translation>Der Tisch hält Ihren Platz nicht mehr frei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table runs another version of Follow Suit. Both of you need the same version.</source>
        <translation>Der Tisch läuft mit einer anderen Version von Follow Suit. Beide Seiten brauchen dieselbe Version.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server is hosting as many tables as it can. Try again later.</source>
        <translation>Der Server hat schon so viele Tische, wie er kann. Versuchen Sie es später noch einmal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server opens tables only with its creation key, and this one is not it. Ask whoever runs the server for the key it printed.</source>
        <translation>Der Server öffnet Tische nur mit seinem Erstellungsschlüssel, und dies ist nicht der richtige. Fragen Sie, wer den Server betreibt, nach dem Schlüssel, den er ausgegeben hat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your address already has as many open tables on the server as it may. Finish or leave one first.</source>
        <translation>Ihre Adresse hat auf dem Server schon so viele offene Tische, wie sie darf. Beenden oder verlassen Sie zuerst einen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The host removed you from the table.</source>
        <translation>Der Gastgeber hat Sie vom Tisch entfernt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No other person has that seat.</source>
        <translation>Keine andere Person hat diesen Platz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table was closed: it had not started and nobody was at it.</source>
        <translation>Der Tisch wurde geschlossen: Die Partie hatte nicht begonnen, und niemand war da.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table was closed: everyone had left it long ago.</source>
        <translation>Der Tisch wurde geschlossen: Alle hatten ihn schon lange verlassen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host closed the table: the match is over.</source>
        <translation>Der Gastgeber hat den Tisch geschlossen: Die Partie ist vorbei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host closed Follow Suit. The table is kept: you are back at your seat as soon as they open it again.</source>
        <translation>Der Gastgeber hat Follow Suit beendet. Der Tisch bleibt erhalten: Sie sind wieder auf Ihrem Platz, sobald er ihn erneut öffnet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The connection took too long to take a seat.</source>
        <translation>Die Verbindung hat zu lange gebraucht, um Platz zu nehmen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many messages were sent too quickly; the server closed the connection.</source>
        <translation>Es wurden zu viele Nachrichten zu schnell gesendet; der Server hat die Verbindung geschlossen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server cannot host that game with these options.</source>
        <translation>Der Server kann dieses Kartenspiel mit diesen Optionen nicht ausrichten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the host can start the match.</source>
        <translation>Nur der Gastgeber kann die Partie beginnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match has already started.</source>
        <translation>Die Partie hat schon begonnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You already have a seat at this table.</source>
        <translation>Sie haben an diesem Tisch schon einen Platz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the table was lost.</source>
        <translation>Die Verbindung zum Tisch ist abgerissen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table refused the connection: %1</source>
        <translation>Der Tisch hat die Verbindung abgelehnt: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Computer %1</source>
        <comment>a computer&apos;s seat at a shared table, counted from 1</comment>
        <translation>Computer %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+21"/>
        <source>computer, %1</source>
        <translation>Computer, %1</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+21"/>
        <source>connected</source>
        <translation>verbunden</translation>
    </message>
    <message numerus="yes">
        <location line="-19"/>
        <source>away, %n s</source>
        <comment>seconds the seat is still kept</comment>
        <translation>
            <numerusform>weg, %n s</numerusform>
            <numerusform>weg, %n s</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>away: computer plays</source>
        <translation>weg: Computer spielt</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>to decide: %n s</source>
        <comment>seconds left before the computer decides for the seat</comment>
        <translation>
            <numerusform>am Zug: noch %n s</numerusform>
            <numerusform>am Zug: noch %n s</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>open for a friend</source>
        <translation>frei für einen Freund</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>connection lost, seat kept for %n second(s)</source>
        <translation>
            <numerusform>Verbindung verloren, Platz wird %n Sekunde freigehalten</numerusform>
            <numerusform>Verbindung verloren, Platz wird %n Sekunden freigehalten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>connection lost, the computer plays for them (%1)</source>
        <translation>Verbindung verloren, der Computer spielt für diese Person (%1)</translation>
    </message>
</context>
<context>
    <name>OhHellFace</name>
    <message>
        <location filename="../app/games/ohhell/ohhellface.cpp" line="+8"/>
        <source>Oh Hell</source>
        <translation>Stiche raten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bid exactly how many tricks you will take, one card up to many and back.</source>
        <translation>Sagen Sie genau an, wie viele Stiche Sie machen – von einer Karte bis zu vielen und zurück.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Up and down the river: one card each, then two, up to the largest hand and back down to one. The card after the deal is turned for trumps. Everyone bids in secret how many tricks they will take; follow suit, trumps win. Make your bid exactly for 20 plus 10 a trick; a miss costs 10 a trick of difference. Highest total after the last deal wins.</source>
        <translation>Hinauf und hinunter: erst eine Karte je Spieler, dann zwei, bis zur größten Hand und zurück bis zu einer. Die Karte nach dem Geben wird für den Trumpf aufgedeckt. Jeder sagt verdeckt an, wie viele Stiche er machen wird; Farbe bekennen, Trumpf sticht. Wer seine Ansage genau erfüllt, erhält 20 plus 10 je Stich; eine Abweichung kostet 10 je Stich Unterschied. Die höchste Summe nach dem letzten Spiel gewinnt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bid in turn, in public; the dealer may not bid so that the bids add up to the tricks</source>
        <translation>Reihum und offen ansagen; der Geber darf nicht so ansagen, dass die Ansagen die Zahl der Stiche ergeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Largest hand of 52 divided by the players instead of 51; a deal using every card has no trumps</source>
        <translation>Größte Hand: 52 geteilt durch die Spielerzahl statt 51; ein Spiel mit allen Karten hat keinen Trumpf</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>Hand %1 of %2: %n card(s) each</source>
        <translation>
            <numerusform>Spiel %1 von %2: je %n Karte</numerusform>
            <numerusform>Spiel %1 von %2: je %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Bids: %1 for %n trick(s) (over)</source>
        <translation>
            <numerusform>Ansagen: %1 für %n Stich (über)</numerusform>
            <numerusform>Ansagen: %1 für %n Stiche (über)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Bids: %1 for %n trick(s) (under)</source>
        <translation>
            <numerusform>Ansagen: %1 für %n Stich (unter)</numerusform>
            <numerusform>Ansagen: %1 für %n Stiche (unter)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Bids: %1 for %n trick(s)</source>
        <translation>
            <numerusform>Ansagen: %1 für %n Stich</numerusform>
            <numerusform>Ansagen: %1 für %n Stiche</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OhHellSheetModel</name>
    <message>
        <location filename="../app/games/ohhell/ohhellsheetmodel.cpp" line="+20"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n card(s) each; %1</source>
        <translation>
            <numerusform>je %n Karte; %1</numerusform>
            <numerusform>je %n Karten; %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1/%2  %3</source>
        <translation>%1/%2  %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bid %1 and took it: %2 points</source>
        <translation>%1 angesagt und erfüllt: %2 Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bid %1, took %2: %3 points</source>
        <translation>%1 angesagt, %2 gemacht: %3 Punkte</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>bid/tricks taken, then points</source>
        <translation>Ansage/gemachte Stiche, dann Punkte</translation>
    </message>
</context>
<context>
    <name>PutFace</name>
    <message>
        <location filename="../app/games/put/putface.cpp" line="+10"/>
        <location line="+76"/>
        <location line="+44"/>
        <source>Put</source>
        <translation>Put</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>In Put, a deal played out to a winner wins the whole game at once, whatever the score.</source>
        <translation>Beim Put gewinnt ein bis zu einem Sieger ausgespieltes Spiel sofort die ganze Partie, unabhängig vom Punktestand.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Three cards, threes and deuces high: bluff, put, or throw in.</source>
        <translation>Drei Karten, Dreier und Zweier oben: bluffen, Put bieten oder aufgeben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Three cards each, ranked 3 2 A K Q J 10 ... 4, suits ignored; equal ranks tie a trick. Two tricks win the deal. Before leading you may throw in (the other side scores 1), lead, or put: the other side folds (you score 1) or sees and the deal is played out. A deal played out to a decision wins the whole game; otherwise first to 5. Three players play alone; four play as partners, each side&apos;s feeder passing its best card to the partner who plays.</source>
        <translation>Drei Karten je Spieler, Rang 3 2 A K D B 10 ... 4, Farben zählen nicht; gleiche Ränge machen den Stich zum Patt. Zwei Stiche gewinnen das Spiel. Vor dem Ausspiel können Sie aufgeben (die andere Seite erhält 1), ausspielen oder Put bieten: Die andere Seite passt (Sie erhalten 1) oder hält, und das Spiel wird ausgespielt. Ein bis zur Entscheidung ausgespieltes Spiel gewinnt die ganze Partie; sonst gewinnt, wer zuerst 5 hat. Zu dritt spielt jeder allein; zu viert in Partnerschaften, wobei der Zuträger jeder Seite seine beste Karte dem Partner gibt, der spielt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cotton&apos;s scoring (1674): a deal played out without a put earns 1, a seen put decides the game</source>
        <translation>Wertung nach Cotton (1674): ein Spiel ohne Put bringt 1, ein gehaltener Put entscheidet die Partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points from throw-ins and folds that win the game</source>
        <translation>Punkte aus Aufgaben und Passen, die die Partie gewinnen</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Plays the deal</source>
        <translation>Spielt das Spiel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Feeds the partner</source>
        <translation>Gibt dem Partner zu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wants to play</source>
        <translation>Will spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wants to feed</source>
        <translation>Will zugeben</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Threw in</source>
        <translation>Hat aufgegeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sees the put</source>
        <translation>Hält den Put</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Folded</source>
        <translation>Hat gepasst</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lead a card, put, or throw in?</source>
        <translation>Ausspielen, Put bieten oder aufgeben?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Put, or throw in?</source>
        <translation>Put bieten oder aufgeben?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead a card, or throw in?</source>
        <translation>Ausspielen oder aufgeben?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Throw in?</source>
        <translation>Aufgeben?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have been put: fold, or see it out?</source>
        <translation>Ihnen wurde Put geboten: passen oder halten?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play this deal for your side, or feed your partner?</source>
        <translation>Dieses Spiel für Ihre Seite spielen oder Ihrem Partner zugeben?</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Throw in</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fold</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>See</source>
        <translation>Halten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I play this deal</source>
        <translation>Ich spiele dieses Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>My partner plays</source>
        <translation>Mein Partner spielt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You must pass your highest-ranked card.</source>
        <translation>Sie müssen Ihre ranghöchste Karte weitergeben.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Conceded</source>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You gave up the deal</source>
        <translation>Sie haben das Spiel aufgegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gave up the deal</source>
        <translation>%1 hat das Spiel aufgegeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing scored</source>
        <translation>Nichts gezählt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game won</source>
        <translation>Partie gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the game</source>
        <translation>Sie haben die Partie gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 won the game</source>
        <translation>%1 hat die Partie gewonnen</translation>
    </message>
</context>
<context>
    <name>PutSheetModel</name>
    <message>
        <location filename="../app/games/put/putsheetmodel.cpp" line="+21"/>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 folded</source>
        <translation>%1 hat gepasst</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You folded</source>
        <translation>Sie haben gepasst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 threw in</source>
        <translation>%1 hat aufgegeben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You threw in</source>
        <translation>Sie haben aufgegeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won the game</source>
        <translation>%1 hat die Partie gewonnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You won the game</source>
        <translation>Sie haben die Partie gewonnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You won</source>
        <translation>Sie gewinnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick and tie</source>
        <translation>Stich und Patt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 and %2 played</source>
        <translation>%1 und %2 spielten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 put, and was seen</source>
        <translation>%1 bot Put und wurde gehalten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You put, and were seen</source>
        <translation>Sie boten Put und wurden gehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 put</source>
        <translation>%1 bot Put</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You put</source>
        <translation>Sie boten Put</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 conceded: a point to the other side</source>
        <translation>%1 gab auf: ein Punkt für die andere Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You conceded: a point to the other side</source>
        <translation>Sie gaben auf: ein Punkt für die andere Seite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deciding deal: played out, it won the whole game</source>
        <translation>Entscheidungsspiel: ausgespielt, hat es die ganze Partie gewonnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody won two tricks: nothing scored</source>
        <translation>Niemand machte zwei Stiche: nichts gezählt</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>%1 game</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 won the game with this deal</source>
        <translation>%1 gewann die Partie mit diesem Spiel</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>points; %1 won the game outright</source>
        <translation>Punkte; %1 gewann die Partie direkt</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../app/review/reviewdialog.cpp" line="+44"/>
        <source>Review a Deal</source>
        <translation>Ein Spiel ansehen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Deal:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal as dealt (Home)</source>
        <translation>Das Spiel wie gegeben (Pos1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step back (Left)</source>
        <translation>Einen Schritt zurück (Links)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step on (Right)</source>
        <translation>Einen Schritt weiter (Rechts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the deal (End)</source>
        <translation>Das Ende des Spiels (Ende)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Step 888 of 888</source>
        <translation>Schritt 888 von 888</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The record stops being playable here: %1</source>
        <translation>Die Aufzeichnung ist ab hier nicht mehr spielbar: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Review a Deal — %1</source>
        <translation>Ein Spiel ansehen — %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 (in progress)</source>
        <translation>%1 (läuft)</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Deal %1 on the score sheet, and the totals after it:</source>
        <translation>Spiel %1 auf dem Punkteblatt, und die Summen danach:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal is not finished. The totals before it:</source>
        <translation>Dieses Spiel ist nicht beendet. Die Summen davor:</translation>
    </message>
</context>
<context>
    <name>ReviewView</name>
    <message>
        <location filename="../app/review/reviewview.cpp" line="+31"/>
        <source>The deal</source>
        <translation>Das Spiel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deal under review</source>
        <translation>Das angesehene Spiel</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>You hold %1</source>
        <comment>your cards suit by suit</comment>
        <translation>Sie halten %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds %2</source>
        <comment>a seat, then its cards suit by suit</comment>
        <translation>%1 hält %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <comment>who played a card of the trick, and the card</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On the trick: %1.</source>
        <translation>Im Stich: %1.</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <location filename="../app/lobby/rulesbrowser.cpp" line="+53"/>
        <source>Rules of %1</source>
        <translation>Regeln von %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No rules page was found for this game.</source>
        <translation>Für dieses Kartenspiel wurde keine Regelseite gefunden.</translation>
    </message>
</context>
<context>
    <name>SaveSlot</name>
    <message>
        <location filename="../app/session/saveslot.cpp" line="+24"/>
        <source>The saved game %1 cannot be used (%2), and it could not be moved aside, so it is left as it is and this session is not saved.</source>
        <translation>Die gespeicherte Partie %1 kann nicht verwendet werden (%2) und konnte nicht beiseitegelegt werden; sie bleibt, wie sie ist, und diese Sitzung wird nicht gespeichert.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The saved game %1 cannot be used (%2). It was kept as %3; a new game starts.</source>
        <translation>Die gespeicherte Partie %1 kann nicht verwendet werden (%2). Sie wurde als %3 aufbewahrt; eine neue Partie beginnt.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message numerus="yes">
        <location filename="../app/scoresheet/scorechart.cpp" line="+100"/>
        <source>%1 and %n other(s)</source>
        <translation>
            <numerusform>%1 und %n weiterer</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Target %1</source>
        <translation>Ziel %1</translation>
    </message>
</context>
<context>
    <name>ScoreSheetExport</name>
    <message>
        <location filename="../app/export/scoresheetexport.cpp" line="+52"/>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+32"/>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Players: %1</source>
        <translation>Spieler: %1</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Print the Score Sheet</source>
        <translation>Punkteblatt drucken</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <location filename="../app/scoresheet/scoresheetmodel.cpp" line="+119"/>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 &amp;
%2</source>
        <comment>two partners over two lines, as a narrow column header</comment>
        <translation>%1 &amp;
%2</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>No trumps</source>
        <translation>Kein Trumpf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Trumps: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>In the lead</source>
        <translation>In Führung</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
</context>
<context>
    <name>ScoreSheetPanel</name>
    <message>
        <location filename="../app/scoresheet/scoresheetpanel.cpp" line="+65"/>
        <source>Score sheet</source>
        <translation>Punkteblatt</translation>
    </message>
</context>
<context>
    <name>SeatLevels</name>
    <message>
        <location filename="../app/lobby/seatlevels.cpp" line="+39"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
</context>
<context>
    <name>SeatList</name>
    <message>
        <location filename="../app/remote/seatlist.cpp" line="+49"/>
        <source>Seats at the table</source>
        <translation>Plätze am Tisch</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Give the seat back to %1</source>
        <translation>Den Platz an %1 zurückgeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let the computer play %1&apos;s seat</source>
        <translation>Den Computer für %1 spielen lassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove %1 from the table</source>
        <translation>%1 vom Tisch entfernen</translation>
    </message>
</context>
<context>
    <name>SecondsFace</name>
    <message>
        <location filename="../app/games/seconds/secondsface.cpp" line="+8"/>
        <source>Seconds</source>
        <translation>Seconds (die Zweiten)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The second-highest card takes the trick, and the second-best total wins.</source>
        <translation>Die zweithöchste Karte macht den Stich, und die zweitbeste Summe gewinnt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Eight deals, each player for themselves, no trumps. The second-highest card of the suit led takes the trick (if nobody follows, the second-highest of all four). Deals 1 to 3 pair the players differently and score your tricks times your partner&apos;s; deals 4 and 5 multiply by your left, then your right neighbour&apos;s tricks; deal 6 pays 3 per trick, deal 7 pays 13 less your tricks, and deal 8 shares 12 among those who took exactly three. The second-highest total wins.</source>
        <translation>Acht Spiele, jeder für sich, ohne Trumpf. Die zweithöchste Karte der ausgespielten Farbe macht den Stich (bedient niemand, die zweithöchste aller vier). Die Spiele 1 bis 3 bilden jeweils andere Paare und werten Ihre Stiche mal die Ihres Partners; die Spiele 4 und 5 multiplizieren mit den Stichen Ihres linken, dann Ihres rechten Nachbarn; Spiel 6 zahlt 3 je Stich, Spiel 7 zahlt 13 weniger Ihre Stiche, und Spiel 8 teilt 12 unter denen, die genau drei gemacht haben. Die zweithöchste Summe gewinnt.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Deal 6 scores the square of your tricks instead of 3 per trick</source>
        <translation>Spiel 6 wertet das Quadrat Ihrer Stiche statt 3 je Stich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The highest total wins instead of the second-highest</source>
        <translation>Die höchste Summe gewinnt statt der zweithöchsten</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Partners: your tricks × your partner&apos;s</source>
        <translation>Partner: Ihre Stiche × die Ihres Partners</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Half-partners: your tricks × your left neighbour&apos;s</source>
        <translation>Halbpartner: Ihre Stiche × die Ihres linken Nachbarn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Half-partners: your tricks × your right neighbour&apos;s</source>
        <translation>Halbpartner: Ihre Stiche × die Ihres rechten Nachbarn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win tricks: the square of your tricks</source>
        <translation>Stiche machen: das Quadrat Ihrer Stiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win tricks: 3 points each</source>
        <translation>Stiche machen: je 3 Punkte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lose tricks: 13 less your tricks</source>
        <translation>Stiche meiden: 13 weniger Ihre Stiche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exactly three tricks share 12 points</source>
        <translation>Genau drei Stiche teilen sich 12 Punkte</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The second-highest card takes the trick</source>
        <translation>Die zweithöchste Karte macht den Stich</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The second-highest total wins; the highest is placed second.</source>
        <translation>Die zweithöchste Summe gewinnt; die höchste wird Zweiter.</translation>
    </message>
</context>
<context>
    <name>SecondsSheetModel</name>
    <message>
        <location filename="../app/games/seconds/secondssheetmodel.cpp" line="+39"/>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1+%2 v %3+%4</source>
        <translation>%1+%2 g. %3+%4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>× left</source>
        <translation>× links</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>× right</source>
        <translation>× rechts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tricks²</source>
        <translation>Stiche²</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>3 a trick</source>
        <translation>3 je Stich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>13 − tricks</source>
        <translation>13 − Stiche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exactly 3</source>
        <translation>genau 3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Partners: %1 with %2. Each scores their tricks times their partner&apos;s.</source>
        <translation>Partner: %1 mit %2. Jeder erhält seine Stiche mal die seines Partners.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Half-partners: each scores their tricks times their left neighbour&apos;s.</source>
        <translation>Halbpartner: Jeder erhält seine Stiche mal die seines linken Nachbarn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Half-partners: each scores their tricks times their right neighbour&apos;s.</source>
        <translation>Halbpartner: Jeder erhält seine Stiche mal die seines rechten Nachbarn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No partners: each scores the square of their tricks.</source>
        <translation>Keine Partner: Jeder erhält das Quadrat seiner Stiche.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No partners: each scores 3 a trick.</source>
        <translation>Keine Partner: Jeder erhält 3 je Stich.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No partners: each scores 13 less their tricks.</source>
        <translation>Keine Partner: Jeder erhält 13 weniger seine Stiche.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No partners: 12 points shared by those who took exactly three tricks.</source>
        <translation>Keine Partner: 12 Punkte geteilt unter denen, die genau drei Stiche machten.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Took %n trick(s): %1 points</source>
        <translation>
            <numerusform>%n Stich gemacht: %1 Punkte</numerusform>
            <numerusform>%n Stiche gemacht: %1 Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Took %1, times the %2 you took: %3 points</source>
        <translation>%1 gemacht, mal die %2, die Sie gemacht haben: %3 Punkte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Took %1, times the %2 taken by %3: %4 points</source>
        <translation>%1 gemacht, mal die %2 von %3: %4 Punkte</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>points (tricks taken)</source>
        <translation>Punkte (gemachte Stiche)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The highest total wins.</source>
        <translation>Die höchste Summe gewinnt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The second-highest total wins; the highest is placed second.</source>
        <translation>Die zweithöchste Summe gewinnt; die höchste wird Zweiter.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../app/settings/settingsdialog.cpp" line="+27"/>
        <source>None: cards jump into place</source>
        <translation>Keine: Karten springen an ihren Platz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play the only card I may play for me</source>
        <translation>Die einzige spielbare Karte für mich spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a card twice to play it (a drag plays at once)</source>
        <translation>Karte zweimal anklicken, um sie zu spielen (Ziehen spielt sofort)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow taking back my decisions (Edit ▸ Undo)</source>
        <translation>Zurücknehmen meiner Entscheidungen erlauben (Bearbeiten ▸ Rückgängig)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offer hints from the Hard player (Game ▸ Hint)</source>
        <translation>Tipps des schweren Computerspielers anbieten (Partie ▸ Tipp)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>High-contrast table: a black baize, white text on black plates and bright yellow outlines</source>
        <translation>Tisch mit hohem Kontrast: schwarzer Filz, weiße Schrift auf schwarzen Schildern und leuchtend gelbe Umrandungen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Preferences — Follow Suit</source>
        <translation>Einstellungen — Follow Suit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> ms</source>
        <comment>unit after the number in a field: a space, then milliseconds</comment>
        <translation> ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck&apos;s own</source>
        <translation>Die des Blatts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every card played</source>
        <translation>Jede gespielte Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks, bids and scores</source>
        <translation>Stiche, Ansagen und Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only my turn and the scores</source>
        <translation>Nur mein Zug und die Punkte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What a screen reader is told as play goes on. Keys C, T, S and W tell the hand, the trick, the scores and the deal at any time.</source>
        <translation>Was einem Bildschirmleser im Lauf des Spiels mitgeteilt wird. Die Tasten C, T, S und W nennen jederzeit die Hand, den Stich, die Punkte und das Spiel.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 % (as large as the window allows)</source>
        <translation>%1 % (so groß, wie das Fenster erlaubt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %</source>
        <comment>a card size: the percentage, a space, %</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Larger cards overlap more in the hand; on a small window the table grows them only as far as everything still fits.</source>
        <translation>Größere Karten überlappen sich in der Hand stärker; in einem kleinen Fenster vergrößert der Tisch sie nur so weit, wie noch alles Platz hat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The system&apos;s language</source>
        <translation>Die Sprache des Systems</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your &amp;name:</source>
        <translation>Ihr &amp;Name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animationen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer &amp;pause:</source>
        <translation>Computer&amp;pause:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card &amp;back:</source>
        <translation>Karten&amp;rücken:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deck:</source>
        <translation>&amp;Blatt:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card &amp;size:</source>
        <translation>Karten&amp;größe:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sa&amp;y aloud:</source>
        <translation>&amp;Vorlesen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new language is used from the next start.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start.</translation>
    </message>
</context>
<context>
    <name>SharedSeat</name>
    <message>
        <location filename="../app/remote/sharedseat.cpp" line="+78"/>
        <source>a part of it is missing or wrong</source>
        <translation>ein Teil fehlt oder ist falsch</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The seat kept at a shared table could not be read (%1); the file is kept as %2.</source>
        <translation>Der an einem gemeinsamen Tisch gemerkte Platz konnte nicht gelesen werden (%1); die Datei bleibt als %2 erhalten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The seat kept at a shared table could not be read (%1).</source>
        <translation>Der an einem gemeinsamen Tisch gemerkte Platz konnte nicht gelesen werden (%1).</translation>
    </message>
</context>
<context>
    <name>SheetText</name>
    <message>
        <location filename="../app/scoresheet/sheettext.cpp" line="+9"/>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1th</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>NT</source>
        <comment>no trumps</comment>
        <translation>OT</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no trumps</source>
        <translation>ohne Trumpf</translation>
    </message>
</context>
<context>
    <name>SpadesFace</name>
    <message>
        <location filename="../app/games/spades/spadesface.cpp" line="+8"/>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bid with your partner, spades always trumps: make the contract, dodge the bags.</source>
        <translation>Sagen Sie mit Ihrem Partner an, Pik ist immer Trumpf: Erfüllen Sie den Kontrakt, meiden Sie die Säcke.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Four players in two partnerships, partners opposite; spades are always trumps. Each player bids the tricks they expect to take, or nil for none. A side that makes its contract scores 10 a trick bid and 1 for each extra trick, a bag; every tenth bag costs 100. Nil scores 100, blind nil 200, or loses as much. Spades may not be led until broken. The first side to 500 wins.</source>
        <translation>Vier Spieler in zwei Partnerschaften, Partner einander gegenüber; Pik ist immer Trumpf. Jeder Spieler sagt die Stiche an, die er zu machen erwartet, oder Nil für keinen. Eine Seite, die ihren Kontrakt erfüllt, erhält 10 je angesagten Stich und 1 für jeden weiteren Stich, einen Sack; jeder zehnte Sack kostet 100. Nil bringt 100, Blind Nil 200, oder kostet ebenso viel. Pik darf erst ausgespielt werden, wenn es gebrochen ist. Die erste Seite mit 500 gewinnt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game ends after a deal that leaves a side at or above this total; the higher total wins</source>
        <translation>Die Partie endet nach einem Spiel, das eine Seite auf oder über dieser Summe lässt; die höhere Summe gewinnt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A side whose total falls to this or lower loses at once</source>
        <translation>Eine Seite, deren Summe auf diesen Wert oder darunter fällt, verliert sofort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player whose side trails by 100 or more may bid blind nil before seeing the hand</source>
        <translation>Ein Spieler, dessen Seite 100 oder mehr zurückliegt, darf Blind Nil ansagen, bevor er seine Hand sieht</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Spades are broken</source>
        <translation>Pik ist gebrochen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades are not broken yet</source>
        <translation>Pik ist noch nicht gebrochen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bags: %1 for your side, %2 for the other side</source>
        <translation>Säcke: %1 für Ihre Seite, %2 für die andere Seite</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Blind nil lost</source>
        <translation>Blind Nil verloren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nil lost</source>
        <translation>Nil verloren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blind nil</source>
        <translation>Blind Nil</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+18"/>
        <source>Nil</source>
        <translation>Nil</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Your side is 100 or more behind. Bid blind nil, for 200, before you look at your cards?</source>
        <translation>Ihre Seite liegt 100 oder mehr zurück. Blind Nil ansagen, für 200, bevor Sie Ihre Karten ansehen?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Bid blind nil</source>
        <translation>Blind Nil ansagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look at my cards</source>
        <translation>Meine Karten ansehen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Spades are not broken yet: lead another suit.</source>
        <translation>Pik ist noch nicht gebrochen: Spielen Sie eine andere Farbe aus.</translation>
    </message>
</context>
<context>
    <name>SpadesSheetModel</name>
    <message>
        <location filename="../app/games/spades/spadessheetmodel.cpp" line="+20"/>
        <source>blind nil ✗</source>
        <translation>Blind Nil ✗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blind nil ✓</source>
        <translation>Blind Nil ✓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nil ✗</source>
        <translation>Nil ✗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nil ✓</source>
        <translation>Nil ✓</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1/%2  %3</source>
        <translation>%1/%2  %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No contract</source>
        <translation>Kein Kontrakt</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Contract %1 made with %n trick(s)</source>
        <translation>
            <numerusform>Kontrakt %1 erfüllt mit %n Stich</numerusform>
            <numerusform>Kontrakt %1 erfüllt mit %n Stichen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Contract %1 missed with %n trick(s)</source>
        <translation>
            <numerusform>Kontrakt %1 verfehlt mit %n Stich</numerusform>
            <numerusform>Kontrakt %1 verfehlt mit %n Stichen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1; %n bag(s)</source>
        <translation>
            <numerusform>%1; %n Sack</numerusform>
            <numerusform>%1; %n Säcke</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; ten bags cost %2</source>
        <translation>%1; zehn Säcke kosten %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: %2 points; %n bag(s) counted now</source>
        <translation>
            <numerusform>%1: %2 Punkte; jetzt %n Sack gezählt</numerusform>
            <numerusform>%1: %2 Punkte; jetzt %n Säcke gezählt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+33"/>
        <source>contract/tricks taken, then points; a total&apos;s last digit is its bags</source>
        <translation>Kontrakt/gemachte Stiche, dann Punkte; die letzte Ziffer einer Summe sind ihre Säcke</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../app/stats/statisticsdialog.cpp" line="+40"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your games</source>
        <translation>Ihre Partien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Your figures appear here once you have finished a game yourself; so far the computer has only played by itself (see the history).</source>
        <translation>Ihre Zahlen erscheinen hier, sobald Sie selbst eine Partie beendet haben; bisher hat der Computer nur allein gespielt (siehe Verlauf).</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Review…</source>
        <translation>Ansehen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay the selected game move by move</source>
        <translation>Die gewählte Partie Zug für Zug nachspielen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No statistics</source>
        <translation>Keine Statistik</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Statistics are not kept this time.</source>
        <translation>Diesmal wird keine Statistik geführt.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No finished games yet</source>
        <translation>Noch keine beendeten Partien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a game to the end and your results will be counted here.</source>
        <translation>Spielen Sie eine Partie zu Ende, dann werden Ihre Ergebnisse hier gezählt.</translation>
    </message>
</context>
<context>
    <name>StatsDatabase</name>
    <message>
        <location filename="../app/stats/statsdatabase.cpp" line="+88"/>
        <source>Statistics are off: this installation cannot read SQLite files.</source>
        <translation>Die Statistik ist aus: Diese Installation kann keine SQLite-Dateien lesen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The folder for the statistics file %1 could not be created; statistics are off this time.</source>
        <translation>Der Ordner für die Statistikdatei %1 konnte nicht angelegt werden; die Statistik ist diesmal aus.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The statistics file %1 could not be opened (%2); statistics are off this time.</source>
        <translation>Die Statistikdatei %1 konnte nicht geöffnet werden (%2); die Statistik ist diesmal aus.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+9"/>
        <location line="+13"/>
        <source>The statistics file %1 could not be read (%2); statistics are off this time.</source>
        <translation>Die Statistikdatei %1 konnte nicht gelesen werden (%2); die Statistik ist diesmal aus.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The statistics file %1 cannot be used and could not be moved aside; statistics are off this time.</source>
        <translation>Die Statistikdatei %1 ist unbrauchbar und konnte nicht beiseitegelegt werden; die Statistik ist diesmal aus.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The statistics file %1 was moved to %2, but its companion %3 could not be; statistics are off this time.</source>
        <translation>Die Statistikdatei %1 wurde nach %2 verschoben, ihre Begleitdatei %3 aber nicht; die Statistik ist diesmal aus.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The statistics file %1 was damaged; it was moved to %2 and new statistics were started.</source>
        <translation>Die Statistikdatei %1 war beschädigt; sie wurde nach %2 verschoben, und eine neue Statistik wurde begonnen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics file %1 was written by a newer version of Follow Suit; it was moved to %2 and new statistics were started.</source>
        <translation>Die Statistikdatei %1 wurde von einer neueren Version von Follow Suit geschrieben; sie wurde nach %2 verschoben, und eine neue Statistik wurde begonnen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics file %1 held something other than Follow Suit&apos;s statistics; it was moved to %2 and new statistics were started.</source>
        <translation>Die Statistikdatei %1 enthielt etwas anderes als die Statistik von Follow Suit; sie wurde nach %2 verschoben, und eine neue Statistik wurde begonnen.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The statistics file %1 could not be brought up to date (%2); statistics are off this time.</source>
        <translation>Die Statistikdatei %1 konnte nicht aktualisiert werden (%2); die Statistik ist diesmal aus.</translation>
    </message>
</context>
<context>
    <name>StatsFigures</name>
    <message>
        <location filename="../app/stats/statsfigures.cpp" line="+25"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average score</source>
        <translation>Mittlere Punktzahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+56"/>
        <source>Best score</source>
        <translation>Beste Punktzahl</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Wins in a row now</source>
        <translation>Siege in Folge jetzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most wins in a row</source>
        <translation>Meiste Siege in Folge</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Best score (lowest)</source>
        <translation>Beste Punktzahl (niedrigste)</translation>
    </message>
</context>
<context>
    <name>StatsHistoryModel</name>
    <message>
        <location filename="../app/stats/statshistorymodel.cpp" line="+40"/>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>Kartenspiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Played against</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your score</source>
        <translation>Ihre Punkte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Demo: %1</source>
        <translation>Demo: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+17"/>
        <source>Won by %1</source>
        <translation>Gewonnen von %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A move was taken back in this game</source>
        <translation>In dieser Partie wurde ein Zug zurückgenommen</translation>
    </message>
</context>
<context>
    <name>StatsText</name>
    <message>
        <location filename="../app/stats/statstext.cpp" line="+5"/>
        <source>standard rules</source>
        <translation>Standardregeln</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>1st of %1</source>
        <translation>1. von %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2nd of %1</source>
        <translation>2. von %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3rd of %1</source>
        <translation>3. von %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1th of %2</source>
        <translation>%1. von %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
</context>
<context>
    <name>StepText</name>
    <message>
        <location filename="../app/review/steptext.cpp" line="+26"/>
        <source>you</source>
        <translation>Sie</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%n cards stay in the stock</source>
        <translation>
            <numerusform>%n Karte bleibt im Talon</numerusform>
            <numerusform>%n Karten bleiben im Talon</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+75"/>
        <source>%1 is turned up</source>
        <translation>%1 wird aufgedeckt</translation>
    </message>
    <message>
        <location line="-73"/>
        <location line="+89"/>
        <source>trumps are %1</source>
        <translation>Trumpf ist %1</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>%1; %2</source>
        <comment>two things that happened in one step, as one line</comment>
        <translation>%1; %2</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>%1 deals %n card(s) to each player</source>
        <translation>
            <numerusform>%1 gibt jedem Spieler %n Karte</numerusform>
            <numerusform>%1 gibt jedem Spieler %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 deal %n card(s) to each player</source>
        <translation>
            <numerusform>%1 geben jedem Spieler %n Karte</numerusform>
            <numerusform>%1 geben jedem Spieler %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 acts</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 act</source>
        <translation>%1 sind am Zug</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 draws %2</source>
        <translation>%1 zieht %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 draw %2</source>
        <translation>%1 ziehen %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 draws %n card(s) face down</source>
        <translation>
            <numerusform>%1 zieht %n Karte verdeckt</numerusform>
            <numerusform>%1 zieht %n Karten verdeckt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 draw %n card(s) face down</source>
        <translation>
            <numerusform>%1 ziehen %n Karte verdeckt</numerusform>
            <numerusform>%1 ziehen %n Karten verdeckt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1 passes %n card(s) to %2</source>
        <translation>
            <numerusform>%1 gibt %n Karte an %2 weiter</numerusform>
            <numerusform>%1 gibt %n Karten an %2 weiter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 pass %n card(s) to %2</source>
        <translation>
            <numerusform>%1 geben %n Karte an %2 weiter</numerusform>
            <numerusform>%1 geben %n Karten an %2 weiter</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 passes %2 to %3</source>
        <translation>%1 gibt %2 an %3 weiter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 pass %2 to %3</source>
        <translation>%1 geben %2 an %3 weiter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>everyone picks up the cards passed to them</source>
        <translation>jeder nimmt die ihm gegebenen Karten auf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bids %2</source>
        <translation>%1 sagt %2 an</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 bid %2</source>
        <translation>%1 sagen %2 an</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 chooses “%2”</source>
        <translation>%1 wählt „%2“</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 choose “%2”</source>
        <translation>%1 wählen „%2“</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 lays aside %n card(s) face down</source>
        <translation>
            <numerusform>%1 legt %n Karte verdeckt ab</numerusform>
            <numerusform>%1 legt %n Karten verdeckt ab</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 lay aside %n card(s) face down</source>
        <translation>
            <numerusform>%1 legen %n Karte verdeckt ab</numerusform>
            <numerusform>%1 legen %n Karten verdeckt ab</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lays aside %2</source>
        <translation>%1 legt %2 ab</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 lay aside %2</source>
        <translation>%1 legen %2 ab</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 leads %2</source>
        <translation>%1 spielt %2 aus</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 lead %2</source>
        <translation>%1 spielen %2 aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2</source>
        <translation>%1 spielt %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 play %2</source>
        <translation>%1 spielen %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 takes the trick</source>
        <translation>%1 macht den Stich</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 take the trick</source>
        <translation>%1 machen den Stich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the trick is tied and counts for nobody</source>
        <translation>der Stich ist Patt und zählt für niemanden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the deal is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the match is over</source>
        <translation>die Partie ist vorbei</translation>
    </message>
</context>
<context>
    <name>TableAccessible</name>
    <message>
        <location filename="../app/access/tableaccessible.cpp" line="+78"/>
        <source>Pick</source>
        <translation>Auswählen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Picks the card, or puts it back.</source>
        <translation>Wählt die Karte aus oder legt sie zurück.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays the card.</source>
        <translation>Spielt die Karte.</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>Your hand</source>
        <translation>Ihre Hand</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The trick</source>
        <translation>Der Stich</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The players</source>
        <translation>Die Spieler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The middle of the table</source>
        <translation>Die Tischmitte</translation>
    </message>
    <message>
        <location line="+174"/>
        <source>Card table</source>
        <translation>Spieltisch</translation>
    </message>
</context>
<context>
    <name>TableChat</name>
    <message>
        <location filename="../app/remote/tablechat.cpp" line="+23"/>
        <source>S&amp;end</source>
        <translation>&amp;Senden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute the chat at this table</source>
        <translation>Chat an diesem Tisch &amp;stummschalten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>C&amp;hat:</source>
        <translation>C&amp;hat:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chat at the table</source>
        <translation>Chat am Tisch</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chat line</source>
        <translation>Chatzeile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say something to the table</source>
        <translation>Sagen Sie etwas zum Tisch</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The chat is muted; lines sent to the table are not shown.</source>
        <translation>Der Chat ist stummgeschaltet; Zeilen an den Tisch werden nicht angezeigt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chat is shown again.</source>
        <translation>Der Chat wird wieder angezeigt.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>You: %1</source>
        <translation>Sie: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <location filename="../app/access/tablespeech.cpp" line="+57"/>
        <source>Wait for your turn.</source>
        <translation>Warten Sie, bis Sie am Zug sind.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Picked.</source>
        <translation>Ausgewählt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can be picked.</source>
        <translation>Kann ausgewählt werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot be picked.</source>
        <translation>Kann nicht ausgewählt werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raised: press Enter to play it.</source>
        <translation>Angehoben: Drücken Sie Eingabe, um sie zu spielen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can be played.</source>
        <translation>Kann gespielt werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+17"/>
        <source>Cannot be played now.</source>
        <translation>Kann jetzt nicht gespielt werden.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Cannot be played: you must follow %1.</source>
        <translation>Kann nicht gespielt werden: Sie müssen %1 bedienen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot be played: %1</source>
        <translation>Kann nicht gespielt werden: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 Passed to you.</source>
        <translation>%1 An Sie weitergegeben.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your hand is empty.</source>
        <translation>Ihre Hand ist leer.</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>%1: %2.</source>
        <comment>a suit of the hand said aloud: clubs: 2, 7 and jack</comment>
        <translation>%1: %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>Your hand, %n card(s): %1</source>
        <translation>
            <numerusform>Ihre Hand, %n Karte: %1</numerusform>
            <numerusform>Ihre Hand, %n Karten: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2</source>
        <comment>who played a card of the trick, and the card</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No card is on the trick.</source>
        <translation>Im Stich liegt keine Karte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You led %1.</source>
        <translation>Sie spielten %1 aus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 led %2.</source>
        <translation>%1 spielte %2 aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You played %1.</source>
        <translation>Sie spielten %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2.</source>
        <translation>%1 spielte %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You take the trick.</source>
        <translation>Sie machen den Stich.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the trick.</source>
        <translation>%1 macht den Stich.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The trick is tied: it goes to nobody.</source>
        <translation>Der Stich ist Patt: Er geht an niemanden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+93"/>
        <source>Your turn.</source>
        <translation>Sie sind am Zug.</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>%1 to play.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+6"/>
        <location line="+11"/>
        <source>%1 %2</source>
        <comment>a name and a score</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Scores: %1.</source>
        <translation>Punkte: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tricks this deal: %1.</source>
        <translation>Stiche in diesem Spiel: %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Points taken this deal: %1.</source>
        <translation>Punkte in diesem Spiel: %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No deal has started.</source>
        <translation>Es hat noch kein Spiel begonnen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <location line="+36"/>
        <location line="+2"/>
        <location line="+24"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>Trumps are %1.</source>
        <translation>Trumpf ist %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There are no trumps.</source>
        <translation>Es gibt keinen Trumpf.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2</source>
        <comment>a name and a bid</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bids: %1.</source>
        <translation>Ansagen: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You led this trick.</source>
        <translation>Sie haben diesen Stich eröffnet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 led this trick.</source>
        <translation>%1 hat diesen Stich eröffnet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is your turn.</source>
        <translation>Sie sind an der Reihe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is %1&apos;s turn.</source>
        <translation>%1 ist an der Reihe.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1, total %2.</source>
        <translation>%1, insgesamt %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Partner: %1.</source>
        <translation>Partner: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>To play.</source>
        <translation>Am Zug.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Turned card: %1.</source>
        <translation>Aufgedeckte Karte: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Stock: %n card(s), %1 face up on top.</source>
        <translation>
            <numerusform>Talon: %n Karte, obenauf offen %1.</numerusform>
            <numerusform>Talon: %n Karten, obenauf offen %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Stock: %n card(s).</source>
        <translation>
            <numerusform>Talon: %n Karte.</numerusform>
            <numerusform>Talon: %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Discards: %n card(s).</source>
        <translation>
            <numerusform>Abgelegt: %n Karte.</numerusform>
            <numerusform>Abgelegt: %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Tricks set aside: %n.</source>
        <translation>
            <numerusform>Beiseitegelegte Stiche: %n.</numerusform>
            <numerusform>Beiseitegelegte Stiche: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Your lead: %n card(s) can be played.</source>
        <translation>
            <numerusform>Sie spielen aus: %n Karte kann gespielt werden.</numerusform>
            <numerusform>Sie spielen aus: %n Karten können gespielt werden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your turn: %n card(s) can be played.</source>
        <translation>
            <numerusform>Sie sind am Zug: %n Karte kann gespielt werden.</numerusform>
            <numerusform>Sie sind am Zug: %n Karten können gespielt werden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableStage</name>
    <message>
        <location filename="../app/table/tablestage.cpp" line="+314"/>
        <source>Stock: %1</source>
        <translation>Talon: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discards: %1</source>
        <translation>Abgelegt: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n trick(s) to nobody</source>
        <translation>
            <numerusform>%n Stich für niemanden</numerusform>
            <numerusform>%n Stiche für niemanden</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>On the stock</source>
        <translation>Auf dem Talon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turned up</source>
        <translation>Aufgedeckt</translation>
    </message>
    <message>
        <location filename="../app/table/tablestage_words.cpp" line="+34"/>
        <source>partner</source>
        <comment>on the plate of the person&apos;s partner</comment>
        <translation>Partner</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n Stich</numerusform>
            <numerusform>%n Stiche</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid %1</source>
        <translation>Ansage %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>won %1</source>
        <translation>hat %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>has bid</source>
        <translation>angesagt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>+%1 this deal</source>
        <translation>+%1 im Spiel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Trumps: %1 (fixed by you)</source>
        <translation>Trumpf: %1 (von Ihnen bestimmt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trumps: %1 (fixed by %2)</source>
        <translation>Trumpf: %1 (bestimmt von %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trumps: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No trumps</source>
        <translation>Kein Trumpf</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../app/table/tablearrange.cpp" line="+52"/>
        <source>%1: %2</source>
        <comment>a card of the hand and what may be done with it</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Last trick, taken by %1</source>
        <translation>Letzter Stich, gemacht von %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick, taken by nobody</source>
        <translation>Letzter Stich, für niemanden</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/table/tableinput.cpp" line="+40"/>
        <source>Discard these %n card(s)</source>
        <translation>
            <numerusform>Diese %n Karte ablegen</numerusform>
            <numerusform>Diese %n Karten ablegen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pass these %n card(s)</source>
        <translation>
            <numerusform>Diese %n Karte weitergeben</numerusform>
            <numerusform>Diese %n Karten weitergeben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Pass these %n card(s) to %1</source>
        <translation>
            <numerusform>Diese %n Karte an %1 weitergeben</numerusform>
            <numerusform>Diese %n Karten an %1 weitergeben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Choose %n card(s) to discard.</source>
        <translation>
            <numerusform>Wählen Sie %n Karte zum Ablegen.</numerusform>
            <numerusform>Wählen Sie %n Karten zum Ablegen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Choose %n card(s) to pass to %1.</source>
        <translation>
            <numerusform>Wählen Sie %n Karte zum Weitergeben an %1.</numerusform>
            <numerusform>Wählen Sie %n Karten zum Weitergeben an %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Choose %n card(s) to pass.</source>
        <translation>
            <numerusform>Wählen Sie %n Karte zum Weitergeben.</numerusform>
            <numerusform>Wählen Sie %n Karten zum Weitergeben.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your bid: how many tricks will you take?</source>
        <translation>Ihre Ansage: Wie viele Stiche machen Sie?</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Your lead: click a card, or drag it to the table.</source>
        <translation>Sie spielen aus: Klicken Sie eine Karte an oder ziehen Sie sie auf den Tisch.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: click a card, or drag it to the table.</source>
        <translation>Sie sind am Zug: Klicken Sie eine Karte an oder ziehen Sie sie auf den Tisch.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your lead: click a card, or drag it to the table. The card you took is raised.</source>
        <translation>Sie spielen aus: Klicken Sie eine Karte an oder ziehen Sie sie auf den Tisch. Die Karte, die Sie genommen haben, ist angehoben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: click a card, or drag it to the table. The card you took is raised.</source>
        <translation>Sie sind am Zug: Klicken Sie eine Karte an oder ziehen Sie sie auf den Tisch. Die Karte, die Sie genommen haben, ist angehoben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your lead: click a card, or drag it to the table. The cards you received are raised.</source>
        <translation>Sie spielen aus: Klicken Sie eine Karte an oder ziehen Sie sie auf den Tisch. Die erhaltenen Karten sind angehoben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: click a card, or drag it to the table. The cards you received are raised.</source>
        <translation>Sie sind am Zug: Klicken Sie eine Karte an oder ziehen Sie sie auf den Tisch. Die erhaltenen Karten sind angehoben.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Click %1 again, or press Enter, to play it.</source>
        <translation>Klicken Sie %1 noch einmal an oder drücken Sie Eingabe, um sie zu spielen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is raised: press Enter to play it.</source>
        <translation>%1 ist angehoben: Drücken Sie Eingabe, um die Karte zu spielen.</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%1 put back: %2 of %n chosen.</source>
        <translation>
            <numerusform>%1 zurückgelegt: %2 von %n gewählt.</numerusform>
            <numerusform>%1 zurückgelegt: %2 von %n gewählt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 chosen: %2 of %n.</source>
        <translation>
            <numerusform>%1 gewählt: %2 von %n.</numerusform>
            <numerusform>%1 gewählt: %2 von %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+1"/>
        <source>play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+2"/>
        <source>pass %1</source>
        <translation>%1 weitergeben</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>discard %1</source>
        <translation>%1 ablegen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>bid %1</source>
        <translation>%1 ansagen</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+5"/>
        <source>Hint: %1.</source>
        <translation>Tipp: %1.</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+4"/>
        <source>Hint: %1 — %2.</source>
        <translation>Tipp: %1 — %2.</translation>
    </message>
    <message>
        <location filename="../app/table/tableview.cpp" line="+283"/>
        <source>%1 is choosing cards to pass…</source>
        <translation>%1 wählt Karten zum Weitergeben…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is choosing cards to discard…</source>
        <translation>%1 wählt Karten zum Ablegen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is bidding…</source>
        <translation>%1 sagt an…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is deciding…</source>
        <translation>%1 überlegt…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to play…</source>
        <translation>%1 ist am Zug…</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Deal %1: %2 deals.</source>
        <translation>Spiel %1: %2 gibt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: %2.</source>
        <translation>Spiel %1: %2.</translation>
    </message>
    <message>
        <location line="-165"/>
        <location line="+196"/>
        <location filename="../app/table/tablewords.cpp" line="+97"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The bids are in: %1.</source>
        <translation>Die Ansagen stehen: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="-14"/>
        <source>You received %n card(s): raised in your hand.</source>
        <translation>
            <numerusform>Sie haben %n Karte erhalten: angehoben in Ihrer Hand.</numerusform>
            <numerusform>Sie haben %n Karten erhalten: angehoben in Ihrer Hand.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-179"/>
        <source>Nothing has been said yet.</source>
        <translation>Es wurde noch nichts gesagt.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>You are choosing cards to pass…</source>
        <translation>Sie wählen Karten zum Weitergeben…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are choosing cards to discard…</source>
        <translation>Sie wählen Karten zum Ablegen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are bidding…</source>
        <translation>Sie sagen an…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are deciding…</source>
        <translation>Sie überlegen…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You to play…</source>
        <translation>Sie sind am Zug…</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Deal %1: you deal.</source>
        <translation>Spiel %1: Sie geben.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>You received %1.</source>
        <translation>Sie haben %1 erhalten.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/table/tablemoves.cpp" line="+75"/>
        <source>%1 passed %n card(s) to %2.</source>
        <translation>
            <numerusform>%1 gab %n Karte an %2 weiter.</numerusform>
            <numerusform>%1 gab %n Karten an %2 weiter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>You passed %n card(s) to %1.</source>
        <translation>
            <numerusform>Sie gaben %n Karte an %1 weiter.</numerusform>
            <numerusform>Sie gaben %n Karten an %1 weiter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%1 discarded %n card(s).</source>
        <translation>
            <numerusform>%1 legte %n Karte ab.</numerusform>
            <numerusform>%1 legte %n Karten ab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You discarded %n card(s).</source>
        <translation>
            <numerusform>Sie legten %n Karte ab.</numerusform>
            <numerusform>Sie legten %n Karten ab.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+9"/>
        <location line="+20"/>
        <source>You took %1.</source>
        <translation>Sie nahmen %1.</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+8"/>
        <source>%1 took %2.</source>
        <translation>%1 nahm %2.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>%1 drew a card.</source>
        <translation>%1 zog eine Karte.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>You took %1: raised in your hand.</source>
        <translation>Sie nahmen %1: angehoben in Ihrer Hand.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>You play %1.</source>
        <translation>Sie spielen %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2.</source>
        <translation>%1 spielt %2.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The trick is tied: it goes to nobody, and you lead again.</source>
        <translation>Der Stich ist Patt: Er geht an niemanden, und Sie spielen erneut aus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trick is tied: it goes to nobody, and %1 leads again.</source>
        <translation>Der Stich ist Patt: Er geht an niemanden, und %1 spielt erneut aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take the trick.</source>
        <translation>Sie machen den Stich.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the trick.</source>
        <translation>%1 macht den Stich.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You take the trick with %1.</source>
        <translation>Sie machen den Stich mit %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the trick with %2.</source>
        <translation>%1 macht den Stich mit %2.</translation>
    </message>
    <message>
        <location filename="../app/table/tablewords.cpp" line="-54"/>
        <source>You have bid (bids are shown when all are in).</source>
        <translation>Sie haben angesagt (die Ansagen erscheinen, wenn alle angesagt haben).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has bid (bids are shown when all are in).</source>
        <translation>%1 hat angesagt (die Ansagen erscheinen, wenn alle angesagt haben).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bid %1.</source>
        <translation>Sie sagen %1 an.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 bids %2.</source>
        <translation>%1 sagt %2 an.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Trumps: %1.</source>
        <translation>Trumpf: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trumps: %1, fixed by you.</source>
        <translation>Trumpf: %1, von Ihnen bestimmt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps: %1, fixed by %2.</source>
        <translation>Trumpf: %1, bestimmt von %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trumps are %1.</source>
        <translation>Trumpf ist %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trumps are %1, fixed by you.</source>
        <translation>Trumpf ist %1, von Ihnen bestimmt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps are %1, fixed by %2.</source>
        <translation>Trumpf ist %1, bestimmt von %2.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deal %1 scored: %2</source>
        <translation>Spiel %1 gewertet: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+3"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The game is over. Winner: %1</source>
        <translation>Die Partie ist vorbei. Gewinner: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over. Winner: %1.</source>
        <translation>Die Partie ist vorbei. Gewinner: %1.</translation>
    </message>
</context>
<context>
    <name>WaitingRoom</name>
    <message>
        <location filename="../app/remote/waitingroom.cpp" line="+17"/>
        <source>Connecting to the table…</source>
        <translation>Verbindung zum Tisch wird hergestellt…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy invitation</source>
        <translation>Einladung &amp;kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start the match</source>
        <translation>Partie &amp;beginnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared table</source>
        <translation>Gemeinsamer Tisch</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Invitation for your friends:</source>
        <translation>&amp;Einladung für Ihre Freunde:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Invitation</source>
        <translation>Einladung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Se&amp;ats:</source>
        <translation>&amp;Plätze:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Leave the table</source>
        <translation>Tisch &amp;verlassen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Starting the match…</source>
        <translation>Die Partie beginnt…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Join my Follow Suit table: %1</source>
        <translation>Komm an meinen Follow-Suit-Tisch: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The invitation is copied: paste it into a message to your friends.</source>
        <translation>Die Einladung ist kopiert: Fügen Sie sie in eine Nachricht an Ihre Freunde ein.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Your table is open. Send the invitation to your friends, and start when everyone is here: the computer plays the seats nobody took.</source>
        <translation>Ihr Tisch ist eröffnet. Schicken Sie Ihren Freunden die Einladung und beginnen Sie, wenn alle da sind: Die Plätze, die niemand genommen hat, spielt der Computer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have a seat. The match begins when the host starts it.</source>
        <translation>Sie haben einen Platz. Die Partie beginnt, wenn der Gastgeber sie startet.</translation>
    </message>
</context>
<context>
    <name>WhistFace</name>
    <message>
        <location filename="../app/games/whist/whistface.cpp" line="+9"/>
        <source>Whist</source>
        <translation>Whist</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The classic partnership game: trumps turned up, odd tricks and honours.</source>
        <translation>Das klassische Partnerspiel: aufgedeckter Trumpf, Überstiche und Honneurs.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Four players in two partnerships, partners opposite. The dealer&apos;s last card is turned up for trumps. Follow suit; the highest trump, else the highest card of the suit led, wins. The side taking seven or more tricks scores one point for each trick above six; the first side to five points wins the game.</source>
        <translation>Vier Spieler in zwei Partnerschaften, Partner gegenüber. Die letzte Karte des Gebers wird für den Trumpf aufgedeckt. Farbe bekennen; der höchste Trumpf, sonst die höchste Karte der ausgespielten Farbe, gewinnt. Die Seite mit sieben oder mehr Stichen erhält einen Punkt für jeden Stich über sechs; die erste Seite mit fünf Punkten gewinnt die Partie.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Points that win a game (5 in English short whist, 7 in American)</source>
        <translation>Punkte, die eine Partie gewinnen (5 im englischen Kurzwhist, 7 im amerikanischen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score 4 or 2 for holding four or three of the ace, king, queen and jack of trumps (not at one point from the target)</source>
        <translation>4 oder 2 für vier oder drei von Ass, König, Dame und Bube in Trumpf (nicht einen Punkt vor dem Ziel)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play a rubber: the first side to win two games</source>
        <translation>Einen Robber spielen: Die erste Seite mit zwei gewonnenen Partien gewinnt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Honours</source>
        <translation>Honneurs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Honours to %1</source>
        <translation>Honneurs für %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game won</source>
        <translation>Partie gewonnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A game to %1</source>
        <translation>Eine Partie für %1</translation>
    </message>
</context>
<context>
    <name>WhistSheetModel</name>
    <message>
        <location filename="../app/games/whist/whistsheetmodel.cpp" line="+21"/>
        <source>Trumps</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 + %2 hon.</source>
        <translation>%1 + %2 Hon.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n Stich</numerusform>
            <numerusform>%n Stiche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: %n odd trick(s)</source>
        <translation>
            <numerusform>%1: %n Überstich</numerusform>
            <numerusform>%1: %n Überstiche</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2 for honours</source>
        <translation>%1, %2 für Honneurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — won the game</source>
        <translation>%1 — Partie gewonnen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>odd tricks (+ honours); %1 won a game</source>
        <translation>Überstiche (+ Honneurs); %1 gewann eine Partie</translation>
    </message>
</context>
</TS>
