// A record's JSON keys spelled once: the record lists its (key, member) pairs in one function template,
// which JsonWriter walks to write the record and JsonReader walks to read it back, so the two directions
// cannot drift apart (a key renamed on one side only, a field written but never read).
//
//     template <class Fields, class Self> static void fields(Fields& f, Self& s) { f("max_jobs", s.maxJobs); }
//
// Reading keeps the member's value (its default) where the key is missing or holds another type, as
// QJsonValue::toInt(default) does; a list is replaced only by a JSON array.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <type_traits>

namespace kiln {

class JsonWriter
{
public:
    void operator()(const char* key, const QString& v) { m_object.insert(QLatin1String(key), v); }
    void operator()(const char* key, int v) { m_object.insert(QLatin1String(key), v); }
    void operator()(const char* key, double v) { m_object.insert(QLatin1String(key), v); }
    void operator()(const char* key, bool v) { m_object.insert(QLatin1String(key), v); }
    template <class T> void operator()(const char* key, const QList<T>& v) // QStringList, QList<double>
    {
        QJsonArray a;
        for (const T& x : v)
            a.append(x);
        m_object.insert(QLatin1String(key), a);
    }
    // A nested object: `fields` lists its pairs with the writer it is given.
    template <class Fields> void object(const char* key, Fields&& fields)
    {
        JsonWriter inner;
        fields(inner);
        m_object.insert(QLatin1String(key), inner.m_object);
    }
    const QJsonObject& result() const { return m_object; }

private:
    QJsonObject m_object;
};

class JsonReader
{
public:
    explicit JsonReader(const QJsonObject& o) : m_object(o) {}
    void operator()(const char* key, QString& v) const { v = value(key).toString(v); }
    void operator()(const char* key, int& v) const { v = value(key).toInt(v); }
    void operator()(const char* key, double& v) const { v = value(key).toDouble(v); }
    void operator()(const char* key, bool& v) const { v = value(key).toBool(v); }
    template <class T> void operator()(const char* key, QList<T>& v) const // QStringList, QList<double>
    {
        static_assert(std::is_same_v<T, QString> || std::is_same_v<T, double>);
        const QJsonValue a = value(key);
        if (!a.isArray())
            return;
        v.clear();
        for (const auto& x : a.toArray()) {
            if constexpr (std::is_same_v<T, QString>)
                v << x.toString();
            else
                v << x.toDouble();
        }
    }
    template <class Fields> void object(const char* key, Fields&& fields) const
    {
        const JsonReader inner(value(key).toObject());
        fields(inner);
    }

private:
    QJsonValue value(const char* key) const { return m_object.value(QLatin1String(key)); }
    QJsonObject m_object;
};

// The record written by its fields() (a static member template taking the visitor and the record).
template <class Record> QJsonObject writeJsonFields(const Record& r)
{
    JsonWriter w;
    Record::fields(w, r);
    return w.result();
}

// The record read by its fields() over a default-constructed one.
template <class Record> Record readJsonFields(const QJsonObject& o)
{
    Record r;
    const JsonReader reader(o);
    Record::fields(reader, r);
    return r;
}

} // namespace kiln
