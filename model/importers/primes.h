// Primes for held-out sizes: a prime is odd (past 2) and no multiple of a tile size (8, 16, 128), the sizes a
// kernel tuned on the visible shapes is likeliest to get wrong. Both importers' held-out derivations use these.
#pragma once

#include <QtGlobal>

namespace kiln {

bool isPrime(qint64 n);
qint64 primeAbove(qint64 n);  // the smallest prime > n (at least 3)
qint64 primeBelow(qint64 n);  // the largest prime < n (at least 3), else primeAbove(n)
qint64 primeAtMost(qint64 n); // the largest prime <= n (2 for n < 3)

} // namespace kiln
