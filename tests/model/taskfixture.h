// The task folder the task-loader tests start from (tst_taskloader, tst_hostileinput): a small, valid
// host2host task and helpers that write it, or a variant of it, into a temporary folder.
#pragma once

#include "model/loadissue.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringList>
#include <QTest>

namespace kiln::testing {

// Line 2 is the id, 8 editable, 11 the parameters, 13-14 the derived ones, 16-17 the tensors, 19-20 the
// configurations, 24 the weight; the file has 25 lines.
inline const char* kGoodTask = R"YAML(schema_version: 1
id: host2host/scale
title: Scale a vector
category: host2host
backend: host
difficulty: 1
tags: [elementwise]
editable: [scale.cpp]
entry: kiln_scale
reference: reference.cpp
parameters: [n, alpha]
derived:
  n4: "cdiv(n, 4)"
  bytes_total: "8 * n"
tensors:
  - {name: x, role: in, dtype: f32, shape: [n], init: {dist: normal, mean: 0, std: 1}}
  - {name: y, role: out, dtype: f32, shape: [n]}
configs:
  - {name: small, n: 1000, alpha: 2}
  - {name: big, n: 1000000, alpha: 3}
cost:
  flops: {f32: "n"}
  bytes: "bytes_total"
weight: 1
weight_source: "assumed: test"
)YAML";

inline void writeFile(const QString& path, const QByteArray& content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
}

// A complete task folder with `yaml` as task.yaml.
inline QString writeTask(const QString& root, const QString& name, const QByteArray& yaml, bool withFiles = true)
{
    const QString dir = QDir(root).filePath(name);
    writeFile(dir + "/task.yaml", yaml);
    if (withFiles) {
        writeFile(dir + "/README.md", "# Scale\n");
        writeFile(dir + "/scale.cpp", "// baseline\n");
        writeFile(dir + "/reference.cpp", "// reference\n");
        writeFile(dir + "/hidden.yaml", "configs:\n  - {name: odd, n: 33, alpha: 1}\n");
    }
    return dir;
}

inline QString joined(const LoadIssues& issues)
{
    QStringList l;
    for (const auto& i : issues)
        l << i.toString();
    return l.join('\n');
}

} // namespace kiln::testing
