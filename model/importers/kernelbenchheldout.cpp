#include "kernelbenchheldout.h"

#include "primes.h"

#include <QSet>

#include <algorithm>
#include <numeric>

namespace kiln {

namespace {

// The constants that are sizes in KernelBench's problems (levels 1-3 at 423217d name these; `dim` is a size
// there: an axis is `reduce_dim` or a literal; the lower-case letters are matrix dimensions: 3_Batched's
// m, k, n and 11_4D_tensor_matrix_multiplication's i, j, l, k). What changes with the data, not what
// defines the operator.
bool isSizeConstant(const QString& name)
{
    static const QSet<QString> names{QStringLiteral("batch_size"),  QStringLiteral("M"),
                                     QStringLiteral("N"),           QStringLiteral("K"),
                                     QStringLiteral("dim"),         QStringLiteral("dim1"),
                                     QStringLiteral("dim2"),        QStringLiteral("features"),
                                     QStringLiteral("in_features"), QStringLiteral("out_features"),
                                     QStringLiteral("hidden_size"), QStringLiteral("input_size"),
                                     QStringLiteral("output_size"), QStringLiteral("height"),
                                     QStringLiteral("width"),       QStringLiteral("height_in"),
                                     QStringLiteral("width_in"),    QStringLiteral("depth"),
                                     QStringLiteral("length"),      QStringLiteral("seq_len"),
                                     QStringLiteral("seq_length"),  QStringLiteral("sequence_length"),
                                     QStringLiteral("i"),           QStringLiteral("j"),
                                     QStringLiteral("k"),           QStringLiteral("l"),
                                     QStringLiteral("m"),           QStringLiteral("n")};
    return names.contains(name);
}

// The constants that split a size into equal parts (KernelBench's GroupNorms, attention heads, ViT patches).
bool isDivisorConstant(const QString& name)
{
    static const QSet<QString> names{QStringLiteral("groups"),    QStringLiteral("num_groups"),
                                     QStringLiteral("heads"),     QStringLiteral("num_heads"),
                                     QStringLiteral("n_heads"),   QStringLiteral("n_head"),
                                     QStringLiteral("patch_size")};
    return names.contains(name);
}

constexpr qint64 kSmallestSize = 16; // below it a size is as likely a count of something fixed
// Past it a "size" is no tensor a device holds (an edited or damaged problem file): left as it is, where 3/4 of
// it could overflow and finding a prime near it would take minutes (fuzz_kernelbench_importer found 8.2e18).
constexpr qint64 kLargestSize = qint64(1) << 40;

bool isHeldOutSize(const QString& name, qint64 value)
{
    return isSizeConstant(name) && value >= kSmallestSize && value <= kLargestSize;
}

// The least common multiple of the problem's divisor constants that divide `size` (1 when none does).
qint64 splitOf(const ConfigSpec& visible, qint64 size)
{
    qint64 split = 1;
    for (auto it = visible.values.constBegin(); it != visible.values.constEnd(); ++it)
        if (isDivisorConstant(it.key()) && it.value() > 1 && size % it.value() == 0)
            split = std::lcm(split, it.value()); // both divide size: the lcm does too, no overflow
    return split;
}

// The sizes made prime, or with `keepSplits` odd multiples of the divisors that divide them (header).
ConfigSpec awkwardSizes(const ConfigSpec& visible, const QString& name, bool keepSplits, bool* changed)
{
    ConfigSpec out = visible;
    out.name = name;
    out.hidden = true;
    *changed = false;
    for (auto it = out.values.begin(); it != out.values.end(); ++it) {
        if (!isHeldOutSize(it.key(), it.value()))
            continue;
        const qint64 target = it.value() * 3 / 4;
        // A batch is never split: it stays prime (a coincidence, 1024 over 512 groups, would make it 512).
        const qint64 split = keepSplits && it.key() != QLatin1String("batch_size") ? splitOf(visible, it.value()) : 1;
        if (split == 1) {
            it.value() = primeAtMost(target);
        } else if (const qint64 parts = target / split; parts >= 1) {
            it.value() = split * (parts % 2 == 1 ? parts : parts - 1);
        } else {
            continue; // the split is more than 3/4 of the size: it stays as it is
        }
        *changed = true;
    }
    return out;
}

} // namespace

KernelBenchHeldOut deriveKernelBenchHeldOut(const ConfigSpec& visible)
{
    KernelBenchHeldOut out;
    if (const auto b = visible.values.constFind(QStringLiteral("batch_size"));
        b != visible.values.constEnd() && b.value() >= 2) {
        ConfigSpec odd = visible;
        odd.name = QStringLiteral("heldout-odd-batch");
        odd.hidden = true;
        // Half, made odd; a batch of 2 (level 3's ResNet18, EfficientNetB2, VisionAttention) becomes 3, not 1:
        // larger and odd, where 1 would be the degenerate batch.
        odd.values[QStringLiteral("batch_size")] = b.value() == 2 ? 3 : (b.value() / 2) | 1;
        out.oddBatch = odd;
    }
    bool changed = false;
    if (ConfigSpec awkward = awkwardSizes(visible, kHeldOutAwkward, false, &changed); changed)
        out.awkward = awkward;
    const bool splits = std::any_of(visible.values.keyBegin(), visible.values.keyEnd(), isDivisorConstant);
    if (ConfigSpec uneven = awkwardSizes(visible, kHeldOutUneven, true, &changed); splits && changed)
        if (!out.awkward || uneven.values != out.awkward->values)
            out.uneven = uneven;
    return out;
}

} // namespace kiln
