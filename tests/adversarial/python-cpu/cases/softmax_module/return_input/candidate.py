import torch


class Model(torch.nn.Module):
    def __init__(self, rows, cols):
        super().__init__()

    def forward(self, x):
        return x
