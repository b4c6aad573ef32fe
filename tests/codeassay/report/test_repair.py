"""The repair decomposition on hand-made first attempts and final programs."""

from __future__ import annotations

import math

from report_cases import program_frame

from codeassay.report import repair_table


def test_repair_decomposition_counts_both_directions():
    initial = program_frame({("m-std", "t1"): False, ("m-std", "t2"): True,
                             ("m-std", "t3"): False, ("m-std", "t4"): True,
                             ("n-std", "t1"): True})
    final = program_frame({("m-std", "t1"): True, ("m-std", "t2"): False, ("m-std", "t3"): True,
                           ("m-std", "t4"): True, ("n-std", "t1"): True,
                           ("n-std", "t2"): False})
    table = repair_table(initial, final).set_index("configuration")
    assert table.loc["m-std", "fail_to_pass"] == 2 and table.loc["m-std", "pass_to_fail"] == 1
    assert (table.loc["m-std", "initial_pct"], table.loc["m-std", "final_pct"]) == (50.0, 75.0)
    assert table.loc["m-std", "gain_pp"] == 25.0
    assert math.isnan(table.loc["m-std", "repaired"])  # these results do not say
    # n-std: t2 has no first attempt (a failure there), t3 and t4 no program at all (two
    # failures on both sides), so its numbers are over the four tasks as m-std's are.
    assert table.loc["n-std", "n_programs"] == 4
    assert (table.loc["n-std", "initial_pct"], table.loc["n-std", "final_pct"]) == (25.0, 25.0)
    notes = " ".join(table.attrs["notes"])
    assert "1 program(s) in the final results have no counterpart in the initial results and count " \
           "as failed there (n-std: 1)" in notes
    assert "2 task(s) have no program in either the initial or the final results and count as " \
           "failed in both (n-std: 2)" in notes


def test_repair_over_present_compares_only_programs_on_both_sides():
    initial = program_frame({("m-std", "t1"): False, ("m-std", "t2"): True})
    final = program_frame({("m-std", "t1"): True, ("m-std", "t3"): True})
    table = repair_table(initial, final, over_present=True).set_index("configuration")
    assert table.loc["m-std", "n_programs"] == 1 and table.loc["m-std", "fail_to_pass"] == 1
    assert any("--over-present" in n for n in table.attrs["notes"])
    table = repair_table(initial, final).set_index("configuration")
    assert (table.loc["m-std", "n_programs"], table.loc["m-std", "pass_to_fail"]) == (3, 1)
