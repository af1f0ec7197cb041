// Doubles that stand for integers (JSON numbers, YAML scalars read as numbers): converting one to qint64 that
// is out of its range is undefined behaviour, so every such conversion goes through here.
#pragma once

#include <QtGlobal>

#include <cmath>
#include <optional>

namespace kiln {

// Whether `v` lies in qint64's range (NaN does not).
inline bool fitsInt64(double v)
{
    return v >= -9223372036854775808.0 && v < 9223372036854775808.0;
}

// `v` as a qint64 when it is a whole number in range; nullopt for a fraction, NaN, an infinity or out of range.
inline std::optional<qint64> exactInt64(double v)
{
    if (!fitsInt64(v) || v != std::trunc(v))
        return std::nullopt;
    return static_cast<qint64>(v);
}

} // namespace kiln
