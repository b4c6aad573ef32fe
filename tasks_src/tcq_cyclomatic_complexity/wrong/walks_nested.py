import ast


def _weight(node):
    if isinstance(node, (ast.If, ast.IfExp, ast.For, ast.AsyncFor, ast.While, ast.ExceptHandler, ast.match_case)):
        return 1
    if isinstance(node, ast.BoolOp):
        return len(node.values) - 1
    if isinstance(node, ast.comprehension):
        return 1 + len(node.ifs)
    return 0


def cyclomatic_complexity(source):
    scores = {}

    def collect(node, prefix):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                name = prefix + child.name
                scores[name] = 1 + sum(_weight(n) for stmt in child.body for n in ast.walk(stmt))
                collect(child, name + ".")
            elif isinstance(child, ast.ClassDef):
                collect(child, prefix + child.name + ".")
            else:
                collect(child, prefix)

    collect(ast.parse(source), "")
    return scores
