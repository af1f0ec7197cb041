#!/usr/bin/env python3
# Writes large_left.cu (10,000 lines of generated CUDA) and large_right.cu (the same with 40 scattered
# edits: 20 changed lines, 10 three-line insertions, 10 two-line deletions). Deterministic (seed 7), so
# re-running it reproduces the committed files byte for byte.
import random

random.seed(7)
left = []
for k in range(10000 // 12):
    left += [f"__global__ void kernel_{k}(const float* x, float* y, int n)",
             "{",
             "    int i = blockIdx.x * blockDim.x + threadIdx.x;",
             f"    float acc = {k}.0f;",
             "    if (i < n) {",
             f"        acc += x[i] * {k % 7 + 1}.5f;",
             f"        acc = fmaxf(acc, x[(i + {k}) % n]);",
             "        y[i] = acc;",
             "    }",
             "}",
             "",
             f"// kernel {k} ends here"]
left = left[:10000]
while len(left) < 10000:
    left.append(f"// padding {len(left)}")
right = list(left)
spots = sorted(random.sample(range(50, 9950), 40), reverse=True)  # back to front: indices stay valid
for j, s in enumerate(spots):
    if j % 4 in (0, 2):
        right[s] = right[s].replace("acc", "sum") if "acc" in right[s] else right[s] + "  // edited"
    elif j % 4 == 1:
        right[s:s] = [f"    // inserted {s} a", f"    // inserted {s} b", "    __syncthreads();"]
    else:
        del right[s:s + 2]
open("large_left.cu", "w").write("\n".join(left) + "\n")
open("large_right.cu", "w").write("\n".join(right) + "\n")
