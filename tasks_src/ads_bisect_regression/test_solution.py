import pytest

from solution import bisect_regression


def make_repo(count, first_bad, untestable=()):
    """A fake history of `count` commits; records every call to is_bad."""
    commits = [f"c{i:02d}" for i in range(count)]
    skip = {commits[i] for i in untestable}
    calls = []

    def is_bad(commit):
        calls.append(commit)
        if commit in skip:
            return None
        return commits.index(commit) >= first_bad

    return commits, is_bad, calls


def test_finds_first_bad_commit_with_binary_search():
    commits, is_bad, calls = make_repo(100, 37)
    assert bisect_regression(commits, is_bad) == ["c37"]
    assert len(calls) <= 7
    assert len(set(calls)) == len(calls)
    assert "c99" not in calls


def test_single_commit_needs_no_test():
    commits, is_bad, calls = make_repo(1, 0)
    assert bisect_regression(commits, is_bad) == ["c00"]
    assert calls == []


def test_empty_history_raises_value_error():
    with pytest.raises(ValueError):
        bisect_regression([], lambda commit: True)


def test_last_commit_is_the_first_bad_and_never_tested():
    commits, is_bad, calls = make_repo(10, 9)
    assert bisect_regression(commits, is_bad) == ["c09"]
    assert len(calls) <= 4
    assert "c09" not in calls


def test_untestable_commit_just_before_first_bad():
    commits, is_bad, calls = make_repo(20, 12, untestable={11})
    assert bisect_regression(commits, is_bad) == ["c11", "c12"]
    assert len(set(calls)) == len(calls)


def test_untestable_first_bad_commit():
    commits, is_bad, calls = make_repo(20, 12, untestable={12})
    assert bisect_regression(commits, is_bad) == ["c12", "c13"]
    assert len(set(calls)) == len(calls)


def test_returns_new_list_and_leaves_input_alone():
    commits, is_bad, calls = make_repo(8, 3)
    before = list(commits)
    result = bisect_regression(commits, is_bad)
    assert result == ["c03"]
    assert type(result) is list
    assert commits == before
    assert len(commits) == 8


def test_empty_history_raises_before_any_test():
    calls = []

    def is_bad(commit):
        calls.append(commit)
        return True

    with pytest.raises(ValueError):
        bisect_regression([], is_bad)
    assert calls == []


def test_every_position_within_the_call_budget():
    for count, budget in ((16, 4), (17, 5), (2, 1)):
        for first_bad in range(count):
            commits, is_bad, calls = make_repo(count, first_bad)
            assert bisect_regression(commits, is_bad) == [commits[first_bad]]
            assert len(calls) <= budget
            assert len(set(calls)) == len(calls)
            assert commits[-1] not in calls


def test_untestable_commits_elsewhere_do_not_matter():
    commits, is_bad, calls = make_repo(20, 5, untestable={0, 10, 15, 18})
    assert bisect_regression(commits, is_bad) == ["c05"]
    assert len(set(calls)) == len(calls)


def test_nothing_testable_gives_whole_history_each_tried_once():
    commits, is_bad, calls = make_repo(6, 2, untestable={0, 1, 2, 3, 4})
    assert bisect_regression(commits, is_bad) == ["c00", "c01", "c02", "c03", "c04", "c05"]
    assert sorted(calls) == ["c00", "c01", "c02", "c03", "c04"]


def test_input_list_unchanged_with_untestable_commits():
    commits, is_bad, calls = make_repo(5, 4, untestable={3})
    result = bisect_regression(commits, is_bad)
    assert result == ["c03", "c04"]
    assert type(result) is list
    assert commits == ["c00", "c01", "c02", "c03", "c04"]
    result.append("extra")
    assert commits == ["c00", "c01", "c02", "c03", "c04"]


def test_run_of_untestable_commits_around_first_bad():
    commits, is_bad, calls = make_repo(30, 15, untestable={13, 14, 15, 16})
    assert bisect_regression(commits, is_bad) == ["c13", "c14", "c15", "c16", "c17"]
    assert len(set(calls)) == len(calls)
    assert "c29" not in calls


def test_first_commit_is_the_bad_one():
    commits, is_bad, calls = make_repo(10, 0)
    assert bisect_regression(commits, is_bad) == ["c00"]
    assert len(calls) <= 4


def test_empty_history_raises_even_when_nothing_could_be_tested():
    with pytest.raises(ValueError):
        bisect_regression([], lambda commit: None)


def test_untestable_commits_at_the_edges():
    commits, is_bad, calls = make_repo(8, 7, untestable={6})
    assert bisect_regression(commits, is_bad) == ["c06", "c07"]
    commits, is_bad, calls = make_repo(8, 0, untestable={0})
    assert bisect_regression(commits, is_bad) == ["c00", "c01"]
    assert len(set(calls)) == len(calls)
