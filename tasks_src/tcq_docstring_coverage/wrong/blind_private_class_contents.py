# blind: R5 - public methods inside a private class are still counted
# differs on: 'class _Hidden:\n    def visible(self):\n        pass\n' -> expected total 1
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
            if isinstance(stmt, _DEFS):
                name = prefix + stmt.name
                if not stmt.name.startswith("_"):
                    items.append((name, _documented(stmt)))
                if isinstance(stmt, ast.ClassDef):
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
