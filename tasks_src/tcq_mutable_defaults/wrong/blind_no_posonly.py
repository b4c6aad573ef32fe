# blind: R7 - positional-only parameters are left out, so their defaults are misattributed or missed
# differs on: 'def f(a=[], /, b=1):\n    pass\n' -> expected [(1, 'f', 'a')]
import ast

_CALLS = {"list", "dict", "set", "bytearray"}


def _mutable(node):
    if isinstance(node, (ast.List, ast.Dict, ast.Set, ast.ListComp, ast.DictComp, ast.SetComp)):
        return True
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _CALLS:
        return True
    return False


def _param_defaults(args):
    positional = list(args.args)
    pairs = []
    if args.defaults:
        defaults = args.defaults[-len(positional):] if positional else []
        offset = len(positional) - len(defaults)
        for i, d in enumerate(defaults):
            pairs.append((positional[offset + i].arg, d))
    for a, d in zip(args.kwonlyargs, args.kw_defaults):
        if d is not None:
            pairs.append((a.arg, d))
    return pairs


def find_mutable_defaults(source: str) -> list[tuple[int, str, str]]:
    tree = ast.parse(source)
    found = []

    def check(node, qualname):
        for pos, (pname, d) in enumerate(_param_defaults(node.args)):
            if _mutable(d):
                found.append((node.lineno, node.col_offset, pos, qualname, pname))

    def visit(node, prefix):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            qn = prefix + node.name
            check(node, qn)
            for d in node.decorator_list:
                visit(d, prefix)
            visit(node.args, prefix)
            if node.returns is not None:
                visit(node.returns, prefix)
            for stmt in node.body:
                visit(stmt, qn + ".")
            return
        if isinstance(node, ast.Lambda):
            qn = prefix + "<lambda>"
            check(node, qn)
            visit(node.args, prefix)
            visit(node.body, qn + ".")
            return
        if isinstance(node, ast.ClassDef):
            for d in node.decorator_list:
                visit(d, prefix)
            for b in node.bases:
                visit(b, prefix)
            for k in node.keywords:
                visit(k, prefix)
            for stmt in node.body:
                visit(stmt, prefix + node.name + ".")
            return
        for child in ast.iter_child_nodes(node):
            visit(child, prefix)

    visit(tree, "")
    found.sort(key=lambda t: (t[0], t[1], t[2]))
    return [(line, qn, p) for line, _c, _p, qn, p in found]
