# blind: R13 - history returns the internal list, so modifying it changes the machine
# differs on: h = m.history; h.clear(); m.history -> expected the recorded transitions
from typing import Callable


class TransitionError(Exception):
    pass


class StateMachine:
    def __init__(self, initial: str, transitions: list) -> None:
        self._state = initial
        self._table = {}
        for trigger, source, dest in list(transitions):
            key = (trigger, source)
            if key in self._table:
                raise ValueError("duplicate transition %r" % (key,))
            self._table[key] = dest
        self._guards = {}
        self._enter = {}
        self._exit = {}
        self._history = []

    @property
    def state(self) -> str:
        return self._state

    @property
    def history(self) -> list:
        return self._history

    def _dest(self, trigger):
        if (trigger, self._state) in self._table:
            return self._table[(trigger, self._state)]
        if (trigger, "*") in self._table:
            return self._table[(trigger, "*")]
        return None

    def fire(self, trigger: str) -> bool:
        if (trigger, self._state) not in self._table and (trigger, "*") not in self._table:
            raise TransitionError("no transition for %r from %r" % (trigger, self._state))
        source = self._state
        dest = self._dest(trigger)
        for guard in list(self._guards.get(trigger, [])):
            if not guard(source, dest):
                return False
        for cb in list(self._exit.get(source, [])):
            cb(source, dest, trigger)
        self._state = dest
        for cb in list(self._enter.get(dest, [])):
            cb(source, dest, trigger)
        self._history.append((trigger, source, dest))
        return True

    def add_guard(self, trigger: str, guard: Callable[[str, str], bool]) -> None:
        self._guards.setdefault(trigger, []).append(guard)

    def on_enter(self, state: str, callback) -> None:
        self._enter.setdefault(state, []).append(callback)

    def on_exit(self, state: str, callback) -> None:
        self._exit.setdefault(state, []).append(callback)

    def available_triggers(self) -> list:
        return sorted({t for (t, s) in self._table if s == self._state or s == "*"})
