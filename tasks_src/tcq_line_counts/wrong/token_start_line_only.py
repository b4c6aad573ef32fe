import io
import tokenize

NON_CODE = {
    tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT, tokenize.ENDMARKER,
}


def count_lines(source):
    code, comments, logical = set(), set(), 0
    try:
        for token in tokenize.generate_tokens(io.StringIO(source).readline):
            if token.type == tokenize.NEWLINE:
                logical += 1
            elif token.type == tokenize.COMMENT:
                comments.add(token.start[0])
            if token.type not in NON_CODE:
                code.add(token.start[0])
    except (tokenize.TokenError, SyntaxError) as exc:
        raise ValueError from exc
    total = len(source.splitlines())
    comment = len(comments - code)
    return {
        "total": total,
        "code": len(code),
        "comment": comment,
        "blank": total - len(code) - comment,
        "logical": logical,
    }
