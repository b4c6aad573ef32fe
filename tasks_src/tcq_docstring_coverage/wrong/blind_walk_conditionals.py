# blind: R7 - definitions inside if/try/with/loop blocks at module level are counted
# differs on: 'if True:\n    def cond():\n        pass\n' -> expected total 1
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
                if isinstance(stmt, ast.ClassDef):
                    walk(stmt.body, name + ".")

    body = []
    for st in tree.body:
        body.append(st)
        if isinstance(st, (ast.If, ast.Try, ast.With, ast.For, ast.While)):
            body.extend(s for s in ast.walk(st) if isinstance(s, _DEFS) and s in getattr(st, 'body', []) + getattr(st, 'orelse', []))
    walk(body, "")
    total = len(items)
    documented = sum(1 for _, d in items if d)
    missing = [n for n, d in items if not d]
    return {
        "total": total,
        "documented": documented,
        "missing": missing,
        "percent": round(100 * documented / total, 1),
    }
