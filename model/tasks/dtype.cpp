#include "dtype.h"

#include <array>

namespace kiln {

namespace {
struct DTypeInfo
{
    DType type;
    const char* name;
    int size;
    bool isFloat;
};
constexpr std::array<DTypeInfo, 10> kDTypes{{
    {DType::F32, "f32", 4, true},
    {DType::F16, "f16", 2, true},
    {DType::BF16, "bf16", 2, true},
    {DType::F64, "f64", 8, true},
    {DType::I32, "i32", 4, false},
    {DType::I64, "i64", 8, false},
    {DType::I8, "i8", 1, false},
    {DType::U8, "u8", 1, false},
    {DType::U32, "u32", 4, false},
    {DType::F8E4M3, "f8e4m3", 1, true},
}};

const DTypeInfo& info(DType t)
{
    return kDTypes[static_cast<int>(t)];
}
} // namespace

std::optional<DType> dtypeFromName(const QString& name)
{
    for (const auto& d : kDTypes)
        if (name == QLatin1String(d.name))
            return d.type;
    return std::nullopt;
}

QString dtypeName(DType t)
{
    return QString::fromLatin1(info(t).name);
}

QStringList dtypeNames()
{
    QStringList names;
    for (const auto& d : kDTypes)
        names << QString::fromLatin1(d.name);
    return names;
}

int dtypeSize(DType t)
{
    return info(t).size;
}

bool dtypeIsFloat(DType t)
{
    return info(t).isFloat;
}

} // namespace kiln
