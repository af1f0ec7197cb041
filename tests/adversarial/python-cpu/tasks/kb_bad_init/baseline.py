# A KernelBench-style problem Kiln cannot judge: get_init_inputs() returns a tensor, which cannot be given to
# the candidate's constructor in another process. The evaluation must say so (bad_task), not crash.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, w):
        super().__init__()
        self.w = w

    def forward(self, x):
        return x * self.w


batch_size = 4
dim = 64


def get_inputs():
    return [torch.randn(batch_size, dim)]


def get_init_inputs():
    return [torch.randn(dim)]
