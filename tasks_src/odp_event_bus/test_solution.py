import pytest

from solution import EventBus


def test_priority_order_and_results():
    bus = EventBus()
    bus.subscribe("save", lambda doc, by: f"low:{doc}:{by}", priority=-1)
    bus.subscribe("save", lambda doc, by: f"first:{doc}:{by}")
    bus.subscribe("save", lambda doc, by: f"high:{doc}:{by}", priority=5)
    bus.subscribe("save", lambda doc, by: f"zero:{doc}:{by}", priority=0)
    bus.subscribe("save", lambda doc, by: f"second:{doc}:{by}")
    bus.subscribe("save", lambda doc, by: f"one:{doc}:{by}", priority=1)
    result = bus.emit("save", "d1", by="ann")
    assert result == ["high:d1:ann", "one:d1:ann", "first:d1:ann", "zero:d1:ann", "second:d1:ann", "low:d1:ann"]
    assert type(result) is list


def test_emit_without_handlers_and_arguments_passed():
    bus = EventBus()
    assert bus.emit("nothing") == []
    bus.subscribe("add", lambda a, b=0, *, scale=1: (a + b) * scale)
    assert bus.emit("add", 2, b=3, scale=10) == [50]
    assert bus.emit("other") == []


def test_same_handler_twice_is_two_subscriptions():
    bus = EventBus()
    calls = []

    def handler(x):
        calls.append(x)
        return x

    first = bus.subscribe("e", handler)
    bus.subscribe("e", handler)
    assert bus.subscriber_count("e") == 2
    assert bus.emit("e", 1) == [1, 1]
    assert first() is True
    assert bus.emit("e", 2) == [2]
    assert calls == [1, 1, 2]


def test_unsubscribe_returns_true_then_false():
    bus = EventBus()
    off = bus.subscribe("e", lambda: "x")
    assert off() is True
    assert off() is False
    assert bus.subscriber_count("e") == 0
    assert bus.emit("e") == []


def test_handler_added_during_emit_waits_for_next_emit():
    bus = EventBus()

    def adder():
        bus.subscribe("e", lambda: "late", priority=10)
        return "adder"

    bus.subscribe("e", adder, once=True)
    bus.subscribe("e", lambda: "plain")
    assert bus.emit("e") == ["adder", "plain"]
    assert bus.emit("e") == ["late", "plain"]


def test_once_handler_runs_once():
    bus = EventBus()
    off = bus.subscribe("ready", lambda: "once", once=True, priority=1)
    bus.subscribe("ready", lambda: "always")
    assert bus.emit("ready") == ["once", "always"]
    assert bus.emit("ready") == ["always"]
    assert off() is False
    assert bus.subscriber_count("ready") == 1


def test_handler_removed_during_emit_is_skipped():
    bus = EventBus()
    offs = {}

    def remover():
        offs["victim"]()
        return "remover"

    bus.subscribe("e", remover, priority=2)
    offs["victim"] = bus.subscribe("e", lambda: "victim", priority=1)
    bus.subscribe("e", lambda: "last")
    assert bus.emit("e") == ["remover", "last"]
    assert bus.subscriber_count("e") == 2


def test_non_callable_handler_raises_type_error():
    bus = EventBus()
    with pytest.raises(TypeError):
        bus.subscribe("e", "not callable")
    with pytest.raises(TypeError):
        bus.subscribe("e", None, priority=3)
    assert bus.subscriber_count("e") == 0


def test_once_handler_not_repeated_by_nested_emit():
    bus = EventBus()
    calls = []

    def once_handler(depth):
        calls.append(("once", depth))
        if depth < 2:
            bus.emit("tick", depth + 1)
        return depth

    off = bus.subscribe("tick", once_handler, once=True)
    bus.subscribe("tick", lambda depth: calls.append(("plain", depth)))
    assert bus.emit("tick", 0) == [0, None]
    assert calls == [("once", 0), ("plain", 1), ("plain", 0)]
    assert off() is False


def test_exception_stops_emit_but_once_is_consumed():
    bus = EventBus()
    calls = []

    def boom():
        raise RuntimeError("handler failed")

    bus.subscribe("e", lambda: calls.append("first"), priority=1)
    bus.subscribe("e", boom, once=True)
    bus.subscribe("e", lambda: calls.append("after"))
    with pytest.raises(RuntimeError):
        bus.emit("e")
    assert calls == ["first"]
    assert bus.subscriber_count("e") == 2
    bus.emit("e")
    assert calls == ["first", "first", "after"]


def test_events_are_independent():
    bus = EventBus()
    bus.subscribe("a", lambda: "A")
    off_b = bus.subscribe("b", lambda: "B")
    assert bus.emit("a") == ["A"]
    assert bus.subscriber_count("b") == 1
    assert off_b() is True
    assert bus.emit("a") == ["A"]
    assert bus.subscriber_count("a") == 1
    assert bus.subscriber_count("missing") == 0
    assert bus.emit("missing") == []


