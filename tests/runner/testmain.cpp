// The main() of each folder's test program (testmain.h): runs the one test class named first on
// the command line, or lists them all.

#include "testmain.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>

namespace {

// Filled by the test files' statics before main(); ordered, so that the list reads sorted.
std::map<std::string, testmain::RunTestClass>& testClasses()
{
    static std::map<std::string, testmain::RunTestClass> classes;
    return classes;
}

std::string baseName(const char* path)
{
    std::string name(path);
    const auto slash = name.find_last_of("/\\");
    if (slash != std::string::npos)
        name.erase(0, slash + 1);
    const auto dot = name.find('.');
    if (dot != std::string::npos)
        name.erase(dot);
    return name;
}

void listTests(std::FILE* out)
{
    for (const auto& [name, run] : testClasses())
        std::fprintf(out, "  %s\n", name.c_str());
}

} // namespace

bool testmain::add(const char* sourceFile, RunTestClass run)
{
    const bool added = testClasses().emplace(baseName(sourceFile), run).second;
    if (!added) {
        // Two files of one name in one program: a build mistake, reported before any test runs.
        std::fprintf(stderr, "test %s is defined twice\n", baseName(sourceFile).c_str());
        std::abort();
    }
    return true;
}

void testmain::processEventsFor(int ms)
{
    if (!QCoreApplication::instance()) {
        QTest::qWait(ms); // an event loop needs the application object
        return;
    }
    QEventLoop loop;
    QTimer::singleShot(ms, Qt::PreciseTimer, &loop, &QEventLoop::quit);
    loop.exec();
    // As QTest::qWait does: objects deleted later are gone once the wait is over.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

QElapsedTimer testmain::startedClock()
{
    QElapsedTimer clock;
    clock.start();
    return clock;
}

int main(int argc, char* argv[])
{
    if (argc < 2 || std::strcmp(argv[1], "--list") == 0 || std::strcmp(argv[1], "--help") == 0) {
        std::FILE* out = argc < 2 ? stderr : stdout;
        std::fprintf(out, "usage: %s TEST [Qt Test options and functions]\nTests:\n", argv[0]);
        listTests(out);
        return argc < 2 ? 2 : 0;
    }
    const auto found = testClasses().find(argv[1]);
    if (found == testClasses().end()) {
        std::fprintf(stderr, "%s: no test named %s; the tests are:\n", argv[0], argv[1]);
        listTests(stderr);
        return 2;
    }
    // Each test's own name, so that its files (QStandardPaths' test folders, settings) never
    // meet another's: under the program's name every test shared one folder of saves, and two
    // run side by side by CTest wrote each other's autosave. A test may still name itself.
    QCoreApplication::setOrganizationName(QStringLiteral("Follow Suit Tests"));
    QCoreApplication::setApplicationName(QString::fromLatin1(argv[1]));
    // Qt Test sees the command line as the test's own program would have: without its name.
    std::vector<char*> arguments{argv[0]};
    arguments.insert(arguments.end(), argv + 2, argv + argc);
    arguments.push_back(nullptr);
    return found->second(argc - 1, arguments.data());
}
