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
    result = LoginThrottle().retry_after("nobody", 0)
    assert result == 0
    assert type(result) is int


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
    throttle.record_failure("bob", 5000)
    assert throttle.retry_after("bob", 5000) == 60


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


def test_failures_while_locked_count_and_restart():
    throttle = LoginThrottle()
    fail(throttle, "ivan", [0, 0, 0, 0, 0])
    assert throttle.retry_after("ivan", 10) == 20
    throttle.record_failure("ivan", 10)
    assert throttle.retry_after("ivan", 10) == 60
    throttle.record_failure("ivan", 15)
    assert throttle.retry_after("ivan", 15) == 120
    assert throttle.retry_after("ivan", 134) == 1


def test_expired_lockout_keeps_the_count():
    throttle = LoginThrottle(max_failures=2, base_delay=10, max_delay=1000)
    fail(throttle, "judy", [0, 0])
    assert throttle.retry_after("judy", 100) == 0
    throttle.record_failure("judy", 100)
    assert throttle.retry_after("judy", 100) == 20
    assert throttle.retry_after("judy", 200) == 0
    throttle.record_failure("judy", 200)
    assert throttle.retry_after("judy", 200) == 40


def test_checking_an_expired_lockout_changes_nothing():
    throttle = LoginThrottle()
    fail(throttle, "kim", [0] * 5)
    assert throttle.retry_after("kim", 100) == 0
    assert throttle.retry_after("kim", 100) == 0
    throttle.record_failure("kim", 100)
    assert throttle.retry_after("kim", 100) == 60


def test_max_delay_equal_to_base_delay_locks_for_that_delay():
    throttle = LoginThrottle(max_failures=5, base_delay=30, max_delay=30)
    fail(throttle, "leo", [0] * 5)
    assert throttle.retry_after("leo", 0) == 30
    fail(throttle, "leo", [0] * 3)
    assert throttle.retry_after("leo", 0) == 30
    assert throttle.retry_after("leo", 29) == 1


def test_max_delay_may_equal_base_delay():
    throttle = LoginThrottle(max_failures=1, base_delay=60, max_delay=60)
    fail(throttle, "mia", [10, 20])
    assert throttle.retry_after("mia", 20) == 60
    assert throttle.retry_after("mia", 80) == 0
    with pytest.raises(ValueError):
        LoginThrottle(max_failures=1, base_delay=60, max_delay=59)


def test_users_compared_exactly_for_failures_and_success():
    throttle = LoginThrottle(max_failures=2, base_delay=30, max_delay=300)
    fail(throttle, "Bob", [0, 0])
    fail(throttle, "bob", [0])
    assert throttle.retry_after("Bob", 0) == 30
    assert throttle.retry_after("bob", 0) == 0
    assert throttle.retry_after("BOB", 0) == 0
    throttle.record_success("bob")
    assert throttle.retry_after("Bob", 0) == 30
    throttle.record_success("Bob")
    assert throttle.retry_after("Bob", 0) == 0


def test_default_sequence_of_lockouts():
    throttle = LoginThrottle()
    waits = []
    for _ in range(13):
        throttle.record_failure("nina", 0)
        waits.append(throttle.retry_after("nina", 0))
    assert waits == [0, 0, 0, 0, 30, 60, 120, 240, 480, 960, 1920, 3600, 3600]
    assert all(type(w) is int for w in waits)
