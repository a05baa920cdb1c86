# Writes the man page IN to OUT with PROJECT_VERSION and the registry's lists of games (CLI, see
# gamelists.cmake). Run with cmake -P at build time by packaging/CMakeLists.txt.
include(${CMAKE_CURRENT_LIST_DIR}/gamelists.cmake)
configure_file(${IN} ${OUT} @ONLY)
