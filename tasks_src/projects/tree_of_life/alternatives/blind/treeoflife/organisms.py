"""Reading and validating the input file of species and their DNA sequences."""

import json
from pathlib import Path

from treeoflife import config


def read_organisms(path: str | Path) -> dict[str, str]:
    """Read the JSON file mapping species names to DNA sequences.

    Raises ValueError, naming the file (and the species at fault, if any), when
    the file is not valid JSON, is not an object with at least two species, or a
    sequence is not a non-empty string of the letters A, C, G and T.
    Raises OSError (e.g. FileNotFoundError) when the file cannot be read.
    """
    text = Path(path).read_text(encoding="utf-8")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise ValueError(f"{path}: not valid JSON ({error})") from error
    if not isinstance(data, dict):
        raise ValueError(f"{path}: expected a JSON object mapping species to sequences")
    if len(data) < config.MIN_SPECIES:
        raise ValueError(
            f"{path}: expected at least {config.MIN_SPECIES} species, found {len(data)}"
        )
    for name, sequence in data.items():
        if not isinstance(sequence, str):
            raise ValueError(f"{path}: species {name!r}: sequence is not a string")
        if not sequence:
            raise ValueError(f"{path}: species {name!r}: sequence is empty")
        bad = set(sequence) - config.DNA_ALPHABET
        if bad:
            raise ValueError(
                f"{path}: species {name!r}: sequence holds invalid character(s) "
                f"{''.join(sorted(bad))!r}"
            )
    return dict(data)
