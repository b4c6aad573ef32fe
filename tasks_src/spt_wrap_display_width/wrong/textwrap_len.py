import textwrap


def wrap_columns(text, width):
    if width < 2:
        raise ValueError("width too small")
    return textwrap.wrap(text, width, break_on_hyphens=False)
