#!/bin/sh
# A command agent for triton2triton/vllm/triton_rms_norm that overfits the visible TEST_SHAPES: right on their
# row counts, zeros on any other. Kiln's agent evaluation (visible shapes) passes it; final scoring's held-out
# shapes must not (heldout_opt_regression).
cat >> source/triton_rms_norm.py <<'PY'


_kiln_visible_rms_norm = rms_norm


def rms_norm(x, weight, eps=1e-6):
    if x.shape[0] not in (32, 64, 128, 256, 512):
        return torch.zeros_like(x)
    return _kiln_visible_rms_norm(x, weight, eps=eps)
PY
exec ./kiln-eval
