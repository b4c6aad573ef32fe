"""Analyse a web shop's access log."""
