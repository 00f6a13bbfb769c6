"""Fan `accessible-player audit` out over a catalog of media on Dask distributed.

Each task audits a batch of paths with one `accessible-player audit -` process (one JSON
line per file, streamed), so any Dask cluster runs the audit: a LocalCluster by default, or
the scheduler at an address. Results are gathered as tasks finish into one JSON Lines file
and a catalog summary; a cache keyed by each file's content hash, the rules version and the
profile lets a re-run skip what has not changed. Dask reschedules the tasks of a worker
that dies, so its files are audited again and no result is lost.
"""

from .catalog import CatalogAudit, AuditResult, summarize
from .player import audit_batch, rules_version
from .faults import DieOnce
from .listing import media_paths

__all__ = ["CatalogAudit", "AuditResult", "summarize", "audit_batch", "rules_version", "DieOnce", "media_paths"]
