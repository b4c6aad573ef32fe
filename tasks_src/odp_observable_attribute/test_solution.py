import gc
import weakref

import pytest

from solution import Observable


class Thermostat:
    target = Observable(20, validate=float)
    mode = Observable("off")


class Counter:
    value = Observable(0)


def recorder():
    calls = []

    def callback(instance, name, old, new):
        calls.append((instance, name, old, new))

    return calls, callback


def test_defaults_and_independent_instance_values():
    assert type(Thermostat.target) is Observable
    a, b = Thermostat(), Thermostat()
    assert a.target == 20
    assert type(a.target) is int
    assert a.mode == "off"
    a.target = 22
    a.mode = "heat"
    assert a.target == 22.0
    assert type(a.target) is float
    assert b.target == 20
    assert b.mode == "off"
    b.mode = "cool"
    assert (a.mode, b.mode) == ("heat", "cool")


def test_observer_receives_instance_name_old_and_new():
    assert type(Thermostat.mode) is Observable
    t = Thermostat()
    calls, callback = recorder()
    Thermostat.mode.observe(t, callback)
    t.mode = "heat"
    t.mode = "cool"
    assert calls == [(t, "mode", "off", "heat"), (t, "mode", "heat", "cool")]
    assert calls[0][0] is t


def test_equal_value_is_not_stored_and_not_notified():
    c = Counter()
    calls, callback = recorder()
    Counter.value.observe(c, callback)
    c.value = 0
    assert calls == []
    c.value = 1
    c.value = 1.0
    assert type(c.value) is int
    c.value = True
    assert type(c.value) is int
    c.value = 2
    assert calls == [(c, "value", 0, 1), (c, "value", 1, 2)]
    t = Thermostat()
    t.target = "20"
    assert type(t.target) is int
    assert t.target == 20


def test_observers_are_per_instance_and_per_attribute():
    a, b = Thermostat(), Thermostat()
    calls, callback = recorder()
    Thermostat.target.observe(a, callback)
    b.target = 25
    a.mode = "heat"
    assert calls == []
    a.target = 18
    assert calls == [(a, "target", 20, 18.0)]


def test_subscribed_instance_can_be_garbage_collected():
    calls, callback = recorder()
    t = Thermostat()
    Thermostat.target.observe(t, callback)
    Thermostat.mode.observe(t, callback)
    t.target = 21
    t.mode = "heat"
    ref = weakref.ref(t)
    calls.clear()
    del t
    gc.collect()
    assert ref() is None
    c = Counter()
    Counter.value.observe(c, print)
    ref = weakref.ref(c)
    del c
    gc.collect()
    assert ref() is None


def test_unsubscribe_stops_notifications():
    c = Counter()
    calls, callback = recorder()
    stop = Counter.value.observe(c, callback)
    c.value = 5
    stop()
    c.value = 6
    stop()
    c.value = 7
    assert calls == [(c, "value", 0, 5)]
    assert c.value == 7
    d = Counter()
    twice = []
    stop_a = Counter.value.observe(d, lambda *args: twice.append(args[3]))
    Counter.value.observe(d, lambda *args: twice.append(-args[3]))
    stop_b = Counter.value.observe(d, callback)
    Counter.value.observe(d, callback)
    d.value = 2
    stop_a()
    stop_b()
    stop_b()
    d.value = 3
    assert twice == [2, -2, -3]
    assert calls == [(c, "value", 0, 5), (d, "value", 0, 2), (d, "value", 0, 2), (d, "value", 2, 3)]


def test_validator_converts_and_can_reject():
    t = Thermostat()
    calls, callback = recorder()
    Thermostat.target.observe(t, callback)
    t.target = "21.5"
    assert t.target == 21.5
    with pytest.raises(ValueError):
        t.target = "warm"
    assert t.target == 21.5
    t.target = "21.50"
    assert calls == [(t, "target", 20, 21.5)]
    seen = []
    ranged = Observable(1, validate=lambda v: seen.append(v) or v)

    class Box:
        size = ranged

    box = Box()
    box.size = 1
    assert seen == [1]
    box_calls, on_box = recorder()
    Box.size.observe(box, on_box)
    box.size = 2
    assert seen == [1, 2]
    assert box_calls == [(box, "size", 1, 2)]
    assert Box().size == 1


def test_several_attributes_are_independent():
    t = Thermostat()
    target_calls, on_target = recorder()
    mode_calls, on_mode = recorder()
    Thermostat.target.observe(t, on_target)
    Thermostat.mode.observe(t, on_mode)
    t.mode = "eco"
    t.target = 19
    assert target_calls == [(t, "target", 20, 19.0)]
    assert mode_calls == [(t, "mode", "off", "eco")]


def test_failing_observer_keeps_value_and_stops_the_rest():
    c = Counter()
    calls, callback = recorder()

    def explode(instance, name, old, new):
        raise RuntimeError("observer failed")

    Counter.value.observe(c, explode)
    Counter.value.observe(c, callback)
    with pytest.raises(RuntimeError):
        c.value = 3
    assert c.value == 3
    assert calls == []


