# blind: R10 - a try statement with handlers adds one in total instead of one per except clause
# differs on: try with two except clauses in def t -> expected {'t': 3}
import ast

_FUNCS = (ast.FunctionDef, ast.AsyncFunctionDef)


def cyclomatic_complexity(source: str) -> dict[str, int]:
    tree = ast.parse(source)
    result = {}

    def add(owner, n):
        if owner is not None and n:
            result[owner] += n

    def decisions(node):
        if isinstance(node, (ast.If, ast.IfExp, ast.For, ast.AsyncFor, ast.While,
                             ast.match_case)):
            return 1
        if isinstance(node, ast.Try):
            return 1 if node.handlers else 0
        if isinstance(node, ast.comprehension):
            return 1 + len(node.ifs)
        if isinstance(node, ast.BoolOp):
            return len(node.values) - 1
        return 0

    def visit_args(args, owner):
        # defaults belong to the enclosing code; annotations count for nobody
        for d in args.defaults:
            visit(d, owner, None)
        for d in args.kw_defaults:
            if d is not None:
                visit(d, owner, None)

    def visit(node, owner, prefix):
        if isinstance(node, _FUNCS):
            for d in node.decorator_list:
                visit(d, owner, prefix)
            visit_args(node.args, owner)
            qn = (prefix or "") + node.name
            result[qn] = 1
            for stmt in node.body:
                visit(stmt, qn, qn + ".")
            return
        if isinstance(node, ast.ClassDef):
            for d in node.decorator_list:
                visit(d, owner, prefix)
            for b in node.bases:
                visit(b, owner, prefix)
            for k in node.keywords:
                visit(k, owner, prefix)
            cp = (prefix or "") + node.name + "."
            for stmt in node.body:
                visit(stmt, owner, cp)
            return
        if isinstance(node, ast.Lambda):
            visit_args(node.args, owner)
            visit(node.body, owner, prefix)
            return
        if isinstance(node, ast.AnnAssign):
            visit(node.target, owner, prefix)
            if node.value is not None:
                visit(node.value, owner, prefix)
            return
        add(owner, decisions(node))
        for child in ast.iter_child_nodes(node):
            visit(child, owner, prefix)

    for stmt in tree.body:
        visit(stmt, None, "")
    return result
