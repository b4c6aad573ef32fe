
from contextlib import contextmanager


class _Group:
    """Several commands that undo and redo as one step."""

    def __init__(self, commands):
        self.commands = commands

    def do(self):
        for command in self.commands:
            command.do()

    def undo(self):
        for command in self.commands:
            command.undo()


class CommandHistory:
    def __init__(self, limit=None):
        if limit is not None and (type(limit) is not int or limit < 1):
            raise ValueError
        self._limit = limit
        self._undo, self._redo = [], []
        self._open = None  # the commands of the group being recorded, if any

    @property
    def can_undo(self):
        return bool(self._undo)

    @property
    def can_redo(self):
        return bool(self._redo)

    def execute(self, command):
        command.do()
        if self._open is not None:
            self._open.append(command)
        else:
            self._record(command)

    def _record(self, step):
        self._undo.append(step)
        self._redo.clear()
        if self._limit is not None and len(self._undo) > self._limit:
            del self._undo[0]

    def _move(self, source, target, action):
        if self._open is not None:
            raise RuntimeError
        if not source:
            return False
        action(source[-1])  # act first: a step whose action fails stays where it was
        target.append(source.pop())
        return True

    def undo(self):
        return self._move(self._undo, self._redo, lambda step: step.undo())

    def redo(self):
        return self._move(self._redo, self._undo, lambda step: step.do())

    @contextmanager
    def group(self):
        if self._open is not None:
            raise RuntimeError
        self._open = commands = []
        try:
            yield
        except BaseException:
            for command in reversed(commands):
                command.undo()
            raise
        finally:
            self._open = None
        if commands:
            self._record(_Group(commands))
