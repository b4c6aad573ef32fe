import pytest

from solution import CommandHistory

MISSING = object()


class SetKey:
    """Sets doc[key] = value; undo restores whatever was there before."""

    def __init__(self, doc, key, value, log=None):
        self.doc, self.key, self.value, self.log = doc, key, value, log
        self.fail_do = self.fail_undo = False

    def do(self):
        if self.fail_do:
            raise KeyError("do failed")
        self.old = self.doc.get(self.key, MISSING)
        self.doc[self.key] = self.value
        if self.log is not None:
            self.log.append(("do", self.key, self.value))

    def undo(self):
        if self.fail_undo:
            raise KeyError("undo failed")
        if self.old is MISSING:
            del self.doc[self.key]
        else:
            self.doc[self.key] = self.old
        if self.log is not None:
            self.log.append(("undo", self.key, self.value))


def test_execute_undo_redo_round_trip():
    doc = {}
    for flag in (True, False):
        with pytest.raises(ValueError):
            CommandHistory(limit=flag)
    history = CommandHistory(limit=2)
    history.execute(SetKey(doc, "title", "Draft"))
    history.execute(SetKey(doc, "title", "Final"))
    history.execute(SetKey(doc, "title", "Published"))
    assert doc == {"title": "Published"}
    assert history.undo() is True
    assert doc == {"title": "Final"}
    assert history.can_redo is True
    assert history.redo() is True
    assert doc == {"title": "Published"}
    assert history.undo() is True
    assert history.undo() is True
    assert doc == {"title": "Draft"}
    assert history.undo() is False
    assert history.can_undo is False
    assert doc == {"title": "Draft"}


def test_empty_history_returns_false():
    history = CommandHistory()
    assert history.can_undo is False
    assert history.can_redo is False
    assert history.undo() is False
    assert history.redo() is False


def test_new_command_clears_redo_history():
    doc = {}
    history = CommandHistory()
    history.execute(SetKey(doc, "a", 1))
    history.execute(SetKey(doc, "b", 2))
    history.undo()
    assert history.can_redo is True
    bad = SetKey(doc, "x", 0)
    bad.fail_do = True
    with pytest.raises(KeyError):
        history.execute(bad)
    assert history.can_redo is True
    history.execute(SetKey(doc, "c", 3))
    assert history.can_redo is False
    assert history.redo() is False
    assert doc == {"a": 1, "c": 3}
    history.undo()
    history.undo()
    assert doc == {}


def test_redo_reapplies_steps_in_order():
    doc, log = {}, []
    history = CommandHistory()
    for value in (1, 2, 3):
        history.execute(SetKey(doc, "n", value, log))
    for _ in range(3):
        history.undo()
    assert doc == {}
    log.clear()
    assert history.redo() is True
    assert history.redo() is True
    assert doc == {"n": 2}
    assert log == [("do", "n", 1), ("do", "n", 2)]
    assert history.can_redo is True
    assert history.can_undo is True
    history.execute(SetKey(doc, "n", 4, log))
    assert history.can_redo is False
    assert history.redo() is False
    assert doc == {"n": 4}


def test_group_is_one_step_undone_in_reverse():
    doc, log = {"x": 0}, []
    history = CommandHistory()
    history.execute(SetKey(doc, "w", 5))
    history.undo()
    assert history.can_redo is True
    with history.group():
        history.execute(SetKey(doc, "x", 1, log))
        history.execute(SetKey(doc, "x", 2, log))
        history.execute(SetKey(doc, "y", 9, log))
    assert doc == {"x": 2, "y": 9}
    assert history.can_redo is False
    log.clear()
    assert history.undo() is True
    assert doc == {"x": 0}
    assert log == [("undo", "y", 9), ("undo", "x", 2), ("undo", "x", 1)]
    assert history.can_undo is False
    with history.group():
        pass
    assert history.can_redo is True
    log.clear()
    assert history.redo() is True
    assert log == [("do", "x", 1), ("do", "x", 2), ("do", "y", 9)]
    assert doc == {"x": 2, "y": 9}


def test_limit_drops_oldest_steps():
    doc = {}
    history = CommandHistory(limit=2)
    for value in (1, 2, 3, 4):
        history.execute(SetKey(doc, "v", value))
    assert history.undo() is True
    assert history.undo() is True
    assert doc == {"v": 2}
    assert history.undo() is False
    assert history.redo() is True
    assert doc == {"v": 3}


def test_exception_in_group_reverts_and_records_nothing():
    doc, log = {"x": 0}, []
    history = CommandHistory()
    history.execute(SetKey(doc, "x", 5))
    history.undo()
    with pytest.raises(ZeroDivisionError):
        with history.group():
            history.execute(SetKey(doc, "x", 1, log))
            history.execute(SetKey(doc, "y", 2, log))
            1 / 0
    assert doc == {"x": 0}
    assert log == [("do", "x", 1), ("do", "y", 2), ("undo", "y", 2), ("undo", "x", 1)]
    assert history.can_undo is False
    assert history.can_redo is True
    assert history.redo() is True
    assert doc == {"x": 5}


