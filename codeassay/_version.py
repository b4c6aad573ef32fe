"""The version of the CodeAssay software (the dataset carries its own version)."""

__version__ = "0.1.0"
