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
    assert type(calls[1][0]) is tuple and type(calls[1][1]) is dict
    assert rec.call_count == 2 and type(rec.call_count) is int
    calls.append(((9,), {}))
    assert rec.calls == [((1, "a"), {"flag": True}), ((), {})]
    rec.return_value = "changed"
    assert rec(3) == "changed"
    assert rec.call_count == 3


def test_default_return_value_and_reassignment():
    rec = CallRecorder()
    assert rec("x", n=0) is None
    rec.return_value = 0
    assert rec() == 0
    rec.return_value = [1, 2]
    result = rec(k="v")
    assert result == [1, 2]
    assert rec.calls == [(("x",), {"n": 0}), ((), {}), ((), {"k": "v"})]
    assert all(type(args) is tuple and type(kwargs) is dict for args, kwargs in rec.calls)
    assert rec.call_count == 3 and type(rec.call_count) is int


def test_assert_called_with_checks_last_call():
    rec = CallRecorder()
    with pytest.raises(AssertionError) as info:
        rec.assert_called_with(1, "x", mode="r", flag=None)
    assert str(info.value) == "expected call(1, 'x', flag=None, mode='r'), not called"
    rec("first")
    rec("second", retries=3)
    assert rec.assert_called_with("second", retries=3) is None
    with pytest.raises(AssertionError) as info:
        rec.assert_called_with("first")
    assert str(info.value) == "expected call('first'), last call was call('second', retries=3)"
    rec(zeta=1, alpha=[2])
    with pytest.raises(AssertionError) as info:
        rec.assert_called_with()
    assert str(info.value) == "expected call(), last call was call(alpha=[2], zeta=1)"


def test_assert_called_with_compares_the_last_call_not_the_first():
    rec = CallRecorder()
    rec(1)
    rec(2, b="x", a=None)
    with pytest.raises(AssertionError) as info:
        rec.assert_called_with(1)
    assert str(info.value) == "expected call(1), last call was call(2, a=None, b='x')"
    assert rec.assert_called_with(2, a=None, b="x") is None
    with pytest.raises(AssertionError) as info:
        CallRecorder().assert_called_with(y=2, x="a")
    assert str(info.value) == "expected call(x='a', y=2), not called"


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
    raising = CallRecorder(side_effect=ValueError)
    with pytest.raises(ValueError):
        raising("v")
    assert raising.assert_called_once_with("v") is None


def test_assert_called_once_with_counts_before_comparing():
    with pytest.raises(AssertionError) as info:
        CallRecorder().assert_called_once_with()
    assert str(info.value) == "expected to be called once, called 0 times"
    rec = CallRecorder()
    rec("p", k=2)
    with pytest.raises(AssertionError) as info:
        rec.assert_called_once_with("p")
    assert str(info.value) == "expected call('p'), last call was call('p', k=2)"
    rec("p", k=2)
    rec("p", k=2)
    with pytest.raises(AssertionError) as info:
        rec.assert_called_once_with("p", k=2)
    assert str(info.value) == "expected to be called once, called 3 times"


def test_callable_side_effect_receives_arguments():
    seen = []

    def effect(*args, **kwargs):
        seen.append((args, kwargs))
        return sum(args) + kwargs.get("extra", 0)

    rec = CallRecorder(return_value="ignored", side_effect=effect)
    assert rec(1, 2, extra=10) == 13
    assert seen == [((1, 2), {"extra": 10})]
    assert rec.call_count == 1
    funcs = [effect]
    listed = CallRecorder(side_effect=funcs)
    assert listed(1, 2) is effect
    assert seen == [((1, 2), {"extra": 10})]
    assert funcs == [effect]


def test_callable_side_effect_result_is_returned():
    class Effect:
        def __call__(self, *args, **kwargs):
            return (args, kwargs, rec.call_count)

    rec = CallRecorder(return_value="ignored", side_effect=Effect())
    assert rec("a", b=1) == (("a",), {"b": 1}, 1)
    assert rec() == ((), {}, 2)
    quiet = CallRecorder(return_value="ignored", side_effect=lambda *args: None)
    assert quiet(5) is None


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
    assert rec_cls.calls == [((), {"timeout": 5}), ((), {})]
    rec_cls.assert_called_with()


def test_exception_class_side_effect_is_raised_not_called():
    rec = CallRecorder(return_value="unused", side_effect=KeyError)
    with pytest.raises(KeyError):
        rec(1, key="k")
    assert rec.calls == [((1,), {"key": "k"})]
    boom = RuntimeError("down")
    failing = CallRecorder(return_value=0, side_effect=boom)
    with pytest.raises(RuntimeError) as info:
        failing(1)
    assert info.value is boom
    with pytest.raises(RuntimeError):
        failing(2)
    assert failing.calls == [((1,), {}), ((2,), {})]