def test_failed_do_is_not_recorded():
    doc = {}
    history = CommandHistory()
    history.execute(SetKey(doc, "a", 1))
    history.undo()
    bad = SetKey(doc, "b", 2)
    bad.fail_do = True
    with pytest.raises(KeyError):
        history.execute(bad)
    assert history.can_undo is False
    assert history.can_redo is True
    assert history.redo() is True
    assert doc == {"a": 1}


def test_limit_keeps_exactly_limit_steps_and_is_validated():
    doc = {}
    history = CommandHistory(limit=3)
    for value in (1, 2, 3):
        history.execute(SetKey(doc, "v", value))
    assert [history.undo() for _ in range(4)] == [True, True, True, False]
    assert doc == {}
    one = CommandHistory(limit=1)
    one.execute(SetKey(doc, "w", 1))
    one.execute(SetKey(doc, "w", 2))
    assert [one.undo(), one.undo()] == [True, False]
    assert doc == {"w": 1}
    other = {}
    grouped = CommandHistory(limit=2)
    grouped.execute(SetKey(other, "g", 1))
    with grouped.group():
        for key in "hij":
            grouped.execute(SetKey(other, key, 1))
    assert [grouped.undo(), grouped.undo(), grouped.undo()] == [True, True, False]
    assert other == {}
    for bad in (0, -1, True, 2.5, "3"):
        with pytest.raises(ValueError):
            CommandHistory(limit=bad)
    unlimited = CommandHistory()
    for value in range(50):
        unlimited.execute(SetKey(doc, "u", value))
    assert sum(unlimited.undo() for _ in range(51)) == 50


def test_empty_group_records_nothing():
    doc = {}
    history = CommandHistory()
    history.execute(SetKey(doc, "a", 1))
    history.undo()
    with history.group():
        pass
    assert history.can_undo is False
    assert history.can_redo is True
    assert history.redo() is True
    assert doc == {"a": 1}


def test_failed_undo_or_redo_keeps_the_step():
    doc = {}
    history = CommandHistory()
    history.execute(SetKey(doc, "a", 1))
    step = SetKey(doc, "b", 2)
    history.execute(step)
    step.fail_undo = True
    with pytest.raises(KeyError):
        history.undo()
    assert history.can_redo is False
    step.fail_undo = False
    assert history.undo() is True
    assert doc == {"a": 1}
    step.fail_do = True
    with pytest.raises(KeyError):
        history.redo()
    assert history.can_redo is True
    step.fail_do = False
    assert history.redo() is True
    assert doc == {"a": 1, "b": 2}
    assert history.undo() is True
    assert history.undo() is True
    assert doc == {}


def test_group_counts_as_one_step_and_clears_redo():
    doc = {}
    history = CommandHistory(limit=2)
    history.execute(SetKey(doc, "a", 1))
    history.execute(SetKey(doc, "b", 2))
    history.undo()
    log = []
    with history.group():
        history.execute(SetKey(doc, "c", 3, log))
        history.execute(SetKey(doc, "d", 4, log))
    assert history.can_redo is False
    history.execute(SetKey(doc, "e", 5))
    assert doc == {"a": 1, "c": 3, "d": 4, "e": 5}
    assert history.undo() is True
    log.clear()
    assert history.undo() is True
    assert log == [("undo", "d", 4), ("undo", "c", 3)]
    assert doc == {"a": 1}
    assert history.undo() is False
    assert history.can_undo is False
    with history.group():
        history.execute(SetKey(doc, "f", 6))
    assert history.undo() is True
    assert doc == {"a": 1}


def test_nested_group_and_undo_inside_group_raise():
    doc = {}
    history = CommandHistory()
    history.execute(SetKey(doc, "a", 1))
    with history.group():
        history.execute(SetKey(doc, "b", 2))
        with pytest.raises(RuntimeError):
            with history.group():
                pass
        with pytest.raises(RuntimeError):
            history.undo()
        with pytest.raises(RuntimeError):
            history.redo()
        history.execute(SetKey(doc, "c", 3))
    assert doc == {"a": 1, "b": 2, "c": 3}
    assert history.undo() is True
    assert doc == {"a": 1}


