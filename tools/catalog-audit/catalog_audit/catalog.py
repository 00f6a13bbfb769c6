"""The catalog run: hashing, the cache, fanning batches out on Dask, gathering, the summary."""

import hashlib
import json
import os
import sys
import time
from collections import Counter
from dataclasses import dataclass, field

from .player import audit_batch, rules_version
from .progress import progress_bar

CACHE_FORMAT = 1


def content_hash(path):
    """SHA-256 of the file at `path` and of the sidecar caption files beside it (the files
    named like it, `NAME.*`), which the audit reads too; None when it cannot be read."""
    digest = hashlib.sha256()
    try:
        with open(path, "rb") as media:
            for block in iter(lambda: media.read(1 << 20), b""):
                digest.update(block)
        folder = os.path.dirname(path) or "."
        stem = os.path.splitext(os.path.basename(path))[0]
        for name in sorted(os.listdir(folder)):
            sibling = os.path.join(folder, name)
            if name.startswith(stem + ".") and sibling != path and os.path.isfile(sibling):
                digest.update(name.encode())
                with open(sibling, "rb") as sidecar:
                    digest.update(hashlib.sha256(sidecar.read()).digest())
    except OSError:
        return None
    return digest.hexdigest()


def is_players_own(result):
    """Whether `result` is the player's own line (it carries the rules version), not one the
    tool wrote for a file that timed out or whose audit stopped; only those are cached."""
    return result.get("rulesVersion") is not None


def summarize(results):
    """The catalog summary of `results` (JSON lines as dicts): file counts by status, caption
    findings by check, and failed media and player answers by check."""
    statuses = Counter(result.get("status") for result in results)
    findings = Counter()
    failed_answers = Counter()
    for result in results:
        for finding in result.get("findings", []):
            findings[finding["check"]] += 1
        for answer in result.get("media", []) + result.get("player", []):
            if answer["outcome"] == "failed":
                failed_answers[answer["check"]] += 1
    return {
        "files": len(results),
        "passed": statuses.get("passed", 0),
        "failed": statuses.get("failed", 0),
        "error": statuses.get("error", 0),
        "findings": sum(findings.values()),
        "findingsByCheck": dict(sorted(findings.items())),
        "failedAnswersByCheck": dict(sorted(failed_answers.items())),
    }


@dataclass
class AuditResult:
    """What a run produced: one result per path in order, how many came from the cache, and
    the summary."""

    results: list
    cached: int
    audited: int
    seconds: float
    summary: dict = field(default_factory=dict)


class CatalogAudit:
    """Audits a list of paths on a Dask cluster.

    `scheduler` is a scheduler address ("tcp://host:8786") or None for a LocalCluster of
    `workers` single-threaded worker processes. `cache` is a JSON file remembering each
    path's result with its content hash, rules version, profile and `audit_args` (the
    audit's own options: `--fail-on error`, `--only …`, `--skip …`); only the player's own
    results are kept there (a timeout or a crash is tried again on the next run).
    `progress` is the stream of a progress bar, shown when it is a terminal (standard error
    by default).
    """

    def __init__(
        self,
        player,
        cache=None,
        scheduler=None,
        workers=2,
        profile="netflix",
        audit_args=(),
        timeout=60.0,
        batch_size=8,
        task=audit_batch,
        progress=None,
    ):
        self.player = os.path.abspath(player)
        self.cache_path = cache
        self.scheduler = scheduler
        self.workers = workers
        self.profile = profile
        self.audit_args = list(audit_args)
        self.timeout = timeout
        self.batch_size = batch_size
        self.task = task
        self.progress = progress

    def _load_cache(self):
        if not self.cache_path or not os.path.exists(self.cache_path):
            return {}
        with open(self.cache_path, encoding="utf-8") as file:
            cache = json.load(file)
        return cache.get("entries", {}) if cache.get("format") == CACHE_FORMAT else {}

    def _save_cache(self, entries):
        if not self.cache_path:
            return
        temporary = self.cache_path + ".tmp"
        with open(temporary, "w", encoding="utf-8") as file:
            json.dump({"format": CACHE_FORMAT, "entries": entries}, file)
        os.replace(temporary, self.cache_path)

    def _client(self):
        from dask.distributed import Client, LocalCluster

        if self.scheduler:
            return Client(self.scheduler), None
        cluster = LocalCluster(
            n_workers=self.workers,
            threads_per_worker=1,
            processes=True,
            dashboard_address=None,
        )
        return Client(cluster), cluster

    def run(self, paths, output=None, summary_path=None):
        """Audits `paths` (cached ones skipped), writes every result as a JSON line to
        `output` and the summary to `summary_path` when given, and returns an AuditResult."""
        started = time.monotonic()
        version = rules_version(self.player)
        entries = self._load_cache()
        hashes = {path: content_hash(path) for path in dict.fromkeys(paths)}
        results = {}
        stale = []
        for path, digest in hashes.items():
            entry = entries.get(path)
            if (
                digest is not None
                and entry
                and entry.get("hash") == digest
                and entry.get("rulesVersion") == version
                and entry.get("profile") == self.profile
                and entry.get("auditArgs", []) == self.audit_args
            ):
                results[path] = entry["result"]
            else:
                stale.append(path)
        cached = len(results)
        if stale:
            from dask.distributed import as_completed

            client, cluster = self._client()
            try:
                batches = [
                    stale[index : index + self.batch_size]
                    for index in range(0, len(stale), self.batch_size)
                ]
                futures = client.map(
                    self.task,
                    batches,
                    player=self.player,
                    profile=self.profile,
                    extra_args=self.audit_args,
                    timeout=self.timeout,
                    pure=False,
                    retries=2,
                )
                with progress_bar(len(stale), "auditing", self.progress or sys.stderr) as bar:
                    for future in as_completed(futures):
                        for result in future.result():
                            path = result["file"]
                            results[path] = result
                            if is_players_own(result):
                                entries[path] = {
                                    "hash": hashes[path],
                                    "rulesVersion": version,
                                    "profile": self.profile,
                                    "auditArgs": self.audit_args,
                                    "result": result,
                                }
                            else:
                                entries.pop(path, None)
                            bar.update(1)
                        self._save_cache(entries)
            finally:
                client.close()
                if cluster is not None:
                    cluster.close()
        ordered = [results[path] for path in hashes]
        summary = summarize(ordered)
        summary.update({"cached": cached, "audited": len(stale), "rulesVersion": version,
                        "profile": self.profile})
        if output:
            with open(output, "w", encoding="utf-8") as file:
                for result in ordered:
                    file.write(json.dumps(result, ensure_ascii=False) + "\n")
        if summary_path:
            with open(summary_path, "w", encoding="utf-8") as file:
                json.dump(summary, file, indent=2)
                file.write("\n")
        return AuditResult(ordered, cached, len(stale), time.monotonic() - started, summary)
