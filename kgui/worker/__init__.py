"""The store worker: one QObject owning the SQLite connection, living in its own QThread.

The GUI talks to it only through `StoreClient` (signals). Requests carry ids; answers come back
by signal with the same id; for search-as-you-type only the newest answer is delivered.
"""

from .client import StoreClient, running_worker_threads
from .protocol import EntityDetails, Request, Response, WorkspaceSnapshot
from .store_worker import StoreWorker, WorkerConfig
from . import view_operations  # noqa: E402,F401,I001  (registers the graph view's requests)
from . import bulk_operations  # noqa: E402,F401,I001  (registers the bulk actions' requests)
from . import merge_operations  # noqa: E402,F401,I001  (registers the merge's requests)
from . import curation_operations  # noqa: E402,F401,I001  (the Review and Tasks panels' requests)
from . import settings_operations  # noqa: E402,F401,I001  (the Memory Settings dialog's requests)

__all__ = ["StoreClient", "StoreWorker", "WorkerConfig", "Request", "Response", "EntityDetails",
           "WorkspaceSnapshot", "running_worker_threads"]
