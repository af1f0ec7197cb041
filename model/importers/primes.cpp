#include "primes.h"

#include <algorithm>

namespace kiln {

bool isPrime(qint64 n)
{
    if (n < 2)
        return false;
    for (qint64 d = 2; d <= n / d; ++d) // d * d would overflow near the 64-bit limit
        if (n % d == 0)
            return false;
    return true;
}

qint64 primeAbove(qint64 n)
{
    qint64 p = std::max<qint64>(n + 1, 3);
    while (!isPrime(p))
        ++p;
    return p;
}

qint64 primeBelow(qint64 n)
{
    for (qint64 p = n - 1; p >= 3; --p)
        if (isPrime(p))
            return p;
    return primeAbove(n);
}

qint64 primeAtMost(qint64 n)
{
    return n >= 2 && isPrime(n) ? n : n > 3 ? primeBelow(n) : 2;
}

} // namespace kiln
