import pytest

from solution import LoginThrottle


def fail(throttle, user, times):
    for now in times:
        throttle.record_failure(user, now)


def test_lockout_starts_at_max_failures():
    throttle = LoginThrottle()
    fail(throttle, "alice", [100, 101, 102, 103])
    assert throttle.retry_after("alice", 103) == 0
    throttle.record_failure("alice", 104)
    result = throttle.retry_after("alice", 104)
    assert result == 30
    assert type(result) is int


def test_unknown_user_allowed():
    assert LoginThrottle().retry_after("nobody", 0) == 0


def test_delay_doubles_and_is_capped():
    throttle = LoginThrottle(max_failures=3, base_delay=10, max_delay=50)
    fail(throttle, "u", [0, 0, 0])
    assert throttle.retry_after("u", 0) == 10
    throttle.record_failure("u", 0)
    assert throttle.retry_after("u", 0) == 20
    throttle.record_failure("u", 0)
    assert throttle.retry_after("u", 0) == 40
    throttle.record_failure("u", 0)
    assert throttle.retry_after("u", 0) == 50
    fail(throttle, "u", [0] * 100)
    assert throttle.retry_after("u", 0) == 50


def test_wait_shrinks_as_time_passes():
    throttle = LoginThrottle(max_failures=1, base_delay=60, max_delay=600)
    throttle.record_failure("bob", 1000)
    assert throttle.retry_after("bob", 1000) == 60
    assert throttle.retry_after("bob", 1045) == 15


def test_lockout_ends_exactly_at_deadline():
    throttle = LoginThrottle(max_failures=2, base_delay=30, max_delay=300)
    fail(throttle, "bob", [1000, 1010])
    assert throttle.retry_after("bob", 1039) == 1
    assert throttle.retry_after("bob", 1040) == 0
    assert throttle.retry_after("bob", 5000) == 0


def test_success_resets_count():
    throttle = LoginThrottle(max_failures=2, base_delay=30, max_delay=300)
    fail(throttle, "carol", [0, 1])
    throttle.record_success("carol")
    assert throttle.retry_after("carol", 1) == 0
    throttle.record_failure("carol", 2)
    assert throttle.retry_after("carol", 2) == 0


def test_failure_while_locked_extends_from_latest_failure():
    throttle = LoginThrottle(max_failures=2, base_delay=30, max_delay=300)
    fail(throttle, "dave", [0, 10])
    assert throttle.retry_after("dave", 20) == 20
    throttle.record_failure("dave", 20)
    assert throttle.retry_after("dave", 20) == 60
    assert throttle.retry_after("dave", 79) == 1
    throttle.record_success("dave")
    fail(throttle, "dave", [100])
    assert throttle.retry_after("dave", 100) == 0
    throttle.record_success("nobody")
    assert throttle.retry_after("nobody", 100) == 0


def test_users_are_independent():
    throttle = LoginThrottle(max_failures=1, base_delay=30, max_delay=300)
    throttle.record_failure("Bob", 0)
    assert throttle.retry_after("bob", 0) == 0
    assert throttle.retry_after("Bob", 0) == 30


def test_retry_after_does_not_change_state():
    throttle = LoginThrottle(max_failures=2, base_delay=5, max_delay=100)
    fail(throttle, "erin", [0, 0])
    assert [throttle.retry_after("erin", 1) for _ in range(3)] == [4, 4, 4]
    throttle.record_failure("frank", 0)
    assert throttle.retry_after("frank", 0) == 0
    assert throttle.retry_after("erin", 0) == 5
    assert throttle.retry_after("ERIN", 1) == 0


def test_invalid_configuration():
    with pytest.raises(ValueError):
        LoginThrottle(max_failures=0)
    with pytest.raises(ValueError):
        LoginThrottle(base_delay=0)
    with pytest.raises(ValueError):
        LoginThrottle(base_delay=60, max_delay=59)


def test_configuration_bounds_and_defaults():
    for kwargs in ({"max_failures": 0}, {"base_delay": 0}, {"max_delay": 29}):
        with pytest.raises(ValueError):
            LoginThrottle(**kwargs)
    throttle = LoginThrottle(max_failures=1, base_delay=1, max_delay=1)
    fail(throttle, "g", [7, 8])
    assert throttle.retry_after("g", 8) == 1
    assert throttle.retry_after("other", 8) == 0
    defaults = LoginThrottle()
    fail(defaults, "h", [0] * 7)
    assert defaults.retry_after("h", 0) == 120
    fail(defaults, "h", [0] * 10)
    assert defaults.retry_after("h", 0) == 3600
    assert defaults.retry_after("h", 3599) == 1
