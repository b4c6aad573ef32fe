import pytest

from solution import StateMachine, TransitionError

ORDER = [
    ("pay", "new", "paid"),
    ("ship", "paid", "shipped"),
    ("deliver", "shipped", "delivered"),
    ("cancel", "*", "cancelled"),
]


def test_fire_moves_through_states_and_records_history():
    machine = StateMachine("new", ORDER)
    left = []
    machine.on_exit("paid", lambda s, d, t: left.append(machine.state))
    assert machine.state == "new"
    assert machine.fire("pay") is True
    assert machine.fire("ship") is True
    assert machine.state == "shipped"
    assert left == ["paid"]
    assert machine.history == [("pay", "new", "paid"), ("ship", "paid", "shipped")]
    assert type(machine.history) is list
    # "pay" has no transition from shipped
    with pytest.raises(TransitionError):
        machine.fire("pay")
    assert machine.state == "shipped" and len(machine.history) == 2


def test_unknown_transition_raises_and_changes_nothing():
    machine = StateMachine("new", ORDER)
    with pytest.raises(TransitionError):
        machine.fire("ship")
    with pytest.raises(TransitionError):
        machine.fire("no-such-trigger")
    assert machine.state == "new"
    assert machine.history == []
    assert issubclass(TransitionError, Exception)


def test_exact_source_beats_wildcard_wherever_listed():
    table = [("reset", "*", "idle"), ("reset", "error", "recovering"), ("fail", "*", "error")]
    machine = StateMachine("running", table)
    assert machine.fire("fail") is True
    assert machine.fire("reset") is True
    assert machine.state == "recovering"
    assert machine.fire("reset") is True
    assert machine.state == "idle"
    assert StateMachine("running", table).available_triggers() == ["fail", "reset"]
    # an exact and a "*" entry may share a trigger, two "*" entries may not
    with pytest.raises(ValueError):
        StateMachine("running", table + [("fail", "*", "down")])


def test_wildcard_applies_from_any_state():
    for start in ("new", "paid", "shipped", "somewhere"):
        machine = StateMachine(start, ORDER)
        assert machine.fire("cancel") is True
        assert machine.state == "cancelled"
        assert machine.history == [("cancel", start, "cancelled")]
    machine = StateMachine("paid", [("cancel", "*", "cancelled"), ("cancel", "paid", "refunding")])
    assert machine.fire("cancel") is True
    assert machine.state == "refunding"


def test_rejecting_guard_blocks_everything():
    machine = StateMachine("new", ORDER)
    calls = []
    machine.on_exit("new", lambda *a: calls.append(("exit",) + a))
    machine.on_enter("paid", lambda *a: calls.append(("enter",) + a))
    machine.add_guard("pay", lambda src, dst: calls.append(("guard1", src, dst)) or 0)
    machine.add_guard("pay", lambda src, dst: calls.append(("guard2", src, dst)) or True)
    assert machine.fire("pay") is False
    assert machine.state == "new"
    assert machine.history == []
    assert calls == [("guard1", "new", "paid")]


def test_callbacks_order_arguments_and_visible_state():
    machine = StateMachine("new", ORDER)
    seen = []
    machine.on_exit("new", lambda s, d, t: seen.append(("exit1", s, d, t, machine.state)))
    machine.on_exit("new", lambda s, d, t: seen.append(("exit2", s, d, t, machine.state)))
    machine.on_enter("paid", lambda s, d, t: seen.append(("enter", s, d, t, machine.state)))
    machine.on_enter("new", lambda s, d, t: seen.append(("wrong", s, d, t)))
    machine.fire("pay")
    assert seen == [
        ("exit1", "new", "paid", "pay", "new"),
        ("exit2", "new", "paid", "pay", "new"),
        ("enter", "new", "paid", "pay", "paid"),
    ]


def test_available_triggers_sorted_and_unique():
    table = ORDER + [("archive", "new", "archived"), ("cancel", "new", "void")]
    machine = StateMachine("new", table)
    table.append(("audit", "paid", "audited"))
    result = machine.available_triggers()
    assert result == ["archive", "cancel", "pay"]
    assert type(result) is list
    machine.fire("pay")
    assert machine.available_triggers() == ["cancel", "ship"]
    assert StateMachine("x", []).available_triggers() == []


def test_self_transition_runs_hooks_and_is_recorded():
    machine = StateMachine("editing", [("save", "editing", "editing"), ("close", "editing", "closed")])
    calls = []
    machine.on_exit("editing", lambda s, d, t: calls.append(("exit", t)))
    machine.on_enter("editing", lambda s, d, t: calls.append(("enter", t)))
    assert machine.fire("save") is True
    assert machine.fire("save") is True
    assert calls == [("exit", "save"), ("enter", "save"), ("exit", "save"), ("enter", "save")]
    assert machine.history == [("save", "editing", "editing"), ("save", "editing", "editing")]


