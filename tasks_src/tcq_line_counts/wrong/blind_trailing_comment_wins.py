# blind: R4 - a line with code and a trailing comment is classified as comment
# differs on: 'x = 1  # trailing\n' -> expected code 1, comment 0
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
    except (tokenize.TokenError, SyntaxError) as e:
        raise ValueError("cannot tokenize: %s" % e) from None
    rows = range(1, total + 1)
    code = sum(1 for r in rows if r in code_rows and r not in comment_rows)
    comment = sum(1 for r in rows if r in comment_rows)
    return {
        "total": total,
        "code": code,
        "comment": comment,
        "blank": total - code - comment,
        "logical": logical,
    }
