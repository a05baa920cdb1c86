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

#include <QElapsedTimer>
#include <QTest>

namespace testmain {

using RunTestClass = int (*)(int argc, char* argv[]);

// Files the class that `run` runs under the base name of `sourceFile`; returns true, to be kept
// in a static so that it happens before main().
bool add(const char* sourceFile, RunTestClass run);

// Runs the event loop for `ms` milliseconds, handling each event as it arrives (QTest::qWait
// without an application object).
void processEventsFor(int ms);

// A clock started now.
QElapsedTimer startedClock();

} // namespace testmain

// QTRY_VERIFY, QTRY_COMPARE and their kin look at their expression every 50 ms and wait between
// looks with QTest::qWait, which sleeps 10 ms at a time whenever no event is pending: an answer
// from a computer player's thread then waited up to 10 ms to be seen, and a match played through
// the controller spent nearly all its time asleep (tst_gamecontroller: 78 s, of which 1.5 s on a
// CPU). The same loop as Qt 6.4's, with the same time-out, but looking at the expression every
// millisecond, in between in an event loop that wakes at each event.
#undef QTRY_LOOP_IMPL
#define QTRY_LOOP_IMPL(expr, timeoutValue, step)                                                   \
    if (!(expr)) {                                                                                 \
        QTest::qWait(0);                                                                           \
    }                                                                                              \
    int qt_test_i = 0;                                                                             \
    for (QElapsedTimer qt_test_clock = testmain::startedClock();                                   \
         qt_test_i < timeoutValue && !(QTest::runningTest() && QTest::currentTestFailed()) &&      \
         !(expr);                                                                                  \
         qt_test_i = static_cast<int>(qt_test_clock.elapsed())) {                                  \
        testmain::processEventsFor(1);                                                             \
    }

// What QTEST_MAIN_WRAPPER does for its main(), in a function of the file's own.
#define FOLLOWSUIT_TEST_ENTRY(TestObject, ...)                                                     \
    namespace {                                                                                    \
    int run##TestObject(int argc, char* argv[])                                                    \
    {                                                                                              \
        QTest::Internal::callInitMain<TestObject>();                                               \
        __VA_ARGS__                                                                                \
        TestObject tc;                                                                             \
        QTEST_SET_MAIN_SOURCE_PATH                                                                 \
        return QTest::qExec(&tc, argc, argv);                                                      \
    }                                                                                              \
    [[maybe_unused]] const bool filed##TestObject = testmain::add(__FILE__, run##TestObject);      \
    }

#define FOLLOWSUIT_TEST_MAIN(TestObject) FOLLOWSUIT_TEST_ENTRY(TestObject, QTEST_MAIN_SETUP())
#define FOLLOWSUIT_TEST_GUILESS_MAIN(TestObject)                                                   \
    FOLLOWSUIT_TEST_ENTRY(TestObject, QTEST_QAPP_SETUP(QCoreApplication))
#define FOLLOWSUIT_TEST_APPLESS_MAIN(TestObject) FOLLOWSUIT_TEST_ENTRY(TestObject)
