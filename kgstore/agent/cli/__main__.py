"""``python -m kgstore.agent.cli``: the ``kg`` command."""

import sys

from .entry import main

if __name__ == "__main__":  # not when a tool imports every module of the package
    sys.exit(main())
