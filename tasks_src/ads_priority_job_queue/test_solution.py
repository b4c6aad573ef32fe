import pytest

from solution import schedule_jobs


def test_most_urgent_job_first():
    jobs = [("backup", 0, 5, 3), ("deploy", 0, 2, 1), ("report", 0, 1, 2)]
    assert schedule_jobs(jobs) == [("deploy", 0, 2), ("report", 2, 3), ("backup", 3, 8)]
    assert schedule_jobs([("b", 0, 1, 1), ("a", 0, 1, 1)]) == [("b", 0, 1), ("a", 1, 2)]


def test_no_jobs():
    result = schedule_jobs([])
    assert result == []
    assert type(result) is list


def test_running_job_is_not_preempted():
    jobs = [("long", 0, 10, 5), ("urgent", 3, 2, 0), ("medium", 1, 4, 2)]
    assert schedule_jobs(jobs) == [("long", 0, 10), ("urgent", 10, 12), ("medium", 12, 16)]


def test_worker_idles_until_next_arrival():
    assert schedule_jobs([("a", 0, 3, 1), ("b", 10, 2, 1)]) == [("a", 0, 3), ("b", 10, 12)]
    assert schedule_jobs([("x", 4, 1, 1)]) == [("x", 4, 5)]


def test_job_arriving_when_worker_frees_up_competes():
    jobs = [("first", 0, 4, 5), ("second", 4, 1, 1), ("waiting", 1, 1, 3)]
    assert schedule_jobs(jobs) == [("first", 0, 4), ("second", 4, 5), ("waiting", 5, 6)]
    assert jobs == [("first", 0, 4, 5), ("second", 4, 1, 1), ("waiting", 1, 1, 3)]


def test_ties_by_arrival_then_input_position():
    jobs = [
        ("zeta", 0, 3, 1),
        ("beta", 2, 3, 2),
        ("alpha", 2, 3, 2),
        ("gamma", 1, 3, 2),
        ("delta", 3, 1, 2),
    ]
    assert schedule_jobs(jobs) == [
        ("zeta", 0, 3),
        ("gamma", 3, 6),
        ("beta", 6, 9),
        ("alpha", 9, 12),
        ("delta", 12, 13),
    ]


def test_invalid_jobs_raise_value_error():
    with pytest.raises(ValueError):
        schedule_jobs([("a", 0, 1, 1), ("a", 5, 1, 1)])
    with pytest.raises(ValueError):
        schedule_jobs([("a", -1, 1, 1)])
    with pytest.raises(ValueError):
        schedule_jobs([("a", 0, 1, 1), ("b", 0, 0, 1)])


def test_job_arriving_at_finish_time_beats_waiting_job():
    jobs = [("batch", 0, 5, 5), ("cleanup", 1, 1, 9), ("alert", 5, 1, 0)]
    assert schedule_jobs(jobs) == [("batch", 0, 5), ("alert", 5, 6), ("cleanup", 6, 7)]


def test_urgent_late_arrival_overtakes_earlier_waiting_job():
    jobs = [("build", 0, 5, 4), ("lint", 1, 1, 6), ("hotfix", 4, 2, 1)]
    assert schedule_jobs(jobs) == [("build", 0, 5), ("hotfix", 5, 7), ("lint", 7, 8)]
    jobs = [("x", 0, 10, 0), ("late", 5, 1, 1), ("early", 2, 1, 1)]
    assert schedule_jobs(jobs) == [("x", 0, 10), ("early", 10, 11), ("late", 11, 12)]


def test_unsorted_input_not_modified():
    jobs = [("late", 6, 1, 1), ("early", 0, 2, 1)]
    before = list(jobs)
    assert schedule_jobs(jobs) == [("early", 0, 2), ("late", 6, 7)]
    assert jobs == before


def test_mixed_day_with_idle_gap():
    jobs = [
        ("j1", 2, 3, 2),
        ("j2", 0, 2, 3),
        ("j3", 3, 1, 1),
        ("j4", 20, 2, 0),
        ("j5", 4, 2, 2),
        ("j6", 21, 1, 0),
    ]
    before = list(jobs)
    assert schedule_jobs(jobs) == [
        ("j2", 0, 2),
        ("j1", 2, 5),
        ("j3", 5, 6),
        ("j5", 6, 8),
        ("j4", 20, 22),
        ("j6", 22, 23),
    ]
    assert jobs == before


def test_negative_priority_is_most_urgent():
    assert schedule_jobs([("a", 0, 1, 0), ("b", 0, 1, -5)]) == [("b", 0, 1), ("a", 1, 2)]


def test_equal_priority_prefers_earlier_arrival_then_list_order():
    jobs = [("upload", 0, 2, 1), ("zip", 1, 1, 2), ("app", 1, 1, 2), ("cron", 0, 1, 2)]
    assert schedule_jobs(jobs) == [("upload", 0, 2), ("cron", 2, 3), ("zip", 3, 4), ("app", 4, 5)]


def test_zero_duration_or_negative_arrival_rejected():
    with pytest.raises(ValueError):
        schedule_jobs([("noop", 0, 0, 1)])
    with pytest.raises(ValueError):
        schedule_jobs([("ok", 0, 2, 1), ("early", -3, 2, 1)])
    with pytest.raises(ValueError):
        schedule_jobs([("twin", 0, 1, 1), ("other", 1, 1, 1), ("twin", 2, 1, 0)])


def test_single_late_job_starts_at_arrival():
    result = schedule_jobs([("solo", 7, 3, 0)])
    assert result == [("solo", 7, 10)]
    assert type(result[0]) is tuple
    jobs = [("a", 0, 2, 5), ("w", 1, 1, 4), ("b", 2, 1, 1)]
    assert schedule_jobs(jobs) == [("a", 0, 2), ("b", 2, 3), ("w", 3, 4)]


def test_negative_arrival_of_a_later_job_rejected():
    with pytest.raises(ValueError):
        schedule_jobs([("a", 0, 3, 1), ("b", -5, 2, 1)])


def test_zero_duration_job_arriving_later_raises_value_error():
    with pytest.raises(ValueError):
        schedule_jobs([("a", 0, 3, 1), ("ping", 5, 0, 0)])
    with pytest.raises(ValueError):
        schedule_jobs([("x", 2, 0, -1)])
