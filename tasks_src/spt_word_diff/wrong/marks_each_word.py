from difflib import SequenceMatcher


def word_diff(old, new):
    a, b = old.split(), new.split()
    out = []
    for tag, i1, i2, j1, j2 in SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
            out.extend(a[i1:i2])
            continue
        out.extend("[-" + w + "-]" for w in a[i1:i2])
        out.extend("{+" + w + "+}" for w in b[j1:j2])
    return " ".join(out)
