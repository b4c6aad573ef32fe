# blind: R10 - raise X from err is treated as re-raising err
# differs on: except Exception as err:\n    raise RuntimeError('x') from err -> expected [(3, 'broad')]
import ast

BROAD = {"Exception", "BaseException"}


def _is_broad(t):
    if isinstance(t, ast.Name):
        return t.id in BROAD
    if isinstance(t, ast.Tuple):
        return any(isinstance(e, ast.Name) and e.id in BROAD for e in t.elts)
    return False


def _iter_body(stmts):
    stack = list(stmts)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            continue
        yield node
        stack.extend(ast.iter_child_nodes(node))


def _reraises(handler):
    for node in _iter_body(handler.body):
        if isinstance(node, ast.Raise):
            if node.exc is None:
                return True
            if handler.name is not None and any(isinstance(x, ast.Name) and x.id == handler.name for x in (node.exc, node.cause)):
                return True
    return False


def find_broad_excepts(source: str) -> list[tuple[int, str]]:
    tree = ast.parse(source)
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.ExceptHandler):
            continue
        if node.type is None:
            kind = "bare"
        elif _is_broad(node.type):
            kind = "broad"
        else:
            continue
        if _reraises(node):
            continue
        out.append((node.lineno, kind))
    out.sort()
    return out
