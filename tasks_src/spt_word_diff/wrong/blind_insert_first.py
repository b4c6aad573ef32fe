# blind: R5 - a replace emits the insert piece before the delete piece
# differs on: word_diff('the quick brown fox', 'the slow brown fox') -> expected 'the [-quick-] {+slow+} brown fox'
import difflib


def word_diff(old: str, new: str) -> str:
    a = old.split()
    b = new.split()
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
            pieces.append("{+" + " ".join(b[j1:j2]) + "+}")
            pieces.append("[-" + " ".join(a[i1:i2]) + "-]")
    return " ".join(pieces)
