"""The agent surface: the ten tools, the MCP server, the ``kg`` command line and its completion,
the demo workspace. May import everything else in kgstore, the public API first.
"""
