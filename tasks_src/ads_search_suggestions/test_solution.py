import pytest

from solution import SuggestionIndex


def make(*queries):
    index = SuggestionIndex()
    for query in queries:
        index.record(query)
    return index


def test_equal_counts_ordered_by_most_recent_use():
    index = make("apple pie", "apricot", "apple tart", "apricot", "apple pie", "apple tart")
    result = index.suggest("ap")
    assert result == ["apple tart", "apple pie", "apricot"]
    assert all(type(query) is str for query in result)
    result.clear()
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
    assert make("a", "b", "c", "a", "c", "b").suggest("") == ["b", "c", "a"]


def test_queries_are_stripped_and_lowercased():
    index = make("  Python Docs ", "python docs", "PYTHON  DOCS", "pandas")
    assert index.suggest("py") == ["python docs", "python  docs"]
    assert index.suggest("PYTHON D") == ["python docs"]
    assert index.uses(" PYTHON docs") == 2
    assert index.uses("python  docs") == 1
    assert index.uses("ruby") == 0
    sharp = make(" Maß ")
    assert sharp.uses("MAß") == 1
    assert sharp.uses("mass") == 0
    index.record(" \t ")
    assert index.uses("") == 0
    assert "" not in index.suggest("")


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
    assert make("newark", "new").suggest("New ") == []


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
    index.forget("git status")
    with pytest.raises(KeyError):
        index.forget("git status")


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


def test_forget_normalises_and_unknown_raises_key_error():
    index = make("Grep", "grep")
    with pytest.raises(KeyError):
        index.forget("gre")
    index.forget("  GREP")
    assert index.uses("grep") == 0
    with pytest.raises(KeyError):
        index.forget("grep")
    with pytest.raises(KeyError):
        SuggestionIndex().forget("x")


def test_lowercase_uses_str_lower_not_casefold():
    index = make("Straße")
    assert index.uses("STRAßE") == 1
    assert index.uses("strasse") == 0
    assert index.suggest("stra") == ["straße"]


def test_sharp_s_query_kept_distinct_from_ss():
    index = make("Fuß", "fuss", "FUSS")
    assert index.suggest("fu") == ["fuss", "fuß"]
    assert index.uses("fuß") == 1
    assert index.suggest("FUSS") == ["fuss"]


def test_blank_records_between_real_queries_change_nothing():
    index = make("a", "  ", "b", "\n")
    assert index.suggest("") == ["b", "a"]
    assert index.uses("  ") == 0


def test_trailing_space_in_prefix_is_kept():
    index = make("go", "golang", "go build", "go  test")
    assert index.suggest("GO ") == ["go  test", "go build"]
    assert index.suggest("go  ") == ["go  test"]


def test_limit_caps_the_number_of_suggestions():
    index = make("c1", "c2", "c3")
    assert index.suggest("c", 1) == ["c3"]
    assert index.suggest("c", limit=3) == ["c3", "c2", "c1"]


def test_limit_zero_gives_nothing_even_with_many_matches():
    index = make("k1", "k2", "k3", "k4", "k5", "k6")
    assert index.suggest("k", 0) == []
    assert index.suggest("", limit=0) == []


def test_whitespace_only_queries_never_recorded():
    index = make("  ", "\t", "")
    assert index.uses("") == 0
    assert index.uses("   ") == 0
    assert index.suggest("") == []
    index.record("q")
    assert index.suggest("") == ["q"]
