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
    stop_second()
    stop_second()
    c.value = 2
    assert order == ["first"]


def test_non_callable_callback_rejected():
    c = Counter()
    with pytest.raises(TypeError):
        Counter.value.observe(c, None)
    with pytest.raises(TypeError):
        Counter.value.observe(c, "print")
    c.value = 9
    assert c.value == 9
