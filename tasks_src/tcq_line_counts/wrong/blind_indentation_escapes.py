# blind: R11 - only tokenize.TokenError is converted; IndentationError escapes
# differs on: 'if x:\n        a\n    b\n' -> expected ValueError
import io
import tokenize

_NON_CODE = {tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT,
             tokenize.DEDENT, tokenize.ENDMARKER}


def count_lines(source: str) -> dict[str, int]:
    total = len(source.splitlines())
    code_rows = set()
    comment_rows = set()
    logical = 0
    try:
        for tok in tokenize.generate_tokens(io.StringIO(source).readline):
            if tok.type == tokenize.NEWLINE:
                logical += 1
            if tok.type == tokenize.COMMENT:
                comment_rows.add(tok.start[0])
            elif tok.type not in _NON_CODE:
                code_rows.update(range(tok.start[0], tok.end[0] + 1))
    except tokenize.TokenError as e:
        raise ValueError("cannot tokenize: %s" % e) from None
    rows = range(1, total + 1)
    code = sum(1 for r in rows if r in code_rows)
    comment = sum(1 for r in rows if r not in code_rows and r in comment_rows)
    return {
        "total": total,
        "code": code,
        "comment": comment,
        "blank": total - code - comment,
        "logical": logical,
    }
