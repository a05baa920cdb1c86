#pragma once
// A write transaction that rolls back unless committed, so that every early return of a
// writer leaves the database as it was. BEGIN IMMEDIATE takes the write lock at once: a second
// instance of the app waits (busy timeout) instead of failing halfway through.

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

class SqlTransaction {
public:
    explicit SqlTransaction(const QSqlDatabase& db) : m_db(db)
    {
        QSqlQuery begin(m_db);
        m_open = begin.exec(QStringLiteral("BEGIN IMMEDIATE"));
        m_error = begin.lastError();
    }
    ~SqlTransaction()
    {
        if (m_open)
            QSqlQuery(m_db).exec(QStringLiteral("ROLLBACK"));
    }
    SqlTransaction(const SqlTransaction&) = delete;
    SqlTransaction& operator=(const SqlTransaction&) = delete;

    bool isOpen() const { return m_open; }
    // Why beginning or committing failed.
    QString errorText() const { return m_error.text(); }
    bool commit()
    {
        if (!m_open)
            return false;
        QSqlQuery query(m_db);
        if (!query.exec(QStringLiteral("COMMIT"))) {
            m_error = query.lastError();
            return false; // still open: the destructor rolls back
        }
        m_open = false;
        return true;
    }

private:
    QSqlDatabase m_db;
    bool m_open = false;
    QSqlError m_error;
};
