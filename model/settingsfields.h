// QSettings through a record's fields() list (model/jsonfields.h has the JSON side): what a window remembers
// between sessions is named once, in the record, and read back with the record's defaults where a key was
// never written.
#pragma once

#include <QSettings>

namespace kiln {

class SettingsWriter
{
public:
    explicit SettingsWriter(QSettings& s) : m_settings(s) {}
    template <class T> void operator()(const char* key, const T& v) { m_settings.setValue(QLatin1String(key), v); }

private:
    QSettings& m_settings;
};

class SettingsReader
{
public:
    explicit SettingsReader(QSettings& s) : m_settings(s) {}
    template <class T> void operator()(const char* key, T& v) const
    {
        v = m_settings.value(QLatin1String(key), QVariant::fromValue(v)).template value<T>();
    }

private:
    QSettings& m_settings;
};

} // namespace kiln
