"""Tree of Life from scratch: a family tree of species from their DNA alone."""
