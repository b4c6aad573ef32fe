import ast

MUTABLE = (ast.List, ast.Dict, ast.Set, ast.ListComp, ast.DictComp, ast.SetComp)


def _is_mutable(node):
    if isinstance(node, MUTABLE):
        return True
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
        node.func.id in {"list", "dict", "set", "bytearray"}


def find_mutable_defaults(source):
    findings = []

    def visit(node, prefix):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                name = prefix + getattr(child, "name", "<lambda>")
                args = child.args
                positional = args.posonlyargs + args.args
                pairs = list(zip(positional[len(positional) - len(args.defaults):], args.defaults))
                pairs += zip(args.kwonlyargs, [d for d in args.kw_defaults if d is not None])
                for index, (param, default) in enumerate(pairs):
                    if _is_mutable(default):
                        findings.append(((child.lineno, child.col_offset, index), name, param.arg))
                visit(child, name + ".")
            elif isinstance(child, ast.ClassDef):
                visit(child, prefix + child.name + ".")
            else:
                visit(child, prefix)

    visit(ast.parse(source), "")
    findings.sort(key=lambda f: f[0])
    return [(key[0], name, param) for key, name, param in findings]
