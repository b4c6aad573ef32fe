"""Table 4: per-category mean correctness and best-to-worst spread."""

from __future__ import annotations

import numpy as np
import pytest

from codeassay.report import category_table


def test_category_table_mean_and_spread(results, rows):
    primary = ["alpha-std", "beta-std"]
    table = category_table(results, primary).set_index("category")
    for category in table.index:
        rates = []
        for config in primary:
            own = [r["passed"] for r in rows if r["model"] == config and r["category"] == category]
            rates.append(100 * sum(own) / len(own))
        assert table.loc[category, "mean_pct"] == pytest.approx(np.mean(rates))
        assert table.loc[category, "spread_pp"] == pytest.approx(max(rates) - min(rates))
    assert table["spread_pp"].is_monotonic_decreasing
