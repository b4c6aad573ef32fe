# blind: R1 - words are split on single spaces with split(' '), so runs of whitespace and tabs are not handled
# differs on: word_diff('  the   quick\tfox\n', 'the quick  fox') -> expected 'the quick fox'
import difflib


def word_diff(old: str, new: str) -> str:
    a = [w for w in old.split(" ") if w]
    b = [w for w in new.split(" ") if w]
    sm = difflib.SequenceMatcher(None, a, b, autojunk=False)
    pieces = []
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag == "equal":
            pieces.extend(a[i1:i2])
        elif tag == "delete":
            pieces.append("[-" + " ".join(a[i1:i2]) + "-]")
        elif tag == "insert":
            pieces.append("{+" + " ".join(b[j1:j2]) + "+}")
        else:
            pieces.append("[-" + " ".join(a[i1:i2]) + "-]")
            pieces.append("{+" + " ".join(b[j1:j2]) + "+}")
    return " ".join(pieces)
