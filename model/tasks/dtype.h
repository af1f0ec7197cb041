// Element types of task tensors. The names are task.yaml's (`f32`, `bf16`...); the numeric order matches
// kiln_dtype in runners/harness/include/kiln/kernel_abi.h, which the harness relies on.
#pragma once

#include <QString>
#include <QStringList>
#include <optional>

namespace kiln {

enum class DType { F32 = 0, F16 = 1, BF16 = 2, F64 = 3, I32 = 4, I64 = 5, I8 = 6, U8 = 7, U32 = 8, F8E4M3 = 9 };

std::optional<DType> dtypeFromName(const QString& name);
QString dtypeName(DType t);
QStringList dtypeNames();
int dtypeSize(DType t);
bool dtypeIsFloat(DType t);

} // namespace kiln
