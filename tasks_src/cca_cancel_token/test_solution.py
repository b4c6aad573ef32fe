import threading

import pytest

from solution import CancelToken


def run_in_thread(fn):
    """Run fn in a daemon thread; True if it finished within 2 s (no deadlock)."""
    box = {}

    def target():
        box["value"] = fn()

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(timeout=2)
    return (not thread.is_alive()), box.get("value")


def test_callbacks_run_once_in_reverse_registration_order():
    token = CancelToken()
    calls = []
    for name in ("first", "second", "third"):
        token.on_cancel(lambda reason, name=name: calls.append((name, reason)))
    assert token.cancel("shutdown") is True
    assert token.cancel("again") is False
    assert calls == [("third", "shutdown"), ("second", "shutdown"), ("first", "shutdown")]
    assert token.reason == "shutdown"


def test_initial_state_and_default_reason():
    token = CancelToken()
    assert token.cancelled is False
    assert token.reason is None
    assert token.cancel() is True
    assert token.cancelled is True
    assert token.reason == "cancelled"


def test_unregister_before_cancel():
    token = CancelToken()
    calls = []
    keep = token.on_cancel(lambda reason: calls.append("keep"))
    drop = token.on_cancel(lambda reason: calls.append("drop"))
    assert drop() is True
    assert drop() is False
    assert token.reason is None
    token.cancel()
    assert calls == ["keep"]
    assert keep() is False
    assert token.reason == "cancelled"


def test_late_registration_runs_at_once_and_cannot_be_unregistered():
    token = CancelToken()
    token.cancel("stop")
    calls = []
    unregister = token.on_cancel(calls.append)
    assert calls == ["stop"]
    assert unregister() is False
    token.cancel("later")
    assert calls == ["stop"]


def test_failing_callbacks_do_not_stop_the_others():
    token = CancelToken()
    calls = []
    first_error = KeyError("a")
    second_error = ValueError("b")

    def failing(error):
        def callback(reason):
            calls.append(type(error).__name__)
            raise error
        return callback

    token.on_cancel(lambda reason: calls.append("bottom"))
    token.on_cancel(failing(second_error))
    token.on_cancel(lambda reason: calls.append("middle"))
    token.on_cancel(failing(first_error))
    with pytest.raises(ExceptionGroup) as info:
        token.cancel("boom")
    assert calls == ["KeyError", "middle", "ValueError", "bottom"]
    assert info.value.message == "cancel callbacks failed"
    assert list(info.value.exceptions) == [first_error, second_error]
    assert token.cancelled is True
    assert token.cancel() is False


def test_late_callback_error_propagates_from_on_cancel():
    token = CancelToken()
    token.cancel()

    def broken(reason):
        raise RuntimeError(reason)

    with pytest.raises(RuntimeError):
        token.on_cancel(broken)


def test_same_callable_registered_twice_is_two_registrations():
    token = CancelToken()
    calls = []
    token.on_cancel(calls.append)
    token.on_cancel(lambda reason: calls.append("other"))
    last = token.on_cancel(calls.append)
    assert last() is True
    assert last() is False
    token.cancel("x")
    assert calls == ["other", "x"]


def test_child_of_cancelled_token_is_born_cancelled():
    parent = CancelToken()
    parent.cancel("gone")
    child = parent.child()
    assert child.cancelled is True
    assert child.reason == "gone"


def test_callbacks_may_use_the_token_without_deadlock():
    token = CancelToken()
    seen = []

    def reentrant(reason):
        seen.append((token.cancelled, token.reason))
        token.on_cancel(lambda r: seen.append(("nested", r)))
        seen.append(token.cancel("nested cancel"))

    token.on_cancel(reentrant)
    finished, result = run_in_thread(lambda: token.cancel("outer"))
    assert finished is True
    assert result is True
    assert seen == [(True, "outer"), ("nested", "outer"), False]


def test_concurrent_cancel_succeeds_exactly_once():
    token = CancelToken()
    calls = []
    calls_lock = threading.Lock()

    def callback(reason):
        with calls_lock:
            calls.append(reason)

    token.on_cancel(callback)
    barrier = threading.Barrier(8)
    results = []

    def worker(i):
        barrier.wait()
        outcome = token.cancel(f"t{i}")
        with calls_lock:
            results.append(outcome)

    threads = [threading.Thread(target=worker, args=(i,), daemon=True) for i in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=5)
    assert sorted(results) == [False] * 7 + [True]
    assert len(calls) == 1
    assert calls[0] == token.reason


def test_child_follows_parent_but_not_the_other_way():
    parent = CancelToken()
    child = parent.child()
    grandchild = child.child()
    other = parent.child()
    assert other.cancel("only me") is True
    assert parent.cancelled is False
    assert parent.cancel("parent stop") is True
    assert (child.cancelled, child.reason) == (True, "parent stop")
    assert (grandchild.cancelled, grandchild.reason) == (True, "parent stop")
    assert other.reason == "only me"
    assert type(child) is CancelToken


