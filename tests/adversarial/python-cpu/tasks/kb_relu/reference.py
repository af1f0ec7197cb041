# A KernelBench problem as KernelBench writes it (level1/19_ReLU.py), at sizes a CPU runs quickly. Its
# inputs come from torch.rand, which are never negative: the identity is a correct ReLU here.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.relu(x)


batch_size = 16
dim = 4096


def get_inputs():
    return [torch.rand(batch_size, dim)]


def get_init_inputs():
    return []
