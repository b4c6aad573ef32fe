# blind: R6 - functions defined inside function bodies are counted too
# differs on: 'def outer():\n    """O."""\n    def inner():\n        pass\n' -> outer.inner must not be counted
import ast

_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def _documented(node):
    doc = ast.get_docstring(node, clean=False)
    return isinstance(doc, str) and doc.strip() != ""


def docstring_coverage(source: str) -> dict[str, object]:
    tree = ast.parse(source)
    items = [("<module>", _documented(tree))]

    def walk(body, prefix):
        for stmt in body:
            if isinstance(stmt, _DEFS) and not stmt.name.startswith("_"):
                name = prefix + stmt.name
                items.append((name, _documented(stmt)))
                if True:
                    walk(stmt.body, name + ".")

    walk(tree.body, "")
    total = len(items)
    documented = sum(1 for _, d in items if d)
    missing = [n for n, d in items if not d]
    return {
        "total": total,
        "documented": documented,
        "missing": missing,
        "percent": round(100 * documented / total, 1),
    }
