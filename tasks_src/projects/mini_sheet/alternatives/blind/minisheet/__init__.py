"""A small spreadsheet engine: formulas, dependencies, cycles, evaluation, recalculation."""
