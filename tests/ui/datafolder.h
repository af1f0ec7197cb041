// A data folder of its own (KILN_DATA_DIR) for one test, the previous one restored after it. Declare it before
// the window, so that the window goes first.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QTemporaryDir>

namespace kiln {

class DataFolder
{
public:
    DataFolder() : m_saved(qgetenv("KILN_DATA_DIR")) { qputenv("KILN_DATA_DIR", QFile::encodeName(m_dir.path())); }
    ~DataFolder()
    {
        if (m_saved.isEmpty())
            qunsetenv("KILN_DATA_DIR");
        else
            qputenv("KILN_DATA_DIR", m_saved);
    }
    DataFolder(const DataFolder&) = delete;
    DataFolder& operator=(const DataFolder&) = delete;
    QString path() const { return m_dir.path(); }

private:
    QTemporaryDir m_dir;
    QByteArray m_saved;
};

} // namespace kiln
