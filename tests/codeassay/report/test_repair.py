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
    assert table.loc["n-std", "n_programs"] == 1
    assert math.isnan(table.loc["m-std", "repaired"])  # these results do not say
    unmatched = "1 program(s) in the final results have no counterpart"
    assert any(unmatched in n for n in table.attrs["notes"])
