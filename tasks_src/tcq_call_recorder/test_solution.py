import pytest

from solution import CallRecorder


def test_records_calls_and_returns_return_value():
    rec = CallRecorder(return_value=42)
    assert rec.call_count == 0
    assert rec.calls == []
    assert rec(1, "a", flag=True) == 42
    assert rec() == 42
    calls = rec.calls
    assert calls == [((1, "a"), {"flag": True}), ((), {})]
    assert type(calls) is list and type(calls[0]) is tuple
    assert type(calls[0][0]) is tuple and type(calls[0][1]) is dict
    assert rec.call_count == 2 and type(rec.call_count) is int
    rec.return_value = "changed"
    assert rec(3) == "changed"


def test_assert_called_with_checks_last_call():
    rec = CallRecorder()
    rec("first")
    rec("second", retries=3)
    assert rec.assert_called_with("second", retries=3) is None
    with pytest.raises(AssertionError) as info:
        rec.assert_called_with("first")
    assert str(info.value) == "expected call('first'), last call was call('second', retries=3)"


def test_messages_format_calls():
    rec = CallRecorder()
    with pytest.raises(AssertionError) as info:
        rec.assert_called_with(1, "x", mode="r", flag=None)
    assert str(info.value) == "expected call(1, 'x', flag=None, mode='r'), not called"
    rec(zeta=1, alpha=[2])
    with pytest.raises(AssertionError) as info:
        rec.assert_called_with()
    assert str(info.value) == "expected call(), last call was call(alpha=[2], zeta=1)"


def test_assert_called_once_with():
    rec = CallRecorder()
    with pytest.raises(AssertionError) as info:
        rec.assert_called_once_with(1)
    assert str(info.value) == "expected to be called once, called 0 times"
    rec(1)
    assert rec.assert_called_once_with(1) is None
    with pytest.raises(AssertionError) as info:
        rec.assert_called_once_with(2)
    assert str(info.value) == "expected call(2), last call was call(1)"
    rec(1)
    with pytest.raises(AssertionError) as info:
        rec.assert_called_once_with(1)
    assert str(info.value) == "expected to be called once, called 2 times"


def test_callable_side_effect_receives_arguments():
    seen = []

    def effect(*args, **kwargs):
        seen.append((args, kwargs))
        return sum(args) + kwargs.get("extra", 0)

    rec = CallRecorder(return_value="ignored", side_effect=effect)
    assert rec(1, 2, extra=10) == 13
    assert seen == [((1, 2), {"extra": 10})]
    assert rec.call_count == 1


def test_exception_side_effect_raised_after_recording():
    rec = CallRecorder(return_value=1, side_effect=KeyError("missing"))
    with pytest.raises(KeyError):
        rec("k")
    assert rec.calls == [(("k",), {})]
    rec_cls = CallRecorder(side_effect=TimeoutError)
    with pytest.raises(TimeoutError):
        rec_cls(timeout=5)
    with pytest.raises(TimeoutError):
        rec_cls()
    assert rec_cls.call_count == 2
    rec_cls.assert_called_with()


def test_side_effect_list_items_in_order_then_index_error():
    boom = ValueError("boom")
    items = ["a", boom, len, OSError]
    rec = CallRecorder(return_value="unused", side_effect=items)
    items.append("late")
    assert rec() == "a"
    with pytest.raises(ValueError):
        rec()
    assert rec() is len
    with pytest.raises(OSError):
        rec()
    with pytest.raises(IndexError):
        rec()
    assert items == ["a", boom, len, OSError, "late"]
    assert rec.call_count == 5


def test_assert_any_call():
    rec = CallRecorder()
    rec("a", 1)
    rec("b", key="v")
    assert rec.assert_any_call("a", 1) is None
    assert rec.assert_any_call("b", key="v") is None
    with pytest.raises(AssertionError) as info:
        rec.assert_any_call("c")
    assert str(info.value) == "call('c') not found among 2 calls"


def test_positional_and_keyword_calls_differ_keyword_order_does_not():
    rec = CallRecorder()
    rec(x=1, y=2)
    assert rec.assert_called_with(y=2, x=1) is None
    with pytest.raises(AssertionError):
        rec.assert_called_with(1, y=2)
    rec(1)
    with pytest.raises(AssertionError) as info:
        rec.assert_called_with(x=1)
    assert str(info.value) == "expected call(x=1), last call was call(1)"
    with pytest.raises(AssertionError):
        rec.assert_called_with(x=1, y=2)
    with pytest.raises(AssertionError) as info:
        rec.assert_any_call(x=1)
    assert str(info.value) == "call(x=1) not found among 2 calls"
    once = CallRecorder()
    once("p", k=2)
    assert once.assert_called_once_with("p", k=2) is None
    with pytest.raises(AssertionError) as info:
        once.assert_called_once_with("p")
    assert str(info.value) == "expected call('p'), last call was call('p', k=2)"
    with pytest.raises(AssertionError) as info:
        CallRecorder().assert_called_once_with()
    assert str(info.value) == "expected to be called once, called 0 times"


def test_tuple_side_effect_and_empty_list():
    rec = CallRecorder(side_effect=(1, 2))
    assert [rec(), rec()] == [1, 2]
    with pytest.raises(IndexError):
        rec()
    empty = CallRecorder(return_value=5, side_effect=[])
    with pytest.raises(IndexError):
        empty()
    assert empty.call_count == 1


def test_calls_property_is_a_copy_and_invalid_side_effect():
    rec = CallRecorder()
    rec(1)
    snapshot = rec.calls
    snapshot.append(((2,), {}))
    snapshot.clear()
    assert rec.calls == [((1,), {})]
    assert rec.call_count == 1
    with pytest.raises(TypeError):
        CallRecorder(side_effect=5)
    with pytest.raises(TypeError):
        CallRecorder(side_effect="boom")
    failing = CallRecorder(return_value=0, side_effect=RuntimeError("down"))
    with pytest.raises(RuntimeError):
        failing(1)
    assert failing.calls == [((1,), {})]
