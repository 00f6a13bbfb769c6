"""The catalog run: hashing, the cache, fanning batches out on Dask, gathering, the summary."""

import hashlib
import json
import os
import sys
import time
from collections import Counter
from dataclasses import dataclass, field

from .outcomes import failing_checks, failures
from .player import audit_batch, checks, rules_version
from .progress import progress_bar
from .titles import Title, title_of

# 2: entries keyed by title (the hash covers every part), and the last run's verdicts.
CACHE_FORMAT = 2


def content_hash(title):
    """SHA-256 of every part of `title` (its main file, sidecars, playlists and segments),
    each with its name relative to the main file's folder, which the audit reads; None when
    the main file cannot be read. A part that is missing counts as missing, so its return
    is a change."""
    digest = hashlib.sha256()
    folder = os.path.dirname(title.main)
    for index, part in enumerate(title.parts):
        digest.update(os.path.relpath(part, folder).encode() + b"\0")
        part_digest = hashlib.sha256()
        try:
            with open(part, "rb") as file:
                for block in iter(lambda: file.read(1 << 20), b""):
                    part_digest.update(block)
        except OSError:
            if index == 0:
                return None
            digest.update(b"missing\0")
            continue
        digest.update(part_digest.digest())
    return digest.hexdigest()


def is_players_own(result):
    """Whether `result` is the player's own line (it carries the rules version), not one the
    tool wrote for a file that timed out or whose audit stopped; only those are cached."""
    return result.get("rulesVersion") is not None


def summarize(results, severities=None, profile=None):
    """The catalog summary of `results` (JSON lines as dicts): title counts by status (in all
    and under `profile`), caption findings by check, failed media and player answers by
    check, and per check the titles it fails and its failures that fail them (`severities`:
    check ids to severities, from `player.checks`)."""
    statuses = Counter(result.get("status") for result in results)
    findings = Counter()
    failed_answers = Counter()
    for result in results:
        for finding in result.get("findings", []):
            findings[finding["check"]] += 1
        for answer in result.get("media", []) + result.get("player", []):
            if answer["outcome"] == "failed":
                failed_answers[answer["check"]] += 1
    by_check = {}
    for result in results:
        for failure in failures(result, severities or {}):
            if failure.gates:
                counts = by_check.setdefault(failure.check, {"titlesFailed": set(), "failures": 0})
                counts["titlesFailed"].add(result["file"])
                counts["failures"] += 1
    counts = {
        "titles": len(results),
        "passed": statuses.get("passed", 0),
        "failed": statuses.get("failed", 0),
        "error": statuses.get("error", 0),
    }
    return {
        **counts,
        "byProfile": {profile: dict(counts)} if profile else {},
        "byCheck": {
            check: {"titlesFailed": len(value["titlesFailed"]), "failures": value["failures"]}
            for check, value in sorted(by_check.items())
        },
        "findings": sum(findings.values()),
        "findingsByCheck": dict(sorted(findings.items())),
        "failedAnswersByCheck": dict(sorted(failed_answers.items())),
    }


def changes_since(previous, results, severities):
    """What changed since the last run, whose verdicts are `previous` (title: {"status",
    "failing"}): titles failing now that passed then (`newFailures`), failing then and
    passing now (`fixed`), failing in both (`stillFailing`, a count; `newlyFailingChecks`
    names each such title's checks that did not fail it before) and titles new to this
    run (`newTitles`)."""
    new_failures, fixed, new_titles = [], [], []
    still_failing = 0
    newly_failing_checks = {}
    for result in results:
        path = result["file"]
        failing_now = result.get("status") != "passed"
        before = previous.get(path)
        if before is None:
            new_titles.append(path)
            continue
        failing_then = before.get("status") != "passed"
        if failing_now and not failing_then:
            new_failures.append(path)
        elif failing_then and not failing_now:
            fixed.append(path)
        elif failing_now:
            still_failing += 1
            added = sorted(set(failing_checks(result, severities)) - set(before.get("failing", [])))
            if added:
                newly_failing_checks[path] = added
    return {
        "newFailures": new_failures,
        "fixed": fixed,
        "stillFailing": still_failing,
        "newlyFailingChecks": newly_failing_checks,
        "newTitles": new_titles,
    }


