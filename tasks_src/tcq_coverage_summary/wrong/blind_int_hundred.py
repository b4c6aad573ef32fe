# blind: R11 - a module without statement lines gives the int 100 instead of the float 100.0
# differs on: coverage_summary('# only comment\n', set()) -> expected (100.0, '') with a float
import ast


def _docstring_ids(tree):
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body:
                first = body[0]
                if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                        and isinstance(first.value.value, str)):
                    ids.add(id(first))
    return ids


def coverage_summary(source: str, executed: set[int]) -> tuple[float, str]:
    tree = ast.parse(source)
    docs = _docstring_ids(tree)
    lines = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.stmt) and id(node) not in docs:
            lines.add(node.lineno)
    stmts = sorted(lines)
    total = len(stmts)
    if total == 0:
        return (100, "")
    covered = sum(1 for n in stmts if n in executed)
    percent = float(round(100 * covered / total, 1))
    ranges = []
    cur = None
    for n in stmts:
        if n in executed:
            if cur is not None:
                ranges.append(cur)
                cur = None
        else:
            if cur is None:
                cur = [n, n]
            else:
                cur[1] = n
    if cur is not None:
        ranges.append(cur)
    missing = ", ".join(str(a) if a == b else "%d-%d" % (a, b) for a, b in ranges)
    return (percent, missing)
