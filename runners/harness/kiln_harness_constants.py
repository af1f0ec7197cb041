"""A KernelBench problem's module constants set to a configuration's values (the judge, kiln_count.py).

A problem file computes some constants from others when it is imported: `input_shape = (batch_size, 3, 224,
224)` (level 3's ResNet18), `bias_shape = (out_channels, 1, 1)` (most of level 2). Setting `batch_size` or
`out_channels` after the import leaves those at the visible sizes: a held-out batch then made the visible
inputs again, and a held-out width a bias of the visible width that the Model refused. So after the values
are set, the module's own top-level assignments that read a changed name are run again, in file order, in
the module's namespace (the problem file is the task's trusted code; only its plain assignments run).
No torch here: it is imported by the count script and the judge alike.
"""
from __future__ import annotations

import ast


def _derived_assignments(module) -> list:
    """The module's top-level assignments to plain names, each with the names it reads (cached)."""
    cached = getattr(module, "__kiln_assignments__", None)
    if cached is not None:
        return cached
    found = []
    path = getattr(module, "__file__", None)
    if path:
        try:
            with open(path, encoding="utf-8") as f:
                tree = ast.parse(f.read(), path)
        except (OSError, SyntaxError, ValueError):
            tree = None
        for stmt in tree.body if tree else []:
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target] if (
                isinstance(stmt, ast.AnnAssign) and stmt.value is not None) else []
            names = [t.id for t in targets if isinstance(t, ast.Name)]
            if not names or len(names) != len(targets):
                continue
            reads = {n.id for n in ast.walk(stmt.value) if isinstance(n, ast.Name)}
            found.append((names, reads, compile(ast.Module([stmt], []), path, "exec")))
    module.__kiln_assignments__ = found
    return found


def set_constants(module, constants: dict) -> None:
    """Sets `constants` on the problem's module, then what the file computes from them (above). A constant
    the configuration names keeps the configuration's value."""
    changed = set()
    for name, value in (constants or {}).items():
        if getattr(module, name, None) != value:
            changed.add(name)
        setattr(module, name, value)
    if not changed:
        return
    for names, reads, code in _derived_assignments(module):
        if reads & changed and not set(names) & set(constants):
            exec(code, module.__dict__)  # noqa: S102 - the problem file's own assignment
            changed.update(names)
