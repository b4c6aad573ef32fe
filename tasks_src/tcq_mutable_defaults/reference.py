"""Find parameters whose default is a mutable object shared between calls."""
import ast

MUTABLE_NODES = (ast.List, ast.Dict, ast.Set, ast.ListComp, ast.DictComp, ast.SetComp)
MUTABLE_CALLS = {"list", "dict", "set", "bytearray"}
FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)


def _is_mutable(node):
    if isinstance(node, MUTABLE_NODES):
        return True
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in MUTABLE_CALLS


def find_mutable_defaults(source):
    findings = []

    def visit(node, prefix):
        inner = prefix
        if isinstance(node, FUNCTIONS):
            name = prefix + getattr(node, "name", "<lambda>")
            args = node.args
            positional = args.posonlyargs + args.args
            pairs = list(zip(positional[len(positional) - len(args.defaults):], args.defaults))
            pairs += zip(args.kwonlyargs, args.kw_defaults)
            for index, (param, default) in enumerate(pairs):
                if default is not None and _is_mutable(default):
                    findings.append(((node.lineno, node.col_offset, index), name, param.arg))
            inner = name + "."
        elif isinstance(node, ast.ClassDef):
            inner = prefix + node.name + "."
        # only a body is inside a function or class; decorators, defaults, annotations,
        # bases and keywords are evaluated in the enclosing scope
        for field, value in ast.iter_fields(node):
            for child in value if isinstance(value, list) else [value]:
                if isinstance(child, ast.AST):
                    visit(child, inner if field == "body" else prefix)

    visit(ast.parse(source), "")
    findings.sort(key=lambda finding: finding[0])
    return [(key[0], name, param) for key, name, param in findings]
