import shlex


def split_command(line):
    return shlex.split(line, comments=True)