def test_same_handler_subscribed_three_ways_runs_three_times():
    bus = EventBus()
    seen = []

    def handler(tag):
        seen.append(tag)
        return tag

    off_low = bus.subscribe("e", handler, priority=-1)
    bus.subscribe("e", handler, priority=1)
    bus.subscribe("e", handler, once=True)
    assert bus.subscriber_count("e") == 3
    assert bus.emit("e", "x") == ["x", "x", "x"]
    assert bus.subscriber_count("e") == 2
    assert off_low() is True
    assert bus.emit("e", "y") == ["y"]
    assert seen == ["x", "x", "x", "y"]


def test_exception_propagates_and_skips_remaining_handlers():
    bus = EventBus()
    calls = []
    error = LookupError("stop")

    def fail(n):
        calls.append(("fail", n))
        raise error

    bus.subscribe("e", lambda n: calls.append(("a", n)), priority=1)
    bus.subscribe("e", fail)
    bus.subscribe("e", lambda n: calls.append(("b", n)))
    bus.subscribe("e", lambda n: calls.append(("c", n)), priority=-1)
    with pytest.raises(LookupError) as info:
        bus.emit("e", 7)
    assert info.value is error
    assert calls == [("a", 7), ("fail", 7)]
    assert bus.subscriber_count("e") == 4


def test_subscription_added_during_emit_is_not_called_by_it():
    bus = EventBus()

    def adder(x):
        bus.subscribe("e", lambda x: f"late:{x}", priority=-5)
        return f"adder:{x}"

    off = bus.subscribe("e", adder)
    assert bus.emit("e", 1) == ["adder:1"]
    assert bus.subscriber_count("e") == 2
    assert off() is True
    assert bus.emit("e", 2) == ["late:2"]


def test_unsubscribe_after_once_ran_returns_false():
    bus = EventBus()
    off_once = bus.subscribe("e", lambda: "once", once=True)
    off_never = bus.subscribe("e", lambda: "cancelled", once=True, priority=1)
    assert off_never() is True
    assert bus.emit("e") == ["once"]
    assert off_once() is False
    assert off_never() is False
    assert bus.subscriber_count("e") == 0
    assert bus.emit("e") == []
    calls = []

    def boom():
        raise KeyError("boom")

    off_boom = bus.subscribe("f", boom, once=True, priority=1)
    bus.subscribe("f", lambda: calls.append("after"))
    with pytest.raises(KeyError):
        bus.emit("f")
    assert calls == []
    assert off_boom() is False
    assert bus.emit("f") == [None]


def test_later_equal_priority_subscription_removed_during_emit_is_skipped():
    bus = EventBus()
    offs = {}

    def first():
        offs["third"]()
        return "first"

    bus.subscribe("e", first)
    bus.subscribe("e", lambda: "second")
    offs["third"] = bus.subscribe("e", lambda: "third")
    assert bus.emit("e") == ["first", "second"]
    assert offs["third"]() is False
    assert bus.subscriber_count("e") == 2


def test_non_callable_handlers_are_rejected_callable_objects_accepted():
    bus = EventBus()
    for bad in (42, "handler", object(), None):
        with pytest.raises(TypeError):
            bus.subscribe("e", bad, once=True)
    assert bus.subscriber_count("e") == 0

    class Handler:
        def __call__(self):
            return "called"

    handler = Handler()
    bus.subscribe("e", handler)
    bus.subscribe("e", handler)
    assert bus.emit("e") == ["called", "called"]
    assert bus.subscriber_count("e") == 2


def test_subscription_added_during_nested_emit_waits():
    bus = EventBus()

    def spawner(depth):
        if depth == 0:
            return ("outer", bus.emit("e", 1))
        bus.subscribe("e", lambda depth: ("new", depth), priority=-1)
        return ("inner", depth)

    bus.subscribe("e", spawner)
    assert bus.emit("e", 0) == [("outer", [("inner", 1)])]
    assert bus.subscriber_count("e") == 2
    assert bus.emit("e", 5) == [("inner", 5), ("new", 5)]


def test_subscription_removed_in_nested_emit_is_skipped_by_both():
    bus = EventBus()
    calls = []
    offs = {}

    def outer(depth):
        calls.append(("outer", depth))
        if depth == 0:
            bus.emit("e", 1)
        return depth

    def killer(depth):
        calls.append(("killer", depth))
        if depth == 1:
            offs["victim"]()
            bus.subscribe("e", lambda depth: calls.append(("new", depth)))

    bus.subscribe("e", outer, priority=3)
    bus.subscribe("e", killer, priority=2)
    offs["victim"] = bus.subscribe("e", lambda depth: calls.append(("victim", depth)), priority=1)
    assert bus.emit("e", 0) == [0, None]
    assert calls == [("outer", 0), ("outer", 1), ("killer", 1), ("killer", 0)]
    assert bus.subscriber_count("e") == 3
