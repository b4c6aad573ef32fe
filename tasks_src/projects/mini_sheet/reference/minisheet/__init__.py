"""A small spreadsheet engine: formulas, dependencies, cycles and recalculation."""
