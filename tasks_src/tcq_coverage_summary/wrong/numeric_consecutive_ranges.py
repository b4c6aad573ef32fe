import ast

BODIES = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def _docstring_ids(tree):
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, BODIES) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                ids.add(id(first))
    return ids


def coverage_summary(source, executed):
    tree = ast.parse(source)
    docstrings = _docstring_ids(tree)
    statements = sorted({
        node.lineno for node in ast.walk(tree) if isinstance(node, ast.stmt) and id(node) not in docstrings
    })
    if not statements:
        return 100.0, ""
    missing = [line not in executed for line in statements]
    ranges = []
    for index, line in enumerate(statements):
        if not missing[index]:
            continue
        if ranges and ranges[-1][1] == line - 1:
            ranges[-1][1] = line
        else:
            ranges.append([line, line])
    covered = missing.count(False)
    text = ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in ranges)
    return round(100 * covered / len(statements), 1), text
