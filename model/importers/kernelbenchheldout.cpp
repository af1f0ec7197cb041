#include "kernelbenchheldout.h"

#include "primes.h"

#include <QSet>

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

constexpr qint64 kSmallestSize = 16; // below it a size is as likely a count of something fixed

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
    ConfigSpec awkward = visible;
    awkward.name = QStringLiteral("heldout-awkward");
    awkward.hidden = true;
    bool changed = false;
    for (auto it = awkward.values.begin(); it != awkward.values.end(); ++it)
        if (isSizeConstant(it.key()) && it.value() >= kSmallestSize) {
            it.value() = primeAtMost(it.value() * 3 / 4);
            changed = true;
        }
    if (changed)
        out.awkward = awkward;
    return out;
}

} // namespace kiln
