#include "lobby/rulesbrowser.h"

#include "face/facelist.h"
#include "text/gametext.h"
#include "widgets/screenfit.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QLocale>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace {

// Far more than any page holds; a resource is ours, but the check costs nothing.
constexpr qint64 MaxPageBytes = 512 * 1024;

} // namespace

RulesBrowser::RulesBrowser(const FaceList& faces, QWidget* parent)
    : QDialog(parent), m_faces(faces), m_text(new QTextBrowser(this))
{
    m_text->setOpenExternalLinks(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(buttons);
    ScreenFit::resizeWithin(this, QSize(760, 640));
}

QString RulesBrowser::page(const QString& gameId)
{
    // The page in the app's language when there is one (docs/rules/<language>/), else English.
    QStringList paths;
    for (const QString& name : QLocale().uiLanguages()) {
        const QString language = name.section(QLatin1Char('-'), 0, 0).toLower();
        if (language == QLatin1String("en"))
            break;
        paths << QStringLiteral(":/rules/%1/%2.md").arg(language, gameId);
    }
    paths << QStringLiteral(":/rules/%1.md").arg(gameId);
    for (const QString& path : std::as_const(paths)) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly) && file.size() <= MaxPageBytes)
            return QString::fromUtf8(file.readAll());
    }
    return QString();
}

bool RulesBrowser::showGame(const QString& gameId)
{
    setWindowTitle(tr("Rules of %1").arg(m_faces.name(gameId)));
    const QString markdown = page(gameId);
    if (markdown.isEmpty()) {
        m_text->setPlainText(tr("No rules page was found for this game."));
        return false;
    }
    m_text->setMarkdown(markdown);
    return true;
}

QString RulesBrowser::text() const
{
    return m_text->toPlainText();
}
