# Writes the AppStream metainfo from METAINFO_IN to METAINFO_OUT, with PROJECT_VERSION,
# FOLLOWSUIT_RELEASE_DATE, the registry's games (CLI, the built followsuit-cli: gamelists.cmake),
# and a <screenshots> list of packaging/screenshots/*.png at SCREENSHOT_URL when one is given.
# Run with cmake -P at build time by packaging/CMakeLists.txt, and by check-deb.sh to validate
# the list with an address.
include(${CMAKE_CURRENT_LIST_DIR}/gamelists.cmake)
# A game with a screenshot says so in its face's folder (app/games/<id>/screenshot.txt, which
# packaging/take-screenshots.sh reads too): listed in the registry's order, the first the default.
set(shots "")
foreach(game IN LISTS FOLLOWSUIT_GAME_ID_LIST)
    set(about "${CMAKE_CURRENT_LIST_DIR}/../app/games/${game}/screenshot.txt")
    if(EXISTS "${about}")
        file(STRINGS "${about}" caption REGEX "^caption=")
        string(REGEX REPLACE "^caption=" "" caption "${caption}")
        if(caption STREQUAL "")
            message(FATAL_ERROR "${about} has no caption= line")
        endif()
        list(APPEND shots "${game}|${caption}")
    endif()
endforeach()
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
