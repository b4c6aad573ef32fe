"""CodeAssay inside Inspect (``inspect_ai``): the task, the protocol solver, the grading
scorer, and the import of Inspect logs into CodeAssay results files.

Inspect finds the task through the ``inspect_ai`` entry point (``_registry``), so
``inspect eval codeassay/codeassay`` works once CodeAssay is installed with its
``inspect`` extra. Nothing here is imported by ``import codeassay``: the modules that
need ``inspect_ai`` import it themselves, and the public names are re-exported lazily by
the ``codeassay`` package.
"""
