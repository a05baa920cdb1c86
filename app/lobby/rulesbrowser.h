#pragma once
// A game's rules page, readable in the app: the project's own rules reference (docs/rules/),
// shipped as a resource and shown as formatted text in a window that stays open beside the
// table.

#include <QDialog>
#include <QString>

class FaceList;
class QTextBrowser;

class RulesBrowser : public QDialog {
    Q_OBJECT

public:
    explicit RulesBrowser(const FaceList& faces, QWidget* parent = nullptr);

    // Shows the page of `gameId`; false (and a short note instead) when there is none.
    bool showGame(const QString& gameId);
    QString text() const;

    // The Markdown of a game's page from the resources, or an empty string.
    static QString page(const QString& gameId);

private:
    const FaceList& m_faces;
    QTextBrowser* m_text;
};
