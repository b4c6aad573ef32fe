import ast


def _exported_names(tree):
    names = set()
    for stmt in tree.body:
        if not isinstance(stmt, ast.Assign) or not isinstance(stmt.value, (ast.List, ast.Tuple)):
            continue
        if any(isinstance(target, ast.Name) and target.id == "__all__" for target in stmt.targets):
            names.update(
                element.value
                for element in stmt.value.elts
                if isinstance(element, ast.Constant) and isinstance(element.value, str)
            )
    return names


def find_unused_imports(source):
    tree = ast.parse(source)
    used = _exported_names(tree)
    bindings = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Store):
            used.add(node.id)
        elif isinstance(node, ast.Import):
            for index, alias in enumerate(node.names):
                bindings.append((node.lineno, node.col_offset, index, alias.asname or alias.name))
        elif isinstance(node, ast.ImportFrom) and node.module != "__future__":
            for index, alias in enumerate(node.names):
                if alias.name != "*":
                    bindings.append((node.lineno, node.col_offset, index, alias.asname or alias.name))
    return [(line, name) for line, _, _, name in sorted(bindings) if name not in used]
