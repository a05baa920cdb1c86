# Writes the AppStream metainfo from METAINFO_IN to METAINFO_OUT, with PROJECT_VERSION,
# FOLLOWSUIT_RELEASE_DATE, the registry's games (CLI, the built followsuit-cli: gamelists.cmake),
# and a <screenshots> list of packaging/screenshots/*.png at SCREENSHOT_URL when one is given.
# Run with cmake -P at build time by packaging/CMakeLists.txt, and by check-deb.sh to validate
# the list with an address.
include(${CMAKE_CURRENT_LIST_DIR}/gamelists.cmake)
set(shots
    "hearts|Hearts: a trick in play, with the score sheet and its chart beside the table"
    "ohhell|Oh Hell: each player's bid and tricks on their plate, and the deal on the score sheet"
    "whist|Whist: partners across the table, with trumps named in the corner"
    "germanwhist|German Whist: the winner of each trick takes the card turned up on the stock"
    "aluette|Aluette: the Spanish-suited pack, with Monsieur in the hand and the stack beside")
set(FOLLOWSUIT_SCREENSHOTS "")
if(SCREENSHOT_URL)
    set(kind "default")
    foreach(shot IN LISTS shots)
        string(REPLACE "|" ";" parts "${shot}")
        list(GET parts 0 game)
        list(GET parts 1 caption)
        string(APPEND FOLLOWSUIT_SCREENSHOTS
            "    <screenshot type=\"${kind}\">\n"
            "      <caption>${caption}</caption>\n"
            "      <image type=\"source\" width=\"1280\" height=\"720\">"
            "${SCREENSHOT_URL}/${game}.png</image>\n"
            "    </screenshot>\n")
        set(kind "extra")
    endforeach()
    set(FOLLOWSUIT_SCREENSHOTS "  <screenshots>\n${FOLLOWSUIT_SCREENSHOTS}  </screenshots>")
endif()
configure_file(${METAINFO_IN} ${METAINFO_OUT} @ONLY)