def test_observer_sees_new_value_and_subclasses_inherit():
    class SmartThermostat(Thermostat):
        pass

    s = SmartThermostat()
    seen = []
    SmartThermostat.target.observe(s, lambda inst, name, old, new: seen.append((inst.target, old)))
    s.target = 23
    assert seen == [(23.0, 20)]
    other = Thermostat()
    other.target = 30
    assert seen == [(23.0, 20)]
    assert s.mode == "off"


def test_observers_run_in_subscription_order_with_duplicates():
    c = Counter()
    order = []
    first = lambda *args: order.append("first")  # noqa: E731
    second = lambda *args: order.append("second")  # noqa: E731
    Counter.value.observe(c, first)
    stop_second = Counter.value.observe(c, second)
    stop_first_again = Counter.value.observe(c, first)
    c.value = 1
    assert order == ["first", "second", "first"]
    order.clear()
    stop_first_again()
    c.value = 2
    assert order == ["first", "second"]
    order.clear()
    stop_second()
    stop_second()
    c.value = 3
    assert order == ["first"]


def test_non_callable_callback_rejected():
    c = Counter()
    with pytest.raises(TypeError):
        Counter.value.observe(c, None)
    with pytest.raises(TypeError):
        Counter.value.observe(c, "print")
    c.value = 9
    assert c.value == 9


def test_unsubscribe_removes_exactly_one_duplicate():
    c = Counter()
    order = []
    log = lambda *args: order.append("log")  # noqa: E731
    mark = lambda *args: order.append("mark")  # noqa: E731
    Counter.value.observe(c, log)
    Counter.value.observe(c, mark)
    stop_second_log = Counter.value.observe(c, log)
    stop_second_log()
    stop_second_log()
    c.value = 1
    assert order == ["log", "mark"]
    ref = weakref.ref(c)
    del c
    gc.collect()
    assert ref() is None


def test_first_equal_assignment_and_equal_values_are_ignored():
    c = Counter()
    calls, callback = recorder()
    Counter.value.observe(c, callback)
    c.value = 0
    c.value = 0.0
    c.value = False
    assert calls == []
    assert type(c.value) is int
    c.value = 5
    c.value = 5.0
    assert type(c.value) is int
    assert calls == [(c, "value", 0, 5)]


def test_non_callable_callbacks_rejected_in_any_form():
    t = Thermostat()
    for bad in (42, "callback", None, [print]):
        with pytest.raises(TypeError):
            Thermostat.mode.observe(t, bad)
    t.mode = "heat"
    calls, callback = recorder()
    Thermostat.mode.observe(t, callback)
    other = Thermostat()
    other.mode = "eco"
    t.target = 25
    t.mode = "cool"
    assert calls == [(t, "mode", "heat", "cool")]


def test_validator_result_is_stored_and_passed_to_observers():
    class Reading:
        level = Observable("low", validate=str.lower)

    r = Reading()
    calls, callback = recorder()
    Reading.level.observe(r, callback)
    r.level = "HIGH"
    assert r.level == "high"
    r.level = "High"
    assert calls == [(r, "level", "low", "high")]
    with pytest.raises(TypeError):
        r.level = 5
    assert r.level == "high"
    assert calls == [(r, "level", "low", "high")]


def test_observers_see_stored_value_and_errors_stop_the_rest():
    t = Thermostat()
    seen = []

    def first(instance, name, old, new):
        seen.append(("first", instance.mode, old, new))

    def broken(instance, name, old, new):
        raise KeyError(name)

    def third(instance, name, old, new):
        seen.append(("third", instance.mode))

    for callback in (first, broken, third):
        Thermostat.mode.observe(t, callback)
    with pytest.raises(KeyError):
        t.mode = "heat"
    assert seen == [("first", "heat", "off", "heat")]
    assert t.mode == "heat"


def test_failing_observer_stops_later_observers():
    c = Counter()
    order = []

    def explode(instance, name, old, new):
        order.append("explode")
        raise ValueError("observer failed")

    Counter.value.observe(c, lambda *args: order.append("before"))
    Counter.value.observe(c, explode)
    Counter.value.observe(c, lambda *args: order.append("after"))
    with pytest.raises(ValueError):
        c.value = 4
    assert order == ["before", "explode"]
    assert c.value == 4


def test_equal_assignment_keeps_the_stored_object():
    class Basket:
        items = Observable(())

    b = Basket()
    calls, callback = recorder()
    Basket.items.observe(b, callback)
    b.items = ()
    assert calls == []
    first = [1, 2]
    b.items = first
    b.items = [1, 2]
    assert b.items is first
    assert calls == [(b, "items", (), [1, 2])]


def test_instance_with_observers_is_collectable():
    calls, callback = recorder()
    c = Counter()
    Counter.value.observe(c, callback)
    c.value = 1
    assert len(calls) == 1
    calls.clear()
    ref = weakref.ref(c)
    del c
    gc.collect()
    assert ref() is None
