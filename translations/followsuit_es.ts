<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
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
        <translation>El viejo juego bretón con cartas españolas, ocho cartas con nombre en la cima y bazas empatadas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Partners sit opposite. Suits never matter: eight named cards (Monsieur, Madame, the Borgne, the Vache, the Grand and Petit Neuf, the Deuces of batons and swords) rank above the Aces, Kings, Cavaliers and Valets, then the other cards from 9 down to 3. Equal cards tie, and a trick whose top card is tied is spoiled. Any card may be played at any time. The side of the player with most tricks scores 1 (a tie goes to whoever got there first), 2 for a Mordienne. Five deals; more points wins.</source>
        <translation>Los compañeros se sientan enfrente. Los palos nunca importan: ocho cartas con nombre (Monsieur, Madame, el Borgne, la Vache, el Grand-neuf y el Petit-neuf, los doses de bastos y de espadas) están por encima de los ases, reyes, caballos y sotas, y luego las demás cartas del 9 al 3. Las cartas iguales empatan, y una baza cuya carta más alta está empatada se anula. Se puede jugar cualquier carta en cualquier momento. El bando del jugador con más bazas suma 1 (en un empate, quien llegó primero), 2 por una Mordienne. Cinco manos; gana quien tenga más puntos.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Le chant: if all four accept, eldest and the dealer&apos;s partner take six cards each from the stack and discard six</source>
        <translation>Le chant: si los cuatro aceptan, el mano y el compañero del repartidor toman seis cartas cada uno del montón y descartan seis</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Mordienne (the first five tricks, or the last five after losing the first four)</source>
        <translation>La Mordienne (las cinco primeras bazas, o las cinco últimas tras perder las cuatro primeras)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unannounced: it scores 2 when it happens</source>
        <translation>Sin anunciar: suma 2 cuando ocurre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announced before the lead: 2 to the announcer&apos;s side if made, 2 to the opponents if not; the game is first to 10</source>
        <translation>Anunciada antes de la salida: 2 para el bando del que anuncia si la logra, 2 para los rivales si no; la partida es a 10</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Nobody has a trick yet</source>
        <translation>Nadie tiene bazas todavía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ahead on tricks: %1 (%2)</source>
        <translation>Delante en bazas: %1 (%2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Announced Mordienne</source>
        <translation>Anunció la Mordienne</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Declined the chant</source>
        <translation>Rechazó le chant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accepted the chant</source>
        <translation>Aceptó le chant</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Le chant: take part in the exchange of cards?</source>
        <translation>Le chant: ¿participar en el intercambio de cartas?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce Mordienne (you will win the deal with a run of tricks to the end)?</source>
        <translation>¿Anunciar la Mordienne (ganarás la mano con una racha de bazas hasta el final)?</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Accept</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decline</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce Mordienne</source>
        <translation>Anunciar la Mordienne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No announcement</source>
        <translation>Sin anuncio</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing scored</source>
        <translation>Nada anotado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mordienne</source>
        <translation>Mordienne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mordienne by you</source>
        <translation>Mordienne tuya</translation>
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
        <translation>Mano</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: Mordienne made</source>
        <translation>%1: Mordienne lograda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: Mordienne failed</source>
        <translation>%1: Mordienne fallida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All spoiled</source>
        <translation>Todas anuladas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: Mordienne</source>
        <translation>%1: Mordienne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 won</source>
        <translation>Gana %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You won</source>
        <translation>Ganas tú</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Decider: %1</source>
        <translation>Decisiva: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A deciding deal: the sides were level after five</source>
        <translation>Una mano decisiva: los bandos estaban igualados tras cinco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone accepted the chant</source>
        <translation>Todos aceptaron le chant</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n trick(s) spoiled</source>
        <translation>
            <numerusform>%n baza anulada</numerusform>
            <numerusform>%n bazas anuladas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Mordienne: two points</source>
        <translation>Mordienne: dos puntos</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>points; a shaded cell is a Mordienne</source>
        <translation>puntos; una casilla sombreada es una Mordienne</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <location filename="../app/settings/appsettings.cpp" line="+42"/>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a value of type %1</source>
        <translation>un valor de tipo %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 is not a whole number (%2); using %3</source>
        <translation>%1 no es un número entero (%2); se usa %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 was %2; using %3</source>
        <translation>%1 era %2; se usa %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is not binary data (%2); ignored</source>
        <translation>%1 no son datos binarios (%2); se ignora</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is larger than %2 KiB; ignored</source>
        <translation>%1 ocupa más de %2 KiB; se ignora</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is %2, not text; ignored</source>
        <translation>%1 es %2, no texto; se ignora</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not one line of at most %2 characters; ignored</source>
        <translation>%1 no es una línea de como mucho %2 caracteres; se ignora</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 is neither true nor false (%2); using %3</source>
        <translation>%1 no es ni verdadero ni falso (%2); se usa %3</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is not a value this version knows (%2); using “%3”</source>
        <translation>%1 no es un valor que conozca esta versión (%2); se usa «%3»</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is not a list of levels (%2); every computer seat plays at medium</source>
        <translation>%1 no es una lista de niveles (%2); cada puesto del ordenador juega en medio</translation>
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
        <translation>No se pudo leer el archivo de ajustes %1; esta vez no se guardarán los ajustes</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Some system-wide settings could not be read</source>
        <translation>No se pudieron leer algunos ajustes del sistema</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The settings file %1 is damaged and no copy of it could be kept; settings will not be saved this time</source>
        <translation>El archivo de ajustes %1 está dañado y no se pudo guardar una copia; esta vez no se guardarán los ajustes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The settings file was damaged; it was copied to %1 and what could be read was used</source>
        <translation>El archivo de ajustes estaba dañado; se copió en %1 y se usó lo que se pudo leer</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The settings file %1 holds values this version never writes and could not be moved aside; the defaults are used and settings will not be saved this time</source>
        <translation>El archivo de ajustes %1 contiene valores que esta versión nunca escribe y no se pudo apartar; se usan los valores predeterminados y esta vez no se guardarán los ajustes</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The settings file held values this version never writes; it was moved to %1 and the defaults are used</source>
        <translation>El archivo de ajustes contenía valores que esta versión nunca escribe; se movió a %1 y se usan los valores predeterminados</translation>
    </message>
</context>
<context>
    <name>ArmsLengthFace</name>
    <message>
        <location filename="../app/games/armslength/armslengthface.cpp" line="+8"/>
        <source>Arm&apos;s Length</source>
        <translation>Arm&apos;s Length (a distancia)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Partners choose the high or the low road: win the most tricks or the fewest.</source>
        <translation>Los compañeros eligen la vía alta o la vía baja: ganar más bazas o menos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Partners opposite. Before the lead each side names a High player, who wants tricks, and a Low player, who wants few. There are no trumps until someone cannot follow suit: the card they play fixes trumps. You must beat the highest card of the suit led if you can (unless the trick is already trumped), and when void you must overtrump if you can. A side scores 10 per trick High took more than Low, plus High&apos;s tricks, or nothing if Low took more. Four deals; the higher total wins.</source>
        <translation>Compañeros enfrentados. Antes de la salida cada bando nombra un jugador Alto, que quiere bazas, y un jugador Bajo, que quiere pocas. No hay triunfo hasta que alguien no puede asistir: la carta que juega entonces fija el triunfo. Debes superar la carta más alta del palo de salida si puedes (salvo que la baza ya esté fallada), y si no tienes el palo debes sobrefallar si puedes. Un bando suma 10 por cada baza que Alto ganó de más que Bajo, más las bazas de Alto, o nada si Bajo ganó más. Cuatro manos; gana el total más alto.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>High road: many tricks</source>
        <translation>Vía alta: muchas bazas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Low road: few tricks</source>
        <translation>Vía baja: pocas bazas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Passed: partner decides</source>
        <translation>Pasó: decide el compañero</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your side&apos;s road: win the most tricks (High), the fewest (Low), or let your partner decide?</source>
        <translation>La vía de tu bando: ¿ganar más bazas (Alto), menos (Bajo), o que decida tu compañero?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your partner passed: will you take the High road (most tricks) or the Low road (fewest)?</source>
        <translation>Tu compañero pasó: ¿tomas la vía alta (más bazas) o la vía baja (menos)?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>High</source>
        <translation>Alto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Low</source>
        <translation>Bajo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partner decides</source>
        <translation>Decide el compañero</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You must beat the highest card of the suit led.</source>
        <translation>Debes superar la carta más alta del palo de salida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must overtrump.</source>
        <translation>Debes sobrefallar.</translation>
    </message>
</context>
<context>
    <name>ArmsLengthSheetModel</name>
    <message>
        <location filename="../app/games/armslength/armslengthsheetmodel.cpp" line="+28"/>
        <source>H%1 L%2  %3</source>
        <translation>A%1 B%2  %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You played High and took %1; %2 played Low and took %3: %4 points</source>
        <translation>Jugaste Alto y ganaste %1; %2 jugó Bajo y ganó %3: %4 puntos</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 played High and took %2; you played Low and took %3: %4 points</source>
        <translation>%1 jugó Alto y ganó %2; jugaste Bajo y ganaste %3: %4 puntos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 played High and took %2; %3 played Low and took %4: %5 points</source>
        <translation>%1 jugó Alto y ganó %2; %3 jugó Bajo y ganó %4: %5 puntos</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>High&apos;s tricks, Low&apos;s tricks, then points</source>
        <translation>Bazas de Alto, bazas de Bajo, luego puntos</translation>
    </message>
</context>
<context>
    <name>AutosaveWriter</name>
    <message>
        <location filename="../app/session/autosavewriter.cpp" line="+71"/>
        <source>could not delete %1</source>
        <translation>no se pudo borrar %1</translation>
    </message>
</context>
<context>
    <name>CappedFile</name>
    <message>
        <location filename="../app/files/cappedfile.cpp" line="+36"/>
        <location line="+31"/>
        <source>not a regular file</source>
        <translation>no es un archivo normal</translation>
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
        <translation>no existe ese archivo</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+21"/>
        <source>larger than %1</source>
        <translation>mayor que %1</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+12"/>
        <source>cannot be read (%1)</source>
        <translation>no se puede leer (%1)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>cannot be unpacked</source>
        <translation>no se puede descomprimir</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>unpacks to more than %1</source>
        <translation>se descomprime a más de %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>is damaged: its packed data is incomplete or corrupt</source>
        <translation>está dañado: sus datos comprimidos están incompletos o corruptos</translation>
    </message>
</context>
<context>
    <name>CardTheme</name>
    <message>
        <location filename="../app/table/cardtheme.cpp" line="+36"/>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>not valid JSON (%1 at line %2, column %3)</source>
        <translation>JSON no válido (%1 en la línea %2, columna %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not valid JSON (%1 near “%2”, line %3, column %4)</source>
        <translation>JSON no válido (%1 cerca de «%2», línea %3, columna %4)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>48-card Spanish</source>
        <translation>española de 48 cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>52-card French</source>
        <translation>francesa de 52 cartas</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Card theme %1</source>
        <translation>Tema de cartas %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card theme “%1” (%2)</source>
        <translation>Tema de cartas «%1» (%2)</translation>
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
        <translation>la descripción debe ser un objeto JSON</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>“name” must be a non-empty text, not %1</source>
        <translation>«name» debe ser un texto no vacío, no %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>“pack” must be “french52” or “spanish48”, not %1</source>
        <translation>«pack» debe ser «french52» o «spanish48», no %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>“aspect” (width over height) must be a number from %1 to %2, not %3</source>
        <translation>«aspect» (ancho entre alto) debe ser un número de %1 a %2, no %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>“file” must be the name of an .svg file in the theme&apos;s folder, not %1</source>
        <translation>«file» debe ser el nombre de un archivo .svg de la carpeta del tema, no %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>“file” %1: %2</source>
        <translation>«file» %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“file” %1 is not an SVG image Qt can read</source>
        <translation>«file» %1 no es una imagen SVG que Qt pueda leer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“file” %1</source>
        <translation>«file» %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 has no element “%2”, which a %3 deck needs</source>
        <translation>%1 no tiene el elemento «%2», que necesita una baraja %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>KDE card deck %1</source>
        <translation>Baraja de KDE %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KDE card deck “%1” (%2)</source>
        <translation>Baraja de KDE «%1» (%2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>index.desktop %1</source>
        <translation>index.desktop %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is not an SVG image Qt can read</source>
        <translation>%1 no es una imagen SVG que Qt pueda leer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the cards of %1 are not card-shaped (width over height %2)</source>
        <translation>las cartas de %1 no tienen forma de carta (ancho entre alto %2)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Card theme “%1” (%2) is drawn for the %3 pack, not the %4 pack</source>
        <translation>El tema de cartas «%1» (%2) está dibujado para la baraja %3, no para la baraja %4</translation>
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
        <translation>Líneas del gráfico: %1</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../app/lobby/commandline.cpp" line="+20"/>
        <source>A card table for trick-taking games. Without --game it opens the lobby, where you choose a game.</source>
        <translation>Una mesa para juegos de bazas. Sin --game abre la sala, donde eliges un juego.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A followsuit:// link to a friend&apos;s table: the Join dialog opens with it.</source>
        <translation>Un enlace followsuit:// a la mesa de un amigo: el diálogo para unirse se abre con él.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start &lt;id&gt; directly, one of: %1.</source>
        <translation>Empezar directamente el juego &lt;id&gt;, uno de: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Number of players, where the game allows several.</source>
        <translation>Número de jugadores, cuando el juego admite varios.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A game option, as key=value (repeatable); see followsuit-cli games.</source>
        <translation>Una opción del juego, como clave=valor (repetible); ver followsuit-cli games.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal from seed &lt;n&gt;, to replay the same game.</source>
        <translation>Repartir desde la semilla &lt;n&gt;, para volver a jugar la misma partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How well the computer plays: easy, medium or hard for every computer seat, or a list with one level per computer seat (medium,hard,easy).</source>
        <translation>Lo bien que juega el ordenador: easy, medium o hard para todos sus puestos, o una lista con un nivel por puesto del ordenador (medium,hard,easy).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer plays your seat too: a table that plays itself.</source>
        <translation>El ordenador juega también tu puesto: una mesa que juega sola.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go on with the unfinished game at once, if there is one.</source>
        <translation>Seguir enseguida con la partida sin terminar, si la hay.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same as --demo.</source>
        <translation>Igual que --demo.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Unexpected argument: %1</source>
        <translation>Argumento inesperado: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation>La semilla debe ser un número entero de 0 a 18446744073709551615.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--level takes easy, medium or hard, or a list of them separated by commas, not &quot;%1&quot;.</source>
        <translation>--level acepta easy, medium o hard, o una lista de ellos separados por comas, no «%1».</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--players and --option need --game.</source>
        <translation>--players y --option necesitan --game.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown game &quot;%1&quot;; followsuit-cli games lists them.</source>
        <translation>Juego desconocido «%1»; followsuit-cli games los enumera.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--players must be a whole number.</source>
        <translation>--players debe ser un número entero.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>An option is written key=value, not &quot;%1&quot;.</source>
        <translation>Una opción se escribe clave=valor, no «%1».</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--level lists %1 levels, but this game has %2 computer seats.</source>
        <translation>--level enumera %1 niveles, pero este juego tiene %2 puestos del ordenador.</translation>
    </message>
</context>
<context>
    <name>CoreText</name>
    <message>
        <location filename="../app/text/coretext.cpp" line="+24"/>
        <source>This version of Follow Suit has no game called “%1”.</source>
        <translation>Esta versión de Follow Suit no tiene ningún juego llamado «%1».</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 is played by %n players, not by %2.</source>
        <translation>
            <numerusform>%1 se juega con %n jugador, no con %2.</numerusform>
            <numerusform>%1 se juega con %n jugadores, no con %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is played by %2 to %3 players, not by %4.</source>
        <translation>%1 se juega con %2 a %3 jugadores, no con %4.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 has no option called “%2”.</source>
        <translation>%1 no tiene ninguna opción llamada «%2».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The option “%1” is either on or off, not “%2”.</source>
        <translation>La opción «%1» está activada o desactivada, no «%2».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The option “%1” takes a number from %2 to %3, not “%4”.</source>
        <translation>La opción «%1» toma un número del %2 al %3, no «%4».</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The option “%1” cannot be “%2”; it takes one of these: %3.</source>
        <translation>La opción «%1» no puede ser «%2»; toma uno de estos valores: %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot be played with these options.</source>
        <translation>%1 no se puede jugar con estas opciones.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>It is not a Follow Suit game record, or it is damaged.</source>
        <translation>No es un registro de partida de Follow Suit, o está dañado.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It names a game, a number of players or an option that this version of Follow Suit does not have.</source>
        <translation>Nombra un juego, un número de jugadores o una opción que esta versión de Follow Suit no tiene.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its cards are damaged: a deal is not a whole, shuffled pack.</source>
        <translation>Sus cartas están dañadas: una mano no es una baraja completa y mezclada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move %1 in it is one the rules do not allow at that point.</source>
        <translation>Su jugada n.º %1 no la permiten las reglas en ese momento.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It goes on after the end of the match, at move %1.</source>
        <translation>Sigue después del final de la partida, en la jugada n.º %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The file cannot be read: it is missing, not a file, or not open to you.</source>
        <translation>No se puede leer el archivo: falta, no es un archivo o no tienes acceso a él.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is too large to be a game record.</source>
        <translation>El archivo es demasiado grande para ser un registro de partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file cannot be written: the folder is not open to you or the disk is full.</source>
        <translation>No se puede escribir el archivo: no tienes acceso a la carpeta o el disco está lleno.</translation>
    </message>
</context>
<context>
    <name>DecisionAuditDialog</name>
    <message>
        <location filename="../app/review/decisionauditdialog.cpp" line="+50"/>
        <source>Your decisions — Follow Suit</source>
        <translation>Tus decisiones — Follow Suit</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The Hard player is weighing your decisions in deal %1…</source>
        <translation>El jugador Difícil está sopesando tus decisiones de la mano %1…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Trick %1: you played %2</source>
        <translation>Baza %1: jugaste %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hard would play %1</source>
        <translation>Difícil jugaría %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You passed %1</source>
        <translation>Pasaste %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard would pass %1</source>
        <translation>Difícil pasaría %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You discarded %1</source>
        <translation>Descartaste %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard would discard %1</source>
        <translation>Difícil descartaría %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You bid %1</source>
        <translation>Apostaste %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard would bid %1</source>
        <translation>Difícil apostaría %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You chose “%1”</source>
        <translation>Elegiste «%1»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard would choose “%1”</source>
        <translation>Difícil elegiría «%1»</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>✓ %1, as Hard would.</source>
        <translation>✓ %1, como Difícil.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>? %1; %2 (your choice was not among those it weighed, so it is not judged).</source>
        <translation>? %1; %2 (tu elección no estaba entre las que sopesó, así que no se juzga).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>≈ %1; %2, worth about the same.</source>
        <translation>≈ %1; %2, más o menos igual de buena.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✗ %1; %2: about the same in points, but better for the match.</source>
        <translation>✗ %1; %2: más o menos igual en puntos, pero mejor para la partida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ %1; %2: about %3 points better on the others.</source>
        <translation>✗ %1; %2: unos %3 puntos mejor frente a los demás.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Deal %1: the weighing was stopped before the end of the deal.</source>
        <translation>Mano %1: la evaluación se detuvo antes del final de la mano.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: you had no choice to make in this deal.</source>
        <translation>Mano %1: no tuviste ninguna decisión que tomar en esta mano.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: the Hard player would have made the same decisions, or ones worth about the same.</source>
        <translation>Mano %1: el jugador Difícil habría tomado las mismas decisiones, u otras más o menos igual de buenas.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Deal %1: the Hard player would have chosen otherwise %n time(s), for the standings rather than for points (an estimate over sampled deals).</source>
        <translation>
            <numerusform>Mano %1: el jugador Difícil habría elegido otra cosa %n vez, por la clasificación más que por los puntos (una estimación sobre repartos al azar).</numerusform>
            <numerusform>Mano %1: el jugador Difícil habría elegido otra cosa %n veces, por la clasificación más que por los puntos (una estimación sobre repartos al azar).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Deal %1: the Hard player would have chosen otherwise %n time(s), worth about %2 points on the others in all (an estimate over sampled deals).</source>
        <translation>
            <numerusform>Mano %1: el jugador Difícil habría elegido otra cosa %n vez, unos %2 puntos mejor frente a los demás en total (una estimación sobre repartos al azar).</numerusform>
            <numerusform>Mano %1: el jugador Difícil habría elegido otra cosa %n veces, unos %2 puntos mejor frente a los demás en total (una estimación sobre repartos al azar).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../app/table/decisionpanel.cpp" line="+29"/>
        <source>Next deal</source>
        <translation>Siguiente mano</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Bid %1</source>
        <translation>Apostar %1</translation>
    </message>
</context>
<context>
    <name>DecisionText</name>
    <message>
        <location filename="../app/face/decisiontext.cpp" line="+27"/>
        <source>play %1</source>
        <translation>jugar %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass %1</source>
        <translation>pasar %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discard %1</source>
        <translation>descartar %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid %1</source>
        <translation>apostar %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the only choice</source>
        <translation>la única opción</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid matches expected tricks %1</source>
        <translation>la apuesta coincide con las bazas esperadas %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaves the match better placed than the other choice (%1)</source>
        <translation>deja la partida mejor situada que la otra opción (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>about as good as the other choice (%1)</source>
        <translation>más o menos tan bueno como la otra opción (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expects %1 points this deal, against %2 for the other choice (%3)</source>
        <translation>espera %1 puntos en esta mano, frente a %2 con la otra opción (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expects to take %1 points this deal, against %2 for the other choice (%3)</source>
        <translation>espera llevarse %1 puntos en esta mano, frente a %2 con la otra opción (%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expects %1 tricks for your side this deal, against %2 for the other choice (%3)</source>
        <translation>espera %1 bazas para tu bando en esta mano, frente a %2 con la otra opción (%3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expects %1 tricks this deal, against %2 for the other choice (%3)</source>
        <translation>espera %1 bazas en esta mano, frente a %2 con la otra opción (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>plays for the match: expects to take %1 points this deal, %2 for the other choice (%3), but stands better after it</source>
        <translation>juega por la partida: espera llevarse %1 puntos en esta mano, %2 con la otra opción (%3), pero queda mejor situado después</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>plays for the match: expects %1 points this deal, %2 for the other choice (%3), but stands better after it</source>
        <translation>juega por la partida: espera %1 puntos en esta mano, %2 con la otra opción (%3), pero queda mejor situado después</translation>
    </message>
</context>
<context>
    <name>DeckPicker</name>
    <message>
        <location filename="../app/settings/deckpicker.cpp" line="+29"/>
        <source>Four colours: ♦ blue, ♣ green</source>
        <translation>Cuatro colores: ♦ azul, ♣ verde</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deck for French-suited games</source>
        <translation>Baraja para juegos de palos franceses</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow Suit (built in)</source>
        <translation>Follow Suit (incorporada)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (KDE)</source>
        <translation>%1 (KDE)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another deck or theme file…</source>
        <translation>Otra baraja o archivo de tema…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The built-in deck with diamonds in blue and clubs in green, told apart at a glance</source>
        <translation>La baraja incorporada con los diamantes en azul y los tréboles en verde, distinguibles de un vistazo</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Choose a deck</source>
        <translation>Elegir una baraja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card themes and KDE decks (theme.json index.desktop);;All files (*)</source>
        <translation>Temas de cartas y barajas de KDE (theme.json index.desktop);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Drawing the preview…</source>
        <translation>Dibujando la vista previa…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1. The built-in deck is used instead.</source>
        <translation>%1. Se usa la baraja incorporada en su lugar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Preview of the deck chosen</source>
        <translation>Vista previa de la baraja elegida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview of the built-in deck, used instead</source>
        <translation>Vista previa de la baraja incorporada, usada en su lugar</translation>
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
        <translation>Veinticuatro cartas, dos jotas mayores: fija el triunfo con tu compañero, o juega solo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Four players in two partnerships with 24 cards, 9 to ace, five each. A turned card proposes trumps: order it up or pass, then name another suit or pass. The jack of trumps and the other jack of its colour are the top trumps. The makers need three of the five tricks for a point, all five for two, or four alone; fewer, and the other side scores two. The first side to 10 wins.</source>
        <translation>Cuatro jugadores en dos parejas con 24 cartas, del 9 al as, cinco cada uno. Una carta descubierta propone el triunfo: pídela o pasa, luego nombra otro palo o pasa. La jota de triunfo y la otra jota de su color son los triunfos más altos. Los electores necesitan tres de las cinco bazas para un punto, las cinco para dos, o cuatro solos; menos, y el otro bando gana dos. Gana el primer bando en llegar a 10.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Points that win the game</source>
        <translation>Puntos que ganan la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer may not pass in the second round and must name a suit</source>
        <translation>El repartidor no puede pasar en la segunda vuelta y debe nombrar un palo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who deals after a deal that everybody passed twice</source>
        <translation>Quién reparte tras una mano en la que todos pasaron dos veces</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The next dealer, to the left</source>
        <translation>El siguiente repartidor, a la izquierda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same dealer again</source>
        <translation>El mismo repartidor otra vez</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>First round: order up the turned card or pass</source>
        <translation>Primera vuelta: pedir la carta descubierta o pasar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second round: name a suit or pass</source>
        <translation>Segunda vuelta: nombrar un palo o pasar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 made trumps and plays alone</source>
        <translation>%1 fijó el triunfo y juega solo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 made trumps</source>
        <translation>%1 fijó el triunfo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Maker, alone</source>
        <translation>Elector, solo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Maker</source>
        <translation>Elector</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sits this deal out</source>
        <translation>No juega esta mano</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Order up the turned card&apos;s suit as trumps, or pass?</source>
        <translation>¿Pedir el palo de la carta descubierta como triunfo, o pasar?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everybody passed: as dealer, you must name a suit as trumps.</source>
        <translation>Todos pasaron: como repartidor, debes nombrar un palo de triunfo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name a suit as trumps, or pass?</source>
        <translation>¿Nombrar un palo de triunfo, o pasar?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Order up</source>
        <translation>Pedir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Order up, alone</source>
        <translation>Pedir, solo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Clubs, alone</source>
        <translation>Tréboles, solo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clubs</source>
        <translation>Tréboles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Diamonds, alone</source>
        <translation>Diamantes, solo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Diamonds</source>
        <translation>Diamantes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts, alone</source>
        <translation>Corazones, solo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hearts</source>
        <translation>Corazones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spades, alone</source>
        <translation>Picas, solo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Spades</source>
        <translation>Picas</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Everybody passed: thrown in</source>
        <translation>Todos pasaron: cartas tiradas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A march</source>
        <translation>Una marcha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A march by you</source>
        <translation>Hiciste una marcha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A march by %1</source>
        <translation>Una marcha de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Euchred</source>
        <translation>Derrotado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You were euchred</source>
        <translation>Quedaste derrotado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was euchred</source>
        <translation>%1 quedó derrotado</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You cannot name the suit that was turned down.</source>
        <translation>No puedes nombrar el palo de la carta vuelta boca abajo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer must name a suit.</source>
        <translation>El repartidor debe nombrar un palo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the card you picked up: discard another.</source>
        <translation>Quédate con la carta que recogiste: descártate de otra.</translation>
    </message>
</context>
<context>
    <name>EuchreSheetModel</name>
    <message>
        <location filename="../app/games/euchre/euchresheetmodel.cpp" line="+14"/>
        <source>Trumps</source>
        <translation>Triunfo</translation>
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
        <translation>Todos pasaron dos veces: cartas tiradas</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>%1 alone</source>
        <translation>%1 solo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 march</source>
        <translation>%1 marcha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 euchre</source>
        <translation>%1 derrota</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 made trumps alone and took %n trick(s)</source>
        <translation>
            <numerusform>%1 fijó el triunfo solo y ganó %n baza</numerusform>
            <numerusform>%1 fijó el triunfo solo y ganó %n bazas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 made trumps and the side took %n trick(s)</source>
        <translation>
            <numerusform>%1 fijó el triunfo y el bando ganó %n baza</numerusform>
            <numerusform>%1 fijó el triunfo y el bando ganó %n bazas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Euchred the makers, who took %n trick(s)</source>
        <translation>
            <numerusform>Derrotó a los electores, que ganaron %n baza</numerusform>
            <numerusform>Derrotó a los electores, que ganaron %n bazas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Defended: the makers took %n trick(s)</source>
        <translation>
            <numerusform>En defensa: los electores ganaron %n baza</numerusform>
            <numerusform>En defensa: los electores ganaron %n bazas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>points; the makers&apos; side marks alone or a march, the defenders a euchre</source>
        <translation>puntos; el bando elector anota solo o una marcha, los defensores una derrota</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/controller/gamecontroller.cpp" line="+102"/>
        <source>The game cannot start: %1</source>
        <translation>La partida no puede empezar: %1</translation>
    </message>
    <message>
        <location filename="../app/controller/gamecontroller_batches.cpp" line="+71"/>
        <source>Another player has played since: your decision stays.</source>
        <translation>Otra persona ha jugado desde entonces: tu decisión se queda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host does not allow undo at this table.</source>
        <translation>El anfitrión no permite deshacer en esta mesa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no decision taken back to play again.</source>
        <translation>No tienes ninguna decisión deshecha que volver a jugar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no decision to take back.</source>
        <translation>No tienes ninguna decisión que deshacer.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The table did not take that decision: it had moved on.</source>
        <translation>La mesa no aceptó esa decisión: la partida ya había avanzado.</translation>
    </message>
</context>
<context>
    <name>GameFace</name>
    <message>
        <location filename="../app/face/seatwords.cpp" line="+8"/>
        <source>you</source>
        <translation>ti</translation>
    </message>
    <message>
        <location filename="../app/face/gameface.cpp" line="+49"/>
        <source>Your decision:</source>
        <translation>Tu decisión:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play a card, or choose:</source>
        <translation>Juega una carta, o elige:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choice %1</source>
        <translation>Opción %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>That move is not allowed.</source>
        <translation>Esa jugada no está permitida.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The last deal decided the game on its own, whatever the totals.</source>
        <translation>La última mano decidió la partida por sí sola, sean cuales sean los totales.</translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <location filename="../app/text/gametext.cpp" line="+14"/>
        <source>That is allowed.</source>
        <translation>Eso está permitido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal is over.</source>
        <translation>La mano ha terminado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not what the game needs now.</source>
        <translation>Eso no es lo que el juego necesita ahora.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is not in your hand.</source>
        <translation>Esa carta no está entre tus cartas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the right number of cards.</source>
        <translation>Elige el número correcto de cartas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must follow suit.</source>
        <translation>Debes asistir al palo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That bid is out of range.</source>
        <translation>Esa apuesta está fuera de rango.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That choice is not offered now.</source>
        <translation>Esa opción no se ofrece ahora.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That move is not allowed.</source>
        <translation>Esa jugada no está permitida.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Deal %1, dealt by you</source>
        <translation>Mano %1, repartida por ti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1, dealt by %2</source>
        <translation>Mano %1, repartida por %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+12"/>
        <location line="+35"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="-45"/>
        <location line="+14"/>
        <source>West</source>
        <translation>Oeste</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+10"/>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+10"/>
        <source>East</source>
        <translation>Este</translation>
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
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 &amp; %2</source>
        <comment>two partners, as the score sheet heads their column</comment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>♣ clubs</source>
        <translation>♣ tréboles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>♦ diamonds</source>
        <translation>♦ diamantes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>♥ hearts</source>
        <translation>♥ corazones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>♠ spades</source>
        <translation>♠ picas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>coins</source>
        <translation>oros</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cups</source>
        <translation>copas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>swords</source>
        <translation>espadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>batons</source>
        <translation>bastos</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>J</source>
        <comment>the jack&apos;s letter, as in J♣</comment>
        <translation>J</translation>
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
        <translation>sota</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+51"/>
        <source>cavalier</source>
        <translation>caballo</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+51"/>
        <location line="+8"/>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>jack</source>
        <translation>jota</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>queen</source>
        <translation>dama</translation>
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
        <translation>Whist alemán</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two players fight for the cards of the stock, then play the hands out.</source>
        <translation>Dos jugadores luchan por las cartas del montón y luego juegan sus cartas hasta el final.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two players, 13 cards each; the top card of the stock is face up and its suit is trumps. For the first 13 tricks the winner takes the face-up card and the loser the next card unseen; you must always follow suit. Only the last 13 tricks score, one point each; the first to 50 wins.</source>
        <translation>Dos jugadores, 13 cartas cada uno; la carta superior del montón está boca arriba y su palo es el triunfo. En las 13 primeras bazas el ganador toma la carta descubierta y el perdedor la siguiente sin verla; siempre hay que asistir. Solo cuentan las 13 últimas bazas, un punto cada una; gana el primero en llegar a 50.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What a deal scores</source>
        <translation>Lo que puntúa una mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is won by the only player at or over this after a deal; when both are, it rises by 10 (not with the one-deal scoring)</source>
        <translation>Gana la partida el único jugador que llega a este total tras una mano; si llegan los dos, sube 10 (no con la puntuación de una sola mano)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>1 per trick of the last 13</source>
        <translation>1 por baza de las 13 últimas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 per trick of all 26</source>
        <translation>1 por baza de las 26</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tricks above six of the last 13</source>
        <translation>Las bazas por encima de seis de las 13 últimas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The majority of the last 13 wins the match in one deal</source>
        <translation>La mayoría de las 13 últimas gana la partida en una mano</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Phase 1: trick %1 of 13, the winner takes the card turned up</source>
        <translation>Fase 1: baza %1 de 13, el ganador toma la carta descubierta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase 2: trick %1 of 13, these tricks score</source>
        <translation>Fase 2: baza %1 de 13, estas bazas puntúan</translation>
    </message>
</context>
<context>
    <name>GermanWhistSheetModel</name>
    <message>
        <location filename="../app/games/germanwhist/germanwhistsheetmodel.cpp" line="+17"/>
        <source>Trumps</source>
        <translation>Triunfo</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Took %1 of the last 13 tricks, %2 in all</source>
        <translation>Ganó %1 de las 13 últimas bazas, %2 en total</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>points, and in brackets the tricks of the last thirteen when they differ</source>
        <translation>puntos, y entre paréntesis las bazas de las trece últimas cuando difieren</translation>
    </message>
</context>
<context>
    <name>HeartsFace</name>
    <message>
        <location filename="../app/games/hearts/heartsface.cpp" line="+8"/>
        <source>Hearts</source>
        <translation>Corazones</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take no hearts and dodge the queen of spades, or take them all.</source>
        <translation>No te lleves corazones y esquiva la dama de picas, o llévatelos todos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Avoid taking hearts (1 point each) and the queen of spades (13). Pass cards, follow suit, and never lead hearts before they are broken. Take all fourteen penalty cards to shoot the moon. When someone reaches 100, the lowest total wins.</source>
        <translation>Evita llevarte corazones (1 punto cada uno) y la dama de picas (13). Pasa cartas, asiste al palo y nunca salgas con corazones antes de que estén rotos. Llévate las catorce cartas de castigo para dar capote. Cuando alguien llega a 100, gana el total más bajo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pass cards before play, in a cycle of directions that ends with a deal without passing</source>
        <translation>Pasar cartas antes de jugar, en un ciclo de direcciones que termina con una mano sin pase</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ends when a total reaches this; lowest wins</source>
        <translation>La partida termina cuando un total llega a esta cifra; gana el más bajo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With 3, 5 or 6 players, the cards left over</source>
        <translation>Con 3, 5 o 6 jugadores, las cartas sobrantes</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Widow: they go to the last trick&apos;s winner</source>
        <translation>Viuda: van al ganador de la última baza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strip: low cards are taken out before the deal</source>
        <translation>Retirada: las cartas bajas se quitan antes del reparto</translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>You have taken %1 and %n heart(s).</source>
        <translation>
            <numerusform>Has tomado %1 y %n corazón.</numerusform>
            <numerusform>Has tomado %1 y %n corazones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 has taken %2 and %n heart(s).</source>
        <translation>
            <numerusform>%1 ha tomado %2 y %n corazón.</numerusform>
            <numerusform>%1 ha tomado %2 y %n corazones.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have taken %1.</source>
        <translation>Has tomado %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has taken %2.</source>
        <translation>%1 ha tomado %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You have taken %n heart(s).</source>
        <translation>
            <numerusform>Has tomado %n corazón.</numerusform>
            <numerusform>Has tomado %n corazones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 has taken %n heart(s).</source>
        <translation>
            <numerusform>%1 ha tomado %n corazón.</numerusform>
            <numerusform>%1 ha tomado %n corazones.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody has taken a penalty card yet.</source>
        <translation>Nadie ha tomado aún una carta de penalización.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts are broken.</source>
        <translation>Los corazones están rotos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts are not broken yet.</source>
        <translation>Los corazones aún no están rotos.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Shot the moon: 26 off</source>
        <translation>Capote: 26 menos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot the moon: 26 to the others</source>
        <translation>Capote: 26 para los demás</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Widow: %n card(s)</source>
        <translation>
            <numerusform>Viuda: %n carta</numerusform>
            <numerusform>Viuda: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The widow goes face down with the last trick to whoever takes it.</source>
        <translation>La viuda va boca abajo con la última baza a quien la gane.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You took every penalty card: how do you score the moon?</source>
        <translation>Te llevaste todas las cartas de castigo: ¿cómo cuentas el capote?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take 26 off my score</source>
        <translation>Quitar 26 de mi puntuación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add 26 to everyone else</source>
        <translation>Sumar 26 a todos los demás</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The two of clubs must open the first trick.</source>
        <translation>El dos de tréboles debe abrir la primera baza.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The two of clubs is not in play: the lowest club in play must open the first trick.</source>
        <translation>El dos de tréboles no está en juego: el trébol más bajo en juego debe abrir la primera baza.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No heart or queen of spades on the first trick while you have another card.</source>
        <translation>Ni corazones ni la dama de picas en la primera baza mientras tengas otra carta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts are not broken yet: lead another suit.</source>
        <translation>Los corazones aún no están rotos: sal con otro palo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Shot the moon</source>
        <translation>Capote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You shot the moon</source>
        <translation>Diste capote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 shot the moon</source>
        <translation>%1 dio capote</translation>
    </message>
</context>
<context>
    <name>HeartsSheetModel</name>
    <message>
        <location filename="../app/games/hearts/heartssheetmodel.cpp" line="+23"/>
        <source>Pass</source>
        <translation>Pase</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>left</source>
        <translation>izquierda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>right</source>
        <translation>derecha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>across</source>
        <translation>enfrente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody passed</source>
        <translation>Nadie pasó</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Three cards passed %1</source>
        <translation>Tres cartas pasadas: %1</translation>
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
        <translation>%1 dio capote y se quitó 26</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You shot the moon and took 26 off</source>
        <translation>Diste capote y te quitaste 26</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 shot the moon: 26 to everyone else</source>
        <translation>%1 dio capote: 26 para todos los demás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You shot the moon: 26 to everyone else</source>
        <translation>Diste capote: 26 para todos los demás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 took the Queen of Spades</source>
        <translation>%1 se llevó la dama de picas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took the Queen of Spades</source>
        <translation>Te llevaste la dama de picas</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>penalty points; %1 took the Queen of Spades, %2 shot the moon</source>
        <translation>puntos de castigo; %1 se llevó la dama de picas, %2 dio capote</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../app/remote/hostdialog.cpp" line="+29"/>
        <source>A friend</source>
        <translation>Un amigo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer, %1</source>
        <translation>El ordenador, %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Allow &amp;hints</source>
        <translation>Permitir &amp;pistas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow &amp;undo of one&apos;s last decision, until another person plays</source>
        <translation>Permitir &amp;deshacer la última decisión propia, hasta que juegue otra persona</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Without encryption (only on a local network you trust)</source>
        <translation>&amp;Sin cifrado (solo en una red local de confianza)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open the table</source>
        <translation>&amp;Abrir la mesa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host a table</source>
        <translation>Organizar una mesa</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A table of %1 for %n player(s). Friends join with the invitation you will get; a seat nobody takes is played by the computer.</source>
        <translation>
            <numerusform>Una mesa de %1 para %n jugador. Tus amigos se unen con la invitación que vas a recibir; el ordenador juega los asientos que nadie ocupe.</numerusform>
            <numerusform>Una mesa de %1 para %n jugadores. Tus amigos se unen con la invitación que vas a recibir; el ordenador juega los asientos que nadie ocupe.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Your name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Who plays %1&apos;s seat</source>
        <translation>Quién juega el asiento de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>At the table</source>
        <translation>En la mesa</translation>
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
        <translation>Segundos que se guarda el asiento de un amigo desconectado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A dropped friend&apos;s seat is &amp;kept for:</source>
        <translation>El asiento de un amigo desconectado se &amp;guarda durante:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seconds each person has for a decision</source>
        <translation>Segundos que tiene cada persona para una decisión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Time for each decision:</source>
        <translation>&amp;Tiempo para cada decisión:</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Level the computer plays a dropped friend&apos;s seat at</source>
        <translation>Nivel con el que el ordenador juega el asiento de un amigo desconectado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then the &amp;computer plays it at:</source>
        <translation>Después lo juega el &amp;ordenador en:</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Connection</source>
        <translation>Conexión</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On this computer</source>
        <translation>En este ordenador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On a table server (followsuit-server)</source>
        <translation>En un servidor de mesas (followsuit-server)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the table is opened</source>
        <translation>Dónde se abre la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wh&amp;ere:</source>
        <translation>&amp;Lugar:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Port</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Port:</source>
        <translation>P&amp;uerto:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cards.example.org:7766</source>
        <translation>cartas.example.org:7766</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table server&apos;s address and port</source>
        <translation>La dirección y el puerto del servidor de mesas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Server:</source>
        <translation>Ser&amp;vidor:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fingerprint the server printed</source>
        <translation>La huella que mostró el servidor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table server&apos;s certificate fingerprint</source>
        <translation>La huella del certificado del servidor de mesas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fingerprint:</source>
        <translation>&amp;Huella:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The creation key the server printed</source>
        <translation>La clave de creación que mostró el servidor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table server&apos;s creation key</source>
        <translation>La clave de creación del servidor de mesas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Creation &amp;key:</source>
        <translation>&amp;Clave de creación:</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the server&apos;s</source>
        <translation>el del servidor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the table server&apos;s address and port, as cards.example.org:7766.</source>
        <translation>Indica la dirección y el puerto del servidor de mesas, como cartas.example.org:7766.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the fingerprint the table server printed when it started: 64 hexadecimal digits.</source>
        <translation>Indica la huella que mostró el servidor de mesas al arrancar: 64 dígitos hexadecimales.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the creation key the table server printed when it started.</source>
        <translation>Indica la clave de creación que mostró el servidor de mesas al arrancar.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../app/remote/joindialog.cpp" line="+18"/>
        <source>&amp;Join</source>
        <translation>&amp;Unirse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join a table</source>
        <translation>Unirse a una mesa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tables on your &amp;network:</source>
        <translation>Mesas en tu &amp;red:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tables on your network</source>
        <translation>Mesas en tu red</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1, at %2</source>
        <translation>%1, en %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Looking for tables on your network…</source>
        <translation>Buscando mesas en tu red…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>To list the tables on your network, this computer needs the Avahi service, which is not running. An invitation works everywhere.</source>
        <translation>Para listar las mesas de tu red, este ordenador necesita el servicio Avahi, que no está en marcha. Una invitación funciona en cualquier lugar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tables on your network cannot be listed: the Avahi service did not answer. An invitation works everywhere.</source>
        <translation>No se pueden listar las mesas de tu red: el servicio Avahi no respondió. Una invitación funciona en cualquier lugar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Or paste the invitation your friend sent you: the whole message will do.</source>
        <translation>O pega la invitación que te envió tu amigo: sirve el mensaje entero.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Invitation</source>
        <translation>Invitación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Invitation:</source>
        <translation>&amp;Invitación:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Your name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>This invitation is damaged: ask your friend to send it again.</source>
        <translation>Esta invitación está dañada: pide a tu amigo que la envíe otra vez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no invitation in this text. An invitation starts with followsuit://</source>
        <translation>Este texto no contiene ninguna invitación. Una invitación empieza por followsuit://</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A table at %1.</source>
        <translation>Una mesa en %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A table at %1, without encryption: join only on a local network you trust.</source>
        <translation>Una mesa en %1, sin cifrado: únete solo en una red local de confianza.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give your name: the others see it at the table.</source>
        <translation>Escribe tu nombre: los demás lo ven en la mesa.</translation>
    </message>
</context>
<context>
    <name>KdeDeck</name>
    <message>
        <location filename="../app/table/kdedeck.cpp" line="+64"/>
        <source>is not a text file</source>
        <translation>no es un archivo de texto</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>has no [KDE Backdeck] group with a Name</source>
        <translation>no tiene un grupo [KDE Backdeck] con un Name</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>must name an .svg or .svgz file in its folder as SVG=, not “%1”</source>
        <translation>debe nombrar un archivo .svg o .svgz de su carpeta como SVG=, no «%1»</translation>
    </message>
</context>
<context>
    <name>KeyboardHelpDialog</name>
    <message>
        <location filename="../app/window/keyboardhelp.cpp" line="+31"/>
        <source>Keyboard — Follow Suit</source>
        <translation>Teclado — Follow Suit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every part of a match can be played from the keyboard. At the table the keys move an outline over the cards you may use, or over the buttons of a question.</source>
        <translation>Toda la partida se puede jugar con el teclado. En la mesa, las teclas mueven un recuadro por las cartas que puedes usar, o por los botones de una pregunta.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What they do</source>
        <translation>Qué hacen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys and what they do</source>
        <translation>Las teclas y qué hacen</translation>
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
        <translation>%1 o %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Left, Right</source>
        <translation>Izquierda, Derecha</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the outline to the previous or next card you may use, or to the previous or next button of a question.</source>
        <translation>Mover el recuadro a la carta utilizable anterior o siguiente, o al botón anterior o siguiente de una pregunta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Home, End</source>
        <translation>Inicio, Fin</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the outline to the first or the last of them.</source>
        <translation>Mover el recuadro al primero o al último de ellos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space</source>
        <translation>Espacio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the outlined card, pick it for a pass or put it back, or press the outlined button.</source>
        <translation>Jugar la carta recuadrada, elegirla para pasarla o devolverla, o pulsar el botón recuadrado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Press the outlined button, confirm the cards picked, go on to the next deal, or play the outlined card.</source>
        <translation>Pulsar el botón recuadrado, confirmar las cartas elegidas, pasar a la mano siguiente o jugar la carta recuadrada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Up, Down</source>
        <translation>Arriba, Abajo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>When a question comes with your cards (a choice you may make instead of playing), go to its buttons and back to your hand.</source>
        <translation>Cuando tus cartas vienen con una pregunta (una opción que puedes tomar en lugar de jugar), ir a sus botones y volver a tus cartas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0 to 9</source>
        <translation>0 a 9</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bid that number of tricks (two digits quickly for 10 and more).</source>
        <translation>Apostar ese número de bazas (dos cifras seguidas para 10 o más).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Put the last trick away.</source>
        <translation>Retirar la última baza.</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message numerus="yes">
        <location filename="../app/lobby/lobbydialog.cpp" line="+36"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1–%2 players</source>
        <translation>%1–%2 jugadores</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Rules…</source>
        <translation>&amp;Reglas…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset to &amp;defaults</source>
        <translation>Valores pre&amp;determinados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Host a table…</source>
        <translation>&amp;Organizar una mesa…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a table…</source>
        <translation>&amp;Unirse a una mesa…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game — Follow Suit</source>
        <translation>Nueva partida — Follow Suit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games</source>
        <translation>Juegos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of players</source>
        <translation>Número de jugadores</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Players:</source>
        <translation>Jugadores:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents:</source>
        <translation>Rivales:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How well the computer plays each seat: Easy plays by rules of thumb, Medium and Hard look ahead over possible deals.</source>
        <translation>Lo bien que juega el ordenador cada puesto: Fácil juega con reglas sencillas, Medio y Difícil miran por delante sobre repartos posibles.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Options&lt;/b&gt;</source>
        <translation>&lt;b&gt;Opciones&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play this game with friends on other computers: they join with an invitation you send them</source>
        <translation>Jugar a este juego con amigos en otros ordenadores: se unen con una invitación que tú les envías</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take a seat at a friend&apos;s table with the invitation they sent you</source>
        <translation>Sentarte a la mesa de un amigo con la invitación que te envió</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>always %1</source>
        <translation>siempre %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to %2; %3 is usual</source>
        <translation>de %1 a %2; lo habitual es %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Option %1; rules reference: section %2.</source>
        <translation>Opción %1; referencia de las reglas: sección %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (default: %2)</source>
        <translation>%1 (predeterminado: %2)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>on</source>
        <translation>sí</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 (default %2):</source>
        <translation>%1 (predeterminado %2):</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (default)</source>
        <translation>%1 (predeterminado)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This game has no options: it is played as the rules page says.</source>
        <translation>Este juego no tiene opciones: se juega como dice la página de reglas.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>All computer players.</source>
        <translation>Todos los demás son jugadores del ordenador.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All computer players; your partner is %1.</source>
        <translation>Todos los demás son jugadores del ordenador; tu compañero es %1.</translation>
    </message>
    <message>
        <location line="-219"/>
        <location line="+286"/>
        <source>This cannot be played: %1</source>
        <translation>No se puede jugar así: %1</translation>
    </message>
</context>
<context>
    <name>LowBufferSocket</name>
    <message>
        <location filename="../app/net/lowbuffersocket.cpp" line="+36"/>
        <source>The other end does not read what it is sent.</source>
        <translation>El otro extremo no lee lo que se le envía.</translation>
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
        <translation>Bienvenido a Follow Suit.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Choose Game ▸ New game to start a game.</source>
        <translation>Elige Partida ▸ Nueva partida para empezar.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Score sheet</source>
        <translation>Hoja de puntuación</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Last trick</source>
        <translation>Ú&amp;ltima baza</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Computer &amp;speed</source>
        <translation>&amp;Velocidad del ordenador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fast</source>
        <translation>&amp;Rápida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Slow</source>
        <translation>&amp;Lenta</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>S&amp;tatistics…</source>
        <translation>Es&amp;tadísticas…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preferences…</source>
        <translation>Pre&amp;ferencias…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Rematch</source>
        <translation>Re&amp;vancha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same game again, with new cards</source>
        <translation>La misma partida otra vez, con cartas nuevas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Hoja de puntuación</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+115"/>
        <location filename="../app/window/mainwindow_net.cpp" line="+162"/>
        <source>&amp;Rules of %1</source>
        <translation>&amp;Reglas de %1</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>&amp;About Follow Suit</source>
        <translation>&amp;Acerca de Follow Suit</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Abandon this game?</source>
        <translation>¿Abandonar esta partida?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Leave the table? The computer will play your seat.</source>
        <translation>¿Dejar la mesa? El ordenador jugará tu asiento.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game in progress will be lost. Start a new game?</source>
        <translation>La partida en curso se perderá. ¿Empezar una partida nueva?</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The game in progress will be lost. Start again with new cards?</source>
        <translation>La partida en curso se perderá. ¿Empezar de nuevo con cartas nuevas?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>That game cannot start: %1</source>
        <translation>Esa partida no puede empezar: %1</translation>
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
        <translation>Acerca de Follow Suit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Follow Suit %1&lt;/h3&gt;&lt;p&gt;A card table for trick-taking games.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Follow Suit %1&lt;/h3&gt;&lt;p&gt;Una mesa para juegos de bazas.&lt;/p&gt;&lt;p&gt;Software libre bajo la Licencia Pública General de GNU, versión 3 o posterior.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Deck not used</source>
        <translation>Baraja no usada</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Settings: %1.</source>
        <translation>Ajustes: %1.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Close Follow Suit?</source>
        <translation>¿Cerrar Follow Suit?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your friends&apos; table stops until you start Follow Suit again; then it goes on where it stopped. Close now?</source>
        <translation>La mesa de tus amigos se detiene hasta que vuelvas a abrir Follow Suit; luego sigue donde se quedó. ¿Cerrar ahora?</translation>
    </message>
    <message>
        <location filename="../app/window/mainwindow_hint.cpp" line="+18"/>
        <source>&amp;Hint</source>
        <translation>&amp;Consejo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What the Hard computer player would do in your place, and why</source>
        <translation>Lo que haría el jugador Difícil en tu lugar, y por qué</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Thinking about a hint…</source>
        <translation>Pensando un consejo…</translation>
    </message>
    <message>
        <location filename="../app/window/mainwindow_review.cpp" line="+26"/>
        <source>Re&amp;view deals…</source>
        <translation>Re&amp;visar manos…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step through the deals played so far with every hand shown</source>
        <translation>Recorrer las manos jugadas hasta ahora con todas las cartas a la vista</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Check my decisions…</source>
        <translation>Re&amp;visar mis decisiones…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your decisions in the last deal, where the Hard player would have chosen otherwise</source>
        <translation>Tus decisiones de la última mano, donde el jugador Difícil habría elegido otra cosa</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Print score sheet…</source>
        <translation>&amp;Imprimir la hoja de puntuación…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export score sheet as P&amp;DF…</source>
        <translation>Exportar la hoja de puntuación como P&amp;DF…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export score sheet as &amp;CSV…</source>
        <translation>Exportar la hoja de puntuación como &amp;CSV…</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 score sheet.%2</source>
        <translation>Hoja de puntuación de %1.%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export the score sheet as PDF</source>
        <translation>Exportar la hoja de puntuación como PDF</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export the score sheet as CSV</source>
        <translation>Exportar la hoja de puntuación como CSV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Score sheet not exported</source>
        <translation>Hoja de puntuación no exportada</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/window/mainwindow_session.cpp" line="+106"/>
        <source>%1 could not be written: %2</source>
        <translation>No se pudo escribir %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The score sheet was exported to %1.</source>
        <translation>La hoja de puntuación se exportó a %1.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Match not shown</source>
        <translation>Partida no mostrada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This match&apos;s record cannot be read: %1</source>
        <translation>No se puede leer el registro de esta partida: %1</translation>
    </message>
    <message>
        <location filename="../app/window/mainwindow_session.cpp" line="-287"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open record…</source>
        <translation>&amp;Abrir registro…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue a match from a record file</source>
        <translation>Continuar una partida desde un archivo de registro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export record…</source>
        <translation>&amp;Exportar registro…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+25"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Undo: %1</source>
        <translation>&amp;Deshacer: %1</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+24"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Redo: %1</source>
        <translation>&amp;Rehacer: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Shared table not resumed</source>
        <translation>Mesa compartida no reanudada</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved game not used</source>
        <translation>Partida guardada no usada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved game set aside</source>
        <translation>Partida guardada apartada</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Unfinished game: %1, %2 players</source>
        <translation>Partida sin terminar: %1, %2 jugadores</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In the first deal.</source>
        <translation>En la primera mano.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>After %n deal(s): %1.</source>
        <translation>
            <numerusform>Tras %n mano: %1.</numerusform>
            <numerusform>Tras %n manos: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1
Saved %2.</source>
        <comment>a saved game&apos;s description, then when it was saved</comment>
        <translation>%1
Guardada el %2.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Saved game not resumed</source>
        <translation>Partida guardada no continuada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved game could not be resumed: %1</source>
        <translation>No se pudo continuar la partida guardada: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Welcome back: the game goes on where it stopped.</source>
        <translation>Bienvenido de nuevo: la partida sigue donde se quedó.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open a record</source>
        <translation>Abrir un registro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow Suit records (*.json);;All files (*)</source>
        <translation>Registros de Follow Suit (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+29"/>
        <source>Record not opened</source>
        <translation>Registro no abierto</translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+29"/>
        <source>%1 cannot be opened: %2</source>
        <translation>No se puede abrir %1: %2</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Open record</source>
        <translation>Abrir registro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This match is not finished. Play on from where the record ends, or watch the deals played so far?</source>
        <translation>Esta partida no ha terminado. ¿Seguir jugando donde acaba el registro, o ver las manos jugadas hasta ahora?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Play on</source>
        <translation>&amp;Seguir jugando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game in progress will be lost. Continue the record instead?</source>
        <translation>La partida en curso se perderá. ¿Continuar el registro en su lugar?</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 %2.json</source>
        <translation>%1 %2.json</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export the match as a record</source>
        <translation>Exportar la partida como registro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Follow Suit records (*.json)</source>
        <translation>Registros de Follow Suit (*.json)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Record not exported</source>
        <translation>Registro no exportado</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The match was exported to %1.</source>
        <translation>La partida se exportó a %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match was exported to %1 without its first deal, which is still being played.</source>
        <translation>La partida se exportó a %1 sin su primera mano, que aún se está jugando.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The match was exported to %1 up to the end of deal %2; the deal in progress stays at the table.</source>
        <translation>La partida se exportó a %1 hasta el final de la mano %2; la mano en curso sigue en la mesa.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The match could not be added to the statistics: %1</source>
        <translation>No se pudo añadir la partida a las estadísticas: %1</translation>
    </message>
    <message>
        <location filename="../app/window/mainwindow_access.cpp" line="+19"/>
        <source>L&amp;isten</source>
        <translation>Esc&amp;uchar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your &amp;cards</source>
        <translation>Tus &amp;cartas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Says your hand, suit by suit.</source>
        <translation>Dice tus cartas, palo por palo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The &amp;trick</source>
        <translation>La &amp;baza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Says the cards on the trick, who played each, and whose turn it is.</source>
        <translation>Dice las cartas de la baza, quién jugó cada una y a quién le toca.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The &amp;scores</source>
        <translation>Las &amp;puntuaciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Says the totals of the match and the tricks of this deal.</source>
        <translation>Dice los totales de la partida y las bazas de esta mano.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The &amp;deal</source>
        <translation>La &amp;mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Says the deal, trumps, the bids, who leads, and what you must decide.</source>
        <translation>Dice la mano, el triunfo, las apuestas, quién sale y qué debes decidir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say that &amp;again</source>
        <translation>&amp;Repetir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Says the last thing that was said again.</source>
        <translation>Repite lo último que se dijo.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Go to the &amp;table</source>
        <translation>Ir a la &amp;mesa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go to the score s&amp;heet</source>
        <translation>Ir a la hoja de &amp;puntuación</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Teclado</translation>
    </message>
    <message>
        <location filename="../app/window/mainwindow_net.cpp" line="-127"/>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>You took back your last decision.</source>
        <translation>Has deshecho tu última decisión.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 took back their last decision.</source>
        <translation>%1 ha deshecho su última decisión.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The table is gone</source>
        <translation>La mesa ya no está</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Host</source>
        <translation>Anfitrión</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+110"/>
        <source>The table was not opened</source>
        <translation>La mesa no se abrió</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>The connection to the table was lost: trying again…</source>
        <translation>Se perdió la conexión con la mesa: reintentando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connected to the table again.</source>
        <translation>Conectado de nuevo a la mesa.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 at a shared table — Follow Suit</source>
        <translation>%1 en una mesa compartida — Follow Suit</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Back to the table?</source>
        <translation>¿Volver a la mesa?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow Suit closed while you were hosting a table of %1. Open it again? Your friends come back to it by themselves.</source>
        <translation>Follow Suit se cerró mientras organizabas una mesa de %1. ¿Abrirla de nuevo? Tus amigos vuelven a ella solos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Follow Suit closed while you were playing %1 at a shared table. Go back to your seat?</source>
        <translation>Follow Suit se cerró mientras jugabas a %1 en una mesa compartida. ¿Volver a tu asiento?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Back to the table</source>
        <translation>&amp;Volver a la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave it</source>
        <translation>&amp;Dejarla</translation>
    </message>
</context>
<context>
    <name>MatchResultDialog</name>
    <message>
        <location filename="../app/scoresheet/matchresultdialog.cpp" line="+22"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rematch</source>
        <translation>Revancha</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>You win!</source>
        <translation>¡Ganas!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You share the win.</source>
        <translation>Compartes la victoria.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 win.</source>
        <translation>Ganan %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins.</source>
        <translation>Gana %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 share the win.</source>
        <translation>%1 comparten la victoria.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 (you)</source>
        <translation>%1 (tú)</translation>
    </message>
</context>
<context>
    <name>MatchSession</name>
    <message>
        <location filename="../app/session/matchsession.cpp" line="+81"/>
        <source>The game could not be saved to %1: %2</source>
        <translation>No se pudo guardar la partida en %1: %2</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>play %1</source>
        <translation>jugar %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>pass %n card(s)</source>
        <translation>
            <numerusform>pasar %n carta</numerusform>
            <numerusform>pasar %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>discard %n card(s)</source>
        <translation>
            <numerusform>descartar %n carta</numerusform>
            <numerusform>descartar %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid %1</source>
        <translation>apostar %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>choose “%1”</source>
        <translation>elegir «%1»</translation>
    </message>
</context>
<context>
    <name>MatchSetup</name>
    <message>
        <location filename="../app/lobby/matchsetup.cpp" line="+46"/>
        <source>%1 players</source>
        <translation>%1 jugadores</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <location filename="../app/remote/netplay.cpp" line="+102"/>
        <source>No certificate could be made for the table: %1</source>
        <translation>No se pudo crear un certificado para la mesa: %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The table cannot be opened on port %1: %2</source>
        <translation>La mesa no se puede abrir en el puerto %1: %2</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>%1&apos;s table of %2</source>
        <translation>Mesa de %2 de %1</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>The table&apos;s certificate is not the one the invitation names. Ask for the invitation again; someone may be in between.</source>
        <translation>El certificado de la mesa no es el que indica la invitación. Pide la invitación otra vez; puede que alguien se haya interpuesto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table could not be reached. Check the invitation, and that the host is still there.</source>
        <translation>No se pudo llegar a la mesa. Comprueba la invitación y que el anfitrión sigue ahí.</translation>
    </message>
</context>
<context>
    <name>NetText</name>
    <message>
        <location filename="../app/remote/nettext.cpp" line="+20"/>
        <source>There is no table with that code on the server. The table may be over, or the code mistyped.</source>
        <translation>El servidor no tiene ninguna mesa con ese código. Puede que la partida haya terminado o que el código esté mal escrito.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every seat at that table is taken.</source>
        <translation>Todos los asientos de esa mesa están ocupados.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table no longer keeps your seat.</source>
        <translation>La mesa ya no guarda tu asiento.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table runs another version of Follow Suit. Both of you need the same version.</source>
        <translation>La mesa usa otra versión de Follow Suit. Ambos necesitáis la misma versión.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server is hosting as many tables as it can. Try again later.</source>
        <translation>El servidor ya aloja todas las mesas que puede. Inténtalo más tarde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server opens tables only with its creation key, and this one is not it. Ask whoever runs the server for the key it printed.</source>
        <translation>El servidor solo abre mesas con su clave de creación, y esta no lo es. Pide la clave que mostró a quien gestiona el servidor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your address already has as many open tables on the server as it may. Finish or leave one first.</source>
        <translation>Tu dirección ya tiene en el servidor tantas mesas abiertas como puede. Termina o deja una primero.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The host removed you from the table.</source>
        <translation>El anfitrión te ha quitado de la mesa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No other person has that seat.</source>
        <translation>Ninguna otra persona ocupa ese puesto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table was closed: it had not started and nobody was at it.</source>
        <translation>La mesa se cerró: la partida no había empezado y no había nadie en ella.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table was closed: everyone had left it long ago.</source>
        <translation>La mesa se cerró: todos la habían dejado hace tiempo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host closed the table: the match is over.</source>
        <translation>El anfitrión cerró la mesa: la partida ha terminado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host closed Follow Suit. The table is kept: you are back at your seat as soon as they open it again.</source>
        <translation>El anfitrión cerró Follow Suit. La mesa se conserva: volverás a tu sitio en cuanto la abra de nuevo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The connection took too long to take a seat.</source>
        <translation>La conexión tardó demasiado en ocupar un asiento.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many messages were sent too quickly; the server closed the connection.</source>
        <translation>Se enviaron demasiados mensajes demasiado rápido; el servidor cerró la conexión.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server cannot host that game with these options.</source>
        <translation>El servidor no puede alojar ese juego con estas opciones.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the host can start the match.</source>
        <translation>Solo el anfitrión puede empezar la partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match has already started.</source>
        <translation>La partida ya ha empezado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You already have a seat at this table.</source>
        <translation>Ya tienes un asiento en esta mesa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the table was lost.</source>
        <translation>Se perdió la conexión con la mesa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table refused the connection: %1</source>
        <translation>La mesa rechazó la conexión: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Computer %1</source>
        <comment>a computer&apos;s seat at a shared table, counted from 1</comment>
        <translation>Ordenador %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+21"/>
        <source>computer, %1</source>
        <translation>ordenador, %1</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+21"/>
        <source>connected</source>
        <translation>conectado</translation>
    </message>
    <message numerus="yes">
        <location line="-19"/>
        <source>away, %n s</source>
        <comment>seconds the seat is still kept</comment>
        <translation>
            <numerusform>ausente, %n s</numerusform>
            <numerusform>ausente, %n s</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>away: computer plays</source>
        <translation>ausente: juega el ordenador</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>to decide: %n s</source>
        <comment>seconds left before the computer decides for the seat</comment>
        <translation>
            <numerusform>para decidir: %n s</numerusform>
            <numerusform>para decidir: %n s</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>open for a friend</source>
        <translation>libre para un amigo</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>connection lost, seat kept for %n second(s)</source>
        <translation>
            <numerusform>conexión perdida, asiento guardado %n segundo</numerusform>
            <numerusform>conexión perdida, asiento guardado %n segundos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>connection lost, the computer plays for them (%1)</source>
        <translation>conexión perdida, el ordenador juega por esa persona (%1)</translation>
    </message>
</context>
<context>
    <name>OhHellFace</name>
    <message>
        <location filename="../app/games/ohhell/ohhellface.cpp" line="+8"/>
        <source>Oh Hell</source>
        <translation>Podrida</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bid exactly how many tricks you will take, one card up to many and back.</source>
        <translation>Apuesta exactamente cuántas bazas ganarás, de una carta a muchas y vuelta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Up and down the river: one card each, then two, up to the largest hand and back down to one. The card after the deal is turned for trumps. Everyone bids in secret how many tricks they will take; follow suit, trumps win. Make your bid exactly for 20 plus 10 a trick; a miss costs 10 a trick of difference. Highest total after the last deal wins.</source>
        <translation>Subir y bajar: una carta cada uno, luego dos, hasta la mano más grande y de vuelta a una. La carta que sigue al reparto se vuelve para el triunfo. Cada uno apuesta en secreto cuántas bazas ganará; hay que asistir, el triunfo gana. Cumple tu apuesta exactamente para ganar 20 más 10 por baza; fallar cuesta 10 por baza de diferencia. Gana el total más alto tras la última mano.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bid in turn, in public; the dealer may not bid so that the bids add up to the tricks</source>
        <translation>Apostar por turno, en público; el repartidor no puede apostar de modo que las apuestas sumen las bazas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Largest hand of 52 divided by the players instead of 51; a deal using every card has no trumps</source>
        <translation>Máximo de cartas por jugador: 52 entre el número de jugadores en vez de 51; una mano que usa todas las cartas no tiene triunfo</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>Hand %1 of %2: %n card(s) each</source>
        <translation>
            <numerusform>Mano %1 de %2: %n carta cada uno</numerusform>
            <numerusform>Mano %1 de %2: %n cartas cada uno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Bids: %1 for %n trick(s) (over)</source>
        <translation>
            <numerusform>Apuestas: %1 para %n baza (por encima)</numerusform>
            <numerusform>Apuestas: %1 para %n bazas (por encima)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Bids: %1 for %n trick(s) (under)</source>
        <translation>
            <numerusform>Apuestas: %1 para %n baza (por debajo)</numerusform>
            <numerusform>Apuestas: %1 para %n bazas (por debajo)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Bids: %1 for %n trick(s)</source>
        <translation>
            <numerusform>Apuestas: %1 para %n baza</numerusform>
            <numerusform>Apuestas: %1 para %n bazas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OhHellSheetModel</name>
    <message>
        <location filename="../app/games/ohhell/ohhellsheetmodel.cpp" line="+20"/>
        <source>Hand</source>
        <translation>Cartas</translation>
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
            <numerusform>%n carta cada uno; %1</numerusform>
            <numerusform>%n cartas cada uno; %1</numerusform>
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
        <translation>Apostó %1 y lo cumplió: %2 puntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bid %1, took %2: %3 points</source>
        <translation>Apostó %1, ganó %2: %3 puntos</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>bid/tricks taken, then points</source>
        <translation>apuesta/bazas ganadas, luego puntos</translation>
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
        <translation>En el Put, una mano jugada hasta tener ganador gana de inmediato toda la partida, sea cual sea la puntuación.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Three cards, threes and deuces high: bluff, put, or throw in.</source>
        <translation>Tres cartas, treses y doses arriba: farolea, haz put o ríndete.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Three cards each, ranked 3 2 A K Q J 10 ... 4, suits ignored; equal ranks tie a trick. Two tricks win the deal. Before leading you may throw in (the other side scores 1), lead, or put: the other side folds (you score 1) or sees and the deal is played out. A deal played out to a decision wins the whole game; otherwise first to 5. Three players play alone; four play as partners, each side&apos;s feeder passing its best card to the partner who plays.</source>
        <translation>Tres cartas cada uno, en orden 3 2 A R D J 10 ... 4, sin importar el palo; rangos iguales empatan la baza. Dos bazas ganan la mano. Antes de salir puedes rendirte (el otro bando suma 1), salir o hacer put: el otro bando se retira (sumas 1) o ve, y la mano se juega hasta el final. Una mano jugada hasta una decisión gana toda la partida; si no, gana el primero en llegar a 5. Con tres jugadores cada uno juega solo; con cuatro, por parejas, y el que alimenta en cada bando pasa su mejor carta al compañero que juega.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cotton&apos;s scoring (1674): a deal played out without a put earns 1, a seen put decides the game</source>
        <translation>Puntuación de Cotton (1674): una mano jugada sin put da 1, un put visto decide la partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points from throw-ins and folds that win the game</source>
        <translation>Puntos por rendiciones y retiradas que ganan la partida</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Plays the deal</source>
        <translation>Juega la mano</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Feeds the partner</source>
        <translation>Alimenta al compañero</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wants to play</source>
        <translation>Quiere jugar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wants to feed</source>
        <translation>Quiere alimentar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Threw in</source>
        <translation>Se rindió</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sees the put</source>
        <translation>Ve el put</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Folded</source>
        <translation>Se retiró</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lead a card, put, or throw in?</source>
        <translation>¿Salir con una carta, hacer put o rendirte?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Put, or throw in?</source>
        <translation>¿Put, o rendirte?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead a card, or throw in?</source>
        <translation>¿Salir con una carta, o rendirte?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Throw in?</source>
        <translation>¿Rendirte?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have been put: fold, or see it out?</source>
        <translation>Te han hecho put: ¿te retiras, o lo ves hasta el final?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play this deal for your side, or feed your partner?</source>
        <translation>¿Jugar esta mano por tu bando, o alimentar a tu compañero?</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Throw in</source>
        <translation>Rendirse</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fold</source>
        <translation>Retirarse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>See</source>
        <translation>Ver</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I play this deal</source>
        <translation>Juego yo esta mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>My partner plays</source>
        <translation>Juega mi compañero</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You must pass your highest-ranked card.</source>
        <translation>Debes pasar tu carta de mayor rango.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Conceded</source>
        <translation>Cedida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You gave up the deal</source>
        <translation>Cediste la mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gave up the deal</source>
        <translation>%1 cedió la mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing scored</source>
        <translation>Nada anotado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game won</source>
        <translation>Juego ganado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the game</source>
        <translation>Ganaste la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 won the game</source>
        <translation>%1 ganó la partida</translation>
    </message>
</context>
<context>
    <name>PutSheetModel</name>
    <message>
        <location filename="../app/games/put/putsheetmodel.cpp" line="+21"/>
        <source>Deal</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 folded</source>
        <translation>%1 se retiró</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You folded</source>
        <translation>Te retiraste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 threw in</source>
        <translation>%1 se rindió</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You threw in</source>
        <translation>Te rendiste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won the game</source>
        <translation>%1 ganó la partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You won the game</source>
        <translation>Ganaste la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won</source>
        <translation>Gana %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You won</source>
        <translation>Ganas tú</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick and tie</source>
        <translation>Baza y empate</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 and %2 played</source>
        <translation>Jugaron %1 y %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 put, and was seen</source>
        <translation>%1 hizo put, y se lo vieron</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You put, and were seen</source>
        <translation>Hiciste put, y te lo vieron</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 put</source>
        <translation>%1 hizo put</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You put</source>
        <translation>Hiciste put</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 conceded: a point to the other side</source>
        <translation>%1 cedió: un punto para el otro bando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You conceded: a point to the other side</source>
        <translation>Cediste: un punto para el otro bando</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deciding deal: played out, it won the whole game</source>
        <translation>Mano decisiva: jugada hasta el final, ganó toda la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody won two tricks: nothing scored</source>
        <translation>Nadie ganó dos bazas: nada anotado</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>%1 game</source>
        <translation>Partida de %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 won the game with this deal</source>
        <translation>%1 ganó la partida con esta mano</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>points; %1 won the game outright</source>
        <translation>puntos; %1 ganó la partida directamente</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../app/review/reviewdialog.cpp" line="+44"/>
        <source>Review a Deal</source>
        <translation>Revisar una mano</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Deal:</source>
        <translation>&amp;Mano:</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal as dealt (Home)</source>
        <translation>La mano tal como se repartió (Inicio)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step back (Left)</source>
        <translation>Un paso atrás (Izquierda)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step on (Right)</source>
        <translation>Un paso adelante (Derecha)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the deal (End)</source>
        <translation>El final de la mano (Fin)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Step 888 of 888</source>
        <translation>Paso 888 de 888</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The record stops being playable here: %1</source>
        <translation>El registro deja de poder jugarse aquí: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Review a Deal — %1</source>
        <translation>Revisar una mano — %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 (in progress)</source>
        <translation>%1 (en curso)</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Deal %1 on the score sheet, and the totals after it:</source>
        <translation>Mano %1 en la hoja de puntuación, y los totales tras ella:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal is not finished. The totals before it:</source>
        <translation>Esta mano no ha terminado. Los totales antes de ella:</translation>
    </message>
</context>
<context>
    <name>ReviewView</name>
    <message>
        <location filename="../app/review/reviewview.cpp" line="+31"/>
        <source>The deal</source>
        <translation>La mano</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deal under review</source>
        <translation>La mano en revisión</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>You hold %1</source>
        <comment>your cards suit by suit</comment>
        <translation>Tienes %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds %2</source>
        <comment>a seat, then its cards suit by suit</comment>
        <translation>%1 tiene %2</translation>
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
        <translation>En la baza: %1.</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <location filename="../app/lobby/rulesbrowser.cpp" line="+53"/>
        <source>Rules of %1</source>
        <translation>Reglas de %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No rules page was found for this game.</source>
        <translation>No se encontró ninguna página de reglas para este juego.</translation>
    </message>
</context>
<context>
    <name>SaveSlot</name>
    <message>
        <location filename="../app/session/saveslot.cpp" line="+24"/>
        <source>The saved game %1 cannot be used (%2), and it could not be moved aside, so it is left as it is and this session is not saved.</source>
        <translation>La partida guardada %1 no se puede usar (%2) y no se pudo apartar, así que se deja como está y esta sesión no se guarda.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The saved game %1 cannot be used (%2). It was kept as %3; a new game starts.</source>
        <translation>La partida guardada %1 no se puede usar (%2). Se guardó como %3; empieza una partida nueva.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message numerus="yes">
        <location filename="../app/scoresheet/scorechart.cpp" line="+100"/>
        <source>%1 and %n other(s)</source>
        <translation>
            <numerusform>%1 y %n más</numerusform>
            <numerusform>%1 y %n más</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Target %1</source>
        <translation>Objetivo %1</translation>
    </message>
</context>
<context>
    <name>ScoreSheetExport</name>
    <message>
        <location filename="../app/export/scoresheetexport.cpp" line="+52"/>
        <source>Could not write %1: %2</source>
        <translation>No se pudo escribir %1: %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+32"/>
        <source>Deal</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Players: %1</source>
        <translation>Jugadores: %1</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Print the Score Sheet</source>
        <translation>Imprimir la hoja de puntuación</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <location filename="../app/scoresheet/scoresheetmodel.cpp" line="+119"/>
        <source>Seat %1</source>
        <translation>Puesto %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 &amp;
%2</source>
        <comment>two partners over two lines, as a narrow column header</comment>
        <translation>%1 y
%2</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>No trumps</source>
        <translation>Sin triunfo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Trumps: %1</source>
        <translation>Triunfo: %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>In the lead</source>
        <translation>En cabeza</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
</context>
<context>
    <name>ScoreSheetPanel</name>
    <message>
        <location filename="../app/scoresheet/scoresheetpanel.cpp" line="+65"/>
        <source>Score sheet</source>
        <translation>Hoja de puntuación</translation>
    </message>
</context>
<context>
    <name>SeatLevels</name>
    <message>
        <location filename="../app/lobby/seatlevels.cpp" line="+39"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
</context>
<context>
    <name>SeatList</name>
    <message>
        <location filename="../app/remote/seatlist.cpp" line="+49"/>
        <source>Seats at the table</source>
        <translation>Asientos de la mesa</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Give the seat back to %1</source>
        <translation>Devolver el puesto a %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let the computer play %1&apos;s seat</source>
        <translation>Que el ordenador juegue el puesto de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove %1 from the table</source>
        <translation>Quitar a %1 de la mesa</translation>
    </message>
</context>
<context>
    <name>SecondsFace</name>
    <message>
        <location filename="../app/games/seconds/secondsface.cpp" line="+8"/>
        <source>Seconds</source>
        <translation>Seconds (los segundos)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The second-highest card takes the trick, and the second-best total wins.</source>
        <translation>La segunda carta más alta gana la baza, y el segundo mejor total gana la partida.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Eight deals, each player for themselves, no trumps. The second-highest card of the suit led takes the trick (if nobody follows, the second-highest of all four). Deals 1 to 3 pair the players differently and score your tricks times your partner&apos;s; deals 4 and 5 multiply by your left, then your right neighbour&apos;s tricks; deal 6 pays 3 per trick, deal 7 pays 13 less your tricks, and deal 8 shares 12 among those who took exactly three. The second-highest total wins.</source>
        <translation>Ocho manos, cada uno por su cuenta, sin triunfo. La segunda carta más alta del palo de salida gana la baza (si nadie asiste, la segunda más alta de las cuatro). Las manos 1 a 3 emparejan a los jugadores de forma distinta y puntúan tus bazas por las de tu compañero; las manos 4 y 5 multiplican por las bazas de tu vecino de la izquierda y luego de la derecha; la mano 6 paga 3 por baza, la mano 7 paga 13 menos tus bazas, y la mano 8 reparte 12 entre quienes ganaron exactamente tres. Gana el segundo total más alto.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Deal 6 scores the square of your tricks instead of 3 per trick</source>
        <translation>La mano 6 puntúa el cuadrado de tus bazas en vez de 3 por baza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The highest total wins instead of the second-highest</source>
        <translation>Gana el total más alto en vez del segundo</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Partners: your tricks × your partner&apos;s</source>
        <translation>Compañeros: tus bazas × las de tu compañero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Half-partners: your tricks × your left neighbour&apos;s</source>
        <translation>Medio compañeros: tus bazas × las de tu vecino de la izquierda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Half-partners: your tricks × your right neighbour&apos;s</source>
        <translation>Medio compañeros: tus bazas × las de tu vecino de la derecha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win tricks: the square of your tricks</source>
        <translation>Ganar bazas: el cuadrado de tus bazas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win tricks: 3 points each</source>
        <translation>Ganar bazas: 3 puntos cada una</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lose tricks: 13 less your tricks</source>
        <translation>Perder bazas: 13 menos tus bazas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exactly three tricks share 12 points</source>
        <translation>Exactamente tres bazas se reparten 12 puntos</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The second-highest card takes the trick</source>
        <translation>La segunda carta más alta gana la baza</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The second-highest total wins; the highest is placed second.</source>
        <translation>Gana el segundo total más alto; el más alto queda segundo.</translation>
    </message>
</context>
<context>
    <name>SecondsSheetModel</name>
    <message>
        <location filename="../app/games/seconds/secondssheetmodel.cpp" line="+39"/>
        <source>Deal</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1+%2 v %3+%4</source>
        <translation>%1+%2 c. %3+%4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>× left</source>
        <translation>× izq.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>× right</source>
        <translation>× der.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tricks²</source>
        <translation>bazas²</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>3 a trick</source>
        <translation>3 por baza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>13 − tricks</source>
        <translation>13 − bazas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exactly 3</source>
        <translation>exactamente 3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Partners: %1 with %2. Each scores their tricks times their partner&apos;s.</source>
        <translation>Compañeros: %1 con %2. Cada uno suma sus bazas por las de su compañero.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Half-partners: each scores their tricks times their left neighbour&apos;s.</source>
        <translation>Medio compañeros: cada uno suma sus bazas por las de su vecino de la izquierda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Half-partners: each scores their tricks times their right neighbour&apos;s.</source>
        <translation>Medio compañeros: cada uno suma sus bazas por las de su vecino de la derecha.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No partners: each scores the square of their tricks.</source>
        <translation>Sin compañeros: cada uno suma el cuadrado de sus bazas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No partners: each scores 3 a trick.</source>
        <translation>Sin compañeros: cada uno suma 3 por baza.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No partners: each scores 13 less their tricks.</source>
        <translation>Sin compañeros: cada uno suma 13 menos sus bazas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No partners: 12 points shared by those who took exactly three tricks.</source>
        <translation>Sin compañeros: 12 puntos repartidos entre quienes ganaron exactamente tres bazas.</translation>
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
            <numerusform>Ganó %n baza: %1 puntos</numerusform>
            <numerusform>Ganó %n bazas: %1 puntos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Took %1, times the %2 you took: %3 points</source>
        <translation>Ganó %1, por las %2 que ganaste tú: %3 puntos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Took %1, times the %2 taken by %3: %4 points</source>
        <translation>Ganó %1, por las %2 que ganó %3: %4 puntos</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>points (tricks taken)</source>
        <translation>puntos (bazas ganadas)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The highest total wins.</source>
        <translation>Gana el total más alto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The second-highest total wins; the highest is placed second.</source>
        <translation>Gana el segundo total más alto; el más alto queda segundo.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../app/settings/settingsdialog.cpp" line="+27"/>
        <source>None: cards jump into place</source>
        <translation>Ninguna: las cartas saltan a su sitio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Rápidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Lentas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play the only card I may play for me</source>
        <translation>Jugar por mí la única carta que puedo jugar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a card twice to play it (a drag plays at once)</source>
        <translation>Hacer clic dos veces en una carta para jugarla (arrastrar la juega enseguida)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow taking back my decisions (Edit ▸ Undo)</source>
        <translation>Permitir deshacer mis decisiones (Editar ▸ Deshacer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offer hints from the Hard player (Game ▸ Hint)</source>
        <translation>Ofrecer consejos del jugador Difícil (Partida ▸ Consejo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>High-contrast table: a black baize, white text on black plates and bright yellow outlines</source>
        <translation>Mesa de alto contraste: tapete negro, texto blanco sobre placas negras y contornos amarillo vivo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Preferences — Follow Suit</source>
        <translation>Preferencias — Follow Suit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You</source>
        <translation>Tú</translation>
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
        <translation>El de la baraja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every card played</source>
        <translation>Cada carta jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks, bids and scores</source>
        <translation>Bazas, apuestas y puntuaciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only my turn and the scores</source>
        <translation>Solo mi turno y las puntuaciones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What a screen reader is told as play goes on. Keys C, T, S and W tell the hand, the trick, the scores and the deal at any time.</source>
        <translation>Lo que se dice al lector de pantalla durante el juego. Las teclas C, T, S y W dicen en cualquier momento tus cartas, la baza, las puntuaciones y la mano.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 % (as large as the window allows)</source>
        <translation>%1 % (tan grandes como permita la ventana)</translation>
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
        <translation>Cuanto más grandes son, más se solapan tus cartas; en una ventana pequeña, la mesa solo las agranda mientras todo siga cabiendo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The system&apos;s language</source>
        <translation>El idioma del sistema</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animaciones:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer &amp;pause:</source>
        <translation>&amp;Pausa del ordenador:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card &amp;back:</source>
        <translation>&amp;Reverso de las cartas:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deck:</source>
        <translation>&amp;Baraja:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card &amp;size:</source>
        <translation>&amp;Tamaño de las cartas:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sa&amp;y aloud:</source>
        <translation>&amp;Decir en voz alta:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new language is used from the next start.</source>
        <translation>Un idioma nuevo se usa a partir del próximo inicio.</translation>
    </message>
</context>
<context>
    <name>SharedSeat</name>
    <message>
        <location filename="../app/remote/sharedseat.cpp" line="+78"/>
        <source>a part of it is missing or wrong</source>
        <translation>falta una parte o es incorrecta</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The seat kept at a shared table could not be read (%1); the file is kept as %2.</source>
        <translation>No se pudo leer el asiento guardado en una mesa compartida (%1); el archivo se conserva como %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The seat kept at a shared table could not be read (%1).</source>
        <translation>No se pudo leer el asiento guardado en una mesa compartida (%1).</translation>
    </message>
</context>
<context>
    <name>SheetText</name>
    <message>
        <location filename="../app/scoresheet/sheettext.cpp" line="+9"/>
        <source>1st</source>
        <translation>1.º</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2nd</source>
        <translation>2.º</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3rd</source>
        <translation>3.º</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1th</source>
        <translation>%1.º</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>NT</source>
        <comment>no trumps</comment>
        <translation>ST</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no trumps</source>
        <translation>sin triunfo</translation>
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
        <translation>Apuesta con tu compañero, las picas siempre de triunfo: cumple el contrato, evita los sacos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Four players in two partnerships, partners opposite; spades are always trumps. Each player bids the tricks they expect to take, or nil for none. A side that makes its contract scores 10 a trick bid and 1 for each extra trick, a bag; every tenth bag costs 100. Nil scores 100, blind nil 200, or loses as much. Spades may not be led until broken. The first side to 500 wins.</source>
        <translation>Cuatro jugadores en dos parejas, compañeros enfrente; las picas son siempre triunfo. Cada jugador apuesta las bazas que espera ganar, o nil para ninguna. Un bando que cumple su contrato gana 10 por baza apostada y 1 por cada baza de más, un saco; cada décimo saco cuesta 100. El nil vale 100 y el nil a ciegas 200, o resta lo mismo. No se puede salir con picas hasta que estén rotas. Gana el primer bando que llegue a 500.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game ends after a deal that leaves a side at or above this total; the higher total wins</source>
        <translation>La partida termina tras una mano que deja a un bando en este total o por encima; gana el total más alto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A side whose total falls to this or lower loses at once</source>
        <translation>Un bando cuyo total cae a este valor o por debajo pierde en el acto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player whose side trails by 100 or more may bid blind nil before seeing the hand</source>
        <translation>Un jugador cuyo bando va 100 o más por detrás puede apostar nil a ciegas antes de ver sus cartas</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Spades are broken</source>
        <translation>Las picas están rotas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades are not broken yet</source>
        <translation>Las picas aún no están rotas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bags: %1 for your side, %2 for the other side</source>
        <translation>Sacos: %1 para tu bando, %2 para el otro bando</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Blind nil lost</source>
        <translation>Nil a ciegas perdido</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nil lost</source>
        <translation>Nil perdido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blind nil</source>
        <translation>Nil a ciegas</translation>
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
        <translation>Tu bando va 100 o más por detrás. ¿Apostar nil a ciegas, por 200, antes de mirar tus cartas?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Bid blind nil</source>
        <translation>Apostar nil a ciegas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look at my cards</source>
        <translation>Mirar mis cartas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Spades are not broken yet: lead another suit.</source>
        <translation>Las picas aún no están rotas: sal con otro palo.</translation>
    </message>
</context>
<context>
    <name>SpadesSheetModel</name>
    <message>
        <location filename="../app/games/spades/spadessheetmodel.cpp" line="+20"/>
        <source>blind nil ✗</source>
        <translation>nil a ciegas ✗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blind nil ✓</source>
        <translation>nil a ciegas ✓</translation>
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
        <translation>Sin contrato</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Contract %1 made with %n trick(s)</source>
        <translation>
            <numerusform>Contrato de %1 cumplido con %n baza</numerusform>
            <numerusform>Contrato de %1 cumplido con %n bazas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Contract %1 missed with %n trick(s)</source>
        <translation>
            <numerusform>Contrato de %1 fallado con %n baza</numerusform>
            <numerusform>Contrato de %1 fallado con %n bazas</numerusform>
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
            <numerusform>%1; %n saco</numerusform>
            <numerusform>%1; %n sacos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; ten bags cost %2</source>
        <translation>%1; diez sacos cuestan %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: %2 points; %n bag(s) counted now</source>
        <translation>
            <numerusform>%1: %2 puntos; ahora %n saco en la cuenta</numerusform>
            <numerusform>%1: %2 puntos; ahora %n sacos en la cuenta</numerusform>
        </translation>
    </message>
    <message>
        <location line="+33"/>
        <source>contract/tricks taken, then points; a total&apos;s last digit is its bags</source>
        <translation>contrato/bazas ganadas, luego puntos; la última cifra de un total son sus sacos</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../app/stats/statisticsdialog.cpp" line="+40"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your games</source>
        <translation>Tus partidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Your figures appear here once you have finished a game yourself; so far the computer has only played by itself (see the history).</source>
        <translation>Tus cifras aparecen aquí cuando hayas terminado una partida tú mismo; hasta ahora el ordenador solo ha jugado solo (mira el historial).</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Review…</source>
        <translation>Revisar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay the selected game move by move</source>
        <translation>Volver a jugar la partida elegida jugada a jugada</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No statistics</source>
        <translation>Sin estadísticas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Statistics are not kept this time.</source>
        <translation>Esta vez no se llevan estadísticas.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No finished games yet</source>
        <translation>Aún no hay partidas terminadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a game to the end and your results will be counted here.</source>
        <translation>Juega una partida hasta el final y tus resultados se contarán aquí.</translation>
    </message>
</context>
<context>
    <name>StatsDatabase</name>
    <message>
        <location filename="../app/stats/statsdatabase.cpp" line="+88"/>
        <source>Statistics are off: this installation cannot read SQLite files.</source>
        <translation>Las estadísticas están desactivadas: esta instalación no puede leer archivos SQLite.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The folder for the statistics file %1 could not be created; statistics are off this time.</source>
        <translation>No se pudo crear la carpeta del archivo de estadísticas %1; esta vez las estadísticas están desactivadas.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The statistics file %1 could not be opened (%2); statistics are off this time.</source>
        <translation>No se pudo abrir el archivo de estadísticas %1 (%2); esta vez las estadísticas están desactivadas.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+9"/>
        <location line="+13"/>
        <source>The statistics file %1 could not be read (%2); statistics are off this time.</source>
        <translation>No se pudo leer el archivo de estadísticas %1 (%2); esta vez las estadísticas están desactivadas.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The statistics file %1 cannot be used and could not be moved aside; statistics are off this time.</source>
        <translation>El archivo de estadísticas %1 no se puede usar y no se pudo apartar; esta vez las estadísticas están desactivadas.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The statistics file %1 was moved to %2, but its companion %3 could not be; statistics are off this time.</source>
        <translation>El archivo de estadísticas %1 se movió a %2, pero su acompañante %3 no; esta vez las estadísticas están desactivadas.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The statistics file %1 was damaged; it was moved to %2 and new statistics were started.</source>
        <translation>El archivo de estadísticas %1 estaba dañado; se movió a %2 y se empezaron estadísticas nuevas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics file %1 was written by a newer version of Follow Suit; it was moved to %2 and new statistics were started.</source>
        <translation>El archivo de estadísticas %1 lo escribió una versión más reciente de Follow Suit; se movió a %2 y se empezaron estadísticas nuevas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics file %1 held something other than Follow Suit&apos;s statistics; it was moved to %2 and new statistics were started.</source>
        <translation>El archivo de estadísticas %1 contenía algo que no eran estadísticas de Follow Suit; se movió a %2 y se empezaron estadísticas nuevas.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The statistics file %1 could not be brought up to date (%2); statistics are off this time.</source>
        <translation>No se pudo actualizar el archivo de estadísticas %1 (%2); esta vez las estadísticas están desactivadas.</translation>
    </message>
</context>
<context>
    <name>StatsFigures</name>
    <message>
        <location filename="../app/stats/statsfigures.cpp" line="+25"/>
        <source>Played</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Porcentaje de victorias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average score</source>
        <translation>Puntuación media</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+56"/>
        <source>Best score</source>
        <translation>Mejor puntuación</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Wins in a row now</source>
        <translation>Victorias seguidas ahora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most wins in a row</source>
        <translation>Más victorias seguidas</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Best score (lowest)</source>
        <translation>Mejor puntuación (la más baja)</translation>
    </message>
</context>
<context>
    <name>StatsHistoryModel</name>
    <message>
        <location filename="../app/stats/statshistorymodel.cpp" line="+40"/>
        <source>Finished</source>
        <translation>Terminada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Played against</source>
        <translation>Rivales</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your score</source>
        <translation>Tu puntuación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time</source>
        <translation>Tiempo</translation>
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
        <translation>Ganada por %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A move was taken back in this game</source>
        <translation>En esta partida se deshizo una jugada</translation>
    </message>
</context>
<context>
    <name>StatsText</name>
    <message>
        <location filename="../app/stats/statstext.cpp" line="+5"/>
        <source>standard rules</source>
        <translation>reglas estándar</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>1st of %1</source>
        <translation>1.º de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2nd of %1</source>
        <translation>2.º de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3rd of %1</source>
        <translation>3.º de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1th of %2</source>
        <translation>%1.º de %2</translation>
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
        <translation>ti</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%n cards stay in the stock</source>
        <translation>
            <numerusform>%n carta queda en el montón</numerusform>
            <numerusform>%n cartas quedan en el montón</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+75"/>
        <source>%1 is turned up</source>
        <translation>se descubre %1</translation>
    </message>
    <message>
        <location line="-73"/>
        <location line="+89"/>
        <source>trumps are %1</source>
        <translation>el triunfo es %1</translation>
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
            <numerusform>%1 reparte %n carta a cada jugador</numerusform>
            <numerusform>%1 reparte %n cartas a cada jugador</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 deal %n card(s) to each player</source>
        <translation>
            <numerusform>%1 repartes %n carta a cada jugador</numerusform>
            <numerusform>%1 repartes %n cartas a cada jugador</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 acts</source>
        <translation>%1 actúa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 act</source>
        <translation>%1 actúas</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 draws %2</source>
        <translation>%1 roba %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 draw %2</source>
        <translation>%1 robas %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 draws %n card(s) face down</source>
        <translation>
            <numerusform>%1 roba %n carta boca abajo</numerusform>
            <numerusform>%1 roba %n cartas boca abajo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 draw %n card(s) face down</source>
        <translation>
            <numerusform>%1 robas %n carta boca abajo</numerusform>
            <numerusform>%1 robas %n cartas boca abajo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1 passes %n card(s) to %2</source>
        <translation>
            <numerusform>%1 pasa %n carta a %2</numerusform>
            <numerusform>%1 pasa %n cartas a %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 pass %n card(s) to %2</source>
        <translation>
            <numerusform>%1 pasas %n carta a %2</numerusform>
            <numerusform>%1 pasas %n cartas a %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 passes %2 to %3</source>
        <translation>%1 pasa %2 a %3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 pass %2 to %3</source>
        <translation>%1 pasas %2 a %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>everyone picks up the cards passed to them</source>
        <translation>cada uno recoge las cartas que le pasaron</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bids %2</source>
        <translation>%1 apuesta %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 bid %2</source>
        <translation>%1 apuestas %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 chooses “%2”</source>
        <translation>%1 elige «%2»</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 choose “%2”</source>
        <translation>%1 eliges «%2»</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 lays aside %n card(s) face down</source>
        <translation>
            <numerusform>%1 aparta %n carta boca abajo</numerusform>
            <numerusform>%1 aparta %n cartas boca abajo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 lay aside %n card(s) face down</source>
        <translation>
            <numerusform>%1 apartas %n carta boca abajo</numerusform>
            <numerusform>%1 apartas %n cartas boca abajo</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lays aside %2</source>
        <translation>%1 aparta %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 lay aside %2</source>
        <translation>%1 apartas %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 leads %2</source>
        <translation>%1 sale con %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 lead %2</source>
        <translation>%1 sales con %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2</source>
        <translation>%1 juega %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 play %2</source>
        <translation>%1 juegas %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 takes the trick</source>
        <translation>%1 gana la baza</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 take the trick</source>
        <translation>%1 ganas la baza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the trick is tied and counts for nobody</source>
        <translation>la baza está empatada y no cuenta para nadie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the deal is over</source>
        <translation>la mano ha terminado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the match is over</source>
        <translation>la partida ha terminado</translation>
    </message>
</context>
<context>
    <name>TableAccessible</name>
    <message>
        <location filename="../app/access/tableaccessible.cpp" line="+78"/>
        <source>Pick</source>
        <translation>Elegir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Picks the card, or puts it back.</source>
        <translation>Elige la carta, o la deja de nuevo con las demás.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays the card.</source>
        <translation>Juega la carta.</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>Your hand</source>
        <translation>Tus cartas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The trick</source>
        <translation>La baza</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The players</source>
        <translation>Los jugadores</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The middle of the table</source>
        <translation>El centro de la mesa</translation>
    </message>
    <message>
        <location line="+174"/>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
</context>
<context>
    <name>TableChat</name>
    <message>
        <location filename="../app/remote/tablechat.cpp" line="+23"/>
        <source>S&amp;end</source>
        <translation>En&amp;viar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute the chat at this table</source>
        <translation>&amp;Silenciar el chat de esta mesa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>C&amp;hat:</source>
        <translation>C&amp;hat:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chat at the table</source>
        <translation>Chat de la mesa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chat line</source>
        <translation>Línea de chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say something to the table</source>
        <translation>Di algo a la mesa</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The chat is muted; lines sent to the table are not shown.</source>
        <translation>El chat está silenciado; las líneas enviadas a la mesa no se muestran.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chat is shown again.</source>
        <translation>El chat se vuelve a mostrar.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>You: %1</source>
        <translation>Tú: %1</translation>
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
        <translation>Espera tu turno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Picked.</source>
        <translation>Elegida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can be picked.</source>
        <translation>Se puede elegir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot be picked.</source>
        <translation>No se puede elegir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raised: press Enter to play it.</source>
        <translation>Levantada: pulsa Intro para jugarla.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can be played.</source>
        <translation>Se puede jugar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+17"/>
        <source>Cannot be played now.</source>
        <translation>No se puede jugar ahora.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Cannot be played: you must follow %1.</source>
        <translation>No se puede jugar: debes asistir a %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot be played: %1</source>
        <translation>No se puede jugar: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 Passed to you.</source>
        <translation>%1 Te la pasaron.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your hand is empty.</source>
        <translation>No te quedan cartas.</translation>
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
            <numerusform>Tienes %n carta: %1</numerusform>
            <numerusform>Tienes %n cartas: %1</numerusform>
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
        <translation>No hay ninguna carta en la baza.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You led %1.</source>
        <translation>Saliste con %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 led %2.</source>
        <translation>%1 salió con %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You played %1.</source>
        <translation>Jugaste %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2.</source>
        <translation>%1 jugó %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You take the trick.</source>
        <translation>Ganas la baza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the trick.</source>
        <translation>%1 gana la baza.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The trick is tied: it goes to nobody.</source>
        <translation>La baza está empatada: no es para nadie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+93"/>
        <source>Your turn.</source>
        <translation>Te toca.</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>%1 to play.</source>
        <translation>Le toca a %1.</translation>
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
        <translation>Puntuaciones: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tricks this deal: %1.</source>
        <translation>Bazas de esta mano: %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Points taken this deal: %1.</source>
        <translation>Puntos tomados en esta mano: %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No deal has started.</source>
        <translation>No ha empezado ninguna mano.</translation>
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
        <translation>El triunfo es %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There are no trumps.</source>
        <translation>No hay triunfo.</translation>
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
        <translation>Apuestas: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You led this trick.</source>
        <translation>Saliste en esta baza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 led this trick.</source>
        <translation>%1 salió en esta baza.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is your turn.</source>
        <translation>Es tu turno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is %1&apos;s turn.</source>
        <translation>Es el turno de %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1, total %2.</source>
        <translation>%1, total %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Partner: %1.</source>
        <translation>Compañero: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>To play.</source>
        <translation>Le toca jugar.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Turned card: %1.</source>
        <translation>Carta descubierta: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Stock: %n card(s), %1 face up on top.</source>
        <translation>
            <numerusform>Montón: %n carta, %1 boca arriba encima.</numerusform>
            <numerusform>Montón: %n cartas, %1 boca arriba encima.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Stock: %n card(s).</source>
        <translation>
            <numerusform>Montón: %n carta.</numerusform>
            <numerusform>Montón: %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Discards: %n card(s).</source>
        <translation>
            <numerusform>Descartes: %n carta.</numerusform>
            <numerusform>Descartes: %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Tricks set aside: %n.</source>
        <translation>
            <numerusform>Bazas apartadas: %n.</numerusform>
            <numerusform>Bazas apartadas: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Your lead: %n card(s) can be played.</source>
        <translation>
            <numerusform>Te toca salir: se puede jugar %n carta.</numerusform>
            <numerusform>Te toca salir: se pueden jugar %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your turn: %n card(s) can be played.</source>
        <translation>
            <numerusform>Te toca: se puede jugar %n carta.</numerusform>
            <numerusform>Te toca: se pueden jugar %n cartas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableStage</name>
    <message>
        <location filename="../app/table/tablestage.cpp" line="+314"/>
        <source>Stock: %1</source>
        <translation>Montón: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discards: %1</source>
        <translation>Descartes: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n trick(s) to nobody</source>
        <translation>
            <numerusform>%n baza para nadie</numerusform>
            <numerusform>%n bazas para nadie</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>On the stock</source>
        <translation>En el montón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps</source>
        <translation>Triunfo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turned up</source>
        <translation>Descubierta</translation>
    </message>
    <message>
        <location filename="../app/table/tablestage_words.cpp" line="+34"/>
        <source>partner</source>
        <comment>on the plate of the person&apos;s partner</comment>
        <translation>compañero</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n baza</numerusform>
            <numerusform>%n bazas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid %1</source>
        <translation>apuesta %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>won %1</source>
        <translation>ganó %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>has bid</source>
        <translation>apostó</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>+%1 this deal</source>
        <translation>+%1 esta mano</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Trumps: %1 (fixed by you)</source>
        <translation>Triunfo: %1 (fijado por ti)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trumps: %1 (fixed by %2)</source>
        <translation>Triunfo: %1 (fijado por %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trumps: %1</source>
        <translation>Triunfo: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No trumps</source>
        <translation>Sin triunfo</translation>
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
        <translation>Última baza, ganada por %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick, taken by nobody</source>
        <translation>Última baza, para nadie</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/table/tableinput.cpp" line="+40"/>
        <source>Discard these %n card(s)</source>
        <translation>
            <numerusform>Descartar %n carta</numerusform>
            <numerusform>Descartar estas %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pass these %n card(s)</source>
        <translation>
            <numerusform>Pasar %n carta</numerusform>
            <numerusform>Pasar estas %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Pass these %n card(s) to %1</source>
        <translation>
            <numerusform>Pasar %n carta a %1</numerusform>
            <numerusform>Pasar estas %n cartas a %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Choose %n card(s) to discard.</source>
        <translation>
            <numerusform>Elige %n carta para descartar.</numerusform>
            <numerusform>Elige %n cartas para descartar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Choose %n card(s) to pass to %1.</source>
        <translation>
            <numerusform>Elige %n carta para pasar a %1.</numerusform>
            <numerusform>Elige %n cartas para pasar a %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Choose %n card(s) to pass.</source>
        <translation>
            <numerusform>Elige %n carta para pasar.</numerusform>
            <numerusform>Elige %n cartas para pasar.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your bid: how many tricks will you take?</source>
        <translation>Tu apuesta: ¿cuántas bazas ganarás?</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Your lead: click a card, or drag it to the table.</source>
        <translation>Te toca salir: haz clic en una carta o arrástrala a la mesa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: click a card, or drag it to the table.</source>
        <translation>Te toca: haz clic en una carta o arrástrala a la mesa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your lead: click a card, or drag it to the table. The card you took is raised.</source>
        <translation>Te toca salir: haz clic en una carta o arrástrala a la mesa. La carta que has tomado está levantada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: click a card, or drag it to the table. The card you took is raised.</source>
        <translation>Te toca: haz clic en una carta o arrástrala a la mesa. La carta que has tomado está levantada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your lead: click a card, or drag it to the table. The cards you received are raised.</source>
        <translation>Te toca salir: haz clic en una carta o arrástrala a la mesa. Las cartas recibidas están levantadas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: click a card, or drag it to the table. The cards you received are raised.</source>
        <translation>Te toca: haz clic en una carta o arrástrala a la mesa. Las cartas recibidas están levantadas.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Click %1 again, or press Enter, to play it.</source>
        <translation>Haz clic otra vez en %1, o pulsa Intro, para jugarla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is raised: press Enter to play it.</source>
        <translation>%1: carta levantada, pulsa Intro para jugarla.</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%1 put back: %2 of %n chosen.</source>
        <translation>
            <numerusform>Carta devuelta: %1; %2 de %n elegida.</numerusform>
            <numerusform>Carta devuelta: %1; %2 de %n elegidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 chosen: %2 of %n.</source>
        <translation>
            <numerusform>Carta elegida: %1; %2 de %n.</numerusform>
            <numerusform>Carta elegida: %1; %2 de %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+1"/>
        <source>play %1</source>
        <translation>jugar %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+2"/>
        <source>pass %1</source>
        <translation>pasar %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>discard %1</source>
        <translation>descartar %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>bid %1</source>
        <translation>apostar %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+5"/>
        <source>Hint: %1.</source>
        <translation>Consejo: %1.</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+4"/>
        <source>Hint: %1 — %2.</source>
        <translation>Consejo: %1 — %2.</translation>
    </message>
    <message>
        <location filename="../app/table/tableview.cpp" line="+283"/>
        <source>%1 is choosing cards to pass…</source>
        <translation>%1 está eligiendo cartas para pasar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is choosing cards to discard…</source>
        <translation>%1 está eligiendo cartas para descartar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is bidding…</source>
        <translation>%1 está apostando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is deciding…</source>
        <translation>%1 está decidiendo…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to play…</source>
        <translation>Le toca a %1…</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Deal %1: %2 deals.</source>
        <translation>Mano %1: reparte %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: %2.</source>
        <translation>Mano %1: %2.</translation>
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
        <translation>Las apuestas están hechas: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="-14"/>
        <source>You received %n card(s): raised in your hand.</source>
        <translation>
            <numerusform>Recibiste %n carta: levantada entre tus cartas.</numerusform>
            <numerusform>Recibiste %n cartas: levantadas entre tus cartas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-179"/>
        <source>Nothing has been said yet.</source>
        <translation>Todavía no se ha dicho nada.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>You are choosing cards to pass…</source>
        <translation>Estás eligiendo cartas para pasar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are choosing cards to discard…</source>
        <translation>Estás eligiendo cartas para descartar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are bidding…</source>
        <translation>Estás apostando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are deciding…</source>
        <translation>Estás decidiendo…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You to play…</source>
        <translation>Te toca jugar…</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Deal %1: you deal.</source>
        <translation>Mano %1: repartes tú.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>You received %1.</source>
        <translation>Recibiste %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/table/tablemoves.cpp" line="+75"/>
        <source>%1 passed %n card(s) to %2.</source>
        <translation>
            <numerusform>%1 pasó %n carta a %2.</numerusform>
            <numerusform>%1 pasó %n cartas a %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>You passed %n card(s) to %1.</source>
        <translation>
            <numerusform>Pasaste %n carta a %1.</numerusform>
            <numerusform>Pasaste %n cartas a %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%1 discarded %n card(s).</source>
        <translation>
            <numerusform>%1 descartó %n carta.</numerusform>
            <numerusform>%1 descartó %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You discarded %n card(s).</source>
        <translation>
            <numerusform>Descartaste %n carta.</numerusform>
            <numerusform>Descartaste %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+9"/>
        <location line="+20"/>
        <source>You took %1.</source>
        <translation>Tomaste %1.</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+8"/>
        <source>%1 took %2.</source>
        <translation>%1 tomó %2.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>%1 drew a card.</source>
        <translation>%1 robó una carta.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>You took %1: raised in your hand.</source>
        <translation>Tomaste %1: levantada entre tus cartas.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>You play %1.</source>
        <translation>Juegas %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2.</source>
        <translation>%1 juega %2.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The trick is tied: it goes to nobody, and you lead again.</source>
        <translation>La baza está empatada: no es para nadie, y vuelves a salir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trick is tied: it goes to nobody, and %1 leads again.</source>
        <translation>La baza está empatada: no es para nadie, y %1 vuelve a salir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take the trick.</source>
        <translation>Ganas la baza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the trick.</source>
        <translation>%1 gana la baza.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You take the trick with %1.</source>
        <translation>Ganas la baza con %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the trick with %2.</source>
        <translation>%1 gana la baza con %2.</translation>
    </message>
    <message>
        <location filename="../app/table/tablewords.cpp" line="-54"/>
        <source>You have bid (bids are shown when all are in).</source>
        <translation>Has apostado (las apuestas se muestran cuando todos han apostado).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has bid (bids are shown when all are in).</source>
        <translation>%1 ha apostado (las apuestas se muestran cuando todos han apostado).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bid %1.</source>
        <translation>Apuestas %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 bids %2.</source>
        <translation>%1 apuesta %2.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Trumps: %1.</source>
        <translation>Triunfo: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trumps: %1, fixed by you.</source>
        <translation>Triunfo: %1, fijado por ti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps: %1, fixed by %2.</source>
        <translation>Triunfo: %1, fijado por %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trumps are %1.</source>
        <translation>El triunfo es %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trumps are %1, fixed by you.</source>
        <translation>El triunfo es %1, fijado por ti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps are %1, fixed by %2.</source>
        <translation>El triunfo es %1, fijado por %2.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deal %1 scored: %2</source>
        <translation>Mano %1 puntuada: %2</translation>
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
        <translation>La partida ha terminado. Ganador: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over. Winner: %1.</source>
        <translation>La partida ha terminado. Ganador: %1.</translation>
    </message>
</context>
<context>
    <name>WaitingRoom</name>
    <message>
        <location filename="../app/remote/waitingroom.cpp" line="+17"/>
        <source>Connecting to the table…</source>
        <translation>Conectando con la mesa…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy invitation</source>
        <translation>&amp;Copiar la invitación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start the match</source>
        <translation>&amp;Empezar la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared table</source>
        <translation>Mesa compartida</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Invitation for your friends:</source>
        <translation>&amp;Invitación para tus amigos:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Invitation</source>
        <translation>Invitación</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Se&amp;ats:</source>
        <translation>&amp;Asientos:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Leave the table</source>
        <translation>&amp;Dejar la mesa</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Starting the match…</source>
        <translation>Empieza la partida…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Join my Follow Suit table: %1</source>
        <translation>Únete a mi mesa de Follow Suit: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The invitation is copied: paste it into a message to your friends.</source>
        <translation>La invitación está copiada: pégala en un mensaje a tus amigos.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Your table is open. Send the invitation to your friends, and start when everyone is here: the computer plays the seats nobody took.</source>
        <translation>Tu mesa está abierta. Envía la invitación a tus amigos y empieza cuando estén todos: el ordenador juega los asientos que nadie ocupó.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have a seat. The match begins when the host starts it.</source>
        <translation>Tienes un asiento. La partida empieza cuando el anfitrión la inicia.</translation>
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
        <translation>El clásico juego de parejas: triunfo descubierto, bazas de más y honores.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Four players in two partnerships, partners opposite. The dealer&apos;s last card is turned up for trumps. Follow suit; the highest trump, else the highest card of the suit led, wins. The side taking seven or more tricks scores one point for each trick above six; the first side to five points wins the game.</source>
        <translation>Cuatro jugadores en dos parejas, los compañeros enfrentados. La última carta del repartidor se descubre para el triunfo. Hay que asistir; gana el triunfo más alto, si no la carta más alta del palo de salida. El bando que gana siete bazas o más suma un punto por cada baza por encima de seis; el primer bando en llegar a cinco puntos gana el juego.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Points that win a game (5 in English short whist, 7 in American)</source>
        <translation>Puntos que ganan un juego (5 en el whist corto inglés, 7 en el americano)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score 4 or 2 for holding four or three of the ace, king, queen and jack of trumps (not at one point from the target)</source>
        <translation>Sumar 4 o 2 por tener cuatro o tres de as, rey, dama y jota de triunfo (no a un punto del objetivo)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play a rubber: the first side to win two games</source>
        <translation>Jugar un robber: el primer bando en ganar dos juegos</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Honours</source>
        <translation>Honores</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Honours to %1</source>
        <translation>Honores para %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game won</source>
        <translation>Juego ganado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A game to %1</source>
        <translation>Un juego para %1</translation>
    </message>
</context>
<context>
    <name>WhistSheetModel</name>
    <message>
        <location filename="../app/games/whist/whistsheetmodel.cpp" line="+21"/>
        <source>Trumps</source>
        <translation>Triunfo</translation>
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
            <numerusform>%n baza</numerusform>
            <numerusform>%n bazas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: %n odd trick(s)</source>
        <translation>
            <numerusform>%1: %n baza de más</numerusform>
            <numerusform>%1: %n bazas de más</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2 for honours</source>
        <translation>%1, %2 por honores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — won the game</source>
        <translation>%1 — ganó el juego</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>odd tricks (+ honours); %1 won a game</source>
        <translation>bazas de más (+ honores); %1 ganó un juego</translation>
    </message>
</context>
</TS>
