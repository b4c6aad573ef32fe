"""``python -m codeassay`` runs the command line."""

import sys

from codeassay._cli import main

sys.exit(main())
