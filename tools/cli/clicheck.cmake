# Checks for followsuit-cli, run with cmake -P (see CMakeLists.txt):
#   MODE=twice      play --seed 7 twice; the outputs must be byte-identical.
#   MODE=roundtrip  play --seed 11 --record, then replay it: exit 0 and the printed totals agree.
#   MODE=exit       replay FILE must exit with status EXPECT (and not crash).
#   MODE=usage      a mistyped option is refused with exit status 1 and a message.
#   MODE=fifo       replay of a FIFO with no writer exits 1 at once, naming a pipe.
#   MODE=directory  replay of a directory exits 1, saying it is a directory.
#   MODE=toolarge   replay of a file over the 4 MiB cap exits 2 without reading it.
#   MODE=ulimit     play --record past a file size limit exits 1 and leaves the previous record
#                   (and nothing else) in place.

if(MODE STREQUAL "twice")
    foreach(run 1 2)
        execute_process(COMMAND ${CLI} play --game hearts --seed 7
            OUTPUT_FILE ${WORK}/cli-play-${run}.txt RESULT_VARIABLE status)
        if(NOT status EQUAL 0)
            message(FATAL_ERROR "play exited with ${status}")
        endif()
    endforeach()
    file(READ ${WORK}/cli-play-1.txt first)
    file(READ ${WORK}/cli-play-2.txt second)
    if(NOT first STREQUAL second OR first STREQUAL "")
        message(FATAL_ERROR "play --seed 7 printed different score sheets:\n${first}\n${second}")
    endif()
    if(NOT first MATCHES "Total" OR NOT first MATCHES "Winner")
        message(FATAL_ERROR "no score sheet in:\n${first}")
    endif()
elseif(MODE STREQUAL "roundtrip")
    execute_process(COMMAND ${CLI} play --game hearts --seed 11 --record ${WORK}/cli-11.json
        OUTPUT_VARIABLE sheet RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "play exited with ${status}")
    endif()
    execute_process(COMMAND ${CLI} replay ${WORK}/cli-11.json
        OUTPUT_VARIABLE scores ERROR_VARIABLE errors RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "replay exited with ${status}: ${errors}")
    endif()
    string(REGEX MATCH "Total +([-0-9 ]+)" _ "${sheet}")
    string(STRIP "${CMAKE_MATCH_1}" totals)
    string(REGEX REPLACE " +" "," totals "${totals}")
    if(NOT scores MATCHES "\"totals\":\\[${totals}\\]" OR NOT scores MATCHES "\"over\":true")
        message(FATAL_ERROR "sheet totals ${totals} do not match the replay: ${scores}")
    endif()
elseif(MODE STREQUAL "exit")
    execute_process(COMMAND ${CLI} replay ${FILE}
        OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
    if(NOT status STREQUAL "${EXPECT}")
        message(FATAL_ERROR "replay ${FILE} exited with '${status}', expected ${EXPECT}\n${out}${err}")
    endif()
    if(NOT EXPECT EQUAL 0 AND err STREQUAL "")
        message(FATAL_ERROR "replay ${FILE} failed without saying why")
    endif()
    message(STATUS "${out}${err}")
elseif(MODE STREQUAL "usage")
    execute_process(COMMAND ${CLI} play --game hearts --sed 7
        ERROR_VARIABLE err RESULT_VARIABLE status)
    if(NOT status STREQUAL "1" OR NOT err MATCHES "unknown option --sed")
        message(FATAL_ERROR "expected exit 1 and 'unknown option --sed', got '${status}': ${err}")
    endif()
elseif(MODE STREQUAL "fifo")
    file(REMOVE ${WORK}/cli-fifo)
    execute_process(COMMAND mkfifo ${WORK}/cli-fifo RESULT_VARIABLE made)
    if(NOT made EQUAL 0)
        message(FATAL_ERROR "mkfifo failed")
    endif()
    execute_process(COMMAND ${CLI} replay ${WORK}/cli-fifo TIMEOUT 20
        ERROR_VARIABLE err RESULT_VARIABLE status)
    file(REMOVE ${WORK}/cli-fifo)
    if(NOT status STREQUAL "1" OR NOT err MATCHES "is a pipe")
        message(FATAL_ERROR "expected exit 1 naming a pipe, got '${status}': ${err}")
    endif()
elseif(MODE STREQUAL "directory")
    execute_process(COMMAND ${CLI} replay ${WORK} ERROR_VARIABLE err RESULT_VARIABLE status)
    if(NOT status STREQUAL "1" OR NOT err MATCHES "is a directory")
        message(FATAL_ERROR "expected exit 1 and 'is a directory', got '${status}': ${err}")
    endif()
elseif(MODE STREQUAL "toolarge")
    file(WRITE ${WORK}/cli-large.json "")
    execute_process(COMMAND truncate -s 70M ${WORK}/cli-large.json)
    execute_process(COMMAND ${CLI} replay ${WORK}/cli-large.json
        ERROR_VARIABLE err RESULT_VARIABLE status)
    file(REMOVE ${WORK}/cli-large.json)
    if(NOT status STREQUAL "2" OR NOT err MATCHES "too large")
        message(FATAL_ERROR "expected exit 2 and 'too large', got '${status}': ${err}")
    endif()
elseif(MODE STREQUAL "ulimit")
    set(dir ${WORK}/cli-ulimit)
    file(REMOVE_RECURSE ${dir})
    file(MAKE_DIRECTORY ${dir})
    execute_process(COMMAND ${CLI} play --game hearts --seed 11 --record ${dir}/game.json
        OUTPUT_QUIET RESULT_VARIABLE status)
    file(READ ${dir}/game.json before)
    # 1 block of 1024 bytes: far less than a record of a whole match.
    execute_process(COMMAND sh -c "ulimit -f 1 && exec \"$0\" play --game hearts --seed 12 --record \"$1\""
                            ${CLI} ${dir}/game.json
        OUTPUT_QUIET ERROR_VARIABLE err RESULT_VARIABLE status)
    file(READ ${dir}/game.json after)
    file(GLOB left RELATIVE ${dir} ${dir}/*)
    if(NOT status STREQUAL "1" OR NOT err MATCHES "unchanged")
        message(FATAL_ERROR "expected exit 1 and a message, got '${status}': ${err}")
    endif()
    if(NOT before STREQUAL after OR before STREQUAL "")
        message(FATAL_ERROR "the previous record was changed by a failed write")
    endif()
    if(NOT left STREQUAL "game.json")
        message(FATAL_ERROR "a failed write left files behind: ${left}")
    endif()
else()
    message(FATAL_ERROR "unknown MODE '${MODE}'")
endif()
