#pragma once
// The certificate a host serves wss with: made once (Qt cannot make one, so OpenSSL's libcrypto
// does: an EC P-256 key and a self-signed certificate for ten years) and kept in a folder, the
// key readable by its owner only. Invitations carry its SHA-256 fingerprint, which is what a
// joining client trusts (TableClient::pinCertificate), so no certificate authority is needed.

#include <QByteArray>
#include <QSslCertificate>
#include <QSslKey>
#include <QString>

struct HostCertificate {
    QSslCertificate certificate;
    QSslKey key;
    QString error; // why there is none, when certificate is null

    bool ok() const { return !certificate.isNull() && !key.isNull(); }
    QByteArray fingerprint() const; // SHA-256 of the certificate
};

// The certificate kept in `folder` (cert.pem, key.pem), made there first if there is none. A
// damaged pair is moved aside (".damaged") and a new one made.
HostCertificate hostCertificate(const QString& folder);

// A fresh self-signed pair in PEM, or empty arrays if libcrypto failed.
bool makeSelfSignedCertificate(QByteArray* certificatePem, QByteArray* keyPem);
