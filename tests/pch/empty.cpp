// The source of no test: it only gives the folder's precompiled header a target to be built by
// (tests/CMakeLists.txt, followsuit_add_tests).
