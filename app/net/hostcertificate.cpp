// The host's own certificate (net/hostcertificate.h).

#include "net/hostcertificate.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QSaveFile>

#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509.h>

#include <memory>

namespace {

template <class T, void (*Free)(T*)> struct Deleter {
    void operator()(T* p) const { Free(p); }
};
using Key = std::unique_ptr<EVP_PKEY, Deleter<EVP_PKEY, EVP_PKEY_free>>;
using Cert = std::unique_ptr<X509, Deleter<X509, X509_free>>;
using Bio = std::unique_ptr<BIO, Deleter<BIO, BIO_free_all>>;
using Number = std::unique_ptr<BIGNUM, Deleter<BIGNUM, BN_free>>;

QByteArray drain(BIO* bio)
{
    char* data = nullptr;
    const long size = BIO_get_mem_data(bio, &data);
    return size > 0 ? QByteArray(data, static_cast<qsizetype>(size)) : QByteArray();
}

bool writePrivately(const QString& path, const QByteArray& bytes, bool secret)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    if (secret)
        file.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    file.write(bytes);
    return file.commit();
}

// Whether the key is the certificate's: a pair from two runs would fail every handshake.
bool pairMatches(const QByteArray& certPem, const QByteArray& keyPem)
{
    Bio certIn(BIO_new_mem_buf(certPem.constData(), static_cast<int>(certPem.size())));
    Bio keyIn(BIO_new_mem_buf(keyPem.constData(), static_cast<int>(keyPem.size())));
    if (!certIn || !keyIn)
        return false;
    Cert cert(PEM_read_bio_X509(certIn.get(), nullptr, nullptr, nullptr));
    Key key(PEM_read_bio_PrivateKey(keyIn.get(), nullptr, nullptr, nullptr));
    return cert && key && X509_check_private_key(cert.get(), key.get()) == 1;
}

} // namespace

QByteArray HostCertificate::fingerprint() const
{
    return certificate.digest(QCryptographicHash::Sha256);
}

bool makeSelfSignedCertificate(QByteArray* certificatePem, QByteArray* keyPem)
{
    Key key(EVP_EC_gen("P-256"));
    Cert cert(X509_new());
    Number serial(BN_new());
    if (!key || !cert || !serial || !BN_rand(serial.get(), 63, BN_RAND_TOP_ANY, BN_RAND_BOTTOM_ANY))
        return false;
    X509_NAME* name = X509_get_subject_name(cert.get());
    const auto* cn = reinterpret_cast<const unsigned char*>("Follow Suit table");
    const bool built = X509_set_version(cert.get(), 2) &&
                       BN_to_ASN1_INTEGER(serial.get(), X509_get_serialNumber(cert.get())) &&
                       X509_gmtime_adj(X509_getm_notBefore(cert.get()), -24L * 3600) &&
                       X509_gmtime_adj(X509_getm_notAfter(cert.get()), 3650L * 24 * 3600) &&
                       X509_set_pubkey(cert.get(), key.get()) &&
                       X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC, cn, -1, -1, 0) &&
                       X509_set_issuer_name(cert.get(), name) &&
                       X509_sign(cert.get(), key.get(), EVP_sha256());
    if (!built)
        return false;
    Bio certOut(BIO_new(BIO_s_mem())), keyOut(BIO_new(BIO_s_mem()));
    if (!certOut || !keyOut || !PEM_write_bio_X509(certOut.get(), cert.get()) ||
        !PEM_write_bio_PrivateKey(keyOut.get(), key.get(), nullptr, nullptr, 0, nullptr, nullptr))
        return false;
    *certificatePem = drain(certOut.get());
    *keyPem = drain(keyOut.get());
    return !certificatePem->isEmpty() && !keyPem->isEmpty();
}

HostCertificate hostCertificate(const QString& folder)
{
    HostCertificate out;
    const QString certPath = folder + QStringLiteral("/cert.pem");
    const QString keyPath = folder + QStringLiteral("/key.pem");
    QFile certFile(certPath), keyFile(keyPath);
    if (certFile.exists() || keyFile.exists()) {
        if (certFile.open(QIODevice::ReadOnly) && keyFile.open(QIODevice::ReadOnly)) {
            const QByteArray certPem = certFile.read(1 << 20), keyPem = keyFile.read(1 << 20);
            out.certificate = QSslCertificate(certPem, QSsl::Pem);
            out.key = QSslKey(keyPem, QSsl::Ec, QSsl::Pem);
            if (out.ok() && pairMatches(certPem, keyPem))
                return out;
        }
        // Damaged, or a pair that does not belong together: keep it aside, make a new one.
        certFile.close();
        keyFile.close();
        QFile::rename(certPath, certPath + QStringLiteral(".damaged"));
        QFile::rename(keyPath, keyPath + QStringLiteral(".damaged"));
        out = HostCertificate();
    }
    QByteArray certPem, keyPem;
    if (!QDir().mkpath(folder) || !makeSelfSignedCertificate(&certPem, &keyPem) ||
        !writePrivately(keyPath, keyPem, true) || !writePrivately(certPath, certPem, false)) {
        out.error = QStringLiteral("could not make a certificate in %1").arg(folder);
        return out;
    }
    out.certificate = QSslCertificate(certPem, QSsl::Pem);
    out.key = QSslKey(keyPem, QSsl::Ec, QSsl::Pem);
    if (!out.ok())
        out.error = QStringLiteral("the certificate made in %1 does not read back").arg(folder);
    return out;
}