def test_side_effect_list_items_in_order_then_index_error():
    boom = ValueError("boom")
    items = ["a", boom, len, OSError]
    rec = CallRecorder(return_value="unused", side_effect=items)
    items.append("late")
    assert rec() == "a"
    with pytest.raises(ValueError) as info:
        rec()
    assert info.value is boom
    assert rec() is len
    with pytest.raises(OSError):
        rec()
    with pytest.raises(IndexError):
        rec()
    with pytest.raises(IndexError):
        rec()
    assert items == ["a", boom, len, OSError, "late"]
    assert rec.call_count == 6


def test_tuple_side_effect_returns_callables_then_index_error():
    rec = CallRecorder(return_value=5, side_effect=(1, len, KeyError("k"), None))
    assert rec("abc") == 1
    assert rec("abc") is len
    with pytest.raises(KeyError):
        rec("abc")
    assert rec("abc") is None
    with pytest.raises(IndexError):
        rec("abc")
    assert rec.call_count == 5
    empty = CallRecorder(return_value=5, side_effect=())
    with pytest.raises(IndexError):
        empty()
    assert empty.calls == [((), {})]


def test_invalid_side_effect_raises_type_error():
    with pytest.raises(TypeError):
        CallRecorder(side_effect=5)
    with pytest.raises(TypeError):
        CallRecorder(side_effect="boom")
    empty = CallRecorder(side_effect=[])
    with pytest.raises(IndexError):
        empty(1)
    assert empty.call_count == 1


def test_caller_list_is_copied_and_never_modified():
    items = [1, 2]
    rec = CallRecorder(side_effect=items)
    items[0] = 99
    items.clear()
    assert rec() == 1
    assert rec() == 2
    with pytest.raises(IndexError):
        rec()
    kept = ["x", "y"]
    other = CallRecorder(side_effect=kept)
    assert other() == "x"
    assert kept == ["x", "y"]


def test_calls_property_is_a_read_only_copy():
    rec = CallRecorder()
    rec(1)
    snapshot = rec.calls
    snapshot.append(((2,), {}))
    snapshot.clear()
    assert rec.calls == [((1,), {})]
    assert rec.calls is not rec.calls
    assert rec.call_count == 1
    with pytest.raises(AttributeError):
        rec.calls = []
    with pytest.raises(AttributeError):
        rec.call_count = 0
    assert rec.call_count == 1


def test_invalid_side_effect_values_raise_type_error():
    with pytest.raises(TypeError):
        CallRecorder(side_effect=3.5)
    with pytest.raises(TypeError):
        CallRecorder(return_value=1, side_effect={"a": 1})
    with pytest.raises(TypeError):
        CallRecorder(side_effect=b"bytes")
    assert CallRecorder(side_effect=(ValueError,)).call_count == 0


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
        CallRecorder().assert_called_once_with()
    assert str(info.value) == "expected to be called once, called 0 times"


def test_calls_snapshot_changes_do_not_affect_recorder():
    rec = CallRecorder(return_value="r")
    rec("a")
    first = rec.calls
    first[0] = (("changed",), {})
    first.append(((), {}))
    rec("b", n=1)
    assert rec.calls == [(("a",), {}), (("b",), {"n": 1})]
    assert first == [(("changed",), {}), ((), {})]
    assert rec.call_count == 2
    with pytest.raises(AttributeError):
        rec.calls = [(("x",), {})]
    with pytest.raises(AttributeError):
        rec.call_count = 7


def test_any_call_message_formats_keywords_sorted():
    rec = CallRecorder()
    with pytest.raises(AssertionError) as info:
        rec.assert_any_call("q", zeta=[1], alpha="a", mid=None)
    assert str(info.value) == "call('q', alpha='a', mid=None, zeta=[1]) not found among 0 calls"
    rec("q", zeta=[1], alpha="a", mid=None)
    assert rec.assert_any_call("q", mid=None, alpha="a", zeta=[1]) is None
    rec(3)
    with pytest.raises(AssertionError) as info:
        rec.assert_any_call(b=2, a=(1, 2))
    assert str(info.value) == "call(a=(1, 2), b=2) not found among 2 calls"


def test_assert_any_call():
    rec = CallRecorder()
    rec("a", 1)
    rec("b", key="v", other=2)
    rec(3)
    assert rec.assert_any_call("a", 1) is None
    assert rec.assert_any_call("b", other=2, key="v") is None
    with pytest.raises(AssertionError) as info:
        rec.assert_any_call("c")
    assert str(info.value) == "call('c') not found among 3 calls"
    with pytest.raises(AssertionError) as info:
        rec.assert_any_call(v=3)
    assert str(info.value) == "call(v=3) not found among 3 calls"
    with pytest.raises(AssertionError) as info:
        rec.assert_any_call("b", "v", 2)
    assert str(info.value) == "call('b', 'v', 2) not found among 3 calls"
