import pytest

from solution import SuggestionIndex


def make(*queries):
    index = SuggestionIndex()
    for query in queries:
        index.record(query)
    return index


def test_equal_counts_ordered_by_most_recent_use():
    index = make("apple pie", "apricot", "apple tart", "apricot", "apple pie", "apple tart")
    assert index.suggest("ap") == ["apple tart", "apple pie", "apricot"]
    for query in ("apex", "april", "app store"):
        index.record(query)
    assert index.suggest("ap") == ["apple tart", "apple pie", "apricot", "app store", "april"]


def test_more_uses_rank_first():
    index = make("python", "pytest", "pytest", "pyproject", "pytest", "python")
    result = index.suggest("py")
    assert result == ["pytest", "python", "pyproject"]
    assert index.uses("pytest") == 3
    assert type(result) is list


def test_queries_are_stripped_and_lowercased():
    index = make("  Python Docs ", "python docs", "PYTHON  DOCS", "pandas")
    assert index.suggest("py") == ["python docs", "python  docs"]
    assert index.suggest("PYTHON D") == ["python docs"]
    assert index.uses(" PYTHON docs") == 2
    assert index.uses("python  docs") == 1
    assert index.uses("ruby") == 0


def test_default_limit_is_five():
    index = make("q1", "q2", "q3", "q4", "q5", "q6", "q7")
    assert index.suggest("q") == ["q7", "q6", "q5", "q4", "q3"]
    assert index.suggest("q", limit=2) == ["q7", "q6"]
    assert index.suggest("q", 10) == ["q7", "q6", "q5", "q4", "q3", "q2", "q1"]


def test_recency_uses_last_use_not_first():
    index = make("alpha", "beta", "gamma", "beta", "alpha", "gamma", "beta", "alpha")
    assert index.suggest("") == ["alpha", "beta", "gamma"]
    index.record("gamma")
    assert index.suggest("") == ["gamma", "alpha", "beta"]


def test_prefix_case_insensitive_and_exact_match_included():
    index = make("Docker", "docker compose", "docker compose", "django")
    assert index.suggest("DOCKER") == ["docker compose", "docker"]
    assert index.suggest("d", limit=5) == ["docker compose", "django", "docker"]


def test_prefix_is_not_stripped():
    index = make("new york", "newark", "newark", " new jersey")
    assert index.suggest("New ") == ["new jersey", "new york"]
    assert index.suggest("new") == ["newark", "new jersey", "new york"]


def test_limit_zero_and_negative():
    index = make("a", "b")
    assert index.suggest("", limit=0) == []
    with pytest.raises(ValueError):
        index.suggest("", limit=-1)


def test_forget_resets_history():
    index = make("git log", "git log", "git log", "git status", "git status")
    index.forget("  GIT LOG ")
    assert index.suggest("git") == ["git status"]
    assert index.uses("git log") == 0
    index.record("git log")
    assert index.suggest("git") == ["git status", "git log"]
    assert index.uses("git log") == 1


def test_forget_unknown_query_raises_key_error():
    index = make("ls")
    with pytest.raises(KeyError):
        index.forget("cd")
    index.forget("ls")
    with pytest.raises(KeyError):
        index.forget("ls")


def test_blank_queries_ignored_and_negative_limit_rejected():
    index = make("   ", "", "\t\n")
    assert index.suggest("") == []
    index.record(" x ")
    assert index.suggest("") == ["x"]
    assert index.suggest("", limit=0) == []
    assert index.uses("") == 0
    with pytest.raises(ValueError):
        index.suggest("x", -3)


def test_suggest_does_not_change_index_and_no_match_is_empty():
    index = make("b", "a", "b")
    assert index.suggest("z") == []
    first = index.suggest("")
    first.append("mutated")
    assert index.suggest("") == ["b", "a"]
