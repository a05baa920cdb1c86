# The registry's lists of games, from the built followsuit-cli (CLI): FOLLOWSUIT_GAME_NAMES,
# FOLLOWSUIT_GAME_IDS, FOLLOWSUIT_GAME_ITEMS and FOLLOWSUIT_GAME_ID_LIST (tools/cli/gamelists.h),
# so that no list of games
# in the packaging is written by hand. Included by the scripts that write the man page, the
# metainfo and the package's description.
if(NOT CLI OR NOT EXISTS "${CLI}")
    message(FATAL_ERROR "gamelists.cmake needs CLI, the built followsuit-cli (got '${CLI}')")
endif()
execute_process(COMMAND "${CLI}" games --format cmake
    OUTPUT_VARIABLE followsuit_game_lists RESULT_VARIABLE followsuit_game_lists_status)
if(NOT followsuit_game_lists_status EQUAL 0)
    message(FATAL_ERROR "${CLI} games --format cmake exited with ${followsuit_game_lists_status}")
endif()
cmake_language(EVAL CODE "${followsuit_game_lists}")

# followsuit_wrap(OUT TEXT WIDTH): TEXT with its spaces turned to line breaks so that no line
# is longer than WIDTH (a word longer than that stands alone).
function(followsuit_wrap out text width)
    string(REPLACE " " ";" words "${text}")
    set(wrapped "")
    set(line "")
    foreach(word IN LISTS words)
        string(LENGTH "${line} ${word}" length)
        if(line STREQUAL "")
            set(line "${word}")
        elseif(length GREATER width)
            string(APPEND wrapped "${line}\n")
            set(line "${word}")
        else()
            string(APPEND line " ${word}")
        endif()
    endforeach()
    set(${out} "${wrapped}${line}" PARENT_SCOPE)
endfunction()
