# blind: correct
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
            pieces.append("[-" + " ".join(a[i1:i2]) + "-]")
            pieces.append("{+" + " ".join(b[j1:j2]) + "+}")
    return " ".join(pieces)
