"""Cyclomatic complexity of every function in a module."""
import ast

DECISIONS = (ast.If, ast.IfExp, ast.For, ast.AsyncFor, ast.While, ast.ExceptHandler, ast.match_case)


def _weight(node):
    if isinstance(node, DECISIONS):
        return 1
    if isinstance(node, ast.BoolOp):
        return len(node.values) - 1
    if isinstance(node, ast.comprehension):
        return 1 + len(node.ifs)
    return 0


def cyclomatic_complexity(source):
    scores = {}

    def visit(node, prefix, owner):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for expr in [*node.decorator_list, *node.args.defaults, *node.args.kw_defaults]:
                if expr is not None:
                    visit(expr, prefix, owner)
            name = prefix + node.name
            scores[name] = 1
            for statement in node.body:
                visit(statement, name + ".", name)
            return
        if owner is not None:
            scores[owner] += _weight(node)
        if isinstance(node, ast.ClassDef):
            prefix += node.name + "."
        for child in ast.iter_child_nodes(node):
            if child is not getattr(node, "annotation", None):
                visit(child, prefix, owner)

    visit(ast.parse(source), "", None)
    return scores