def test_errors_inside_a_group_leave_it_open():
    doc = {}
    history = CommandHistory()
    history.execute(SetKey(doc, "a", 1))
    history.execute(SetKey(doc, "b", 2))
    history.undo()
    with history.group():
        with pytest.raises(RuntimeError):
            history.redo()
        assert doc == {"a": 1}
        history.execute(SetKey(doc, "c", 3))
        with pytest.raises(RuntimeError):
            history.undo()
        with pytest.raises(RuntimeError):
            with history.group():
                history.execute(SetKey(doc, "inner", 0))
        history.execute(SetKey(doc, "d", 4))
    assert doc == {"a": 1, "c": 3, "d": 4}
    assert history.undo() is True
    assert doc == {"a": 1}
    assert history.undo() is True
    assert doc == {}


def test_failed_undo_of_group_step_can_be_retried():
    doc, log = {}, []
    history = CommandHistory()
    history.execute(SetKey(doc, "a", 1, log))
    first, last = SetKey(doc, "b", 2, log), SetKey(doc, "c", 3, log)
    with history.group():
        history.execute(first)
        history.execute(last)
    last.fail_undo = True
    log.clear()
    with pytest.raises(KeyError):
        history.undo()
    assert history.can_undo is True
    assert history.can_redo is False
    assert doc == {"a": 1, "b": 2, "c": 3}
    last.fail_undo = False
    assert history.undo() is True
    assert log == [("undo", "c", 3), ("undo", "b", 2)]
    assert doc == {"a": 1}
    first.fail_do = True
    with pytest.raises(KeyError):
        history.redo()
    assert history.can_redo is True
    assert doc == {"a": 1}
    first.fail_do = False
    log.clear()
    assert history.redo() is True
    assert log == [("do", "b", 2), ("do", "c", 3)]
    assert history.can_redo is False
    assert history.undo() is True
    assert history.undo() is True
    assert doc == {}


def test_failed_undo_keeps_step_for_retry():
    doc = {}
    history = CommandHistory()
    step = SetKey(doc, "k", 1)
    history.execute(step)
    history.execute(SetKey(doc, "m", 2))
    history.undo()
    step.fail_undo = True
    with pytest.raises(KeyError):
        history.undo()
    assert history.can_undo is True
    assert history.can_redo is True
    assert doc == {"k": 1}
    step.fail_undo = False
    assert history.undo() is True
    assert doc == {}
    assert history.can_undo is False
    assert history.redo() is True
    assert doc == {"k": 1}
    assert history.redo() is True
    assert doc == {"k": 1, "m": 2}


def test_empty_or_failed_group_leaves_redo_history():
    doc = {}
    history = CommandHistory()
    history.execute(SetKey(doc, "a", 1))
    history.execute(SetKey(doc, "b", 2))
    history.undo()
    history.undo()
    with history.group():
        pass
    assert history.can_undo is False
    assert history.can_redo is True
    bad = SetKey(doc, "x", 0)
    bad.fail_do = True
    with pytest.raises(KeyError):
        history.execute(bad)
    assert history.can_undo is False
    assert history.can_redo is True
    with pytest.raises(ValueError):
        with history.group():
            history.execute(SetKey(doc, "c", 3))
            raise ValueError("stop")
    assert doc == {}
    assert history.can_undo is False
    assert history.can_redo is True
    assert history.redo() is True
    assert history.redo() is True
    assert history.redo() is False
    assert doc == {"a": 1, "b": 2}


def test_group_exception_reverts_in_reverse_order():
    doc, log = {"x": 0}, []
    history = CommandHistory()
    err = OSError("disk")
    with pytest.raises(OSError) as info:
        with history.group():
            history.execute(SetKey(doc, "x", 1, log))
            history.execute(SetKey(doc, "x", 2, log))
            history.execute(SetKey(doc, "z", 3, log))
            raise err
    assert info.value is err
    assert log == [
        ("do", "x", 1), ("do", "x", 2), ("do", "z", 3),
        ("undo", "z", 3), ("undo", "x", 2), ("undo", "x", 1),
    ]
    assert doc == {"x": 0}
    assert history.can_undo is False
    assert history.can_redo is False
    history.execute(SetKey(doc, "x", 7))
    assert history.undo() is True
    assert doc == {"x": 0}


def test_open_group_rejects_undo_redo_and_nesting_on_empty_history():
    doc = {}
    history = CommandHistory()
    with history.group():
        with pytest.raises(RuntimeError):
            history.undo()
        with pytest.raises(RuntimeError):
            history.redo()
        history.execute(SetKey(doc, "a", 1))
        with pytest.raises(RuntimeError):
            with history.group():
                history.execute(SetKey(doc, "b", 2))
        history.execute(SetKey(doc, "c", 3))
    assert doc == {"a": 1, "c": 3}
    assert history.undo() is True
    assert doc == {}
    assert history.can_undo is False


def test_invalid_limit_raises_value_error():
    for bad in (False, True, 0, -2, 1.0, "1"):
        with pytest.raises(ValueError):
            CommandHistory(limit=bad)
    for good in (None, 1, 5):
        assert CommandHistory(limit=good).can_undo is False
    assert CommandHistory().can_redo is False
