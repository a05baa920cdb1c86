# The README's tables of games and of their options are the registry's, written by
# followsuit-cli games --format markdown (and markdown-options) between the README's
# "<!-- games:begin -->" / "<!-- games:end -->" and "<!-- options:begin -->" / "<!-- options:end -->"
# lines. Run with cmake -P:
#   MODE=check  fails, naming the table, when the README's differs from the registry's (a CTest
#               test: a game added to the registry must be in the README);
#   MODE=write  writes the registry's tables into the README (the update_readme_games target).
# CLI is the built followsuit-cli, README the file.
file(READ "${README}" readme)
set(changed "${readme}")
foreach(table games options)
    if(table STREQUAL "games")
        set(format markdown)
    else()
        set(format markdown-options)
    endif()
    execute_process(COMMAND "${CLI}" games --format ${format}
        OUTPUT_VARIABLE generated RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "followsuit-cli games --format ${format} exited with ${status}")
    endif()
    set(begin "<!-- ${table}:begin -->\n")
    set(end "<!-- ${table}:end -->")
    string(FIND "${changed}" "${begin}" at)
    string(FIND "${changed}" "${end}" until)
    if(at LESS 0 OR until LESS at)
        message(FATAL_ERROR "${README} has no ${begin} ... ${end} lines")
    endif()
    string(LENGTH "${begin}" beginLength)
    math(EXPR from "${at} + ${beginLength}")
    math(EXPR length "${until} - ${from}")
    string(SUBSTRING "${changed}" ${from} ${length} present)
    if(MODE STREQUAL "check" AND NOT present STREQUAL generated)
        message(FATAL_ERROR "The README's table of ${table} is not the registry's: build the "
                            "update_readme_games target to write it again.\n"
                            "README:\n${present}\nregistry:\n${generated}")
    endif()
    string(SUBSTRING "${changed}" 0 ${from} before)
    string(SUBSTRING "${changed}" ${until} -1 after)
    set(changed "${before}${generated}${after}")
endforeach()
if(MODE STREQUAL "write" AND NOT changed STREQUAL readme)
    file(WRITE "${README}" "${changed}")
endif()
