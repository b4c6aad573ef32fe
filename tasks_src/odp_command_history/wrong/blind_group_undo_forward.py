# blind: R11 - undoing a group calls undo() on its commands in execution order instead of reverse
# differs on: group of a, b, c then undo() -> expected undo c, undo b, undo a


class _Group:
    def __init__(self, history):
        self._history = history

    def __enter__(self):
        h = self._history
        if h._group is not None:
            raise RuntimeError("groups do not nest")
        h._group = []
        return None

    def __exit__(self, exc_type, exc, tb):
        h = self._history
        cmds = h._group
        h._group = None
        if exc_type is not None:
            for cmd in reversed(cmds):
                cmd.undo()
            return False
        if cmds:
            h._record(list(cmds))
        return False


class CommandHistory:
    def __init__(self, limit=None):
        if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int) or limit < 1):
            raise ValueError("limit must be None or an int >= 1")
        self._limit = limit
        self._undo = []
        self._redo = []
        self._group = None

    def _record(self, step):
        self._undo.append(step)
        self._redo.clear()
        if self._limit is not None:
            while len(self._undo) > self._limit:
                self._undo.pop(0)

    def execute(self, command) -> None:
        command.do()
        if self._group is not None:
            self._group.append(command)
        else:
            self._record([command])

    def undo(self) -> bool:
        if self._group is not None:
            raise RuntimeError("cannot undo while a group is open")
        if not self._undo:
            return False
        step = self._undo[-1]
        for cmd in step:
            cmd.undo()
        self._undo.pop()
        self._redo.append(step)
        return True

    def redo(self) -> bool:
        if self._group is not None:
            raise RuntimeError("cannot redo while a group is open")
        if not self._redo:
            return False
        step = self._redo[-1]
        for cmd in step:
            cmd.do()
        self._redo.pop()
        self._undo.append(step)
        return True

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def group(self):
        return _Group(self)
