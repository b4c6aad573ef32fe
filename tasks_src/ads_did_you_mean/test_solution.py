import pytest

from solution import suggest_commands

COMMANDS = [
    "status", "stash", "commit", "checkout", "cherry-pick", "push", "pull",
    "fetch", "rebase", "reset", "log", "branch", "show",
]


def test_adjacent_swap_costs_one_edit():
    assert suggest_commands("lgo", COMMANDS, 1) == ["log"]
    assert suggest_commands("ocmmit", COMMANDS, 1) == ["commit"]
    assert suggest_commands("stauts", COMMANDS, 1) == ["status"]
    assert suggest_commands("lgo", ["log", "lg"], 2) == ["lg", "log"]


def test_ordered_by_distance_then_name():
    commands = ["rebase", "roast", "test", "rest-api", "reset", "best"]
    assert suggest_commands("rest", commands, 2) == ["best", "reset", "test", "roast"]


def test_swapped_pair_cannot_be_edited_again():
    assert suggest_commands("ca", ["abc", "cab", "ac"], 2) == ["ac", "cab"]
    assert suggest_commands("ca", ["abc", "cab", "ac"], 3) == ["ac", "cab", "abc"]


def test_neighbour_swaps_each_cost_one():
    assert suggest_commands("psuh", COMMANDS, 1) == ["push"]
    assert suggest_commands("sohw", COMMANDS, 1) == ["show"]
    assert suggest_commands("rbeaes", COMMANDS, 2) == ["rebase"]
    assert suggest_commands("ca", ["abc"], 2) == []


def test_max_distance_is_inclusive():
    assert suggest_commands("rest", ["roast"], 2) == ["roast"]
    assert suggest_commands("rest", ["roast"], 1) == []
    assert suggest_commands("ps", ["sh"], 2) == ["sh"]
    assert suggest_commands("ps", ["sh"], 1) == []
    assert suggest_commands("pspsaux", ["ps"], 5) == ["ps"]
    assert suggest_commands("pspsaux", ["ps"], 4) == []
    assert suggest_commands("ps", ["push"]) == ["push"]
    assert suggest_commands("ps", ["pushd"]) == []


def test_comparison_ignores_case_but_keeps_spelling():
    assert suggest_commands("CHECKOUT", ["Checkout", "checkin"], 2) == ["Checkout"]
    assert suggest_commands("StAtUs", COMMANDS, 0) == ["status"]


def test_uppercase_typed_word_matches_mixed_case_commands():
    assert suggest_commands("STATUS", ["Status", "STASH", "stats"], 2) == ["Status", "stats"]


def test_exact_match_comes_first():
    assert suggest_commands("push", COMMANDS, 2) == ["push", "pull"]


def test_duplicate_commands_listed_once():
    assert suggest_commands("fetc", ["fetch", "fetch", "Fetch"], 1) == ["Fetch", "fetch"]


def test_mixed_case_commands_returned_as_spelled():
    assert suggest_commands("log", ["Log", "LOGS", "Log", "lag"], 1) == ["Log", "LOGS", "lag"]


def test_empty_typed_word_distance_is_length():
    assert suggest_commands("", ["ls", "cd", "git", "l"], 2) == ["l", "cd", "ls"]


def test_empty_typed_word_matches_short_commands():
    assert suggest_commands("", ["abc", "ab", "a"], 1) == ["a"]
    assert suggest_commands("", ["abc"], 3) == ["abc"]
    assert suggest_commands("", ["abc"], 2) == []


def test_negative_max_distance_raises_value_error():
    with pytest.raises(ValueError):
        suggest_commands("log", COMMANDS, -1)
    assert suggest_commands("log", COMMANDS, 0) == ["log"]


def test_negative_max_distance_rejected_even_without_commands():
    with pytest.raises(ValueError):
        suggest_commands("", [], -5)
    with pytest.raises(ValueError):
        suggest_commands("push", ["push"], -1)


def test_insert_delete_and_replace_mix():
    assert suggest_commands("brnch", COMMANDS, 1) == ["branch"]
    assert suggest_commands("rebasee", COMMANDS, 1) == ["rebase"]
    assert suggest_commands("fatch", ["fetch", "batch", "patch"], 1) == ["batch", "fetch", "patch"]
    assert suggest_commands("sow", COMMANDS, 1) == ["show"]


def test_default_max_distance_is_two():
    assert suggest_commands("chkout", COMMANDS) == ["checkout"]
    assert suggest_commands("chkout", COMMANDS, 1) == []
    assert suggest_commands("log", ["logout", "login", "logs"]) == ["logs", "login"]


def test_repeated_commands_once_and_list_unchanged():
    commands = ["Push", "pull", "PULL", "pull", "Pull"]
    assert suggest_commands("Pul", commands, 1) == ["PULL", "Pull", "pull"]
    assert commands == ["Push", "pull", "PULL", "pull", "Pull"]


def test_input_not_modified():
    commands = ["push", "pull", "push"]
    before = list(commands)
    assert suggest_commands("pul", commands, 1) == ["pull"]
    assert commands == before


def test_equal_distance_sorted_by_name_not_input_order():
    assert suggest_commands("pusl", COMMANDS, 1) == ["pull", "push"]


def test_nothing_close_gives_empty_list():
    result = suggest_commands("deploy", COMMANDS, 2)
    assert result == []
    assert type(result) is list
