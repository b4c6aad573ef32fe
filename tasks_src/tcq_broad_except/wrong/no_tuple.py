import ast


def _reraises(handler):
    stack = list(handler.body)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            continue
        if isinstance(node, ast.Raise):
            if node.exc is None:
                return True
            if isinstance(node.exc, ast.Name) and node.exc.id == handler.name:
                return True
        stack.extend(ast.iter_child_nodes(node))
    return False


def find_broad_excepts(source):
    findings = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.ExceptHandler) or _reraises(node):
            continue
        if node.type is None:
            findings.append((node.lineno, "bare"))
        elif isinstance(node.type, ast.Name) and node.type.id in ("Exception", "BaseException"):
            findings.append((node.lineno, "broad"))
    return sorted(findings)
