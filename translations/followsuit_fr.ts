<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
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
        <translation>Le vieux jeu breton aux cartes espagnoles, avec huit cartes nommées au sommet et des plis nuls.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Partners sit opposite. Suits never matter: eight named cards (Monsieur, Madame, the Borgne, the Vache, the Grand and Petit Neuf, the Deuces of batons and swords) rank above the Aces, Kings, Cavaliers and Valets, then the other cards from 9 down to 3. Equal cards tie, and a trick whose top card is tied is spoiled. Any card may be played at any time. The side of the player with most tricks scores 1 (a tie goes to whoever got there first), 2 for a Mordienne. Five deals; more points wins.</source>
        <translation>Les partenaires sont face à face. Les couleurs ne comptent jamais : huit cartes nommées (Monsieur, Madame, le Borgne, la Vache, le Grand-neuf et le Petit-neuf, les deux de bâtons et d&apos;épées) sont au-dessus des as, rois, cavaliers et valets, puis viennent les autres cartes du 9 au 3. Des cartes égales font égalité, et un pli dont la plus forte carte est à égalité est nul. On peut jouer n&apos;importe quelle carte à tout moment. Le camp du joueur qui a le plus de plis marque 1 (en cas d&apos;égalité, celui qui y est arrivé le premier), 2 pour une Mordienne. Cinq donnes ; le plus de points gagne.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Le chant: if all four accept, eldest and the dealer&apos;s partner take six cards each from the stack and discard six</source>
        <translation>Le chant : si les quatre acceptent, le premier en main et le partenaire du donneur prennent chacun six cartes du talon et en écartent six</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Mordienne (the first five tricks, or the last five after losing the first four)</source>
        <translation>La Mordienne (les cinq premiers plis, ou les cinq derniers après avoir perdu les quatre premiers)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unannounced: it scores 2 when it happens</source>
        <translation>Non annoncée : elle marque 2 quand elle arrive</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announced before the lead: 2 to the announcer&apos;s side if made, 2 to the opponents if not; the game is first to 10</source>
        <translation>Annoncée avant l&apos;entame : 2 au camp de l&apos;annonceur si elle est réussie, 2 aux adversaires sinon ; la partie se joue en 10</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Nobody has a trick yet</source>
        <translation>Personne n&apos;a encore de pli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ahead on tricks: %1 (%2)</source>
        <translation>En tête aux plis : %1 (%2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Announced Mordienne</source>
        <translation>A annoncé la Mordienne</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Declined the chant</source>
        <translation>A refusé le chant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accepted the chant</source>
        <translation>A accepté le chant</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Le chant: take part in the exchange of cards?</source>
        <translation>Le chant : prendre part à l&apos;échange de cartes ?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce Mordienne (you will win the deal with a run of tricks to the end)?</source>
        <translation>Annoncer la Mordienne (vous gagnerez la donne par une suite de plis jusqu&apos;à la fin) ?</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Accept</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decline</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce Mordienne</source>
        <translation>Annoncer la Mordienne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No announcement</source>
        <translation>Pas d&apos;annonce</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing scored</source>
        <translation>Rien de marqué</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mordienne</source>
        <translation>Mordienne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mordienne by you</source>
        <translation>Mordienne de votre part</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mordienne by %1</source>
        <translation>Mordienne de %1</translation>
    </message>
</context>
<context>
    <name>AluetteSheetModel</name>
    <message>
        <location filename="../app/games/aluette/aluettesheetmodel.cpp" line="+7"/>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: Mordienne made</source>
        <translation>%1 : Mordienne réussie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: Mordienne failed</source>
        <translation>%1 : Mordienne manquée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All spoiled</source>
        <translation>Tous nuls</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: Mordienne</source>
        <translation>%1 : Mordienne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 won</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You won</source>
        <translation>Vous gagnez</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Decider: %1</source>
        <translation>Décisive : %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A deciding deal: the sides were level after five</source>
        <translation>Une donne décisive : les camps étaient à égalité après cinq donnes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone accepted the chant</source>
        <translation>Tout le monde a accepté le chant</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n trick(s) spoiled</source>
        <translation>
            <numerusform>%n pli nul</numerusform>
            <numerusform>%n plis nuls</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Mordienne: two points</source>
        <translation>Mordienne : deux points</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>points; a shaded cell is a Mordienne</source>
        <translation>points ; une case grisée est une Mordienne</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <location filename="../app/settings/appsettings.cpp" line="+42"/>
        <source>“%1”</source>
        <translation>« %1 »</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a value of type %1</source>
        <translation>une valeur de type %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 is not a whole number (%2); using %3</source>
        <translation>%1 n&apos;est pas un nombre entier (%2) ; %3 est utilisé</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 was %2; using %3</source>
        <translation>%1 valait %2 ; %3 est utilisé</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is not binary data (%2); ignored</source>
        <translation>%1 n&apos;est pas une donnée binaire (%2) ; ignoré</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is larger than %2 KiB; ignored</source>
        <translation>%1 dépasse %2 Kio ; ignoré</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is %2, not text; ignored</source>
        <translation>%1 est %2, pas du texte ; ignoré</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not one line of at most %2 characters; ignored</source>
        <translation>%1 n&apos;est pas une ligne d&apos;au plus %2 caractères ; ignoré</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 is neither true nor false (%2); using %3</source>
        <translation>%1 n&apos;est ni vrai ni faux (%2) ; %3 est utilisé</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is not a value this version knows (%2); using “%3”</source>
        <translation>%1 n&apos;est pas une valeur connue de cette version (%2) ; « %3 » est utilisé</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is not a list of levels (%2); every computer seat plays at medium</source>
        <translation>%1 n&apos;est pas une liste de niveaux (%2) ; chaque place de l&apos;ordinateur joue au niveau moyen</translation>
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
        <translation>Le fichier de réglages %1 n&apos;a pas pu être lu ; les réglages ne seront pas enregistrés cette fois</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Some system-wide settings could not be read</source>
        <translation>Certains réglages du système n&apos;ont pas pu être lus</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The settings file %1 is damaged and no copy of it could be kept; settings will not be saved this time</source>
        <translation>Le fichier de réglages %1 est endommagé et aucune copie n&apos;a pu en être gardée ; les réglages ne seront pas enregistrés cette fois</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The settings file was damaged; it was copied to %1 and what could be read was used</source>
        <translation>Le fichier de réglages était endommagé ; il a été copié sous %1 et ce qui pouvait être lu a été utilisé</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The settings file %1 holds values this version never writes and could not be moved aside; the defaults are used and settings will not be saved this time</source>
        <translation>Le fichier de réglages %1 contient des valeurs que cette version n&apos;écrit jamais et n&apos;a pas pu être mis de côté ; les valeurs par défaut sont utilisées et les réglages ne seront pas enregistrés cette fois</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The settings file held values this version never writes; it was moved to %1 and the defaults are used</source>
        <translation>Le fichier de réglages contenait des valeurs que cette version n&apos;écrit jamais ; il a été déplacé sous %1 et les valeurs par défaut sont utilisées</translation>
    </message>
</context>
<context>
    <name>ArmsLengthFace</name>
    <message>
        <location filename="../app/games/armslength/armslengthface.cpp" line="+8"/>
        <source>Arm&apos;s Length</source>
        <translation>Arm&apos;s Length (à bout de bras)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Partners choose the high or the low road: win the most tricks or the fewest.</source>
        <translation>Les partenaires choisissent la voie haute ou la voie basse : le plus de plis ou le moins.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Partners opposite. Before the lead each side names a High player, who wants tricks, and a Low player, who wants few. There are no trumps until someone cannot follow suit: the card they play fixes trumps. You must beat the highest card of the suit led if you can (unless the trick is already trumped), and when void you must overtrump if you can. A side scores 10 per trick High took more than Low, plus High&apos;s tricks, or nothing if Low took more. Four deals; the higher total wins.</source>
        <translation>Partenaires face à face. Avant l&apos;entame, chaque camp désigne un joueur Haut, qui veut des plis, et un joueur Bas, qui en veut peu. Il n&apos;y a pas d&apos;atout tant que personne ne peut fournir : la carte jouée alors fixe l&apos;atout. Vous devez battre la plus haute carte de la couleur demandée si vous le pouvez (sauf si le pli est déjà coupé), et si vous n&apos;avez pas la couleur vous devez surcouper si vous le pouvez. Un camp marque 10 par pli que Haut a pris de plus que Bas, plus les plis de Haut, ou rien si Bas en a pris plus. Quatre donnes ; le total le plus haut gagne.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>High road: many tricks</source>
        <translation>Voie haute : des plis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Low road: few tricks</source>
        <translation>Voie basse : peu de plis</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Passed: partner decides</source>
        <translation>A passé : le partenaire décide</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your side&apos;s road: win the most tricks (High), the fewest (Low), or let your partner decide?</source>
        <translation>La voie de votre camp : faire le plus de plis (Haut), le moins (Bas), ou laisser votre partenaire décider ?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your partner passed: will you take the High road (most tricks) or the Low road (fewest)?</source>
        <translation>Votre partenaire a passé : prenez-vous la voie haute (le plus de plis) ou la voie basse (le moins) ?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>High</source>
        <translation>Haut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Low</source>
        <translation>Bas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partner decides</source>
        <translation>Le partenaire décide</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You must beat the highest card of the suit led.</source>
        <translation>Vous devez battre la plus haute carte de la couleur demandée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must overtrump.</source>
        <translation>Vous devez surcouper.</translation>
    </message>
</context>
<context>
    <name>ArmsLengthSheetModel</name>
    <message>
        <location filename="../app/games/armslength/armslengthsheetmodel.cpp" line="+28"/>
        <source>H%1 L%2  %3</source>
        <translation>H%1 B%2  %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You played High and took %1; %2 played Low and took %3: %4 points</source>
        <translation>Vous avez joué Haut et pris %1 ; %2 a joué Bas et a pris %3 : %4 points</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 played High and took %2; you played Low and took %3: %4 points</source>
        <translation>%1 a joué Haut et a pris %2 ; vous avez joué Bas et pris %3 : %4 points</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 played High and took %2; %3 played Low and took %4: %5 points</source>
        <translation>%1 a joué Haut et a pris %2 ; %3 a joué Bas et a pris %4 : %5 points</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>High&apos;s tricks, Low&apos;s tricks, then points</source>
        <translation>Plis de Haut, plis de Bas, puis points</translation>
    </message>
</context>
<context>
    <name>AutosaveWriter</name>
    <message>
        <location filename="../app/session/autosavewriter.cpp" line="+71"/>
        <source>could not delete %1</source>
        <translation>impossible de supprimer %1</translation>
    </message>
</context>
<context>
    <name>CappedFile</name>
    <message>
        <location filename="../app/files/cappedfile.cpp" line="+36"/>
        <location line="+31"/>
        <source>not a regular file</source>
        <translation>n&apos;est pas un fichier ordinaire</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>%1 MiB</source>
        <translation>%1 Mio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 KiB</source>
        <translation>%1 Kio</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>there is no such file</source>
        <translation>ce fichier n&apos;existe pas</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+21"/>
        <source>larger than %1</source>
        <translation>dépasse %1</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+12"/>
        <source>cannot be read (%1)</source>
        <translation>ne peut pas être lu (%1)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>cannot be unpacked</source>
        <translation>ne peut pas être décompressé</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>unpacks to more than %1</source>
        <translation>se décompresse en plus de %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>is damaged: its packed data is incomplete or corrupt</source>
        <translation>est endommagé : ses données compressées sont incomplètes ou corrompues</translation>
    </message>
</context>
<context>
    <name>CardTheme</name>
    <message>
        <location filename="../app/table/cardtheme.cpp" line="+36"/>
        <source>“%1”</source>
        <translation>« %1 »</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>not valid JSON (%1 at line %2, column %3)</source>
        <translation>JSON non valide (%1 à la ligne %2, colonne %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not valid JSON (%1 near “%2”, line %3, column %4)</source>
        <translation>JSON non valide (%1 près de « %2 », ligne %3, colonne %4)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>48-card Spanish</source>
        <translation>espagnol de 48 cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>52-card French</source>
        <translation>français de 52 cartes</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Card theme %1</source>
        <translation>Thème de cartes %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card theme “%1” (%2)</source>
        <translation>Thème de cartes « %1 » (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+90"/>
        <location line="+22"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>the description must be a JSON object</source>
        <translation>la description doit être un objet JSON</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>“name” must be a non-empty text, not %1</source>
        <translation>« name » doit être un texte non vide, pas %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>“pack” must be “french52” or “spanish48”, not %1</source>
        <translation>« pack » doit être « french52 » ou « spanish48 », pas %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>“aspect” (width over height) must be a number from %1 to %2, not %3</source>
        <translation>« aspect » (largeur sur hauteur) doit être un nombre de %1 à %2, pas %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>“file” must be the name of an .svg file in the theme&apos;s folder, not %1</source>
        <translation>« file » doit être le nom d&apos;un fichier .svg du dossier du thème, pas %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>“file” %1: %2</source>
        <translation>« file » %1 : %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“file” %1 is not an SVG image Qt can read</source>
        <translation>« file » %1 n&apos;est pas une image SVG que Qt sait lire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“file” %1</source>
        <translation>« file » %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 has no element “%2”, which a %3 deck needs</source>
        <translation>%1 n&apos;a pas d&apos;élément « %2 », nécessaire à un jeu %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>KDE card deck %1</source>
        <translation>Jeu de cartes KDE %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KDE card deck “%1” (%2)</source>
        <translation>Jeu de cartes KDE « %1 » (%2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>index.desktop %1</source>
        <translation>index.desktop %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is not an SVG image Qt can read</source>
        <translation>%1 n&apos;est pas une image SVG que Qt sait lire</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the cards of %1 are not card-shaped (width over height %2)</source>
        <translation>les cartes de %1 n&apos;ont pas la forme de cartes (largeur sur hauteur %2)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Card theme “%1” (%2) is drawn for the %3 pack, not the %4 pack</source>
        <translation>Le thème de cartes « %1 » (%2) est dessiné pour le jeu %3, pas pour le jeu %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1; %2</source>
        <translation>%1 ; %2</translation>
    </message>
</context>
<context>
    <name>ChartLegend</name>
    <message>
        <location filename="../app/scoresheet/chartlegend.cpp" line="+26"/>
        <source>Chart lines: %1</source>
        <translation>Courbes du graphique : %1</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../app/lobby/commandline.cpp" line="+20"/>
        <source>A card table for trick-taking games. Without --game it opens the lobby, where you choose a game.</source>
        <translation>Une table de jeux de plis. Sans --game, elle ouvre le salon, où vous choisissez un jeu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A followsuit:// link to a friend&apos;s table: the Join dialog opens with it.</source>
        <translation>Un lien followsuit:// vers la table d&apos;un ami : la fenêtre Rejoindre s&apos;ouvre avec lui.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start &lt;id&gt; directly, one of: %1.</source>
        <translation>Commencer directement le jeu &lt;id&gt;, parmi : %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Number of players, where the game allows several.</source>
        <translation>Nombre de joueurs, quand le jeu en permet plusieurs.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A game option, as key=value (repeatable); see followsuit-cli games.</source>
        <translation>Une option du jeu, sous la forme clé=valeur (répétable) ; voir followsuit-cli games.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal from seed &lt;n&gt;, to replay the same game.</source>
        <translation>Distribuer à partir de la graine &lt;n&gt;, pour rejouer la même partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How well the computer plays: easy, medium or hard for every computer seat, or a list with one level per computer seat (medium,hard,easy).</source>
        <translation>Le niveau de l&apos;ordinateur : easy, medium ou hard pour toutes ses places, ou une liste avec un niveau par place de l&apos;ordinateur (medium,hard,easy).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer plays your seat too: a table that plays itself.</source>
        <translation>L&apos;ordinateur joue aussi votre place : une table qui joue toute seule.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go on with the unfinished game at once, if there is one.</source>
        <translation>Reprendre tout de suite la partie inachevée, s&apos;il y en a une.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same as --demo.</source>
        <translation>Identique à --demo.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Unexpected argument: %1</source>
        <translation>Argument inattendu : %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation>La graine doit être un nombre entier de 0 à 18446744073709551615.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--level takes easy, medium or hard, or a list of them separated by commas, not &quot;%1&quot;.</source>
        <translation>--level prend easy, medium ou hard, ou une liste de ces niveaux séparés par des virgules, pas « %1 ».</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--players and --option need --game.</source>
        <translation>--players et --option demandent --game.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown game &quot;%1&quot;; followsuit-cli games lists them.</source>
        <translation>Jeu inconnu « %1 » ; followsuit-cli games les énumère.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--players must be a whole number.</source>
        <translation>--players doit être un nombre entier.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>An option is written key=value, not &quot;%1&quot;.</source>
        <translation>Une option s&apos;écrit clé=valeur, pas « %1 ».</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--level lists %1 levels, but this game has %2 computer seats.</source>
        <translation>--level énumère %1 niveaux, mais ce jeu a %2 places de l&apos;ordinateur.</translation>
    </message>
</context>
<context>
    <name>CoreText</name>
    <message>
        <location filename="../app/text/coretext.cpp" line="+24"/>
        <source>This version of Follow Suit has no game called “%1”.</source>
        <translation>Cette version de Follow Suit n&apos;a aucun jeu nommé « %1 ».</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 is played by %n players, not by %2.</source>
        <translation>
            <numerusform>%1 se joue à %n joueur, pas à %2.</numerusform>
            <numerusform>%1 se joue à %n joueurs, pas à %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is played by %2 to %3 players, not by %4.</source>
        <translation>%1 se joue de %2 à %3 joueurs, pas à %4.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 has no option called “%2”.</source>
        <translation>%1 n&apos;a pas d&apos;option nommée « %2 ».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The option “%1” is either on or off, not “%2”.</source>
        <translation>L&apos;option « %1 » est activée ou désactivée, pas « %2 ».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The option “%1” takes a number from %2 to %3, not “%4”.</source>
        <translation>L&apos;option « %1 » prend un nombre de %2 à %3, pas « %4 ».</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The option “%1” cannot be “%2”; it takes one of these: %3.</source>
        <translation>L&apos;option « %1 » ne peut pas valoir « %2 » ; elle prend l&apos;une de ces valeurs : %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot be played with these options.</source>
        <translation>%1 ne peut pas se jouer avec ces options.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>It is not a Follow Suit game record, or it is damaged.</source>
        <translation>Ce n&apos;est pas un enregistrement de partie Follow Suit, ou il est endommagé.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It names a game, a number of players or an option that this version of Follow Suit does not have.</source>
        <translation>Il nomme un jeu, un nombre de joueurs ou une option que cette version de Follow Suit ne connaît pas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its cards are damaged: a deal is not a whole, shuffled pack.</source>
        <translation>Ses cartes sont endommagées : une donne n&apos;est pas un jeu complet et mélangé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move %1 in it is one the rules do not allow at that point.</source>
        <translation>Son coup n° %1 n&apos;est pas permis par les règles à ce moment-là.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It goes on after the end of the match, at move %1.</source>
        <translation>Il continue après la fin de la partie, au coup n° %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The file cannot be read: it is missing, not a file, or not open to you.</source>
        <translation>Le fichier ne peut pas être lu : il manque, ce n&apos;est pas un fichier, ou vous n&apos;y avez pas accès.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is too large to be a game record.</source>
        <translation>Le fichier est trop gros pour être un enregistrement de partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file cannot be written: the folder is not open to you or the disk is full.</source>
        <translation>Le fichier ne peut pas être écrit : vous n&apos;avez pas accès au dossier ou le disque est plein.</translation>
    </message>
</context>
<context>
    <name>DecisionAuditDialog</name>
    <message>
        <location filename="../app/review/decisionauditdialog.cpp" line="+50"/>
        <source>Your decisions — Follow Suit</source>
        <translation>Vos décisions — Follow Suit</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The Hard player is weighing your decisions in deal %1…</source>
        <translation>Le joueur Difficile examine vos décisions de la donne %1…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Trick %1: you played %2</source>
        <translation>Pli %1 : vous avez joué %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hard would play %1</source>
        <translation>Difficile jouerait %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You passed %1</source>
        <translation>Vous avez passé %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard would pass %1</source>
        <translation>Difficile passerait %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You discarded %1</source>
        <translation>Vous avez écarté %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard would discard %1</source>
        <translation>Difficile écarterait %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You bid %1</source>
        <translation>Vous avez annoncé %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard would bid %1</source>
        <translation>Difficile annoncerait %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You chose “%1”</source>
        <translation>Vous avez choisi « %1 »</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard would choose “%1”</source>
        <translation>Difficile choisirait « %1 »</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>✓ %1, as Hard would.</source>
        <translation>✓ %1, comme Difficile.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>? %1; %2 (your choice was not among those it weighed, so it is not judged).</source>
        <translation>? %1 ; %2 (votre choix ne faisait pas partie de ceux qu&apos;il a pesés : il n&apos;est donc pas jugé).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>≈ %1; %2, worth about the same.</source>
        <translation>≈ %1 ; %2, à peu près aussi bon.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✗ %1; %2: about the same in points, but better for the match.</source>
        <translation>✗ %1 ; %2 : à peu près pareil en points, mais mieux pour la partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ %1; %2: about %3 points better on the others.</source>
        <translation>✗ %1 ; %2 : environ %3 points de mieux face aux autres.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Deal %1: the weighing was stopped before the end of the deal.</source>
        <translation>Donne %1 : l&apos;examen a été arrêté avant la fin de la donne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: you had no choice to make in this deal.</source>
        <translation>Donne %1 : vous n&apos;aviez aucun choix à faire dans cette donne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: the Hard player would have made the same decisions, or ones worth about the same.</source>
        <translation>Donne %1 : le joueur Difficile aurait pris les mêmes décisions, ou d&apos;autres à peu près aussi bonnes.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Deal %1: the Hard player would have chosen otherwise %n time(s), for the standings rather than for points (an estimate over sampled deals).</source>
        <translation>
            <numerusform>Donne %1 : le joueur Difficile aurait choisi autrement %n fois, pour le classement plutôt que pour les points (une estimation sur des donnes tirées au hasard).</numerusform>
            <numerusform>Donne %1 : le joueur Difficile aurait choisi autrement %n fois, pour le classement plutôt que pour les points (une estimation sur des donnes tirées au hasard).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Deal %1: the Hard player would have chosen otherwise %n time(s), worth about %2 points on the others in all (an estimate over sampled deals).</source>
        <translation>
            <numerusform>Donne %1 : le joueur Difficile aurait choisi autrement %n fois, pour environ %2 points de mieux face aux autres en tout (une estimation sur des donnes tirées au hasard).</numerusform>
            <numerusform>Donne %1 : le joueur Difficile aurait choisi autrement %n fois, pour environ %2 points de mieux face aux autres en tout (une estimation sur des donnes tirées au hasard).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../app/table/decisionpanel.cpp" line="+29"/>
        <source>Next deal</source>
        <translation>Donne suivante</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Bid %1</source>
        <translation>Annoncer %1</translation>
    </message>
</context>
<context>
    <name>DecisionText</name>
    <message>
        <location filename="../app/face/decisiontext.cpp" line="+27"/>
        <source>play %1</source>
        <translation>jouer %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass %1</source>
        <translation>passer %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discard %1</source>
        <translation>écarter %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid %1</source>
        <translation>annoncer %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1”</source>
        <translation>« %1 »</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the only choice</source>
        <translation>le seul choix possible</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid matches expected tricks %1</source>
        <translation>l&apos;annonce correspond aux plis attendus %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaves the match better placed than the other choice (%1)</source>
        <translation>laisse la partie mieux placée que l&apos;autre choix (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>about as good as the other choice (%1)</source>
        <translation>à peu près aussi bon que l&apos;autre choix (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expects %1 points this deal, against %2 for the other choice (%3)</source>
        <translation>prévoit %1 points dans cette donne, contre %2 pour l&apos;autre choix (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expects to take %1 points this deal, against %2 for the other choice (%3)</source>
        <translation>prévoit de prendre %1 points dans cette donne, contre %2 pour l&apos;autre choix (%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expects %1 tricks for your side this deal, against %2 for the other choice (%3)</source>
        <translation>prévoit %1 plis pour votre camp dans cette donne, contre %2 pour l&apos;autre choix (%3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expects %1 tricks this deal, against %2 for the other choice (%3)</source>
        <translation>prévoit %1 plis dans cette donne, contre %2 pour l&apos;autre choix (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>plays for the match: expects to take %1 points this deal, %2 for the other choice (%3), but stands better after it</source>
        <translation>joue pour la partie : prévoit de prendre %1 points dans cette donne, %2 pour l&apos;autre choix (%3), mais se trouve mieux placé après</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>plays for the match: expects %1 points this deal, %2 for the other choice (%3), but stands better after it</source>
        <translation>joue pour la partie : prévoit %1 points dans cette donne, %2 pour l&apos;autre choix (%3), mais se trouve mieux placé après</translation>
    </message>
</context>
<context>
    <name>DeckPicker</name>
    <message>
        <location filename="../app/settings/deckpicker.cpp" line="+29"/>
        <source>Four colours: ♦ blue, ♣ green</source>
        <translation>Quatre couleurs : ♦ en bleu, ♣ en vert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deck for French-suited games</source>
        <translation>Jeu pour les jeux à enseignes françaises</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow Suit (built in)</source>
        <translation>Follow Suit (intégré)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (KDE)</source>
        <translation>%1 (KDE)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another deck or theme file…</source>
        <translation>Un autre jeu ou fichier de thème…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The built-in deck with diamonds in blue and clubs in green, told apart at a glance</source>
        <translation>Le jeu intégré avec les carreaux en bleu et les trèfles en vert, reconnaissables d&apos;un coup d&apos;œil</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Choose a deck</source>
        <translation>Choisir un jeu de cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card themes and KDE decks (theme.json index.desktop);;All files (*)</source>
        <translation>Thèmes de cartes et jeux KDE (theme.json index.desktop);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Drawing the preview…</source>
        <translation>Dessin de l&apos;aperçu…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1. The built-in deck is used instead.</source>
        <translation>%1. Le jeu intégré est utilisé à la place.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Preview of the deck chosen</source>
        <translation>Aperçu du jeu choisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview of the built-in deck, used instead</source>
        <translation>Aperçu du jeu intégré, utilisé à la place</translation>
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
        <translation>Vingt-quatre cartes, deux valets maîtres : fixez l&apos;atout avec votre partenaire, ou jouez seul.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Four players in two partnerships with 24 cards, 9 to ace, five each. A turned card proposes trumps: order it up or pass, then name another suit or pass. The jack of trumps and the other jack of its colour are the top trumps. The makers need three of the five tricks for a point, all five for two, or four alone; fewer, and the other side scores two. The first side to 10 wins.</source>
        <translation>Quatre joueurs en deux équipes avec 24 cartes, du 9 à l&apos;as, cinq chacun. Une carte retournée propose l&apos;atout : commandez-la ou passez, puis nommez une autre couleur ou passez. Le valet d&apos;atout et l&apos;autre valet de sa teinte sont les plus forts atouts. Les preneurs doivent faire trois des cinq plis pour un point, les cinq pour deux, ou quatre seuls ; moins, et l&apos;autre camp marque deux. Le premier camp à 10 gagne.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Points that win the game</source>
        <translation>Points qui gagnent la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer may not pass in the second round and must name a suit</source>
        <translation>Le donneur ne peut pas passer au second tour et doit nommer une couleur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who deals after a deal that everybody passed twice</source>
        <translation>Qui distribue après une donne que tout le monde a passée deux fois</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The next dealer, to the left</source>
        <translation>Le donneur suivant, à gauche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same dealer again</source>
        <translation>Le même donneur à nouveau</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>First round: order up the turned card or pass</source>
        <translation>Premier tour : commander la retourne ou passer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second round: name a suit or pass</source>
        <translation>Second tour : nommer une couleur ou passer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 made trumps and plays alone</source>
        <translation>%1 a fixé l&apos;atout et joue seul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 made trumps</source>
        <translation>%1 a fixé l&apos;atout</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Maker, alone</source>
        <translation>Preneur, seul</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Maker</source>
        <translation>Preneur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sits this deal out</source>
        <translation>Ne joue pas cette donne</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Order up the turned card&apos;s suit as trumps, or pass?</source>
        <translation>Commander la couleur de la retourne comme atout, ou passer ?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everybody passed: as dealer, you must name a suit as trumps.</source>
        <translation>Tout le monde a passé : comme donneur, vous devez nommer une couleur d&apos;atout.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name a suit as trumps, or pass?</source>
        <translation>Nommer une couleur d&apos;atout, ou passer ?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Order up</source>
        <translation>Commander</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Order up, alone</source>
        <translation>Commander, seul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Clubs, alone</source>
        <translation>Trèfle, seul</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clubs</source>
        <translation>Trèfle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Diamonds, alone</source>
        <translation>Carreau, seul</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Diamonds</source>
        <translation>Carreau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts, alone</source>
        <translation>Cœur, seul</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hearts</source>
        <translation>Cœur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spades, alone</source>
        <translation>Pique, seul</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Spades</source>
        <translation>Pique</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Everybody passed: thrown in</source>
        <translation>Tout le monde a passé : cartes jetées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A march</source>
        <translation>Une marche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A march by you</source>
        <translation>Vous avez fait la marche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A march by %1</source>
        <translation>Une marche de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Euchred</source>
        <translation>Euchré</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You were euchred</source>
        <translation>Vous avez été euchré</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was euchred</source>
        <translation>%1 a été euchré</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You cannot name the suit that was turned down.</source>
        <translation>Vous ne pouvez pas nommer la couleur de la retourne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer must name a suit.</source>
        <translation>Le donneur doit nommer une couleur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the card you picked up: discard another.</source>
        <translation>Gardez la carte que vous avez prise : écartez-en une autre.</translation>
    </message>
</context>
<context>
    <name>EuchreSheetModel</name>
    <message>
        <location filename="../app/games/euchre/euchresheetmodel.cpp" line="+14"/>
        <source>Trumps</source>
        <translation>Atout</translation>
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
        <translation>Tout le monde a passé deux fois : cartes jetées</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>%1 alone</source>
        <translation>%1 seul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 march</source>
        <translation>%1 marche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 euchre</source>
        <translation>%1 euchre</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 made trumps alone and took %n trick(s)</source>
        <translation>
            <numerusform>%1 a fixé l&apos;atout seul et fait %n pli</numerusform>
            <numerusform>%1 a fixé l&apos;atout seul et fait %n plis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 made trumps and the side took %n trick(s)</source>
        <translation>
            <numerusform>%1 a fixé l&apos;atout et le camp a fait %n pli</numerusform>
            <numerusform>%1 a fixé l&apos;atout et le camp a fait %n plis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Euchred the makers, who took %n trick(s)</source>
        <translation>
            <numerusform>Preneurs euchrés, avec %n pli</numerusform>
            <numerusform>Preneurs euchrés, avec %n plis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Defended: the makers took %n trick(s)</source>
        <translation>
            <numerusform>En défense : les preneurs ont fait %n pli</numerusform>
            <numerusform>En défense : les preneurs ont fait %n plis</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>points; the makers&apos; side marks alone or a march, the defenders a euchre</source>
        <translation>points ; le camp preneur note seul ou une marche, les défenseurs un euchre</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/controller/gamecontroller.cpp" line="+102"/>
        <source>The game cannot start: %1</source>
        <translation>La partie ne peut pas commencer : %1</translation>
    </message>
    <message>
        <location filename="../app/controller/gamecontroller_batches.cpp" line="+71"/>
        <source>Another player has played since: your decision stays.</source>
        <translation>Un autre joueur a joué depuis : votre décision reste.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host does not allow undo at this table.</source>
        <translation>L&apos;hôte n&apos;autorise pas l&apos;annulation à cette table.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no decision taken back to play again.</source>
        <translation>Vous n&apos;avez aucune décision reprise à rejouer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no decision to take back.</source>
        <translation>Vous n&apos;avez aucune décision à reprendre.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The table did not take that decision: it had moved on.</source>
        <translation>La table n&apos;a pas pris cette décision : la partie avait avancé.</translation>
    </message>
</context>
<context>
    <name>GameFace</name>
    <message>
        <location filename="../app/face/seatwords.cpp" line="+8"/>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <location filename="../app/face/gameface.cpp" line="+49"/>
        <source>Your decision:</source>
        <translation>Votre décision :</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play a card, or choose:</source>
        <translation>Jouez une carte, ou choisissez :</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choice %1</source>
        <translation>Choix %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>That move is not allowed.</source>
        <translation>Ce coup n&apos;est pas permis.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The last deal decided the game on its own, whatever the totals.</source>
        <translation>La dernière donne a décidé la partie à elle seule, quels que soient les totaux.</translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <location filename="../app/text/gametext.cpp" line="+14"/>
        <source>That is allowed.</source>
        <translation>C&apos;est permis.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal is over.</source>
        <translation>La donne est terminée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not what the game needs now.</source>
        <translation>Ce n&apos;est pas ce que le jeu demande maintenant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n&apos;est pas dans votre main.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the right number of cards.</source>
        <translation>Choisissez le bon nombre de cartes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must follow suit.</source>
        <translation>Vous devez fournir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That bid is out of range.</source>
        <translation>Cette annonce est hors limites.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That choice is not offered now.</source>
        <translation>Ce choix n&apos;est pas proposé maintenant.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That move is not allowed.</source>
        <translation>Ce coup n&apos;est pas permis.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Deal %1, dealt by you</source>
        <translation>Donne %1, distribuée par vous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1, dealt by %2</source>
        <translation>Donne %1, distribuée par %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+12"/>
        <location line="+35"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="-45"/>
        <location line="+14"/>
        <source>West</source>
        <translation>Ouest</translation>
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
        <translation>Est</translation>
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
        <translation>Félix</translation>
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
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 &amp; %2</source>
        <comment>two partners, as the score sheet heads their column</comment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>♣ clubs</source>
        <translation>♣ trèfle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>♦ diamonds</source>
        <translation>♦ carreau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>♥ hearts</source>
        <translation>♥ cœur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>♠ spades</source>
        <translation>♠ pique</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>coins</source>
        <translation>deniers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cups</source>
        <translation>coupes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>swords</source>
        <translation>épées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>batons</source>
        <translation>bâtons</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>J</source>
        <comment>the jack&apos;s letter, as in J♣</comment>
        <translation>V</translation>
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
        <translation>R</translation>
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
        <translation>valet</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+51"/>
        <source>cavalier</source>
        <translation>cavalier</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+51"/>
        <location line="+8"/>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>jack</source>
        <translation>valet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 of %2</source>
        <comment>a card said aloud: its rank, then its suit, as in queen of spades</comment>
        <translation>%1 de %2</translation>
    </message>
</context>
<context>
    <name>GermanWhistFace</name>
    <message>
        <location filename="../app/games/germanwhist/germanwhistface.cpp" line="+8"/>
        <source>German Whist</source>
        <translation>Whist allemand</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two players fight for the cards of the stock, then play the hands out.</source>
        <translation>Deux joueurs se disputent les cartes du talon, puis jouent leurs mains.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two players, 13 cards each; the top card of the stock is face up and its suit is trumps. For the first 13 tricks the winner takes the face-up card and the loser the next card unseen; you must always follow suit. Only the last 13 tricks score, one point each; the first to 50 wins.</source>
        <translation>Deux joueurs, 13 cartes chacun ; la carte du dessus du talon est retournée et sa couleur est l&apos;atout. Pendant les 13 premiers plis, le gagnant prend la carte retournée et le perdant la carte suivante sans la montrer ; il faut toujours fournir. Seuls les 13 derniers plis comptent, un point chacun ; le premier à 50 gagne.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What a deal scores</source>
        <translation>Ce que marque une donne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is won by the only player at or over this after a deal; when both are, it rises by 10 (not with the one-deal scoring)</source>
        <translation>La partie est gagnée par le seul joueur qui atteint ce total après une donne ; s&apos;ils l&apos;atteignent tous les deux, il monte de 10 (pas avec le décompte en une donne)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>1 per trick of the last 13</source>
        <translation>1 par pli des 13 derniers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 per trick of all 26</source>
        <translation>1 par pli sur les 26</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tricks above six of the last 13</source>
        <translation>Les plis au-delà de six sur les 13 derniers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The majority of the last 13 wins the match in one deal</source>
        <translation>La majorité des 13 derniers plis gagne la partie en une donne</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Phase 1: trick %1 of 13, the winner takes the card turned up</source>
        <translation>Phase 1 : pli %1 sur 13, le gagnant prend la carte retournée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase 2: trick %1 of 13, these tricks score</source>
        <translation>Phase 2 : pli %1 sur 13, ces plis comptent</translation>
    </message>
</context>
<context>
    <name>GermanWhistSheetModel</name>
    <message>
        <location filename="../app/games/germanwhist/germanwhistsheetmodel.cpp" line="+17"/>
        <source>Trumps</source>
        <translation>Atout</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Took %1 of the last 13 tricks, %2 in all</source>
        <translation>A pris %1 des 13 derniers plis, %2 en tout</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>points, and in brackets the tricks of the last thirteen when they differ</source>
        <translation>points, et entre parenthèses les plis des treize derniers quand ils diffèrent</translation>
    </message>
</context>
<context>
    <name>HeartsFace</name>
    <message>
        <location filename="../app/games/hearts/heartsface.cpp" line="+8"/>
        <source>Hearts</source>
        <translation>Dame de pique</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take no hearts and dodge the queen of spades, or take them all.</source>
        <translation>Ne prenez aucun cœur et évitez la dame de pique, ou prenez-les tous.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Avoid taking hearts (1 point each) and the queen of spades (13). Pass cards, follow suit, and never lead hearts before they are broken. Take all fourteen penalty cards to shoot the moon. When someone reaches 100, the lowest total wins.</source>
        <translation>Évitez de prendre des cœurs (1 point chacun) et la dame de pique (13). Passez des cartes, fournissez, et n&apos;entamez jamais cœur avant que les cœurs soient ouverts. Prenez les quatorze cartes de pénalité pour faire le grand chelem. Quand quelqu&apos;un atteint 100, le plus petit total gagne.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pass cards before play, in a cycle of directions that ends with a deal without passing</source>
        <translation>Passer des cartes avant de jouer, dans un cycle de directions qui se termine par une donne sans passe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ends when a total reaches this; lowest wins</source>
        <translation>La partie s&apos;arrête quand un total atteint ce nombre ; le plus petit gagne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With 3, 5 or 6 players, the cards left over</source>
        <translation>À 3, 5 ou 6 joueurs, les cartes en trop</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Widow: they go to the last trick&apos;s winner</source>
        <translation>Talon : elles vont au gagnant du dernier pli</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strip: low cards are taken out before the deal</source>
        <translation>Retrait : les petites cartes sont ôtées avant la donne</translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>You have taken %1 and %n heart(s).</source>
        <translation>
            <numerusform>Vous avez pris %1 et %n cœur.</numerusform>
            <numerusform>Vous avez pris %1 et %n cœurs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 has taken %2 and %n heart(s).</source>
        <translation>
            <numerusform>%1 a pris %2 et %n cœur.</numerusform>
            <numerusform>%1 a pris %2 et %n cœurs.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have taken %1.</source>
        <translation>Vous avez pris %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has taken %2.</source>
        <translation>%1 a pris %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You have taken %n heart(s).</source>
        <translation>
            <numerusform>Vous avez pris %n cœur.</numerusform>
            <numerusform>Vous avez pris %n cœurs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 has taken %n heart(s).</source>
        <translation>
            <numerusform>%1 a pris %n cœur.</numerusform>
            <numerusform>%1 a pris %n cœurs.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody has taken a penalty card yet.</source>
        <translation>Personne n&apos;a encore pris de carte de pénalité.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts are broken.</source>
        <translation>Les cœurs sont entamés.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts are not broken yet.</source>
        <translation>Les cœurs ne sont pas encore entamés.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Shot the moon: 26 off</source>
        <translation>Grand chelem : 26 de moins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot the moon: 26 to the others</source>
        <translation>Grand chelem : 26 aux autres</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Widow: %n card(s)</source>
        <translation>
            <numerusform>Talon : %n carte</numerusform>
            <numerusform>Talon : %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The widow goes face down with the last trick to whoever takes it.</source>
        <translation>Le talon, face cachée, revient avec le dernier pli à celui qui le prend.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You took every penalty card: how do you score the moon?</source>
        <translation>Vous avez pris toutes les cartes de pénalité : comment comptez-vous le grand chelem ?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take 26 off my score</source>
        <translation>Retirer 26 de mon score</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add 26 to everyone else</source>
        <translation>Ajouter 26 à tous les autres</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The two of clubs must open the first trick.</source>
        <translation>Le deux de trèfle doit ouvrir le premier pli.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The two of clubs is not in play: the lowest club in play must open the first trick.</source>
        <translation>Le deux de trèfle n&apos;est pas en jeu : le plus petit trèfle en jeu doit ouvrir le premier pli.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No heart or queen of spades on the first trick while you have another card.</source>
        <translation>Ni cœur ni dame de pique au premier pli tant que vous avez une autre carte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts are not broken yet: lead another suit.</source>
        <translation>Les cœurs ne sont pas encore entamés : jouez une autre couleur.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Shot the moon</source>
        <translation>Grand chelem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You shot the moon</source>
        <translation>Vous avez fait le grand chelem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 shot the moon</source>
        <translation>%1 a fait le grand chelem</translation>
    </message>
</context>
<context>
    <name>HeartsSheetModel</name>
    <message>
        <location filename="../app/games/hearts/heartssheetmodel.cpp" line="+23"/>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>left</source>
        <translation>à gauche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>right</source>
        <translation>à droite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>across</source>
        <translation>en face</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody passed</source>
        <translation>Personne n&apos;a passé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Three cards passed %1</source>
        <translation>Trois cartes passées %1</translation>
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
        <translation>%1 a fait le grand chelem et retiré 26</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You shot the moon and took 26 off</source>
        <translation>Vous avez fait le grand chelem et retiré 26</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 shot the moon: 26 to everyone else</source>
        <translation>%1 a fait le grand chelem : 26 à tous les autres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You shot the moon: 26 to everyone else</source>
        <translation>Vous avez fait le grand chelem : 26 à tous les autres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 took the Queen of Spades</source>
        <translation>%1 a pris la dame de pique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took the Queen of Spades</source>
        <translation>Vous avez pris la dame de pique</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>penalty points; %1 took the Queen of Spades, %2 shot the moon</source>
        <translation>points de pénalité ; %1 a pris la dame de pique, %2 a fait le grand chelem</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../app/remote/hostdialog.cpp" line="+29"/>
        <source>A friend</source>
        <translation>Un ami</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer, %1</source>
        <translation>L&apos;ordinateur, %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Allow &amp;hints</source>
        <translation>Autoriser les &amp;indices</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow &amp;undo of one&apos;s last decision, until another person plays</source>
        <translation>Autoriser l&apos;&amp;annulation de sa dernière décision, tant qu&apos;aucune autre personne n&apos;a joué</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Without encryption (only on a local network you trust)</source>
        <translation>&amp;Sans chiffrement (seulement sur un réseau local de confiance)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open the table</source>
        <translation>&amp;Ouvrir la table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host a table</source>
        <translation>Héberger une table</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A table of %1 for %n player(s). Friends join with the invitation you will get; a seat nobody takes is played by the computer.</source>
        <translation>
            <numerusform>Une table de %1 pour %n joueur. Vos amis la rejoignent avec l&apos;invitation que vous allez recevoir ; l&apos;ordinateur joue les places que personne ne prend.</numerusform>
            <numerusform>Une table de %1 pour %n joueurs. Vos amis la rejoignent avec l&apos;invitation que vous allez recevoir ; l&apos;ordinateur joue les places que personne ne prend.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Your name:</source>
        <translation>&amp;Votre nom :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Who plays %1&apos;s seat</source>
        <translation>Qui joue la place de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1:</source>
        <translation>%1 :</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>At the table</source>
        <translation>À la table</translation>
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
        <translation>Secondes pendant lesquelles la place d&apos;un ami déconnecté est gardée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A dropped friend&apos;s seat is &amp;kept for:</source>
        <translation>La place d&apos;un ami déconnecté est &amp;gardée :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seconds each person has for a decision</source>
        <translation>Secondes dont chacun dispose pour une décision</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Time for each decision:</source>
        <translation>&amp;Temps pour chaque décision :</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Level the computer plays a dropped friend&apos;s seat at</source>
        <translation>Niveau auquel l&apos;ordinateur joue la place d&apos;un ami déconnecté</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then the &amp;computer plays it at:</source>
        <translation>Puis l&apos;ordinateur la &amp;joue au niveau :</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Connection</source>
        <translation>Connexion</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On this computer</source>
        <translation>Sur cet ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On a table server (followsuit-server)</source>
        <translation>Sur un serveur de tables (followsuit-server)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the table is opened</source>
        <translation>Où la table est ouverte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wh&amp;ere:</source>
        <translation>Empla&amp;cement :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cards.example.org:7766</source>
        <translation>cartes.example.org:7766</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table server&apos;s address and port</source>
        <translation>L&apos;adresse et le port du serveur de tables</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Server:</source>
        <translation>Se&amp;rveur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fingerprint the server printed</source>
        <translation>L&apos;empreinte que le serveur a affichée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table server&apos;s certificate fingerprint</source>
        <translation>L&apos;empreinte du certificat du serveur de tables</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fingerprint:</source>
        <translation>&amp;Empreinte :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The creation key the server printed</source>
        <translation>La clé de création affichée par le serveur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table server&apos;s creation key</source>
        <translation>La clé de création du serveur de tables</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Creation &amp;key:</source>
        <translation>&amp;Clé de création :</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the server&apos;s</source>
        <translation>celui du serveur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the table server&apos;s address and port, as cards.example.org:7766.</source>
        <translation>Indiquez l&apos;adresse et le port du serveur de tables, comme cartes.example.org:7766.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the fingerprint the table server printed when it started: 64 hexadecimal digits.</source>
        <translation>Indiquez l&apos;empreinte que le serveur de tables a affichée au démarrage : 64 chiffres hexadécimaux.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the creation key the table server printed when it started.</source>
        <translation>Indiquez la clé de création que le serveur de tables a affichée à son démarrage.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../app/remote/joindialog.cpp" line="+18"/>
        <source>&amp;Join</source>
        <translation>&amp;Rejoindre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join a table</source>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tables on your &amp;network:</source>
        <translation>Tables sur votre ré&amp;seau :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tables on your network</source>
        <translation>Tables sur votre réseau</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1, at %2</source>
        <translation>%1, chez %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Looking for tables on your network…</source>
        <translation>Recherche de tables sur votre réseau…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>To list the tables on your network, this computer needs the Avahi service, which is not running. An invitation works everywhere.</source>
        <translation>Pour lister les tables de votre réseau, cet ordinateur a besoin du service Avahi, qui ne fonctionne pas. Une invitation marche partout.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tables on your network cannot be listed: the Avahi service did not answer. An invitation works everywhere.</source>
        <translation>Les tables de votre réseau ne peuvent pas être listées : le service Avahi n&apos;a pas répondu. Une invitation marche partout.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Or paste the invitation your friend sent you: the whole message will do.</source>
        <translation>Ou collez l&apos;invitation que votre ami vous a envoyée : le message entier convient.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Invitation</source>
        <translation>Invitation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Invitation:</source>
        <translation>&amp;Invitation :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Your name:</source>
        <translation>&amp;Votre nom :</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>This invitation is damaged: ask your friend to send it again.</source>
        <translation>Cette invitation est abîmée : demandez à votre ami de la renvoyer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no invitation in this text. An invitation starts with followsuit://</source>
        <translation>Ce texte ne contient pas d&apos;invitation. Une invitation commence par followsuit://</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A table at %1.</source>
        <translation>Une table chez %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A table at %1, without encryption: join only on a local network you trust.</source>
        <translation>Une table chez %1, sans chiffrement : ne la rejoignez que sur un réseau local de confiance.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give your name: the others see it at the table.</source>
        <translation>Indiquez votre nom : les autres le voient à la table.</translation>
    </message>
</context>
<context>
    <name>KdeDeck</name>
    <message>
        <location filename="../app/table/kdedeck.cpp" line="+64"/>
        <source>is not a text file</source>
        <translation>n&apos;est pas un fichier texte</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>has no [KDE Backdeck] group with a Name</source>
        <translation>n&apos;a pas de groupe [KDE Backdeck] avec un Name</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>must name an .svg or .svgz file in its folder as SVG=, not “%1”</source>
        <translation>doit désigner un fichier .svg ou .svgz de son dossier par SVG=, pas « %1 »</translation>
    </message>
</context>
<context>
    <name>KeyboardHelpDialog</name>
    <message>
        <location filename="../app/window/keyboardhelp.cpp" line="+31"/>
        <source>Keyboard — Follow Suit</source>
        <translation>Clavier — Follow Suit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every part of a match can be played from the keyboard. At the table the keys move an outline over the cards you may use, or over the buttons of a question.</source>
        <translation>Toute la partie peut se jouer au clavier. À la table, les touches déplacent un cadre sur les cartes que vous pouvez utiliser, ou sur les boutons d&apos;une question.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What they do</source>
        <translation>Ce qu&apos;elles font</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys and what they do</source>
        <translation>Les touches et ce qu&apos;elles font</translation>
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
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Left, Right</source>
        <translation>Gauche, Droite</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the outline to the previous or next card you may use, or to the previous or next button of a question.</source>
        <translation>Déplacer le cadre sur la carte utilisable précédente ou suivante, ou sur le bouton précédent ou suivant d&apos;une question.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Home, End</source>
        <translation>Début, Fin</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the outline to the first or the last of them.</source>
        <translation>Déplacer le cadre sur le premier ou le dernier d&apos;entre eux.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the outlined card, pick it for a pass or put it back, or press the outlined button.</source>
        <translation>Jouer la carte encadrée, la choisir pour un passage ou la remettre, ou appuyer sur le bouton encadré.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Press the outlined button, confirm the cards picked, go on to the next deal, or play the outlined card.</source>
        <translation>Appuyer sur le bouton encadré, confirmer les cartes choisies, passer à la donne suivante, ou jouer la carte encadrée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Up, Down</source>
        <translation>Haut, Bas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>When a question comes with your cards (a choice you may make instead of playing), go to its buttons and back to your hand.</source>
        <translation>Quand une question accompagne vos cartes (un choix que vous pouvez faire au lieu de jouer), aller à ses boutons et revenir à votre main.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0 to 9</source>
        <translation>0 à 9</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bid that number of tricks (two digits quickly for 10 and more).</source>
        <translation>Annoncer ce nombre de plis (deux chiffres rapidement pour 10 et plus).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Escape</source>
        <translation>Échap</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Put the last trick away.</source>
        <translation>Ranger le dernier pli.</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message numerus="yes">
        <location filename="../app/lobby/lobbydialog.cpp" line="+36"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1–%2 players</source>
        <translation>%1 à %2 joueurs</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Rules…</source>
        <translation>&amp;Règles…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset to &amp;defaults</source>
        <translation>Valeurs par &amp;défaut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Host a table…</source>
        <translation>&amp;Héberger une table…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a table…</source>
        <translation>Rejoindre une &amp;table…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game — Follow Suit</source>
        <translation>Nouvelle partie — Follow Suit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games</source>
        <translation>Jeux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Players:</source>
        <translation>Joueurs :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents:</source>
        <translation>Adversaires :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How well the computer plays each seat: Easy plays by rules of thumb, Medium and Hard look ahead over possible deals.</source>
        <translation>Le niveau de l&apos;ordinateur à chaque place : Facile joue selon des règles simples, Moyen et Difficile anticipent sur des donnes possibles.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Options&lt;/b&gt;</source>
        <translation>&lt;b&gt;Options&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play this game with friends on other computers: they join with an invitation you send them</source>
        <translation>Jouer à ce jeu avec des amis sur d&apos;autres ordinateurs : ils vous rejoignent avec une invitation que vous leur envoyez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take a seat at a friend&apos;s table with the invitation they sent you</source>
        <translation>Prendre place à la table d&apos;un ami avec l&apos;invitation qu&apos;il vous a envoyée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>always %1</source>
        <translation>toujours %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to %2; %3 is usual</source>
        <translation>de %1 à %2 ; %3 d&apos;habitude</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Option %1; rules reference: section %2.</source>
        <translation>Option %1 ; référence des règles : section %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (default: %2)</source>
        <translation>%1 (par défaut : %2)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>on</source>
        <translation>oui</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>non</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 (default %2):</source>
        <translation>%1 (par défaut %2) :</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (default)</source>
        <translation>%1 (par défaut)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1:</source>
        <translation>%1 :</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This game has no options: it is played as the rules page says.</source>
        <translation>Ce jeu n&apos;a pas d&apos;options : il se joue comme le dit la page des règles.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>All computer players.</source>
        <translation>L&apos;ordinateur joue toutes les autres places.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All computer players; your partner is %1.</source>
        <translation>L&apos;ordinateur joue toutes les autres places ; votre partenaire est %1.</translation>
    </message>
    <message>
        <location line="-219"/>
        <location line="+286"/>
        <source>This cannot be played: %1</source>
        <translation>Impossible de jouer ainsi : %1</translation>
    </message>
</context>
<context>
    <name>LowBufferSocket</name>
    <message>
        <location filename="../app/net/lowbuffersocket.cpp" line="+36"/>
        <source>The other end does not read what it is sent.</source>
        <translation>L&apos;autre extrémité ne lit pas ce qu&apos;on lui envoie.</translation>
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
        <translation>Bienvenue dans Follow Suit.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Choose Game ▸ New game to start a game.</source>
        <translation>Choisissez Partie ▸ Nouvelle partie pour commencer.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Dernier pli</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Computer &amp;speed</source>
        <translation>&amp;Vitesse de l&apos;ordinateur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Slow</source>
        <translation>&amp;Lente</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preferences…</source>
        <translation>Pré&amp;férences…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Rematch</source>
        <translation>Re&amp;vanche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same game again, with new cards</source>
        <translation>La même partie encore, avec de nouvelles cartes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Feuille de marque</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+115"/>
        <location filename="../app/window/mainwindow_net.cpp" line="+162"/>
        <source>&amp;Rules of %1</source>
        <translation>&amp;Règles de %1</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>&amp;About Follow Suit</source>
        <translation>À &amp;propos de Follow Suit</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Abandon this game?</source>
        <translation>Abandonner cette partie ?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Leave the table? The computer will play your seat.</source>
        <translation>Quitter la table ? L&apos;ordinateur jouera votre place.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game in progress will be lost. Start a new game?</source>
        <translation>La partie en cours sera perdue. Commencer une nouvelle partie ?</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The game in progress will be lost. Start again with new cards?</source>
        <translation>La partie en cours sera perdue. Recommencer avec de nouvelles cartes ?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>That game cannot start: %1</source>
        <translation>Cette partie ne peut pas commencer : %1</translation>
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
        <translation>À propos de Follow Suit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Follow Suit %1&lt;/h3&gt;&lt;p&gt;A card table for trick-taking games.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Follow Suit %1&lt;/h3&gt;&lt;p&gt;Une table de jeux de plis.&lt;/p&gt;&lt;p&gt;Logiciel libre sous la licence publique générale GNU, version 3 ou ultérieure.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Deck not used</source>
        <translation>Jeu de cartes non utilisé</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Settings: %1.</source>
        <translation>Réglages : %1.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Close Follow Suit?</source>
        <translation>Fermer Follow Suit ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your friends&apos; table stops until you start Follow Suit again; then it goes on where it stopped. Close now?</source>
        <translation>La table de vos amis s&apos;arrête jusqu&apos;à ce que vous relanciez Follow Suit ; elle reprend alors où elle s&apos;était arrêtée. Fermer maintenant ?</translation>
    </message>
    <message>
        <location filename="../app/window/mainwindow_hint.cpp" line="+18"/>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What the Hard computer player would do in your place, and why</source>
        <translation>Ce que le joueur Difficile ferait à votre place, et pourquoi</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Thinking about a hint…</source>
        <translation>Réflexion sur un conseil…</translation>
    </message>
    <message>
        <location filename="../app/window/mainwindow_review.cpp" line="+26"/>
        <source>Re&amp;view deals…</source>
        <translation>Re&amp;voir les donnes…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step through the deals played so far with every hand shown</source>
        <translation>Parcourir les donnes jouées jusqu&apos;ici, toutes les mains visibles</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Check my decisions…</source>
        <translation>&amp;Vérifier mes décisions…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your decisions in the last deal, where the Hard player would have chosen otherwise</source>
        <translation>Vos décisions de la dernière donne, là où le joueur Difficile aurait choisi autrement</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Print score sheet…</source>
        <translation>&amp;Imprimer la feuille de marque…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export score sheet as P&amp;DF…</source>
        <translation>Exporter la feuille de marque en P&amp;DF…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export score sheet as &amp;CSV…</source>
        <translation>Exporter la feuille de marque en &amp;CSV…</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 score sheet.%2</source>
        <translation>Feuille de marque %1.%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export the score sheet as PDF</source>
        <translation>Exporter la feuille de marque en PDF</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export the score sheet as CSV</source>
        <translation>Exporter la feuille de marque en CSV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Score sheet not exported</source>
        <translation>Feuille de marque non exportée</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/window/mainwindow_session.cpp" line="+106"/>
        <source>%1 could not be written: %2</source>
        <translation>%1 n&apos;a pas pu être écrit : %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The score sheet was exported to %1.</source>
        <translation>La feuille de marque a été exportée dans %1.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Match not shown</source>
        <translation>Partie non affichée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This match&apos;s record cannot be read: %1</source>
        <translation>L&apos;enregistrement de cette partie ne peut pas être lu : %1</translation>
    </message>
    <message>
        <location filename="../app/window/mainwindow_session.cpp" line="-287"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open record…</source>
        <translation>&amp;Ouvrir un enregistrement…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue a match from a record file</source>
        <translation>Continuer une partie à partir d&apos;un fichier d&apos;enregistrement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export record…</source>
        <translation>&amp;Exporter l&apos;enregistrement…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+25"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Undo: %1</source>
        <translation>&amp;Annuler : %1</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+24"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Redo: %1</source>
        <translation>&amp;Rétablir : %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Shared table not resumed</source>
        <translation>Table partagée non reprise</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved game not used</source>
        <translation>Partie enregistrée non utilisée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved game set aside</source>
        <translation>Partie enregistrée mise de côté</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Unfinished game: %1, %2 players</source>
        <translation>Partie inachevée : %1, %2 joueurs</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In the first deal.</source>
        <translation>Dans la première donne.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>After %n deal(s): %1.</source>
        <translation>
            <numerusform>Après %n donne : %1.</numerusform>
            <numerusform>Après %n donnes : %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1
Saved %2.</source>
        <comment>a saved game&apos;s description, then when it was saved</comment>
        <translation>%1
Enregistrée le %2.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Saved game not resumed</source>
        <translation>Partie enregistrée non reprise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved game could not be resumed: %1</source>
        <translation>La partie enregistrée n&apos;a pas pu être reprise : %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Welcome back: the game goes on where it stopped.</source>
        <translation>Bon retour : la partie continue là où elle s&apos;était arrêtée.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open a record</source>
        <translation>Ouvrir un enregistrement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow Suit records (*.json);;All files (*)</source>
        <translation>Enregistrements Follow Suit (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+29"/>
        <source>Record not opened</source>
        <translation>Enregistrement non ouvert</translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+29"/>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 ne peut pas être ouvert : %2</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Open record</source>
        <translation>Ouvrir l&apos;enregistrement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This match is not finished. Play on from where the record ends, or watch the deals played so far?</source>
        <translation>Cette partie n&apos;est pas terminée. Continuer à jouer là où l&apos;enregistrement s&apos;arrête, ou regarder les donnes jouées jusqu&apos;ici ?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Play on</source>
        <translation>&amp;Continuer à jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch</source>
        <translation>&amp;Regarder</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game in progress will be lost. Continue the record instead?</source>
        <translation>La partie en cours sera perdue. Continuer l&apos;enregistrement à la place ?</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 %2.json</source>
        <translation>%1 %2.json</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export the match as a record</source>
        <translation>Exporter la partie comme enregistrement</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Follow Suit records (*.json)</source>
        <translation>Enregistrements Follow Suit (*.json)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Record not exported</source>
        <translation>Enregistrement non exporté</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The match was exported to %1.</source>
        <translation>La partie a été exportée dans %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match was exported to %1 without its first deal, which is still being played.</source>
        <translation>La partie a été exportée dans %1 sans sa première donne, encore en cours.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The match was exported to %1 up to the end of deal %2; the deal in progress stays at the table.</source>
        <translation>La partie a été exportée dans %1 jusqu&apos;à la fin de la donne %2 ; la donne en cours reste sur la table.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The match could not be added to the statistics: %1</source>
        <translation>La partie n&apos;a pas pu être ajoutée aux statistiques : %1</translation>
    </message>
    <message>
        <location filename="../app/window/mainwindow_access.cpp" line="+19"/>
        <source>L&amp;isten</source>
        <translation>É&amp;couter</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your &amp;cards</source>
        <translation>Vos &amp;cartes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Says your hand, suit by suit.</source>
        <translation>Dit votre main, couleur par couleur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The &amp;trick</source>
        <translation>Le &amp;pli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Says the cards on the trick, who played each, and whose turn it is.</source>
        <translation>Dit les cartes du pli, qui a joué chacune, et à qui c&apos;est le tour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The &amp;scores</source>
        <translation>Les &amp;scores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Says the totals of the match and the tricks of this deal.</source>
        <translation>Dit les totaux de la partie et les plis de cette donne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The &amp;deal</source>
        <translation>La &amp;donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Says the deal, trumps, the bids, who leads, and what you must decide.</source>
        <translation>Dit la donne, l&apos;atout, les annonces, qui entame, et ce que vous devez décider.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say that &amp;again</source>
        <translation>&amp;Répéter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Says the last thing that was said again.</source>
        <translation>Répète la dernière chose dite.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Go to the &amp;table</source>
        <translation>Aller à la &amp;table</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go to the score s&amp;heet</source>
        <translation>Aller à la feuille de &amp;marque</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Clavier</translation>
    </message>
    <message>
        <location filename="../app/window/mainwindow_net.cpp" line="-127"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>You took back your last decision.</source>
        <translation>Vous avez repris votre dernière décision.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 took back their last decision.</source>
        <translation>%1 a repris sa dernière décision.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The table is gone</source>
        <translation>La table n&apos;est plus là</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+110"/>
        <source>The table was not opened</source>
        <translation>La table n&apos;a pas été ouverte</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>The connection to the table was lost: trying again…</source>
        <translation>La connexion à la table est perdue : nouvel essai…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connected to the table again.</source>
        <translation>De nouveau connecté à la table.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 at a shared table — Follow Suit</source>
        <translation>%1 à une table partagée — Follow Suit</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Back to the table?</source>
        <translation>Retourner à la table ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow Suit closed while you were hosting a table of %1. Open it again? Your friends come back to it by themselves.</source>
        <translation>Follow Suit s&apos;est fermé pendant que vous accueilliez une table de %1. La rouvrir ? Vos amis y reviennent d&apos;eux-mêmes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Follow Suit closed while you were playing %1 at a shared table. Go back to your seat?</source>
        <translation>Follow Suit s&apos;est fermé pendant que vous jouiez à %1 à une table partagée. Reprendre votre place ?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Back to the table</source>
        <translation>&amp;Retourner à la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave it</source>
        <translation>&amp;Laisser</translation>
    </message>
</context>
<context>
    <name>MatchResultDialog</name>
    <message>
        <location filename="../app/scoresheet/matchresultdialog.cpp" line="+22"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>You win!</source>
        <translation>Vous gagnez !</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You share the win.</source>
        <translation>Vous partagez la victoire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 win.</source>
        <translation>%1 gagnent.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins.</source>
        <translation>%1 gagne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 share the win.</source>
        <translation>%1 se partagent la victoire.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 (you)</source>
        <translation>%1 (vous)</translation>
    </message>
</context>
<context>
    <name>MatchSession</name>
    <message>
        <location filename="../app/session/matchsession.cpp" line="+81"/>
        <source>The game could not be saved to %1: %2</source>
        <translation>La partie n&apos;a pas pu être enregistrée dans %1 : %2</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>play %1</source>
        <translation>jouer %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>pass %n card(s)</source>
        <translation>
            <numerusform>passer %n carte</numerusform>
            <numerusform>passer %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>discard %n card(s)</source>
        <translation>
            <numerusform>écarter %n carte</numerusform>
            <numerusform>écarter %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid %1</source>
        <translation>annoncer %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>choose “%1”</source>
        <translation>choisir « %1 »</translation>
    </message>
</context>
<context>
    <name>MatchSetup</name>
    <message>
        <location filename="../app/lobby/matchsetup.cpp" line="+46"/>
        <source>%1 players</source>
        <translation>%1 joueurs</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <location filename="../app/remote/netplay.cpp" line="+102"/>
        <source>No certificate could be made for the table: %1</source>
        <translation>Aucun certificat n&apos;a pu être créé pour la table : %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The table cannot be opened on port %1: %2</source>
        <translation>La table ne peut pas être ouverte sur le port %1 : %2</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>%1&apos;s table of %2</source>
        <translation>Table de %2 de %1</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>The table&apos;s certificate is not the one the invitation names. Ask for the invitation again; someone may be in between.</source>
        <translation>Le certificat de la table n&apos;est pas celui que nomme l&apos;invitation. Redemandez l&apos;invitation ; quelqu&apos;un s&apos;est peut-être interposé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table could not be reached. Check the invitation, and that the host is still there.</source>
        <translation>La table est injoignable. Vérifiez l&apos;invitation, et que l&apos;hôte est toujours là.</translation>
    </message>
</context>
<context>
    <name>NetText</name>
    <message>
        <location filename="../app/remote/nettext.cpp" line="+20"/>
        <source>There is no table with that code on the server. The table may be over, or the code mistyped.</source>
        <translation>Le serveur n&apos;a aucune table avec ce code. La partie est peut-être finie, ou le code mal tapé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every seat at that table is taken.</source>
        <translation>Toutes les places de cette table sont prises.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table no longer keeps your seat.</source>
        <translation>La table ne garde plus votre place.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table runs another version of Follow Suit. Both of you need the same version.</source>
        <translation>La table utilise une autre version de Follow Suit. Il vous faut la même version.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server is hosting as many tables as it can. Try again later.</source>
        <translation>Le serveur héberge déjà autant de tables qu&apos;il peut. Réessayez plus tard.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server opens tables only with its creation key, and this one is not it. Ask whoever runs the server for the key it printed.</source>
        <translation>Le serveur n&apos;ouvre de tables qu&apos;avec sa clé de création, et ce n&apos;est pas celle-ci. Demandez la clé qu&apos;il a affichée à la personne qui le fait tourner.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your address already has as many open tables on the server as it may. Finish or leave one first.</source>
        <translation>Votre adresse a déjà autant de tables ouvertes sur le serveur qu&apos;elle le peut. Terminez-en ou quittez-en une d&apos;abord.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The host removed you from the table.</source>
        <translation>L&apos;hôte vous a retiré de la table.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No other person has that seat.</source>
        <translation>Aucune autre personne n&apos;occupe cette place.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table was closed: it had not started and nobody was at it.</source>
        <translation>La table a été fermée : la partie n&apos;avait pas commencé et personne n&apos;y était.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table was closed: everyone had left it long ago.</source>
        <translation>La table a été fermée : tout le monde l&apos;avait quittée depuis longtemps.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host closed the table: the match is over.</source>
        <translation>L&apos;hôte a fermé la table : la partie est terminée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host closed Follow Suit. The table is kept: you are back at your seat as soon as they open it again.</source>
        <translation>L&apos;hôte a quitté Follow Suit. La table est gardée : vous retrouverez votre place dès qu&apos;il la rouvrira.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The connection took too long to take a seat.</source>
        <translation>La connexion a mis trop de temps à prendre place.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many messages were sent too quickly; the server closed the connection.</source>
        <translation>Trop de messages ont été envoyés trop vite ; le serveur a fermé la connexion.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server cannot host that game with these options.</source>
        <translation>Le serveur ne peut pas héberger ce jeu avec ces options.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the host can start the match.</source>
        <translation>Seul l&apos;hôte peut lancer la partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match has already started.</source>
        <translation>La partie a déjà commencé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You already have a seat at this table.</source>
        <translation>Vous avez déjà une place à cette table.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the table was lost.</source>
        <translation>La connexion à la table a été perdue.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table refused the connection: %1</source>
        <translation>La table a refusé la connexion : %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Computer %1</source>
        <comment>a computer&apos;s seat at a shared table, counted from 1</comment>
        <translation>Ordinateur %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+21"/>
        <source>computer, %1</source>
        <translation>ordinateur, %1</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+21"/>
        <source>connected</source>
        <translation>connecté</translation>
    </message>
    <message numerus="yes">
        <location line="-19"/>
        <source>away, %n s</source>
        <comment>seconds the seat is still kept</comment>
        <translation>
            <numerusform>absent, %n s</numerusform>
            <numerusform>absent, %n s</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>away: computer plays</source>
        <translation>absent : l&apos;ordinateur joue</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>to decide: %n s</source>
        <comment>seconds left before the computer decides for the seat</comment>
        <translation>
            <numerusform>pour décider : %n s</numerusform>
            <numerusform>pour décider : %n s</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>open for a friend</source>
        <translation>libre pour un ami</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>connection lost, seat kept for %n second(s)</source>
        <translation>
            <numerusform>connexion perdue, place gardée %n seconde</numerusform>
            <numerusform>connexion perdue, place gardée %n secondes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>connection lost, the computer plays for them (%1)</source>
        <translation>connexion perdue, l&apos;ordinateur joue à sa place (%1)</translation>
    </message>
</context>
<context>
    <name>OhHellFace</name>
    <message>
        <location filename="../app/games/ohhell/ohhellface.cpp" line="+8"/>
        <source>Oh Hell</source>
        <translation>L&apos;Ascenseur</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bid exactly how many tricks you will take, one card up to many and back.</source>
        <translation>Annoncez exactement combien de plis vous ferez, d&apos;une carte à beaucoup et retour.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Up and down the river: one card each, then two, up to the largest hand and back down to one. The card after the deal is turned for trumps. Everyone bids in secret how many tricks they will take; follow suit, trumps win. Make your bid exactly for 20 plus 10 a trick; a miss costs 10 a trick of difference. Highest total after the last deal wins.</source>
        <translation>Monter et descendre l&apos;ascenseur : une carte chacun, puis deux, jusqu&apos;à la plus grande main et retour à une. La carte qui suit la distribution est retournée pour l&apos;atout. Chacun annonce en secret combien de plis il fera ; il faut fournir, l&apos;atout l&apos;emporte. Réussissez votre annonce exactement pour 20 plus 10 par pli ; un écart coûte 10 par pli de différence. Le plus haut total après la dernière donne gagne.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bid in turn, in public; the dealer may not bid so that the bids add up to the tricks</source>
        <translation>Annoncer à tour de rôle, à voix haute ; le donneur ne peut pas annoncer de sorte que les annonces fassent le nombre de plis</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Largest hand of 52 divided by the players instead of 51; a deal using every card has no trumps</source>
        <translation>Plus grande main de 52 divisé par le nombre de joueurs au lieu de 51 ; une donne qui utilise toutes les cartes est sans atout</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>Hand %1 of %2: %n card(s) each</source>
        <translation>
            <numerusform>Donne %1 sur %2 : %n carte chacun</numerusform>
            <numerusform>Donne %1 sur %2 : %n cartes chacun</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Bids: %1 for %n trick(s) (over)</source>
        <translation>
            <numerusform>Annonces : %1 pour %n pli (au-dessus)</numerusform>
            <numerusform>Annonces : %1 pour %n plis (au-dessus)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Bids: %1 for %n trick(s) (under)</source>
        <translation>
            <numerusform>Annonces : %1 pour %n pli (en dessous)</numerusform>
            <numerusform>Annonces : %1 pour %n plis (en dessous)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Bids: %1 for %n trick(s)</source>
        <translation>
            <numerusform>Annonces : %1 pour %n pli</numerusform>
            <numerusform>Annonces : %1 pour %n plis</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OhHellSheetModel</name>
    <message>
        <location filename="../app/games/ohhell/ohhellsheetmodel.cpp" line="+20"/>
        <source>Hand</source>
        <translation>Main</translation>
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
            <numerusform>%n carte chacun ; %1</numerusform>
            <numerusform>%n cartes chacun ; %1</numerusform>
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
        <translation>A annoncé %1 et l&apos;a fait : %2 points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bid %1, took %2: %3 points</source>
        <translation>A annoncé %1, a fait %2 : %3 points</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>bid/tricks taken, then points</source>
        <translation>annonce/plis faits, puis points</translation>
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
        <translation>Au Put, une donne jouée jusqu&apos;à un gagnant remporte aussitôt toute la partie, quel que soit le score.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Three cards, threes and deuces high: bluff, put, or throw in.</source>
        <translation>Trois cartes, les trois et les deux au sommet : bluffez, proposez le put, ou abandonnez.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Three cards each, ranked 3 2 A K Q J 10 ... 4, suits ignored; equal ranks tie a trick. Two tricks win the deal. Before leading you may throw in (the other side scores 1), lead, or put: the other side folds (you score 1) or sees and the deal is played out. A deal played out to a decision wins the whole game; otherwise first to 5. Three players play alone; four play as partners, each side&apos;s feeder passing its best card to the partner who plays.</source>
        <translation>Trois cartes chacun, dans l&apos;ordre 3 2 A R D V 10 ... 4, couleurs ignorées ; des rangs égaux font un pli nul. Deux plis gagnent la donne. Avant d&apos;entamer, vous pouvez abandonner (l&apos;autre camp marque 1), entamer, ou proposer le put : l&apos;autre camp se couche (vous marquez 1) ou voit, et la donne est jouée jusqu&apos;au bout. Une donne jouée jusqu&apos;à une décision gagne toute la partie ; sinon, le premier à 5. À trois, chacun joue seul ; à quatre, on joue par équipes, et dans chaque camp le nourrisseur passe sa meilleure carte au partenaire qui joue.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cotton&apos;s scoring (1674): a deal played out without a put earns 1, a seen put decides the game</source>
        <translation>Décompte de Cotton (1674) : une donne jouée sans put rapporte 1, un put vu décide de la partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points from throw-ins and folds that win the game</source>
        <translation>Points d&apos;abandons et de couchers qui gagnent la partie</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Plays the deal</source>
        <translation>Joue la donne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Feeds the partner</source>
        <translation>Nourrit le partenaire</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wants to play</source>
        <translation>Veut jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wants to feed</source>
        <translation>Veut nourrir</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Threw in</source>
        <translation>A abandonné</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sees the put</source>
        <translation>Voit le put</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Folded</source>
        <translation>S&apos;est couché</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lead a card, put, or throw in?</source>
        <translation>Entamer, proposer le put, ou abandonner ?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Put, or throw in?</source>
        <translation>Put, ou abandonner ?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead a card, or throw in?</source>
        <translation>Entamer, ou abandonner ?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Throw in?</source>
        <translation>Abandonner ?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have been put: fold, or see it out?</source>
        <translation>On vous propose le put : vous coucher, ou voir jusqu&apos;au bout ?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play this deal for your side, or feed your partner?</source>
        <translation>Jouer cette donne pour votre camp, ou nourrir votre partenaire ?</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Throw in</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fold</source>
        <translation>Se coucher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>See</source>
        <translation>Voir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I play this deal</source>
        <translation>Je joue cette donne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>My partner plays</source>
        <translation>Mon partenaire joue</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You must pass your highest-ranked card.</source>
        <translation>Vous devez passer votre carte la plus forte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Conceded</source>
        <translation>Abandonnée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You gave up the deal</source>
        <translation>Vous avez abandonné la donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gave up the deal</source>
        <translation>%1 a abandonné la donne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing scored</source>
        <translation>Rien de marqué</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game won</source>
        <translation>Manche gagnée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the game</source>
        <translation>Vous avez gagné la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 won the game</source>
        <translation>%1 a gagné la partie</translation>
    </message>
</context>
<context>
    <name>PutSheetModel</name>
    <message>
        <location filename="../app/games/put/putsheetmodel.cpp" line="+21"/>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 folded</source>
        <translation>%1 s&apos;est couché</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You folded</source>
        <translation>Vous vous êtes couché</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 threw in</source>
        <translation>%1 a abandonné</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You threw in</source>
        <translation>Vous avez abandonné</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won the game</source>
        <translation>%1 a gagné la partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You won the game</source>
        <translation>Vous avez gagné la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You won</source>
        <translation>Vous gagnez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick and tie</source>
        <translation>Un pli et un nul</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 and %2 played</source>
        <translation>%1 et %2 ont joué</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 put, and was seen</source>
        <translation>%1 a proposé le put, et il a été vu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You put, and were seen</source>
        <translation>Vous avez proposé le put, et il a été vu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 put</source>
        <translation>%1 a proposé le put</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You put</source>
        <translation>Vous avez proposé le put</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 conceded: a point to the other side</source>
        <translation>%1 a abandonné : un point à l&apos;autre camp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You conceded: a point to the other side</source>
        <translation>Vous avez abandonné : un point à l&apos;autre camp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deciding deal: played out, it won the whole game</source>
        <translation>Donne décisive : jouée jusqu&apos;au bout, elle a gagné toute la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody won two tricks: nothing scored</source>
        <translation>Personne n&apos;a fait deux plis : rien de marqué</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>%1 game</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 won the game with this deal</source>
        <translation>%1 a gagné la partie avec cette donne</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>points; %1 won the game outright</source>
        <translation>points ; %1 a gagné la partie d&apos;emblée</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../app/review/reviewdialog.cpp" line="+44"/>
        <source>Review a Deal</source>
        <translation>Revoir une donne</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Deal:</source>
        <translation>&amp;Donne :</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal as dealt (Home)</source>
        <translation>La donne telle que distribuée (Début)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step back (Left)</source>
        <translation>Reculer (Gauche)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step on (Right)</source>
        <translation>Avancer (Droite)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the deal (End)</source>
        <translation>La fin de la donne (Fin)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Step 888 of 888</source>
        <translation>Étape 888 sur 888</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The record stops being playable here: %1</source>
        <translation>L&apos;enregistrement cesse d&apos;être jouable ici : %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Review a Deal — %1</source>
        <translation>Revoir une donne — %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 (in progress)</source>
        <translation>%1 (en cours)</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Deal %1 on the score sheet, and the totals after it:</source>
        <translation>Donne %1 sur la feuille de marque, et les totaux après elle :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal is not finished. The totals before it:</source>
        <translation>Cette donne n&apos;est pas terminée. Les totaux avant elle :</translation>
    </message>
</context>
<context>
    <name>ReviewView</name>
    <message>
        <location filename="../app/review/reviewview.cpp" line="+31"/>
        <source>The deal</source>
        <translation>La donne</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deal under review</source>
        <translation>La donne revue</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>You hold %1</source>
        <comment>your cards suit by suit</comment>
        <translation>Vous tenez %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds %2</source>
        <comment>a seat, then its cards suit by suit</comment>
        <translation>%1 tient %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <comment>who played a card of the trick, and the card</comment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On the trick: %1.</source>
        <translation>Sur le pli : %1.</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <location filename="../app/lobby/rulesbrowser.cpp" line="+53"/>
        <source>Rules of %1</source>
        <translation>Règles de %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No rules page was found for this game.</source>
        <translation>Aucune page de règles n&apos;a été trouvée pour ce jeu.</translation>
    </message>
</context>
<context>
    <name>SaveSlot</name>
    <message>
        <location filename="../app/session/saveslot.cpp" line="+24"/>
        <source>The saved game %1 cannot be used (%2), and it could not be moved aside, so it is left as it is and this session is not saved.</source>
        <translation>La partie enregistrée %1 ne peut pas être utilisée (%2), et elle n&apos;a pas pu être mise de côté ; elle est laissée telle quelle et cette session n&apos;est pas enregistrée.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The saved game %1 cannot be used (%2). It was kept as %3; a new game starts.</source>
        <translation>La partie enregistrée %1 ne peut pas être utilisée (%2). Elle a été gardée sous %3 ; une nouvelle partie commence.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message numerus="yes">
        <location filename="../app/scoresheet/scorechart.cpp" line="+100"/>
        <source>%1 and %n other(s)</source>
        <translation>
            <numerusform>%1 et %n autre</numerusform>
            <numerusform>%1 et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Target %1</source>
        <translation>Objectif %1</translation>
    </message>
</context>
<context>
    <name>ScoreSheetExport</name>
    <message>
        <location filename="../app/export/scoresheetexport.cpp" line="+52"/>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+32"/>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Players: %1</source>
        <translation>Joueurs : %1</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Print the Score Sheet</source>
        <translation>Imprimer la feuille de marque</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <location filename="../app/scoresheet/scoresheetmodel.cpp" line="+119"/>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 &amp;
%2</source>
        <comment>two partners over two lines, as a narrow column header</comment>
        <translation>%1 et
%2</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>No trumps</source>
        <translation>Sans atout</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Trumps: %1</source>
        <translation>Atout : %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>In the lead</source>
        <translation>En tête</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place</source>
        <translation>Place</translation>
    </message>
</context>
<context>
    <name>ScoreSheetPanel</name>
    <message>
        <location filename="../app/scoresheet/scoresheetpanel.cpp" line="+65"/>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
</context>
<context>
    <name>SeatLevels</name>
    <message>
        <location filename="../app/lobby/seatlevels.cpp" line="+39"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
</context>
<context>
    <name>SeatList</name>
    <message>
        <location filename="../app/remote/seatlist.cpp" line="+49"/>
        <source>Seats at the table</source>
        <translation>Places à la table</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Give the seat back to %1</source>
        <translation>Rendre la place à %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let the computer play %1&apos;s seat</source>
        <translation>Faire jouer l&apos;ordinateur à la place de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove %1 from the table</source>
        <translation>Retirer %1 de la table</translation>
    </message>
</context>
<context>
    <name>SecondsFace</name>
    <message>
        <location filename="../app/games/seconds/secondsface.cpp" line="+8"/>
        <source>Seconds</source>
        <translation>Seconds (les seconds)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The second-highest card takes the trick, and the second-best total wins.</source>
        <translation>La deuxième carte la plus forte prend le pli, et le deuxième meilleur total gagne.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Eight deals, each player for themselves, no trumps. The second-highest card of the suit led takes the trick (if nobody follows, the second-highest of all four). Deals 1 to 3 pair the players differently and score your tricks times your partner&apos;s; deals 4 and 5 multiply by your left, then your right neighbour&apos;s tricks; deal 6 pays 3 per trick, deal 7 pays 13 less your tricks, and deal 8 shares 12 among those who took exactly three. The second-highest total wins.</source>
        <translation>Huit donnes, chacun pour soi, sans atout. La deuxième plus forte carte de la couleur demandée prend le pli (si personne ne fournit, la deuxième plus forte des quatre). Les donnes 1 à 3 associent les joueurs différemment et comptent vos plis multipliés par ceux de votre partenaire ; les donnes 4 et 5 multiplient par les plis de votre voisin de gauche, puis de droite ; la donne 6 paie 3 par pli, la donne 7 paie 13 moins vos plis, et la donne 8 partage 12 entre ceux qui ont fait exactement trois plis. Le deuxième total le plus haut gagne.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Deal 6 scores the square of your tricks instead of 3 per trick</source>
        <translation>La donne 6 compte le carré de vos plis au lieu de 3 par pli</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The highest total wins instead of the second-highest</source>
        <translation>Le total le plus haut gagne au lieu du deuxième</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Partners: your tricks × your partner&apos;s</source>
        <translation>Partenaires : vos plis × ceux de votre partenaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Half-partners: your tricks × your left neighbour&apos;s</source>
        <translation>Demi-partenaires : vos plis × ceux de votre voisin de gauche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Half-partners: your tricks × your right neighbour&apos;s</source>
        <translation>Demi-partenaires : vos plis × ceux de votre voisin de droite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win tricks: the square of your tricks</source>
        <translation>Faire des plis : le carré de vos plis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win tricks: 3 points each</source>
        <translation>Faire des plis : 3 points chacun</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lose tricks: 13 less your tricks</source>
        <translation>Perdre des plis : 13 moins vos plis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exactly three tricks share 12 points</source>
        <translation>Exactement trois plis se partagent 12 points</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The second-highest card takes the trick</source>
        <translation>La deuxième carte la plus forte prend le pli</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The second-highest total wins; the highest is placed second.</source>
        <translation>Le deuxième total le plus haut gagne ; le plus haut est classé deuxième.</translation>
    </message>
</context>
<context>
    <name>SecondsSheetModel</name>
    <message>
        <location filename="../app/games/seconds/secondssheetmodel.cpp" line="+39"/>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1+%2 v %3+%4</source>
        <translation>%1+%2 c. %3+%4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>× left</source>
        <translation>× gauche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>× right</source>
        <translation>× droite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tricks²</source>
        <translation>plis²</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>3 a trick</source>
        <translation>3 par pli</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>13 − tricks</source>
        <translation>13 − plis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exactly 3</source>
        <translation>exactement 3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Partners: %1 with %2. Each scores their tricks times their partner&apos;s.</source>
        <translation>Partenaires : %1 avec %2. Chacun marque ses plis multipliés par ceux de son partenaire.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Half-partners: each scores their tricks times their left neighbour&apos;s.</source>
        <translation>Demi-partenaires : chacun marque ses plis multipliés par ceux de son voisin de gauche.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Half-partners: each scores their tricks times their right neighbour&apos;s.</source>
        <translation>Demi-partenaires : chacun marque ses plis multipliés par ceux de son voisin de droite.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No partners: each scores the square of their tricks.</source>
        <translation>Sans partenaires : chacun marque le carré de ses plis.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No partners: each scores 3 a trick.</source>
        <translation>Sans partenaires : chacun marque 3 par pli.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No partners: each scores 13 less their tricks.</source>
        <translation>Sans partenaires : chacun marque 13 moins ses plis.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No partners: 12 points shared by those who took exactly three tricks.</source>
        <translation>Sans partenaires : 12 points partagés entre ceux qui ont fait exactement trois plis.</translation>
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
            <numerusform>A fait %n pli : %1 points</numerusform>
            <numerusform>A fait %n plis : %1 points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Took %1, times the %2 you took: %3 points</source>
        <translation>A fait %1, multiplié par les %2 que vous avez faits : %3 points</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Took %1, times the %2 taken by %3: %4 points</source>
        <translation>A fait %1, multiplié par les %2 faits par %3 : %4 points</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>points (tricks taken)</source>
        <translation>points (plis faits)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The highest total wins.</source>
        <translation>Le total le plus haut gagne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The second-highest total wins; the highest is placed second.</source>
        <translation>Le deuxième total le plus haut gagne ; le plus haut est classé deuxième.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../app/settings/settingsdialog.cpp" line="+27"/>
        <source>None: cards jump into place</source>
        <translation>Aucune : les cartes sautent en place</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Rapides</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Lentes</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play the only card I may play for me</source>
        <translation>Jouer pour moi la seule carte que je peux jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a card twice to play it (a drag plays at once)</source>
        <translation>Cliquer deux fois sur une carte pour la jouer (un glisser joue tout de suite)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow taking back my decisions (Edit ▸ Undo)</source>
        <translation>Permettre de reprendre mes décisions (Édition ▸ Annuler)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offer hints from the Hard player (Game ▸ Hint)</source>
        <translation>Proposer des conseils du joueur Difficile (Partie ▸ Conseil)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>High-contrast table: a black baize, white text on black plates and bright yellow outlines</source>
        <translation>Table à fort contraste : tapis noir, texte blanc sur plaques noires et contours jaune vif</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Preferences — Follow Suit</source>
        <translation>Préférences — Follow Suit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You</source>
        <translation>Vous</translation>
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
        <translation>Celui du jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every card played</source>
        <translation>Chaque carte jouée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks, bids and scores</source>
        <translation>Plis, annonces et scores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only my turn and the scores</source>
        <translation>Seulement mon tour et les scores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What a screen reader is told as play goes on. Keys C, T, S and W tell the hand, the trick, the scores and the deal at any time.</source>
        <translation>Ce qui est dit au lecteur d&apos;écran au fil du jeu. Les touches C, T, S et W donnent à tout moment la main, le pli, les scores et la donne.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 % (as large as the window allows)</source>
        <translation>%1 % (aussi grandes que la fenêtre le permet)</translation>
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
        <translation>Les grandes cartes se chevauchent davantage dans la main ; dans une petite fenêtre, la table ne les agrandit que tant que tout tient encore.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The system&apos;s language</source>
        <translation>La langue du système</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animations :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer &amp;pause:</source>
        <translation>&amp;Pause de l&apos;ordinateur :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card &amp;back:</source>
        <translation>&amp;Dos des cartes :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deck:</source>
        <translation>&amp;Jeu de cartes :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card &amp;size:</source>
        <translation>&amp;Taille des cartes :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sa&amp;y aloud:</source>
        <translation>Lire à &amp;voix haute :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new language is used from the next start.</source>
        <translation>Une nouvelle langue s&apos;applique au prochain démarrage.</translation>
    </message>
</context>
<context>
    <name>SharedSeat</name>
    <message>
        <location filename="../app/remote/sharedseat.cpp" line="+78"/>
        <source>a part of it is missing or wrong</source>
        <translation>une partie manque ou est fausse</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The seat kept at a shared table could not be read (%1); the file is kept as %2.</source>
        <translation>La place gardée à une table partagée n&apos;a pas pu être lue (%1) ; le fichier est conservé sous %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The seat kept at a shared table could not be read (%1).</source>
        <translation>La place gardée à une table partagée n&apos;a pas pu être lue (%1).</translation>
    </message>
</context>
<context>
    <name>SheetText</name>
    <message>
        <location filename="../app/scoresheet/sheettext.cpp" line="+9"/>
        <source>1st</source>
        <translation>1er</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2nd</source>
        <translation>2e</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3rd</source>
        <translation>3e</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1th</source>
        <translation>%1e</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>NT</source>
        <comment>no trumps</comment>
        <translation>SA</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no trumps</source>
        <translation>sans atout</translation>
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
        <translation>Annoncez avec votre partenaire, pique toujours atout : remplissez le contrat, évitez les sacs.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Four players in two partnerships, partners opposite; spades are always trumps. Each player bids the tricks they expect to take, or nil for none. A side that makes its contract scores 10 a trick bid and 1 for each extra trick, a bag; every tenth bag costs 100. Nil scores 100, blind nil 200, or loses as much. Spades may not be led until broken. The first side to 500 wins.</source>
        <translation>Quatre joueurs en deux équipes, partenaires face à face ; le pique est toujours atout. Chaque joueur annonce les plis qu&apos;il pense faire, ou nil pour aucun. Un camp qui remplit son contrat marque 10 par pli annoncé et 1 par pli en plus, un sac ; chaque dixième sac coûte 100. Un nil rapporte 100, un nil aveugle 200, ou fait perdre autant. On ne peut entamer à pique avant que les piques soient ouverts. Le premier camp à 500 gagne.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game ends after a deal that leaves a side at or above this total; the higher total wins</source>
        <translation>La partie s&apos;arrête après une donne qui laisse un camp à ce total ou au-dessus ; le plus haut total gagne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A side whose total falls to this or lower loses at once</source>
        <translation>Un camp dont le total tombe à cette valeur ou plus bas perd aussitôt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player whose side trails by 100 or more may bid blind nil before seeing the hand</source>
        <translation>Un joueur dont le camp est mené de 100 ou plus peut annoncer nil aveugle avant de voir sa main</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Spades are broken</source>
        <translation>Les piques sont ouverts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades are not broken yet</source>
        <translation>Les piques ne sont pas encore ouverts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bags: %1 for your side, %2 for the other side</source>
        <translation>Sacs : %1 pour votre camp, %2 pour l&apos;autre camp</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Blind nil lost</source>
        <translation>Nil aveugle perdu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nil lost</source>
        <translation>Nil perdu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blind nil</source>
        <translation>Nil aveugle</translation>
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
        <translation>Votre camp est mené de 100 ou plus. Annoncer nil aveugle, pour 200, avant de regarder vos cartes ?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Bid blind nil</source>
        <translation>Annoncer nil aveugle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look at my cards</source>
        <translation>Regarder mes cartes</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Spades are not broken yet: lead another suit.</source>
        <translation>Les piques ne sont pas encore ouverts : jouez une autre couleur.</translation>
    </message>
</context>
<context>
    <name>SpadesSheetModel</name>
    <message>
        <location filename="../app/games/spades/spadessheetmodel.cpp" line="+20"/>
        <source>blind nil ✗</source>
        <translation>nil aveugle ✗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blind nil ✓</source>
        <translation>nil aveugle ✓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nil ✗</source>
        <translation>nil ✗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nil ✓</source>
        <translation>nil ✓</translation>
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
        <translation>Pas de contrat</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Contract %1 made with %n trick(s)</source>
        <translation>
            <numerusform>Contrat de %1 rempli avec %n pli</numerusform>
            <numerusform>Contrat de %1 rempli avec %n plis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Contract %1 missed with %n trick(s)</source>
        <translation>
            <numerusform>Contrat de %1 chuté avec %n pli</numerusform>
            <numerusform>Contrat de %1 chuté avec %n plis</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; %2</source>
        <translation>%1 ; %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1; %n bag(s)</source>
        <translation>
            <numerusform>%1 ; %n sac</numerusform>
            <numerusform>%1 ; %n sacs</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; ten bags cost %2</source>
        <translation>%1 ; dix sacs coûtent %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: %2 points; %n bag(s) counted now</source>
        <translation>
            <numerusform>%1 : %2 points ; %n sac compté désormais</numerusform>
            <numerusform>%1 : %2 points ; %n sacs comptés désormais</numerusform>
        </translation>
    </message>
    <message>
        <location line="+33"/>
        <source>contract/tricks taken, then points; a total&apos;s last digit is its bags</source>
        <translation>contrat/plis faits, puis points ; le dernier chiffre d&apos;un total donne ses sacs</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../app/stats/statisticsdialog.cpp" line="+40"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your games</source>
        <translation>Vos parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Your figures appear here once you have finished a game yourself; so far the computer has only played by itself (see the history).</source>
        <translation>Vos chiffres apparaissent ici dès que vous avez terminé une partie vous-même ; jusqu&apos;ici l&apos;ordinateur n&apos;a joué que seul (voir l&apos;historique).</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Review…</source>
        <translation>Revoir…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay the selected game move by move</source>
        <translation>Rejouer la partie choisie coup par coup</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No statistics</source>
        <translation>Pas de statistiques</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Statistics are not kept this time.</source>
        <translation>Les statistiques ne sont pas tenues cette fois.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No finished games yet</source>
        <translation>Aucune partie terminée pour l&apos;instant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a game to the end and your results will be counted here.</source>
        <translation>Jouez une partie jusqu&apos;au bout et vos résultats seront comptés ici.</translation>
    </message>
</context>
<context>
    <name>StatsDatabase</name>
    <message>
        <location filename="../app/stats/statsdatabase.cpp" line="+88"/>
        <source>Statistics are off: this installation cannot read SQLite files.</source>
        <translation>Les statistiques sont désactivées : cette installation ne sait pas lire les fichiers SQLite.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The folder for the statistics file %1 could not be created; statistics are off this time.</source>
        <translation>Le dossier du fichier de statistiques %1 n&apos;a pas pu être créé ; les statistiques sont désactivées cette fois.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The statistics file %1 could not be opened (%2); statistics are off this time.</source>
        <translation>Le fichier de statistiques %1 n&apos;a pas pu être ouvert (%2) ; les statistiques sont désactivées cette fois.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+9"/>
        <location line="+13"/>
        <source>The statistics file %1 could not be read (%2); statistics are off this time.</source>
        <translation>Le fichier de statistiques %1 n&apos;a pas pu être lu (%2) ; les statistiques sont désactivées cette fois.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The statistics file %1 cannot be used and could not be moved aside; statistics are off this time.</source>
        <translation>Le fichier de statistiques %1 est inutilisable et n&apos;a pas pu être mis de côté ; les statistiques sont désactivées cette fois.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The statistics file %1 was moved to %2, but its companion %3 could not be; statistics are off this time.</source>
        <translation>Le fichier de statistiques %1 a été déplacé sous %2, mais son compagnon %3 n&apos;a pas pu l&apos;être ; les statistiques sont désactivées cette fois.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The statistics file %1 was damaged; it was moved to %2 and new statistics were started.</source>
        <translation>Le fichier de statistiques %1 était endommagé ; il a été déplacé sous %2 et de nouvelles statistiques ont commencé.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics file %1 was written by a newer version of Follow Suit; it was moved to %2 and new statistics were started.</source>
        <translation>Le fichier de statistiques %1 a été écrit par une version plus récente de Follow Suit ; il a été déplacé sous %2 et de nouvelles statistiques ont commencé.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics file %1 held something other than Follow Suit&apos;s statistics; it was moved to %2 and new statistics were started.</source>
        <translation>Le fichier de statistiques %1 contenait autre chose que des statistiques de Follow Suit ; il a été déplacé sous %2 et de nouvelles statistiques ont commencé.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The statistics file %1 could not be brought up to date (%2); statistics are off this time.</source>
        <translation>Le fichier de statistiques %1 n&apos;a pas pu être mis à jour (%2) ; les statistiques sont désactivées cette fois.</translation>
    </message>
</context>
<context>
    <name>StatsFigures</name>
    <message>
        <location filename="../app/stats/statsfigures.cpp" line="+25"/>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+56"/>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Wins in a row now</source>
        <translation>Victoires d&apos;affilée en cours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most wins in a row</source>
        <translation>Plus de victoires d&apos;affilée</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Best score (lowest)</source>
        <translation>Meilleur score (le plus bas)</translation>
    </message>
</context>
<context>
    <name>StatsHistoryModel</name>
    <message>
        <location filename="../app/stats/statshistorymodel.cpp" line="+40"/>
        <source>Finished</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Played against</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your score</source>
        <translation>Votre score</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo</source>
        <translation>Annulation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time</source>
        <translation>Durée</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Demo: %1</source>
        <translation>Démo : %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+17"/>
        <source>Won by %1</source>
        <translation>Gagnée par %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A move was taken back in this game</source>
        <translation>Un coup a été repris dans cette partie</translation>
    </message>
</context>
<context>
    <name>StatsText</name>
    <message>
        <location filename="../app/stats/statstext.cpp" line="+5"/>
        <source>standard rules</source>
        <translation>règles standard</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>1st of %1</source>
        <translation>1er sur %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2nd of %1</source>
        <translation>2e sur %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3rd of %1</source>
        <translation>3e sur %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1th of %2</source>
        <translation>%1e sur %2</translation>
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
        <translation>vous</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%n cards stay in the stock</source>
        <translation>
            <numerusform>%n carte reste dans le talon</numerusform>
            <numerusform>%n cartes restent dans le talon</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+75"/>
        <source>%1 is turned up</source>
        <translation>%1 est retourné</translation>
    </message>
    <message>
        <location line="-73"/>
        <location line="+89"/>
        <source>trumps are %1</source>
        <translation>l&apos;atout est %1</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>%1; %2</source>
        <comment>two things that happened in one step, as one line</comment>
        <translation>%1 ; %2</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>%1 deals %n card(s) to each player</source>
        <translation>
            <numerusform>%1 distribue %n carte à chaque joueur</numerusform>
            <numerusform>%1 distribue %n cartes à chaque joueur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 deal %n card(s) to each player</source>
        <translation>
            <numerusform>%1 distribuez %n carte à chaque joueur</numerusform>
            <numerusform>%1 distribuez %n cartes à chaque joueur</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 acts</source>
        <translation>%1 agit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 act</source>
        <translation>%1 agissez</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 draws %2</source>
        <translation>%1 pioche %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 draw %2</source>
        <translation>%1 piochez %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 draws %n card(s) face down</source>
        <translation>
            <numerusform>%1 pioche %n carte face cachée</numerusform>
            <numerusform>%1 pioche %n cartes face cachée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 draw %n card(s) face down</source>
        <translation>
            <numerusform>%1 piochez %n carte face cachée</numerusform>
            <numerusform>%1 piochez %n cartes face cachée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1 passes %n card(s) to %2</source>
        <translation>
            <numerusform>%1 passe %n carte à %2</numerusform>
            <numerusform>%1 passe %n cartes à %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 pass %n card(s) to %2</source>
        <translation>
            <numerusform>%1 passez %n carte à %2</numerusform>
            <numerusform>%1 passez %n cartes à %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 passes %2 to %3</source>
        <translation>%1 passe %2 à %3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 pass %2 to %3</source>
        <translation>%1 passez %2 à %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>everyone picks up the cards passed to them</source>
        <translation>chacun ramasse les cartes qu&apos;on lui a passées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bids %2</source>
        <translation>%1 annonce %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 bid %2</source>
        <translation>%1 annoncez %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 chooses “%2”</source>
        <translation>%1 choisit « %2 »</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 choose “%2”</source>
        <translation>%1 choisissez « %2 »</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 lays aside %n card(s) face down</source>
        <translation>
            <numerusform>%1 écarte %n carte face cachée</numerusform>
            <numerusform>%1 écarte %n cartes face cachée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 lay aside %n card(s) face down</source>
        <translation>
            <numerusform>%1 écartez %n carte face cachée</numerusform>
            <numerusform>%1 écartez %n cartes face cachée</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lays aside %2</source>
        <translation>%1 écarte %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 lay aside %2</source>
        <translation>%1 écartez %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 leads %2</source>
        <translation>%1 entame %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 lead %2</source>
        <translation>%1 entamez %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2</source>
        <translation>%1 joue %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 play %2</source>
        <translation>%1 jouez %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 takes the trick</source>
        <translation>%1 prend le pli</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 take the trick</source>
        <translation>%1 prenez le pli</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the trick is tied and counts for nobody</source>
        <translation>le pli est nul et ne compte pour personne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the deal is over</source>
        <translation>la donne est terminée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the match is over</source>
        <translation>la partie est terminée</translation>
    </message>
</context>
<context>
    <name>TableAccessible</name>
    <message>
        <location filename="../app/access/tableaccessible.cpp" line="+78"/>
        <source>Pick</source>
        <translation>Choisir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Picks the card, or puts it back.</source>
        <translation>Choisit la carte, ou la remet dans la main.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays the card.</source>
        <translation>Joue la carte.</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The trick</source>
        <translation>Le pli</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The players</source>
        <translation>Les joueurs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The middle of the table</source>
        <translation>Le milieu de la table</translation>
    </message>
    <message>
        <location line="+174"/>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
</context>
<context>
    <name>TableChat</name>
    <message>
        <location filename="../app/remote/tablechat.cpp" line="+23"/>
        <source>S&amp;end</source>
        <translation>En&amp;voyer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute the chat at this table</source>
        <translation>&amp;Couper la discussion à cette table</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>C&amp;hat:</source>
        <translation>&amp;Discussion :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chat at the table</source>
        <translation>Discussion à la table</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chat line</source>
        <translation>Ligne de discussion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say something to the table</source>
        <translation>Dites quelque chose à la table</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The chat is muted; lines sent to the table are not shown.</source>
        <translation>La discussion est coupée : les lignes envoyées à la table ne s&apos;affichent plus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chat is shown again.</source>
        <translation>La discussion s&apos;affiche de nouveau.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>You: %1</source>
        <translation>Vous : %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <location filename="../app/access/tablespeech.cpp" line="+57"/>
        <source>Wait for your turn.</source>
        <translation>Attendez votre tour.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Picked.</source>
        <translation>Choisie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can be picked.</source>
        <translation>Peut être choisie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot be picked.</source>
        <translation>Ne peut pas être choisie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raised: press Enter to play it.</source>
        <translation>Relevée : appuyez sur Entrée pour la jouer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can be played.</source>
        <translation>Peut être jouée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+17"/>
        <source>Cannot be played now.</source>
        <translation>Ne peut pas être jouée maintenant.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Cannot be played: you must follow %1.</source>
        <translation>Ne peut pas être jouée : vous devez fournir à %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot be played: %1</source>
        <translation>Ne peut pas être jouée : %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 Passed to you.</source>
        <translation>%1 Elle vous a été passée.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your hand is empty.</source>
        <translation>Votre main est vide.</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>%1: %2.</source>
        <comment>a suit of the hand said aloud: clubs: 2, 7 and jack</comment>
        <translation>%1 : %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>Your hand, %n card(s): %1</source>
        <translation>
            <numerusform>Votre main, %n carte : %1</numerusform>
            <numerusform>Votre main, %n cartes : %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2</source>
        <comment>who played a card of the trick, and the card</comment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No card is on the trick.</source>
        <translation>Aucune carte dans le pli.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You led %1.</source>
        <translation>Vous avez entamé %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 led %2.</source>
        <translation>%1 a entamé %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You played %1.</source>
        <translation>Vous avez joué %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2.</source>
        <translation>%1 a joué %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You take the trick.</source>
        <translation>Vous prenez le pli.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the trick.</source>
        <translation>%1 prend le pli.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The trick is tied: it goes to nobody.</source>
        <translation>Le pli est nul : il ne va à personne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+93"/>
        <source>Your turn.</source>
        <translation>À vous de jouer.</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>%1 to play.</source>
        <translation>À %1 de jouer.</translation>
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
        <translation>Scores : %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tricks this deal: %1.</source>
        <translation>Plis de cette donne : %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Points taken this deal: %1.</source>
        <translation>Points pris dans cette donne : %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No deal has started.</source>
        <translation>Aucune donne n&apos;a commencé.</translation>
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
        <translation>L&apos;atout est %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There are no trumps.</source>
        <translation>Il n&apos;y a pas d&apos;atout.</translation>
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
        <translation>Annonces : %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You led this trick.</source>
        <translation>Vous avez entamé ce pli.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 led this trick.</source>
        <translation>%1 a entamé ce pli.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is your turn.</source>
        <translation>C&apos;est votre tour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is %1&apos;s turn.</source>
        <translation>C&apos;est au tour de %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1, total %2.</source>
        <translation>%1, total %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Partner: %1.</source>
        <translation>Partenaire : %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>To play.</source>
        <translation>Doit jouer.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Turned card: %1.</source>
        <translation>Carte retournée : %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Stock: %n card(s), %1 face up on top.</source>
        <translation>
            <numerusform>Talon : %n carte, %1 retournée dessus.</numerusform>
            <numerusform>Talon : %n cartes, %1 retournée dessus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Stock: %n card(s).</source>
        <translation>
            <numerusform>Talon : %n carte.</numerusform>
            <numerusform>Talon : %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Discards: %n card(s).</source>
        <translation>
            <numerusform>Écarts : %n carte.</numerusform>
            <numerusform>Écarts : %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Tricks set aside: %n.</source>
        <translation>
            <numerusform>Plis mis de côté : %n.</numerusform>
            <numerusform>Plis mis de côté : %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Your lead: %n card(s) can be played.</source>
        <translation>
            <numerusform>À vous d&apos;entamer : %n carte peut être jouée.</numerusform>
            <numerusform>À vous d&apos;entamer : %n cartes peuvent être jouées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your turn: %n card(s) can be played.</source>
        <translation>
            <numerusform>À vous de jouer : %n carte peut être jouée.</numerusform>
            <numerusform>À vous de jouer : %n cartes peuvent être jouées.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableStage</name>
    <message>
        <location filename="../app/table/tablestage.cpp" line="+314"/>
        <source>Stock: %1</source>
        <translation>Talon : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discards: %1</source>
        <translation>Écarts : %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n trick(s) to nobody</source>
        <translation>
            <numerusform>%n pli à personne</numerusform>
            <numerusform>%n plis à personne</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>On the stock</source>
        <translation>Sur le talon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps</source>
        <translation>Atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turned up</source>
        <translation>Retournée</translation>
    </message>
    <message>
        <location filename="../app/table/tablestage_words.cpp" line="+34"/>
        <source>partner</source>
        <comment>on the plate of the person&apos;s partner</comment>
        <translation>partenaire</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n pli</numerusform>
            <numerusform>%n plis</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid %1</source>
        <translation>annonce %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>won %1</source>
        <translation>fait %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>has bid</source>
        <translation>a annoncé</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>+%1 this deal</source>
        <translation>+%1 cette donne</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Trumps: %1 (fixed by you)</source>
        <translation>Atout : %1 (fixé par vous)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trumps: %1 (fixed by %2)</source>
        <translation>Atout : %1 (fixé par %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trumps: %1</source>
        <translation>Atout : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No trumps</source>
        <translation>Sans atout</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../app/table/tablearrange.cpp" line="+52"/>
        <source>%1: %2</source>
        <comment>a card of the hand and what may be done with it</comment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Last trick, taken by %1</source>
        <translation>Dernier pli, pris par %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick, taken by nobody</source>
        <translation>Dernier pli, pris par personne</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/table/tableinput.cpp" line="+40"/>
        <source>Discard these %n card(s)</source>
        <translation>
            <numerusform>Écarter %n carte</numerusform>
            <numerusform>Écarter ces %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pass these %n card(s)</source>
        <translation>
            <numerusform>Passer %n carte</numerusform>
            <numerusform>Passer ces %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Pass these %n card(s) to %1</source>
        <translation>
            <numerusform>Passer %n carte à %1</numerusform>
            <numerusform>Passer ces %n cartes à %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Choose %n card(s) to discard.</source>
        <translation>
            <numerusform>Choisissez %n carte à écarter.</numerusform>
            <numerusform>Choisissez %n cartes à écarter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Choose %n card(s) to pass to %1.</source>
        <translation>
            <numerusform>Choisissez %n carte à passer à %1.</numerusform>
            <numerusform>Choisissez %n cartes à passer à %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Choose %n card(s) to pass.</source>
        <translation>
            <numerusform>Choisissez %n carte à passer.</numerusform>
            <numerusform>Choisissez %n cartes à passer.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your bid: how many tricks will you take?</source>
        <translation>Votre annonce : combien de plis ferez-vous ?</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Your lead: click a card, or drag it to the table.</source>
        <translation>À vous d&apos;entamer : cliquez sur une carte, ou faites-la glisser sur la table.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: click a card, or drag it to the table.</source>
        <translation>À vous de jouer : cliquez sur une carte, ou faites-la glisser sur la table.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your lead: click a card, or drag it to the table. The card you took is raised.</source>
        <translation>À vous d&apos;entamer : cliquez sur une carte, ou faites-la glisser sur la table. La carte que vous avez prise est relevée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: click a card, or drag it to the table. The card you took is raised.</source>
        <translation>À vous de jouer : cliquez sur une carte, ou faites-la glisser sur la table. La carte que vous avez prise est relevée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your lead: click a card, or drag it to the table. The cards you received are raised.</source>
        <translation>À vous d&apos;entamer : cliquez sur une carte, ou faites-la glisser sur la table. Les cartes reçues sont relevées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: click a card, or drag it to the table. The cards you received are raised.</source>
        <translation>À vous de jouer : cliquez sur une carte, ou faites-la glisser sur la table. Les cartes reçues sont relevées.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Click %1 again, or press Enter, to play it.</source>
        <translation>Cliquez encore sur %1, ou appuyez sur Entrée, pour la jouer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is raised: press Enter to play it.</source>
        <translation>%1 : carte relevée, appuyez sur Entrée pour la jouer.</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%1 put back: %2 of %n chosen.</source>
        <translation>
            <numerusform>Carte reposée : %1 ; %2 sur %n choisie.</numerusform>
            <numerusform>Carte reposée : %1 ; %2 sur %n choisies.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 chosen: %2 of %n.</source>
        <translation>
            <numerusform>Carte choisie : %1 ; %2 sur %n.</numerusform>
            <numerusform>Carte choisie : %1 ; %2 sur %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+1"/>
        <source>play %1</source>
        <translation>jouer %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+2"/>
        <source>pass %1</source>
        <translation>passer %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>discard %1</source>
        <translation>écarter %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>bid %1</source>
        <translation>annoncer %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+5"/>
        <source>Hint: %1.</source>
        <translation>Conseil : %1.</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+4"/>
        <source>Hint: %1 — %2.</source>
        <translation>Conseil : %1 — %2.</translation>
    </message>
    <message>
        <location filename="../app/table/tableview.cpp" line="+283"/>
        <source>%1 is choosing cards to pass…</source>
        <translation>%1 choisit des cartes à passer…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is choosing cards to discard…</source>
        <translation>%1 choisit des cartes à écarter…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is bidding…</source>
        <translation>%1 annonce…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is deciding…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to play…</source>
        <translation>À %1 de jouer…</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Deal %1: %2 deals.</source>
        <translation>Donne %1 : %2 distribue.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: %2.</source>
        <translation>Donne %1 : %2.</translation>
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
        <translation>Les annonces sont faites : %1.</translation>
    </message>
    <message numerus="yes">
        <location line="-14"/>
        <source>You received %n card(s): raised in your hand.</source>
        <translation>
            <numerusform>Vous avez reçu %n carte : relevée dans votre main.</numerusform>
            <numerusform>Vous avez reçu %n cartes : relevées dans votre main.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-179"/>
        <source>Nothing has been said yet.</source>
        <translation>Rien n&apos;a encore été dit.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>You are choosing cards to pass…</source>
        <translation>Vous choisissez des cartes à passer…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are choosing cards to discard…</source>
        <translation>Vous choisissez des cartes à écarter…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are bidding…</source>
        <translation>Vous annoncez…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are deciding…</source>
        <translation>Vous réfléchissez…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You to play…</source>
        <translation>À vous de jouer…</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Deal %1: you deal.</source>
        <translation>Donne %1 : vous distribuez.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>You received %1.</source>
        <translation>Vous avez reçu %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/table/tablemoves.cpp" line="+75"/>
        <source>%1 passed %n card(s) to %2.</source>
        <translation>
            <numerusform>%1 a passé %n carte à %2.</numerusform>
            <numerusform>%1 a passé %n cartes à %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>You passed %n card(s) to %1.</source>
        <translation>
            <numerusform>Vous avez passé %n carte à %1.</numerusform>
            <numerusform>Vous avez passé %n cartes à %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%1 discarded %n card(s).</source>
        <translation>
            <numerusform>%1 a écarté %n carte.</numerusform>
            <numerusform>%1 a écarté %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You discarded %n card(s).</source>
        <translation>
            <numerusform>Vous avez écarté %n carte.</numerusform>
            <numerusform>Vous avez écarté %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+9"/>
        <location line="+20"/>
        <source>You took %1.</source>
        <translation>Vous avez pris %1.</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+8"/>
        <source>%1 took %2.</source>
        <translation>%1 a pris %2.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>%1 drew a card.</source>
        <translation>%1 a pioché une carte.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>You took %1: raised in your hand.</source>
        <translation>Vous avez pris %1 : relevée dans votre main.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>You play %1.</source>
        <translation>Vous jouez %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2.</source>
        <translation>%1 joue %2.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The trick is tied: it goes to nobody, and you lead again.</source>
        <translation>Le pli est nul : il ne va à personne, et vous entamez de nouveau.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trick is tied: it goes to nobody, and %1 leads again.</source>
        <translation>Le pli est nul : il ne va à personne, et %1 entame de nouveau.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take the trick.</source>
        <translation>Vous prenez le pli.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the trick.</source>
        <translation>%1 prend le pli.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You take the trick with %1.</source>
        <translation>Vous prenez le pli avec %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the trick with %2.</source>
        <translation>%1 prend le pli avec %2.</translation>
    </message>
    <message>
        <location filename="../app/table/tablewords.cpp" line="-54"/>
        <source>You have bid (bids are shown when all are in).</source>
        <translation>Vous avez annoncé (les annonces sont montrées quand tout le monde a annoncé).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has bid (bids are shown when all are in).</source>
        <translation>%1 a annoncé (les annonces sont montrées quand tout le monde a annoncé).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bid %1.</source>
        <translation>Vous annoncez %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 bids %2.</source>
        <translation>%1 annonce %2.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Trumps: %1.</source>
        <translation>Atout : %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trumps: %1, fixed by you.</source>
        <translation>Atout : %1, fixé par vous.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps: %1, fixed by %2.</source>
        <translation>Atout : %1, fixé par %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trumps are %1.</source>
        <translation>L&apos;atout est %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trumps are %1, fixed by you.</source>
        <translation>L&apos;atout est %1, fixé par vous.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps are %1, fixed by %2.</source>
        <translation>L&apos;atout est %1, fixé par %2.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deal %1 scored: %2</source>
        <translation>Donne %1 marquée : %2</translation>
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
        <translation>La partie est terminée. Gagnant : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over. Winner: %1.</source>
        <translation>La partie est terminée. Gagnant : %1.</translation>
    </message>
</context>
<context>
    <name>WaitingRoom</name>
    <message>
        <location filename="../app/remote/waitingroom.cpp" line="+17"/>
        <source>Connecting to the table…</source>
        <translation>Connexion à la table…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy invitation</source>
        <translation>&amp;Copier l&apos;invitation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start the match</source>
        <translation>&amp;Lancer la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared table</source>
        <translation>Table partagée</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Invitation for your friends:</source>
        <translation>&amp;Invitation pour vos amis :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Invitation</source>
        <translation>Invitation</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Se&amp;ats:</source>
        <translation>&amp;Places :</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Leave the table</source>
        <translation>&amp;Quitter la table</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Starting the match…</source>
        <translation>La partie commence…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Join my Follow Suit table: %1</source>
        <translation>Rejoignez ma table Follow Suit : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The invitation is copied: paste it into a message to your friends.</source>
        <translation>L&apos;invitation est copiée : collez-la dans un message à vos amis.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Your table is open. Send the invitation to your friends, and start when everyone is here: the computer plays the seats nobody took.</source>
        <translation>Votre table est ouverte. Envoyez l&apos;invitation à vos amis, et lancez la partie quand tout le monde est là : l&apos;ordinateur joue les places que personne n&apos;a prises.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have a seat. The match begins when the host starts it.</source>
        <translation>Vous avez une place. La partie commence quand l&apos;hôte la lance.</translation>
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
        <translation>Le grand jeu d&apos;équipes : atout retourné, levées et honneurs.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Four players in two partnerships, partners opposite. The dealer&apos;s last card is turned up for trumps. Follow suit; the highest trump, else the highest card of the suit led, wins. The side taking seven or more tricks scores one point for each trick above six; the first side to five points wins the game.</source>
        <translation>Quatre joueurs en deux équipes, les partenaires face à face. La dernière carte du donneur est retournée pour l&apos;atout. Il faut fournir ; le plus haut atout, sinon la plus haute carte de la couleur demandée, l&apos;emporte. Le camp qui fait sept plis ou plus marque un point par pli au-delà de six ; le premier camp à cinq points gagne la manche.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Points that win a game (5 in English short whist, 7 in American)</source>
        <translation>Points qui gagnent une manche (5 au whist court anglais, 7 à l&apos;américain)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score 4 or 2 for holding four or three of the ace, king, queen and jack of trumps (not at one point from the target)</source>
        <translation>Marquer 4 ou 2 pour quatre ou trois des as, roi, dame et valet d&apos;atout (pas à un point de l&apos;objectif)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play a rubber: the first side to win two games</source>
        <translation>Jouer un robre : le premier camp à gagner deux manches</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Honours</source>
        <translation>Honneurs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Honours to %1</source>
        <translation>Honneurs à %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game won</source>
        <translation>Manche gagnée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A game to %1</source>
        <translation>Une manche pour %1</translation>
    </message>
</context>
<context>
    <name>WhistSheetModel</name>
    <message>
        <location filename="../app/games/whist/whistsheetmodel.cpp" line="+21"/>
        <source>Trumps</source>
        <translation>Atout</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 + %2 hon.</source>
        <translation>%1 + %2 hon.</translation>
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
            <numerusform>%n pli</numerusform>
            <numerusform>%n plis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: %n odd trick(s)</source>
        <translation>
            <numerusform>%1 : %n levée</numerusform>
            <numerusform>%1 : %n levées</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2 for honours</source>
        <translation>%1, %2 d&apos;honneurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — won the game</source>
        <translation>%1 — a gagné la manche</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>odd tricks (+ honours); %1 won a game</source>
        <translation>levées (+ honneurs) ; %1 a gagné une manche</translation>
    </message>
</context>
</TS>
