import numpy as np
import torch
import torch.nn as nn


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        a = x.numpy()
        e = np.exp(a - a.max(axis=1, keepdims=True))
        return torch.from_numpy(e / e.sum(axis=1, keepdims=True))
