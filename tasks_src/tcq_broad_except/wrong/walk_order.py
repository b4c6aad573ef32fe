import ast


def _is_broad(node):
    if isinstance(node, ast.Name):
        return node.id in ("Exception", "BaseException")
    if isinstance(node, ast.Tuple):
        return any(_is_broad(e) for e in node.elts)
    return False


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
        elif _is_broad(node.type):
            findings.append((node.lineno, "broad"))
    return findings
