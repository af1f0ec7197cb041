import torch


class Model(torch.nn.Module):
    def __init__(self, rows, cols):
        super().__init__()
        self.scale = torch.nn.Parameter(torch.rand(cols) + 0.5)

    def forward(self, x):
        return torch.softmax(x * self.scale, dim=-1)
