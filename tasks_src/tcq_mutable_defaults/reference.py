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
        for child in ast.iter_child_nodes(node):
            if isinstance(child, FUNCTIONS):
                name = prefix + getattr(child, "name", "<lambda>")
                args = child.args
                positional = args.posonlyargs + args.args
                pairs = list(zip(positional[len(positional) - len(args.defaults):], args.defaults))
                pairs += zip(args.kwonlyargs, args.kw_defaults)
                for index, (param, default) in enumerate(pairs):
                    if default is not None and _is_mutable(default):
                        findings.append(((child.lineno, child.col_offset, index), name, param.arg))
                visit(child, name + ".")
            elif isinstance(child, ast.ClassDef):
                visit(child, prefix + child.name + ".")
            else:
                visit(child, prefix)

    visit(ast.parse(source), "")
    findings.sort(key=lambda finding: finding[0])
    return [(key[0], name, param) for key, name, param in findings]
