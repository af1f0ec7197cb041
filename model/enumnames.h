// The names of an enum's values (in files, on the wire, in the CLI): one table per enum, read both ways, so a
// name and its parse cannot drift apart as a switch and an if-chain kept by hand can. Beside each table,
// static_assert(namesEveryValueOnce(table)) stands in for the compiler's check that a switch covers its enum:
// the values 0..N-1 each once (these enums count from 0), and no name twice.
#pragma once

#include <QString>

#include <array>
#include <cstddef>
#include <optional>

namespace kiln {

template <typename Enum> struct EnumName
{
    Enum value;
    const char* name; // Latin-1
};

template <typename Enum, std::size_t N> using EnumNames = std::array<EnumName<Enum>, N>;

namespace detail {
constexpr bool sameName(const char* a, const char* b)
{
    while (*a && *a == *b)
        ++a, ++b;
    return *a == *b;
}
} // namespace detail

template <typename Enum, std::size_t N> constexpr bool namesEveryValueOnce(const EnumNames<Enum, N>& names)
{
    for (std::size_t i = 0; i < N; ++i) {
        const auto v = static_cast<std::size_t>(names[i].value);
        if (v >= N)
            return false;
        for (std::size_t j = 0; j < i; ++j)
            if (names[j].value == names[i].value || detail::sameName(names[j].name, names[i].name))
                return false;
    }
    return true;
}

template <typename Enum, std::size_t N> QString nameOf(const EnumNames<Enum, N>& names, Enum value)
{
    for (const EnumName<Enum>& n : names)
        if (n.value == value)
            return QString::fromLatin1(n.name);
    return {};
}

template <typename Enum, std::size_t N>
std::optional<Enum> valueNamed(const EnumNames<Enum, N>& names, const QString& name)
{
    for (const EnumName<Enum>& n : names)
        if (name == QLatin1String(n.name))
            return n.value;
    return std::nullopt;
}

} // namespace kiln