def test_duplicate_transition_rejected():
    with pytest.raises(ValueError):
        StateMachine("a", [("go", "a", "b"), ("go", "a", "c")])
    with pytest.raises(ValueError):
        StateMachine("a", [("go", "*", "b"), ("stop", "a", "c"), ("go", "*", "d")])
    machine = StateMachine("a", [("go", "*", "b"), ("go", "a", "c")])
    assert machine.fire("go") is True
    assert machine.state == "c"


def test_history_and_table_are_copies_and_state_read_only():
    table = list(ORDER)
    machine = StateMachine("new", table)
    table.append(("pay", "paid", "refunded"))
    machine.fire("pay")
    snapshot = machine.history
    snapshot.append(("bogus", "a", "b"))
    snapshot.clear()
    assert machine.history == [("pay", "new", "paid")]
    with pytest.raises(TransitionError):
        machine.fire("pay")
    with pytest.raises(AttributeError):
        machine.state = "delivered"
    assert machine.state == "paid"


def test_guards_only_apply_to_their_trigger_and_truthy_values_pass():
    machine = StateMachine("new", ORDER)
    machine.add_guard("ship", lambda src, dst: False)
    machine.add_guard("pay", lambda src, dst: 1)
    machine.add_guard("pay", lambda src, dst: "yes")
    assert machine.fire("pay") is True
    assert machine.fire("ship") is False
    assert machine.state == "paid"
    assert machine.fire("cancel") is True
    assert machine.history == [("pay", "new", "paid"), ("cancel", "paid", "cancelled")]
    strict = StateMachine("new", ORDER)
    strict.add_guard("pay", lambda src, dst: [])
    assert strict.fire("pay") is False
    assert strict.state == "new"


def test_guard_returning_none_or_empty_blocks():
    machine = StateMachine("new", ORDER)
    machine.add_guard("pay", lambda src, dst: None)
    assert machine.fire("pay") is False
    other = StateMachine("new", ORDER)
    other.add_guard("cancel", lambda src, dst: "")
    assert other.fire("cancel") is False
    assert other.state == "new"
    assert other.history == []


def test_exit_sees_old_state_and_enter_runs_before_history():
    machine = StateMachine("paid", ORDER)
    seen = []
    machine.on_exit("paid", lambda s, d, t: seen.append(("exit", machine.state, machine.history)))
    machine.on_enter("shipped", lambda s, d, t: seen.append(("enter", machine.state, machine.history)))
    assert machine.fire("ship") is True
    assert seen == [("exit", "paid", []), ("enter", "shipped", [])]
    assert machine.history == [("ship", "paid", "shipped")]
    # the same order for a self-transition
    held = StateMachine("paid", [("hold", "paid", "paid")])
    seen = []
    held.on_exit("paid", lambda s, d, t: seen.append(("exit", held.state, held.history)))
    held.on_enter("paid", lambda s, d, t: seen.append(("enter", held.state, held.history)))
    assert held.fire("hold") is True
    assert seen == [("exit", "paid", []), ("enter", "paid", [])]
    assert held.history == [("hold", "paid", "paid")]


def test_available_triggers_sorted_not_table_order():
    table = [("zap", "s", "t"), ("mid", "*", "u"), ("alpha", "s", "v"), ("zap", "*", "w"), ("beta", "q", "r")]
    machine = StateMachine("s", table)
    assert machine.available_triggers() == ["alpha", "mid", "zap"]


def test_wildcard_self_transition_is_recorded():
    machine = StateMachine("idle", [("reset", "*", "idle")])
    calls = []
    machine.on_exit("idle", lambda s, d, t: calls.append(("exit", s, d, t)))
    machine.on_enter("idle", lambda s, d, t: calls.append(("enter", s, d, t)))
    assert machine.fire("reset") is True
    assert calls == [("exit", "idle", "idle", "reset"), ("enter", "idle", "idle", "reset")]
    assert machine.history == [("reset", "idle", "idle")]


def test_repeated_pair_rejected_even_with_same_dest():
    with pytest.raises(ValueError):
        StateMachine("x", [("a", "x", "y"), ("b", "x", "z"), ("a", "x", "y")])
    with pytest.raises(ValueError):
        StateMachine("x", [("a", "*", "y"), ("a", "*", "z")])


def test_source_list_and_returned_history_are_detached():
    table = [("go", "a", "b")]
    machine = StateMachine("a", table)
    table.append(("back", "b", "a"))
    table[0] = ("go", "a", "z")
    assert machine.fire("go") is True
    assert machine.state == "b"
    with pytest.raises(TransitionError):
        machine.fire("back")
    returned = machine.history
    returned.append(("x", "y", "z"))
    assert machine.history == [("go", "a", "b")]
