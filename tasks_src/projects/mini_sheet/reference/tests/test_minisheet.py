"""Unit tests of the formula language and the engine on small sheets."""

import pytest

from minisheet.engine import Error, evaluate_sheet


def values(sheet):
    return evaluate_sheet(sheet).values


@pytest.mark.parametrize(("formula", "expected"), [
    ("=1 + 2 * 3", 7.0),
    ("=(1 + 2) * 3", 9.0),
    ("=-2 * -3", 6.0),
    ("=8 / 4 / 2", 1.0),
    ("=10 - 4 - 3", 3.0),
])
def test_precedence_and_unary_minus(formula, expected):
    assert values({"A1": formula})["A1"] == expected


@pytest.mark.parametrize(("sheet", "code"), [
    ({"A1": "=1/0"}, "#DIV/0!"),
    ({"A1": "text", "B1": "=A1 + 1"}, "#VALUE!"),
    ({"B1": "=MEDIAN(A1:A2)"}, "#NAME?"),
    ({"B1": "=(1 + 2"}, "#ERROR!"),
    ({"B1": "=b2 + 1"}, "#ERROR!"),
    ({"B1": "=B1 + 1"}, "#CYCLE!"),
])
def test_error_values(sheet, code):
    assert values(sheet)["B1" if "B1" in sheet else "A1"] == Error(code)


def test_functions_skip_empty_and_text_cells():
    sheet = {"A1": "2", "A2": "label", "A4": "4", "B1": "=SUM(A1:A4)", "C1": "=AVERAGE(A1:A4)",
             "D1": "=COUNT(A1:A4, 1)", "E1": "=MIN(Z1:Z3)", "F1": "=AVERAGE(Z1:Z3)"}
    result = values(sheet)
    assert (result["B1"], result["C1"], result["D1"], result["E1"]) == (6.0, 3.0, 3.0, 0.0)
    assert result["F1"] == Error("#DIV/0!")


def test_a_cell_depending_on_a_cycle_gets_its_error():
    result = evaluate_sheet({"A1": "=B1", "B1": "=A1", "C1": "=A1 * 2"})
    assert result.cycles == [["A1", "B1"]]
    assert result.values["C1"] == Error("#CYCLE!")
    assert result.order == ["C1"]


def test_order_ties_go_to_the_first_cell_in_cell_order():
    result = evaluate_sheet({"B2": "=A1", "C1": "=1", "A1": "=C1"})
    assert result.order == ["C1", "A1", "B2"]
