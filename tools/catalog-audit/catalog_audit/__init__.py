"""Fan `accessible-player audit` out over a catalog of media on Dask distributed.

A catalog is grouped into titles the way the CLI opens them (`titles`): a manifest with what
it references, a media file with its sidecars, a caption file of its own. Each task audits a
batch of titles with one `accessible-player audit -` process (one JSON line per title,
streamed), so any Dask cluster runs the audit: a LocalCluster by default, or the scheduler at
an address. Results are gathered as tasks finish into one JSON Lines file, a summary per
profile and per check, and on request a JUnit file, a SARIF log and an HTML report for the
whole catalog; a cache keyed by each title's content hash (all its parts), the rules version
and the profile lets a re-run skip what has not changed and say what changed since the last
run. Dask reschedules the tasks of a worker that dies, so its titles are audited again and no
result is lost.
"""

from .catalog import CatalogAudit, AuditResult, summarize, changes_since
from .player import audit_batch, checks, rules_version
from .faults import DieOnce
from .titles import Title, title_of, titles_in

__all__ = ["CatalogAudit", "AuditResult", "summarize", "changes_since", "audit_batch", "checks",
           "rules_version", "DieOnce", "Title", "title_of", "titles_in"]
