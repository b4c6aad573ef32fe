import ast

DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def _documented(node):
    docstring = ast.get_docstring(node)
    return bool(docstring and docstring.strip())


def docstring_coverage(source):
    tree = ast.parse(source)
    items = [("<module>", _documented(tree))]

    for node in ast.walk(tree):
        if isinstance(node, DEFINITIONS) and not node.name.startswith("_"):
            items.append((node.name, _documented(node)))
    documented = sum(1 for _, ok in items if ok)
    return {
        "total": len(items),
        "documented": documented,
        "missing": [name for name, ok in items if not ok],
        "percent": round(100 * documented / len(items), 1),
    }
