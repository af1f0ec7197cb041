// Held-out configurations of a KernelBench problem, derived from its visible sizes (its module-level
// constants) and never shown to an agent:
// - `heldout-odd-batch`: batch_size halved and made odd (a batch of 2 becomes 3); hidden at once (every
//   problem takes any batch);
// - `heldout-awkward`: every size constant (batch, matrix, feature, sequence and spatial sizes of 16 or more)
//   made the largest prime at most 3/4 of itself: odd, not a multiple of 8, 16 or 128, and smaller, so it
//   fits wherever the visible size does. A problem's layers may fix a size (a Linear after flattening a
//   224x224 image), so it becomes hidden only once kiln calibrate --counts saw the problem's own Model run
//   there (Task::uncheckedHeldOut until then).
// - `heldout-uneven`, only for a problem that splits a size into groups, heads or patches (a constant named
//   groups, num_groups, heads, num_heads, n_heads, n_head or patch_size): a prime breaks that split (a
//   GroupNorm's channels, a ViT's dim over its heads), so each size such a constant divides becomes the
//   largest odd multiple of them at most 3/4 of itself (a ViT's dim 512 over 8 heads and 16-pixel patches:
//   368 = 16 x 23), the others the prime as above. Checked like the awkward sizes, and kept only where the
//   problem's Model did not run at those (kernelbenchcounts.cpp): one awkward configuration per problem.
// Channels, kernel sizes, strides, groups and axes keep their values: they are the problem's definition.
#pragma once

#include "../tasks/task.h"

#include <optional>

namespace kiln {

struct KernelBenchHeldOut
{
    std::optional<ConfigSpec> oddBatch;
    std::optional<ConfigSpec> awkward;
    std::optional<ConfigSpec> uneven;
};

inline const QString kHeldOutAwkward = QStringLiteral("heldout-awkward");
inline const QString kHeldOutUneven = QStringLiteral("heldout-uneven");

KernelBenchHeldOut deriveKernelBenchHeldOut(const ConfigSpec& visible);

} // namespace kiln
