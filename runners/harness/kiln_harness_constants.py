"""A KernelBench problem's module constants set to a configuration's values (the judge, kiln_count.py).

A problem file computes some constants from others when it is imported: `input_shape = (batch_size, 3, 224,
224)` (level 3's ResNet18), `bias_shape = (out_channels, 1, 1)` (most of level 2). Setting `batch_size` or
`out_channels` after the import leaves those at the visible sizes: a held-out batch then made the visible
inputs again, and a held-out width a bias of the visible width that the Model refused. So after the values
are set, the module's own top-level assignments that read a changed name are run again, in file order, in
the module's namespace (the problem file is the task's trusted code; only its plain assignments run).

A shape may also repeat a size as a literal: 100_HingeLoss has `batch_size = 32768` and `input_shape =
(32768,)`, and its forward needs both equal. A top-level shape literal (a name with `shape` in it, a tuple of
integers) takes a changed size's new value wherever it repeats that size's value in the file, for sizes of
16 or more (below that a literal 2 or 3 is as likely a stride or a kernel size as a batch). Where two sizes of
the same value change to different ones the literal keeps it: which one it repeats cannot be told.
No torch here: it is imported by the count script and the judge alike.
"""
from __future__ import annotations

import ast


SMALLEST_TIED_SIZE = 16


class _FileAssignments:
    """What set_constants needs of the problem file: its top-level assignments to plain names, each with the
    names it reads; the integers it assigns; its shape literals (see above)."""

    def __init__(self):
        self.derived = []  # (names, names read, compiled assignment)
        self.integers = {}  # name -> the integer literal the file gives it
        self.shape_literals = {}  # name -> the tuple of integers the file gives it


def _literal(node):
    """A literal's value; a product of integers too (`N = 2048 * 2`, as Kiln's importer reads it)."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
        left, right = _literal(node.left), _literal(node.right)
        return left * right if type(left) is int and type(right) is int else None
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return None


def _file_assignments(module) -> _FileAssignments:
    """Read once per module (cached on it)."""
    cached = getattr(module, "__kiln_assignments__", None)
    if cached is not None:
        return cached
    found = _FileAssignments()
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
            found.derived.append((names, reads, compile(ast.Module([stmt], []), path, "exec")))
            value = _literal(stmt.value) if not reads else None
            for name in names:
                if type(value) is int:
                    found.integers[name] = value
                elif (type(value) is tuple and value and all(type(v) is int for v in value)
                      and "shape" in name.lower()):
                    found.shape_literals[name] = value
    module.__kiln_assignments__ = found
    return found


def _tied_shapes(file: _FileAssignments, constants: dict) -> dict:
    """Each shape literal with the changed sizes it repeats replaced by their new values (module docstring)."""
    renamed, ambiguous = {}, set()
    for name, value in constants.items():
        old = file.integers.get(name)
        if old is None or old < SMALLEST_TIED_SIZE or old == value:
            continue
        if renamed.get(old, value) != value:
            ambiguous.add(old)
        renamed[old] = value
    for old in ambiguous:
        del renamed[old]
    return {name: tuple(renamed.get(v, v) for v in literal)
            for name, literal in file.shape_literals.items() if name not in constants}


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
    file = _file_assignments(module)
    for name, value in _tied_shapes(file, constants or {}).items():
        if getattr(module, name, None) != value:
            changed.add(name)
        setattr(module, name, value)
    for names, reads, code in file.derived:
        if reads & changed and not set(names) & set(constants):
            exec(code, module.__dict__)  # noqa: S102 - the problem file's own assignment
            changed.update(names)
