"""Password screening in the spirit of NIST SP 800-63B (no composition rules)."""
import unicodedata


def _longest_run(text, linked):
    longest = run = min(len(text), 1)
    for previous, current in zip(text, text[1:]):
        run = run + 1 if linked(previous, current) else 1
        longest = max(longest, run)
    return longest


def _step(previous, current):
    if not (previous.isascii() and current.isascii() and previous.isalnum() and current.isalnum()):
        return None
    return ord(current.lower()) - ord(previous.lower())


def check_password(password, username, breached):
    password = unicodedata.normalize("NFC", password)
    username = unicodedata.normalize("NFC", username)
    problems = []
    if len(password) < 12:
        problems.append("too_short")
    if len(password) > 128:
        problems.append("too_long")
    if len(username) >= 3 and username.lower() in password.lower():
        problems.append("contains_username")
    if password in breached:
        problems.append("breached")
    if _longest_run(password, lambda a, b: a == b) >= 4:
        problems.append("repetitive")
    if max(_longest_run(password, lambda a, b: _step(a, b) == 1),
           _longest_run(password, lambda a, b: _step(a, b) == -1)) >= 4:
        problems.append("sequential")
    return problems
