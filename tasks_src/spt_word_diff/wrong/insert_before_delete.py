from difflib import SequenceMatcher


def word_diff(old, new):
    a, b = old.split(), new.split()
    out = []
    for tag, i1, i2, j1, j2 in SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
            out.extend(a[i1:i2])
        if tag in ("insert", "replace"):
            out.append("{+" + " ".join(b[j1:j2]) + "+}")
        if tag in ("delete", "replace"):
            out.append("[-" + " ".join(a[i1:i2]) + "-]")
    return " ".join(out)
