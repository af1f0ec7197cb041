#include "remotepaths.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>

namespace kiln {

namespace {

QString dirOf(const QString& path)
{
    return QFileInfo(path).absolutePath();
}

template <typename F> QJsonValue mapStrings(const QJsonValue& v, const F& f)
{
    if (v.isString())
        return f(v.toString());
    if (v.isArray()) {
        QJsonArray a;
        for (const auto& x : v.toArray())
            a.append(mapStrings(x, f));
        return a;
    }
    if (v.isObject()) {
        QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            it.value() = mapStrings(it.value(), f);
        return o;
    }
    return v;
}

} // namespace

QStringList outermost(QStringList dirs)
{
    for (QString& d : dirs)
        d = QDir::cleanPath(d);
    dirs.removeDuplicates();
    std::sort(dirs.begin(), dirs.end());
    QStringList out;
    for (const QString& d : dirs)
        if (out.isEmpty() || !(d == out.last() || d.startsWith(out.last() + '/')))
            out << d;
    return out;
}

RequestFolders requestFolders(const QJsonObject& request, const QString& requestDir)
{
    QStringList reads{requestDir}, writes{requestDir};
    const QJsonObject objects = request.value("objects").toObject();
    for (auto it = objects.begin(); it != objects.end(); ++it) {
        const QJsonObject o = it.value().toObject();
        writes << dirOf(o.value("path").toString());
        reads << dirOf(o.value("path").toString()); // objects built by an earlier request
        const QJsonObject build = o.value("build").toObject();
        if (build.isEmpty())
            continue;
        reads << build.value("cwd").toString();
        for (const auto& m : build.value("mkdirs").toArray())
            writes << m.toString();
        for (const auto& a : build.value("argv").toArray())
            if (a.toString().startsWith(QLatin1String("-I/")))
                reads << a.toString().mid(2);
    }
    const QJsonObject python = request.value("python").toObject();
    for (auto it = python.begin(); it != python.end(); ++it)
        reads << dirOf(it.value().toString());
    reads.removeIf([](const QString& d) { return d.isEmpty() || !d.startsWith('/'); });
    writes.removeIf([](const QString& d) { return d.isEmpty() || !d.startsWith('/'); });
    RequestFolders f;
    f.all = outermost(reads + writes);
    QStringList existing;
    for (const QString& d : reads)
        if (QFileInfo(d).isDir())
            existing << d;
    f.upload = outermost(existing);
    f.download = outermost(writes);
    return f;
}

QString toMirror(const QString& text, const QStringList& roots, const QString& mirror)
{
    if (roots.isEmpty())
        return text;
    // One pass over an alternation, longest first, so a path is never mapped twice.
    QStringList sorted = roots;
    std::sort(sorted.begin(), sorted.end(), [](const QString& a, const QString& b) { return a.size() > b.size(); });
    QStringList alts;
    for (const QString& r : sorted)
        alts << QRegularExpression::escape(r);
    static thread_local QHash<QString, QRegularExpression> cache;
    const QString pattern = QStringLiteral("(%1)(?=/|$|[^A-Za-z0-9_.-])").arg(alts.join('|'));
    auto it = cache.find(pattern);
    if (it == cache.end())
        it = cache.insert(pattern, QRegularExpression(pattern));
    QString out;
    qsizetype last = 0;
    for (auto m = it->globalMatch(text); m.hasNext();) {
        const auto match = m.next();
        out += QStringView(text).mid(last, match.capturedStart() - last);
        out += mirror + match.captured(1);
        last = match.capturedEnd();
    }
    out += QStringView(text).mid(last);
    return out;
}

QJsonValue toMirror(const QJsonValue& value, const QStringList& roots, const QString& mirror)
{
    return mapStrings(value, [&](const QString& s) { return toMirror(s, roots, mirror); });
}

QJsonValue fromMirror(const QJsonValue& value, const QString& mirror)
{
    return mapStrings(value, [&](QString s) { return s.replace(mirror + '/', QStringLiteral("/")); });
}

} // namespace kiln
