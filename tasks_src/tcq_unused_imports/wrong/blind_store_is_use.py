# blind: R8 - any Name node counts as a use, including assignment targets
# differs on: 'import os\nos = None\n' -> expected [(1, 'os')]
import ast


def find_unused_imports(source: str) -> list[tuple[int, str]]:
    tree = ast.parse(source)
    used = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            used.add(node.id)
    for stmt in tree.body:
        if isinstance(stmt, ast.Assign) and isinstance(stmt.value, (ast.List, ast.Tuple)):
            if any(isinstance(t, ast.Name) and t.id == "__all__" for t in stmt.targets):
                for elt in stmt.value.elts:
                    if isinstance(elt, ast.Constant) and isinstance(elt.value, str):
                        used.add(elt.value)
    bindings = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for i, alias in enumerate(node.names):
                name = alias.asname if alias.asname else alias.name.split(".")[0]
                bindings.append((node.lineno, node.col_offset, i, name))
        elif isinstance(node, ast.ImportFrom):
            if node.module == "__future__" and not node.level:
                continue
            for i, alias in enumerate(node.names):
                if alias.name == "*":
                    continue
                name = alias.asname if alias.asname else alias.name
                bindings.append((node.lineno, node.col_offset, i, name))
    bindings.sort(key=lambda b: (b[0], b[1], b[2]))
    return [(line, name) for line, _c, _i, name in bindings if name not in used]
