#pragma once
// One test program per folder of tests/ (tests/CMakeLists.txt): linking the app into each of
// seventy-odd programs was most of a fresh build's time (docs/benchmarks.md). Each test file
// still holds one Qt Test class and names it here, in place of QTEST_MAIN and its kin:
//     FOLLOWSUIT_TEST_MAIN(LobbyTest)          // a QApplication (QCoreApplication without Qt Gui)
//     FOLLOWSUIT_TEST_GUILESS_MAIN(RecordTest) // a QCoreApplication
//     FOLLOWSUIT_TEST_APPLESS_MAIN(TypesTest)  // no application object
// The program runs the class of the file named first on its command line ("tst_lobby" for
// tst_lobby.cpp), alone in its process as before: CTest runs, times and reports each file as a
// test of its own, and a test's application object, settings and statics never meet another's.
// The rest of the command line is Qt Test's (-o, -functions, a test function's name, ...).

#include <QTest>

namespace testmain {

using RunTestClass = int (*)(int argc, char* argv[]);

// Files the class that `run` runs under the base name of `sourceFile`; returns true, to be kept
// in a static so that it happens before main().
bool add(const char* sourceFile, RunTestClass run);

} // namespace testmain

// What QTEST_MAIN_WRAPPER does for its main(), in a function of the file's own.
#define FOLLOWSUIT_TEST_ENTRY(TestObject, ...)                                                     \
    namespace {                                                                                    \
    int runTestClass(int argc, char* argv[])                                                       \
    {                                                                                              \
        QTest::Internal::callInitMain<TestObject>();                                               \
        __VA_ARGS__                                                                                \
        TestObject tc;                                                                             \
        QTEST_SET_MAIN_SOURCE_PATH                                                                 \
        return QTest::qExec(&tc, argc, argv);                                                      \
    }                                                                                              \
    [[maybe_unused]] const bool testClassFiled = testmain::add(__FILE__, runTestClass);            \
    }

#define FOLLOWSUIT_TEST_MAIN(TestObject) FOLLOWSUIT_TEST_ENTRY(TestObject, QTEST_MAIN_SETUP())
#define FOLLOWSUIT_TEST_GUILESS_MAIN(TestObject)                                                   \
    FOLLOWSUIT_TEST_ENTRY(TestObject, QTEST_QAPP_SETUP(QCoreApplication))
#define FOLLOWSUIT_TEST_APPLESS_MAIN(TestObject) FOLLOWSUIT_TEST_ENTRY(TestObject)
