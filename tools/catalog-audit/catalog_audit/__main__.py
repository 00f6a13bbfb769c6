"""`python -m catalog_audit PATHS.txt --player BIN --out results.jsonl [--summary FILE]`, or
`python -m catalog_audit --list FOLDER --player BIN` to print the corpus list of a folder."""

import argparse
import json
import os
import sys

from .catalog import CatalogAudit
from .listing import media_paths


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="catalog-audit",
        description="Audit a catalog of media with accessible-player on Dask distributed.",
    )
    parser.add_argument(
        "paths", nargs="?", help="a file with one media path a line ('-': standard input)"
    )
    parser.add_argument("--player", required=True, help="the accessible-player binary")
    parser.add_argument(
        "--list",
        metavar="FOLDER",
        help="print every file under FOLDER that the player opens (one path a line) and exit",
    )
    parser.add_argument("--out", help="the JSON Lines file of results (required to audit)")
    parser.add_argument("--summary", help="the catalog summary (JSON)")
    parser.add_argument("--cache", help="the cache file (content hash + rules version)")
    parser.add_argument("--scheduler", help="a Dask scheduler address; default a LocalCluster")
    parser.add_argument("--workers", type=int, default=2, help="LocalCluster workers (2)")
    parser.add_argument("--profile", default="netflix", choices=["netflix", "bbc", "dcmp"])
    parser.add_argument(
        "--fail-on", choices=["error", "warning", "notice"],
        help="passed to the audit: the least severity whose failure fails a file (warning)",
    )
    parser.add_argument("--only", help="passed to the audit: only these check ids (comma-separated)")
    parser.add_argument("--skip", help="passed to the audit: leave these check ids out")
    parser.add_argument("--timeout", type=float, default=60, help="seconds per file (60)")
    parser.add_argument("--batch-size", type=int, default=8, help="files per task (8)")
    arguments = parser.parse_args(argv)
    if arguments.list:
        if not os.path.isdir(arguments.list):
            parser.error(f"--list: {arguments.list} is not a folder")
        for path in media_paths(arguments.list, arguments.player, workers=arguments.workers):
            print(path)
        return 0
    if not arguments.paths or not arguments.out:
        parser.error("PATHS and --out are needed to audit (or --list FOLDER)")
    source = sys.stdin if arguments.paths == "-" else open(arguments.paths, encoding="utf-8")
    paths = [line.strip() for line in source if line.strip()]
    run = CatalogAudit(
        arguments.player,
        cache=arguments.cache,
        scheduler=arguments.scheduler,
        workers=arguments.workers,
        profile=arguments.profile,
        timeout=arguments.timeout,
        batch_size=arguments.batch_size,
        audit_args=[
            item
            for option in ("fail_on", "only", "skip")
            if getattr(arguments, option)
            for item in ("--" + option.replace("_", "-"), getattr(arguments, option))
        ],
    ).run(paths, output=arguments.out, summary_path=arguments.summary)
    print(json.dumps({**run.summary, "seconds": round(run.seconds, 2)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
