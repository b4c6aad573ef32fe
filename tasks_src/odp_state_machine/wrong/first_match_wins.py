"""A table-driven state machine with guards and enter/exit hooks."""
from collections import defaultdict


class TransitionError(Exception):
    """No transition exists for the trigger in the current state."""


class StateMachine:
    def __init__(self, initial, transitions):
        self._state = initial
        self._table = {}
        for trigger, source, dest in transitions:
            if (trigger, source) in self._table:
                raise ValueError(f"duplicate transition {trigger!r} from {source!r}")
            self._table[trigger, source] = dest
        self._guards = defaultdict(list)
        self._enter = defaultdict(list)
        self._exit = defaultdict(list)
        self._history = []

    @property
    def state(self):
        return self._state

    @property
    def history(self):
        return list(self._history)

    def add_guard(self, trigger, guard):
        self._guards[trigger].append(guard)

    def on_enter(self, state, callback):
        self._enter[state].append(callback)

    def on_exit(self, state, callback):
        self._exit[state].append(callback)

    def available_triggers(self):
        return sorted({t for t, s in self._table if s in (self._state, "*")})

    def fire(self, trigger):
        source = self._state
        dest = next((d for (t, s), d in self._table.items() if t == trigger and s in (source, "*")), None)
        if dest is None:
            raise TransitionError(f"no transition {trigger!r} from {source!r}")
        if not all(guard(source, dest) for guard in self._guards[trigger]):
            return False
        for callback in self._exit[source]:
            callback(source, dest, trigger)
        self._state = dest
        for callback in self._enter[dest]:
            callback(source, dest, trigger)
        self._history.append((trigger, source, dest))
        return True
