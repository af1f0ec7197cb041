#include "dtypes.h"

#include <cmath>
#include <cstring>

namespace kiln::harness {

namespace {
struct Info
{
    const char* name;
    size_t size;
    bool isFloat;
};
constexpr Info kInfo[] = {{"f32", 4, true},  {"f16", 2, true},   {"bf16", 2, true}, {"f64", 8, true},
                          {"i32", 4, false}, {"i64", 8, false},  {"i8", 1, false},  {"u8", 1, false},
                          {"u32", 4, false}, {"f8e4m3", 1, true}};

uint32_t bitsOf(float f)
{
    uint32_t u;
    std::memcpy(&u, &f, 4);
    return u;
}
float floatOf(uint32_t u)
{
    float f;
    std::memcpy(&f, &u, 4);
    return f;
}
} // namespace

std::optional<DType> dtypeFromName(const std::string& name)
{
    for (int i = 0; i < 10; ++i)
        if (name == kInfo[i].name)
            return static_cast<DType>(i);
    return std::nullopt;
}

const char* dtypeName(DType t)
{
    return kInfo[static_cast<int>(t)].name;
}

size_t dtypeSize(DType t)
{
    return kInfo[static_cast<int>(t)].size;
}

bool dtypeIsFloat(DType t)
{
    return kInfo[static_cast<int>(t)].isFloat;
}

uint16_t floatToBf16(float f)
{
    const uint32_t u = bitsOf(f);
    if (std::isnan(f))
        return 0x7fc0;
    const uint32_t rounding = 0x7fff + ((u >> 16) & 1);
    return static_cast<uint16_t>((u + rounding) >> 16);
}

float bf16ToFloat(uint16_t h)
{
    return floatOf(static_cast<uint32_t>(h) << 16);
}

uint16_t floatToHalf(float f)
{
    const uint32_t u = bitsOf(f);
    const uint32_t sign = (u >> 16) & 0x8000;
    const uint32_t absu = u & 0x7fffffff;
    if (absu > 0x7f800000)
        return static_cast<uint16_t>(sign | 0x7e00); // NaN
    if (absu >= 0x477ff000)                          // rounds to >= 65520: infinity
        return static_cast<uint16_t>(sign | 0x7c00);
    if (absu < 0x38800000) { // subnormal half (or zero): scale into the 10-bit mantissa, round to even
        const float scaled = floatOf(absu) * 16777216.0f; // 2^24
        return static_cast<uint16_t>(sign | static_cast<uint32_t>(std::nearbyint(scaled)));
    }
    uint32_t mant = absu & 0x7fffff;
    uint32_t exp = (absu >> 23) - 127 + 15;
    uint32_t half = (exp << 10) | (mant >> 13);
    const uint32_t rest = mant & 0x1fff;
    if (rest > 0x1000 || (rest == 0x1000 && (half & 1)))
        ++half; // may carry into the exponent, which is the right result
    return static_cast<uint16_t>(sign | half);
}

float halfToFloat(uint16_t h)
{
    const uint32_t sign = (static_cast<uint32_t>(h) & 0x8000) << 16;
    const uint32_t exp = (h >> 10) & 0x1f;
    const uint32_t mant = h & 0x3ff;
    if (exp == 0)
        return (sign ? -1.0f : 1.0f) * std::ldexp(static_cast<float>(mant), -24);
    if (exp == 31)
        return floatOf(sign | 0x7f800000 | (mant << 13));
    return floatOf(sign | ((exp - 15 + 127) << 23) | (mant << 13));
}

float f8e4m3ToFloat(uint8_t v)
{
    const int sign = v & 0x80 ? -1 : 1;
    const int exp = (v >> 3) & 0xf;
    const int mant = v & 0x7;
    if (exp == 15 && mant == 7)
        return std::nanf("");
    if (exp == 0)
        return sign * std::ldexp(static_cast<float>(mant), -9);
    return sign * std::ldexp(1.0f + mant / 8.0f, exp - 7);
}

uint8_t floatToF8e4m3(float f)
{
    if (std::isnan(f))
        return 0x7f;
    // Exhaustive nearest search over the 127 non-negative codes: small, exact, and only used for inputs.
    const float a = std::min(std::fabs(f), 448.0f);
    uint8_t best = 0;
    float bestErr = INFINITY;
    for (uint8_t c = 0; c < 0x7f; ++c) {
        const float err = std::fabs(f8e4m3ToFloat(c) - a);
        if (err < bestErr || (err == bestErr && (c & 1) == 0)) {
            bestErr = err;
            best = c;
        }
    }
    return static_cast<uint8_t>(best | (f < 0 ? 0x80 : 0));
}

double loadElement(const void* data, DType t, size_t i)
{
    switch (t) {
    case DType::F32:
        return static_cast<const float*>(data)[i];
    case DType::F16:
        return halfToFloat(static_cast<const uint16_t*>(data)[i]);
    case DType::BF16:
        return bf16ToFloat(static_cast<const uint16_t*>(data)[i]);
    case DType::F64:
        return static_cast<const double*>(data)[i];
    case DType::I32:
        return static_cast<const int32_t*>(data)[i];
    case DType::I64:
        return static_cast<double>(static_cast<const int64_t*>(data)[i]);
    case DType::I8:
        return static_cast<const int8_t*>(data)[i];
    case DType::U8:
        return static_cast<const uint8_t*>(data)[i];
    case DType::U32:
        return static_cast<const uint32_t*>(data)[i];
    case DType::F8E4M3:
        return f8e4m3ToFloat(static_cast<const uint8_t*>(data)[i]);
    }
    return 0;
}

void storeElement(void* data, DType t, size_t i, double v)
{
    switch (t) {
    case DType::F32:
        static_cast<float*>(data)[i] = static_cast<float>(v);
        break;
    case DType::F16:
        static_cast<uint16_t*>(data)[i] = floatToHalf(static_cast<float>(v));
        break;
    case DType::BF16:
        static_cast<uint16_t*>(data)[i] = floatToBf16(static_cast<float>(v));
        break;
    case DType::F64:
        static_cast<double*>(data)[i] = v;
        break;
    case DType::I32:
        static_cast<int32_t*>(data)[i] = static_cast<int32_t>(v);
        break;
    case DType::I64:
        static_cast<int64_t*>(data)[i] = static_cast<int64_t>(v);
        break;
    case DType::I8:
        static_cast<int8_t*>(data)[i] = static_cast<int8_t>(v);
        break;
    case DType::U8:
        static_cast<uint8_t*>(data)[i] = static_cast<uint8_t>(v);
        break;
    case DType::U32:
        static_cast<uint32_t*>(data)[i] = static_cast<uint32_t>(v);
        break;
    case DType::F8E4M3:
        static_cast<uint8_t*>(data)[i] = floatToF8e4m3(static_cast<float>(v));
        break;
    }
}

} // namespace kiln::harness