@dataclass
class AuditResult:
    """What a run produced: one result per title in order, how many came from the cache,
    the summary, the titles by main path, what changed since the last run (None without a
    cache or a last run) and the checks' severities."""

    results: list
    cached: int
    audited: int
    seconds: float
    summary: dict = field(default_factory=dict)
    titles: dict = field(default_factory=dict)
    changes: object = None
    severities: dict = field(default_factory=dict)


class CatalogAudit:
    """Audits a catalog's titles on a Dask cluster.

    `scheduler` is a scheduler address ("tcp://host:8786") or None for a LocalCluster of
    `workers` single-threaded workers in this process: a task only waits on the player's own
    process, so worker threads audit side by side and start in milliseconds, where worker
    processes take seconds to start, which a run of a few titles never earns back. `cache` is a JSON file remembering each
    title's result with the content hash of all its parts, the rules version, profile and
    `audit_args` (the audit's own options: `--fail-on error`, `--only …`, `--skip …`), and
    the verdicts of the last run under the same profile and options, which the next run is
    compared with; only the player's own results are kept there (a timeout or a crash is
    tried again on the next run). `progress` is the stream of a progress bar, shown when it
    is a terminal (standard error by default).
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
            return {"format": CACHE_FORMAT, "entries": {}, "lastRuns": {}}
        with open(self.cache_path, encoding="utf-8") as file:
            cache = json.load(file)
        if cache.get("format") != CACHE_FORMAT:
            return {"format": CACHE_FORMAT, "entries": {}, "lastRuns": {}}
        cache.setdefault("lastRuns", {})
        return cache

    def _save_cache(self, cache):
        if not self.cache_path:
            return
        temporary = self.cache_path + ".tmp"
        with open(temporary, "w", encoding="utf-8") as file:
            json.dump(cache, file)
        os.replace(temporary, self.cache_path)

    def _client(self):
        from dask.distributed import Client, LocalCluster

        if self.scheduler:
            return Client(self.scheduler), None
        cluster = LocalCluster(
            n_workers=self.workers,
            threads_per_worker=1,
            processes=False,
            dashboard_address=None,
        )
        return Client(cluster), cluster

    def run(self, titles, output=None, summary_path=None):
        """Audits `titles` (Title values, or paths taken as titles by `title_of`; cached ones
        skipped), writes every result as a JSON line to `output` and the summary to
        `summary_path` when given, and returns an AuditResult."""
        started = time.monotonic()
        version = rules_version(self.player)
        severities = dict(checks(self.player))
        cache = self._load_cache()
        entries = cache["entries"]
        by_main = {}
        for title in titles:
            title = title if isinstance(title, Title) else title_of(title)
            by_main.setdefault(title.main, title)
        hashes = {main: content_hash(title) for main, title in by_main.items()}
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
                            if path in results:
                                # A task run again after its worker was lost: one result a title.
                                continue
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
                        self._save_cache(cache)
            finally:
                client.close()
                if cluster is not None:
                    cluster.close()
        ordered = [results[path] for path in hashes]
        summary = summarize(ordered, severities, self.profile)
        summary.update({"cached": cached, "audited": len(stale), "rulesVersion": version,
                        "profile": self.profile})
        run_key = json.dumps([self.profile, self.audit_args])
        changes = None
        if self.cache_path:
            previous = cache["lastRuns"].get(run_key)
            if previous is not None:
                changes = changes_since(previous, ordered, severities)
                summary["sinceLastRun"] = {
                    "newFailures": len(changes["newFailures"]),
                    "fixed": len(changes["fixed"]),
                    "stillFailing": changes["stillFailing"],
                    "newTitles": len(changes["newTitles"]),
                }
            cache["lastRuns"][run_key] = {
                **(previous or {}),
                **{
                    result["file"]: {"status": result.get("status"),
                                     "failing": failing_checks(result, severities)}
                    for result in ordered
                },
            }
            self._save_cache(cache)
        if output:
            with open(output, "w", encoding="utf-8") as file:
                for result in ordered:
                    file.write(json.dumps(result, ensure_ascii=False) + "\n")
        if summary_path:
            with open(summary_path, "w", encoding="utf-8") as file:
                json.dump(summary, file, indent=2)
                file.write("\n")
        return AuditResult(ordered, cached, len(stale), time.monotonic() - started, summary,
                           by_main, changes, severities)
