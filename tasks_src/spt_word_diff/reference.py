"""Word-level diff rendered with [-deleted-] and {+inserted+} markers."""
from difflib import SequenceMatcher


def word_diff(old, new):
    old_words, new_words = old.split(), new.split()
    matcher = SequenceMatcher(None, old_words, new_words, autojunk=False)
    pieces = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            pieces.extend(old_words[i1:i2])
            continue
        if tag in ("delete", "replace"):
            pieces.append("[-" + " ".join(old_words[i1:i2]) + "-]")
        if tag in ("insert", "replace"):
            pieces.append("{+" + " ".join(new_words[j1:j2]) + "+}")
    return " ".join(pieces)