def test_callbacks_run_in_reverse_order_in_the_cancelling_thread():
    token = CancelToken()
    calls = []
    for name in ("a", "b", "c"):
        token.on_cancel(lambda reason, name=name: calls.append((name, reason, threading.get_ident())))
    box = {}

    def worker():
        box["ident"] = threading.get_ident()
        box["result"] = token.cancel("from worker")

    thread = threading.Thread(target=worker, daemon=True)
    thread.start()
    thread.join(timeout=2)
    ident = box["ident"]
    assert box["result"] is True
    assert calls == [("c", "from worker", ident), ("b", "from worker", ident), ("a", "from worker", ident)]
    assert ident != threading.get_ident()


def test_unregister_after_cancel_returns_false():
    token = CancelToken()
    calls = []
    ran = token.on_cancel(lambda reason: calls.append("ran"))
    removed = token.on_cancel(lambda reason: calls.append("removed"))
    assert removed() is True
    token.cancel("done")
    assert calls == ["ran"]
    assert ran() is False
    assert ran() is False
    assert removed() is False
    assert calls == ["ran"]


def test_unregister_one_of_two_registrations_of_the_same_callable():
    token = CancelToken()
    calls = []

    def record(reason):
        calls.append(("record", reason))

    first = token.on_cancel(record)
    token.on_cancel(lambda reason: calls.append(("other", reason)))
    second = token.on_cancel(record)
    assert second() is True
    assert token.cancel("bye") is True
    assert calls == [("other", "bye"), ("record", "bye")]
    assert first() is False
    assert second() is False


def test_same_callable_registered_three_times_runs_three_times():
    token = CancelToken()
    calls = []

    def record(reason):
        calls.append(reason)

    handles = [token.on_cancel(record) for _ in range(3)]
    token.on_cancel(lambda reason: calls.append("last"))
    assert handles[1]() is True
    token.cancel("r")
    assert calls == ["last", "r", "r"]
    assert [h() for h in handles] == [False, False, False]


def test_failing_callbacks_are_collected_in_raise_order():
    token = CancelToken()
    calls = []
    early = OSError("early")
    late = LookupError("late")

    def raiser(error, name):
        def callback(reason):
            calls.append(name)
            raise error
        return callback

    token.on_cancel(raiser(late, "registered first"))
    token.on_cancel(lambda reason: calls.append("quiet"))
    token.on_cancel(raiser(early, "registered last"))
    with pytest.raises(ExceptionGroup) as info:
        token.cancel("x")
    assert type(info.value) is ExceptionGroup
    assert calls == ["registered last", "quiet", "registered first"]
    assert info.value.message == "cancel callbacks failed"
    assert list(info.value.exceptions) == [early, late]
    assert (token.cancelled, token.reason) == (True, "x")


def test_single_failing_callback_raises_exception_group():
    token = CancelToken()
    calls = []
    error = ValueError("bad")

    def broken(reason):
        raise error

    token.on_cancel(lambda reason: calls.append(reason))
    token.on_cancel(broken)
    with pytest.raises(ExceptionGroup) as info:
        token.cancel("stop")
    assert info.value.message == "cancel callbacks failed"
    assert list(info.value.exceptions) == [error]
    assert calls == ["stop"]
    assert token.cancelled is True
    assert token.reason == "stop"
    assert token.cancel("again") is False


def test_callback_may_use_the_token_in_the_cancelling_thread():
    token = CancelToken()
    seen = []

    def reentrant(reason):
        seen.append(token.cancel("inner"))
        seen.append(token.reason)
        unregister = token.on_cancel(lambda r: seen.append(("late", r)))
        seen.append(unregister())

    token.on_cancel(reentrant)
    token.on_cancel(lambda reason: seen.append(token.cancelled))
    finished, result = run_in_thread(lambda: token.cancel("outer"))
    assert finished is True
    assert result is True
    assert seen == [True, False, "outer", ("late", "outer"), False]


def test_concurrent_cancel_runs_each_callback_once_then_late_ones_at_once():
    token = CancelToken()
    calls = []
    calls_lock = threading.Lock()

    def make(name):
        def callback(reason):
            with calls_lock:
                calls.append((name, reason))
        return callback

    for name in ("x", "y", "z"):
        token.on_cancel(make(name))
    barrier = threading.Barrier(6)
    results = {}

    def worker(i):
        barrier.wait()
        results[i] = token.cancel(f"w{i}")

    threads = [threading.Thread(target=worker, args=(i,), daemon=True) for i in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=5)
    winners = [i for i, won in results.items() if won is True]
    assert len(results) == 6
    assert len(winners) == 1
    reason = f"w{winners[0]}"
    assert token.reason == reason
    assert calls == [("z", reason), ("y", reason), ("x", reason)]
    late = []
    token.on_cancel(late.append)
    assert late == [reason]


def test_late_registration_and_late_child():
    token = CancelToken()
    assert token.cancel("late") is True
    calls = []
    unregister = token.on_cancel(lambda reason: calls.append(reason))
    assert calls == ["late"]
    assert unregister() is False
    child = token.child()
    assert child.cancelled is True
    assert child.reason == "late"
    assert child.cancel("child") is False
    assert calls == ["late"]
