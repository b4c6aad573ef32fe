import ast

DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def _documented(node):
    docstring = ast.get_docstring(node)
    return bool(docstring and docstring.strip())


def docstring_coverage(source):
    tree = ast.parse(source)
    items = [("<module>", _documented(tree))]

    def visit(body, prefix):
        for node in body:
            if isinstance(node, DEFINITIONS) and (not node.name.startswith("_") or node.name.endswith("__")):
                name = prefix + node.name
                items.append((name, _documented(node)))
                if isinstance(node, ast.ClassDef):
                    visit(node.body, name + ".")

    visit(tree.body, "")
    documented = sum(1 for _, ok in items if ok)
    return {
        "total": len(items),
        "documented": documented,
        "missing": [name for name, ok in items if not ok],
        "percent": round(100 * documented / len(items), 1),
    }
