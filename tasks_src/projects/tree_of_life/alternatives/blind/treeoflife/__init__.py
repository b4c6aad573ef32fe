"""Reconstruct the family tree of a set of species from their DNA sequences."""
