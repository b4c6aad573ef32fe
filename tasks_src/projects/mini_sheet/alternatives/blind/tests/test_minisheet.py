"""Unit tests for the minisheet engine."""

import pytest

from minisheet.cells import read_sheet
from minisheet.engine import Error, analyse
from minisheet.formula import FormulaSyntaxError, parse_formula
from minisheet.htmlpage import render_html
from minisheet.output import errors_by_code, format_value
from minisheet.recalc import recalc


def values_of(sheet: dict[str, str]) -> dict[str, str]:
    """Written values of a sheet."""
    return {name: format_value(v) for name, v in analyse(sheet).values.items()}


def value(formula: str, **cells: str):
    """Value of A1 holding the formula, with the given other cells."""
    return analyse({"A1": formula, **cells}).values["A1"]


@pytest.mark.parametrize("formula, expected", [
    ("=1+2*3", 7.0), ("=(1+2)*3", 9.0), ("=10-4-3", 3.0), ("=8/4/2", 1.0),
    ("=-2*3", -6.0), ("=--2", 2.0), ("=2--3", 5.0), ("=-(1+2)*-2 - 3 / 4", 5.25),
    ("= 2 * - 3 + 1", -5.0), ("=sum(1, 2) * 2", 6.0),
])
def test_precedence_and_unary_minus(formula: str, expected: float) -> None:
    assert value(formula) == expected


@pytest.mark.parametrize("text", [
    "1+", "(1+2", "1+2)", "A1:B2", "a1", "SUM(A1:B2+1)", "1 2", "SUM", "A100", "1.",
    "SUM(1,,2)", "", "LOG10(1)", "A1(2)",
])
def test_syntax_errors(text: str) -> None:
    with pytest.raises(FormulaSyntaxError):
        parse_formula(text)


def test_each_error_value() -> None:
    assert value("=1/0") == Error("#DIV/0!")
    assert value("=B1*2", B1="text") == Error("#VALUE!")
    assert value("=-B1", B1="text") == Error("#VALUE!")
    assert value("=MEDIAN(1)") == Error("#NAME?")
    assert value("=(1+2") == Error("#ERROR!")
    assert value("=A1+1") == Error("#CYCLE!")
    assert value("=AVERAGE(B1:B3)") == Error("#DIV/0!")
    assert value("=SUM(B1)", B1="x") == Error("#VALUE!")


def test_first_error_wins_left_to_right() -> None:
    assert value("=B1/0 + C1", B1="1", C1="=1+") == Error("#DIV/0!")
    assert value("=C1 + B1/0", B1="1", C1="=1+") == Error("#ERROR!")
    assert value("=B1 + 1/0", B1="t") == Error("#DIV/0!")


def test_reference_to_text_and_empty() -> None:
    assert value("=B1", B1="hello") == "hello"
    assert value("=B1 + 1") == 1.0


def test_functions_over_ranges_with_empty_and_text_cells() -> None:
    cells = {"B1": "1", "B2": "text", "B4": "5", "C1": "=B1*2"}  # B3 empty
    assert value("=SUM(B1:C4)", **cells) == 8.0
    assert value("=COUNT(C4:B1)", **cells) == 3.0
    assert value("=AVERAGE(B1:B4)", **cells) == 3.0
    assert value("=MIN(B1:B4, 0.5)", **cells) == 0.5
    assert value("=MAX(B1:B4)", **cells) == 5.0
    assert value("=MIN(B2:B3)", **cells) == 0.0
    assert value("=SUM(B1:B4, B5:B6, 2)", **cells) == 8.0
    assert value("=SUM(B1:B4)", **{**cells, "B3": "=1/0"}) == Error("#DIV/0!")


def test_cycle_and_dependent_cell() -> None:
    sheet = {"A1": "=B1+1", "B1": "=A1*2", "C1": "=A1+5", "D1": "=D1", "E1": "=3"}
    analysis = analyse(sheet)
    assert analysis.cycles == [["A1", "B1"], ["D1"]]
    assert analysis.values["C1"] == Error("#CYCLE!")
    assert analysis.order == ["C1", "E1"]
    assert errors_by_code(analysis) == {"#CYCLE!": ["A1", "B1", "C1", "D1"]}


def test_evaluation_order_tie_break() -> None:
    sheet = {"C2": "=1", "A1": "=B2", "B1": "=1", "B2": "=C2", "A2": "=1"}
    assert analyse(sheet).order == ["B1", "A2", "C2", "B2", "A1"]


def test_dependencies_each_once_in_cell_order() -> None:
    analysis = analyse({"C3": "=SUM(B2:A1) + A1 + Z9", "D1": "=(", "A1": "5"})
    assert analysis.dependencies == {"D1": [], "C3": ["A1", "B1", "A2", "B2", "Z9"]}


def test_number_format_and_html_escape() -> None:
    sheet = {"A1": "12", "B1": "=1/10", "A2": "a<b>&c", "C3": "=1/0"}
    assert values_of(sheet) == {"A1": "12.0", "B1": "0.1", "A2": "a<b>&c", "C3": "#DIV/0!"}
    page = render_html(analyse(sheet))
    assert "<td>12.00</td><td>0.10</td><td></td>" in page
    assert "a&lt;b&gt;&amp;c" in page
    assert "<th>C</th>" in page and "<th>D</th>" not in page
    assert "<tr><th>3</th>" in page and "<tr><th>4</th>" not in page


def test_recalc_lists_changed_cells() -> None:
    sheet = {"A1": "1", "B1": "=A1*2", "C1": "text"}
    results = recalc(sheet, [("A1", "2"), ("C1", ""), ("A1", "2")])
    assert results == [
        {"edit": 1, "cell": "A1", "changed": ["A1", "B1"]},
        {"edit": 2, "cell": "C1", "changed": ["C1"]},
        {"edit": 3, "cell": "A1", "changed": []},
    ]


def test_read_sheet_rejects_bad_names(tmp_path) -> None:
    path = tmp_path / "cells.csv"
    path.write_text('cell,content\nA1,1\nAA1,2\n', encoding="utf-8")
    with pytest.raises(ValueError, match="line 3"):
        read_sheet(path)
    path.write_text('cell,content\nA1,1\nB2,"=SUM(A1, 2)"\nA1,\n', encoding="utf-8")
    assert read_sheet(path) == {"B2": "=SUM(A1, 2)"}
