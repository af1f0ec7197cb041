// Element types on the host side of the harness: sizes, conversions between storage formats (bf16, f16,
// f8e4m3) and double for generating inputs and comparing outputs. The numbering matches kiln_dtype.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

namespace kiln::harness {

enum class DType { F32 = 0, F16 = 1, BF16 = 2, F64 = 3, I32 = 4, I64 = 5, I8 = 6, U8 = 7, U32 = 8, F8E4M3 = 9 };

std::optional<DType> dtypeFromName(const std::string& name);
const char* dtypeName(DType t);
size_t dtypeSize(DType t);
bool dtypeIsFloat(DType t);

// Reads element i of a buffer of type t as double, and writes a double into one (rounding to nearest even).
double loadElement(const void* data, DType t, size_t i);
void storeElement(void* data, DType t, size_t i, double v);

uint16_t floatToBf16(float f);
float bf16ToFloat(uint16_t h);
uint16_t floatToHalf(float f);
float halfToFloat(uint16_t h);
uint8_t floatToF8e4m3(float f);
float f8e4m3ToFloat(uint8_t v);

} // namespace kiln::harness
