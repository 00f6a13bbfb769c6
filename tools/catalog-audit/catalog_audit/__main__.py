"""`python -m catalog_audit PATHS|FOLDER --player BIN [--out FILE] [--summary FILE]
[--report FILE.html [--no-pictures]] [--junit FILE] [--sarif FILE]`, or `python -m catalog_audit --list FOLDER
--player BIN` to print a folder's titles."""

import argparse
import json
import os
import sys

from .catalog import CatalogAudit
from .ci_outputs import junit_xml, sarif_log
from .player import checks
from .pictures import draw_pictures
from .report import catalog_report
from .titles import titles_in

DESCRIPTION = """\
Audit a catalog of media with accessible-player on Dask distributed, title by title.

A title is what the player opens as one: a manifest (an HLS master or media playlist no other
playlist names, a DASH MPD) with every file it references; a media file with its sidecar
caption files (film.en.srt beside film.mkv); a caption file with no media beside it, as a
caption deliverable of its own. Segments, init segments and sidecars are parts, never titles.
"""

EPILOG = """\
exit status:
  0  every title passed at --fail-on
  1  a title failed at --fail-on, or could not be audited (unopened, timed out)
  2  a usage error

The last line on standard output is the summary (JSON): titles by status, byProfile, byCheck
(titles each check fails and its failures), cached and audited counts, and with --cache
sinceLastRun (titles newly failing, fixed, still failing, new) against the last run under the
same profile and audit options.
"""


def parser():
    """The command line's options (see --help)."""
    parser = argparse.ArgumentParser(
        prog="catalog-audit", description=DESCRIPTION, epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "paths", nargs="?",
        help="a folder (its titles are audited), or a file with one title's main path a line "
             "('-': standard input)",
    )
    parser.add_argument("--player", required=True, help="the accessible-player binary")
    parser.add_argument(
        "--list", metavar="FOLDER",
        help="print FOLDER's titles, one a line: its main path, a tab, its parts counted; exit",
    )
    parser.add_argument("--out", help="the JSON Lines file of results, one line a title")
    parser.add_argument("--summary", help="the catalog summary (JSON)")
    parser.add_argument("--report", metavar="FILE.html",
                        help="one HTML page for the whole run, with a thumbnail at each timed "
                             "finding in FILE-pictures/ beside it")
    parser.add_argument("--no-pictures", action="store_true",
                        help="leave the report's thumbnails out (no snapshot is drawn)")
    parser.add_argument("--junit", metavar="FILE",
                        help="JUnit XML: a testsuite per title, a testcase per title and check")
    parser.add_argument("--sarif", metavar="FILE",
                        help="SARIF 2.1.0: a result per failure, located by file and cue time")
    parser.add_argument("--cache", help="the cache file (content hash + rules version), "
                                        "and the last run's verdicts to compare with")
    parser.add_argument("--scheduler", help="a Dask scheduler address; default a LocalCluster")
    parser.add_argument("--workers", type=int, default=2, help="LocalCluster workers (2)")
    parser.add_argument("--profile", default="netflix", choices=["netflix", "bbc", "dcmp"])
    parser.add_argument(
        "--fail-on", choices=["error", "warning", "notice"],
        help="passed to the audit: the least severity whose failure fails a title (warning)",
    )
    parser.add_argument("--only", help="passed to the audit: only these check ids (comma-separated)")
    parser.add_argument("--skip", help="passed to the audit: leave these check ids out")
    parser.add_argument("--timeout", type=float, default=60,
                        help="seconds per title (60); a title past it is reported, not cached")
    parser.add_argument("--batch-size", type=int, default=8, help="titles per task (8)")
    return parser


def _write(path, text):
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def main(argv=None):
    options = parser()
    arguments = options.parse_args(argv)
    if arguments.list:
        if not os.path.isdir(arguments.list):
            options.error(f"--list: {arguments.list} is not a folder")
        for title in titles_in(arguments.list, arguments.player, workers=arguments.workers):
            print(title.line())
        return 0
    if not arguments.paths:
        options.error("PATHS (a folder or a list of paths) is needed to audit (or --list FOLDER)")
    if arguments.workers < 1 or arguments.batch_size < 1 or arguments.timeout <= 0:
        options.error("--workers and --batch-size take 1 or more, --timeout more than 0")
    if os.path.isdir(arguments.paths):
        titles = titles_in(arguments.paths, arguments.player, workers=arguments.workers)
    elif arguments.paths == "-":
        titles = [line.strip() for line in sys.stdin if line.strip()]
    elif os.path.isfile(arguments.paths):
        with open(arguments.paths, encoding="utf-8") as source:
            titles = [line.strip() for line in source if line.strip()]
    else:
        options.error(f"{arguments.paths} is neither a folder nor a file")
    rules = checks(arguments.player)
    known = {identifier for identifier, _ in rules}
    for option in ("only", "skip"):
        named = (getattr(arguments, option) or "").split(",")
        unknown = [name for name in named if name.strip() and name.strip() not in known]
        if unknown:
            options.error(f"--{option}: no check '{unknown[0]}' (see 'accessible-player audit --list-checks')")
    audit_args = [
        item
        for option in ("fail_on", "only", "skip")
        if getattr(arguments, option)
        for item in ("--" + option.replace("_", "-"), getattr(arguments, option))
    ]
    run = CatalogAudit(
        arguments.player,
        cache=arguments.cache,
        scheduler=arguments.scheduler,
        workers=arguments.workers,
        profile=arguments.profile,
        timeout=arguments.timeout,
        batch_size=arguments.batch_size,
        audit_args=audit_args,
    ).run(titles, output=arguments.out, summary_path=arguments.summary)
    selected = [identifier for identifier, _ in rules]
    if arguments.only:
        selected = [i for i in selected if i in {name.strip() for name in arguments.only.split(",")}]
    if arguments.skip:
        selected = [i for i in selected if i not in {name.strip() for name in arguments.skip.split(",")}]
    if arguments.junit:
        _write(arguments.junit, junit_xml(run.results, selected, run.severities, arguments.profile))
    if arguments.sarif:
        log = sarif_log(run.results, rules, run.severities, arguments.profile,
                        run.summary["rulesVersion"])
        _write(arguments.sarif, json.dumps(log, indent=1, ensure_ascii=False) + "\n")
    if arguments.report:
        pictures = {} if arguments.no_pictures else draw_pictures(
            run.results, run.severities, arguments.report, arguments.player,
            workers=arguments.workers)
        _write(arguments.report,
               catalog_report(run.results, run.titles, run.severities, run.summary, run.changes,
                              pictures))
    print(json.dumps({**run.summary, "seconds": round(run.seconds, 2)}))
    return 0 if run.summary["failed"] == 0 and run.summary["error"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
