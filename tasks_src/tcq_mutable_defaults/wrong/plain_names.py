import ast

MUTABLE = (ast.List, ast.Dict, ast.Set, ast.ListComp, ast.DictComp, ast.SetComp)


def _is_mutable(node):
    if isinstance(node, MUTABLE):
        return True
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
        node.func.id in {"list", "dict", "set", "bytearray"}


def find_mutable_defaults(source):
    findings = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            name = getattr(node, "name", "<lambda>")
            args = node.args
            positional = args.posonlyargs + args.args
            pairs = list(zip(positional[len(positional) - len(args.defaults):], args.defaults))
            pairs += zip(args.kwonlyargs, args.kw_defaults)
            for index, (param, default) in enumerate(pairs):
                if default is not None and _is_mutable(default):
                    findings.append(((node.lineno, node.col_offset, index), name, param.arg))
    findings.sort(key=lambda f: f[0])
    return [(key[0], name, param) for key, name, param in findings]
