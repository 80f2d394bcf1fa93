"""The ten agent tools, where API.md names them: ``from kgstore.tools import TOOLS, call_tool,
ToolContext``. They live in :mod:`kgstore.agent.tools`; this is the contract's address."""

from .agent.tools import *  # noqa: F401,F403  (its __all__)
from .agent.tools import __all__  # noqa: F401
