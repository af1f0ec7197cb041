"""Baseline: per-row softmax cross-entropy written with plain PyTorch operators.

loss[i] = logsumexp(logits[i, :]) - logits[i, targets[i]]

Correct for every shape, deliberately plain: a max pass, a subtract, an exp, a sum, a log and
a gather, each its own kernel with full-size fp32 temporaries. Replace it with your own CUDA
kernel (torch.utils.cpp_extension.load_inline); keep the class name and the forward signature.
"""
import torch


class ModelNew(torch.nn.Module):
    def __init__(self, batch: int, vocab: int):
        super().__init__()
        self.batch = batch
        self.vocab = vocab

    def forward(self, logits: torch.Tensor, targets: torch.Tensor) -> torch.Tensor:
        row_max = logits.max(dim=1, keepdim=True).values
        shifted = logits - row_max
        sum_exp = torch.exp(shifted).sum(dim=1)
        log_sum_exp = torch.log(sum_exp) + row_max.squeeze(1)
        target_logit = logits.gather(1, targets.unsqueeze(1)).squeeze(1)
        return (log_sum_exp - target_logit).contiguous()
