"""Running `accessible-player audit -` on a batch of paths, with a deadline per file."""

import json
import queue
import subprocess
import threading


def rules_version(player):
    """The rules version the binary at `player` applies (`audit --rules-version`)."""
    out = subprocess.run(
        [player, "audit", "--rules-version"], capture_output=True, text=True, check=True
    )
    return int(out.stdout.strip())


def checks(player):
    """Every check the binary at `player` has, as (id, severity) pairs in its order
    (`audit --list-checks`: a header row, then the id and severity leading each row)."""
    out = subprocess.run(
        [player, "audit", "--list-checks"], capture_output=True, text=True, check=True
    )
    rows = [line.split() for line in out.stdout.splitlines()[1:] if line.strip()]
    return [(row[0], row[1]) for row in rows if len(row) >= 2]


def _reader(stream, lines):
    for line in stream:
        lines.put(line)
    lines.put(None)


def audit_batch(paths, player, profile="netflix", timeout=60.0, extra_args=()):
    """Audits `paths` with one `accessible-player audit -` process and returns one result
    (the JSON line as a dict) per path, in order.

    A file that gives no line within `timeout` seconds gets an error result saying so (with
    `timedOut` true); the process is ended and a new one goes on with the files after it.
    """
    results = []
    remaining = list(paths)
    while remaining:
        process = subprocess.Popen(
            [player, "audit", "-", "--profile", profile, *extra_args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        lines = queue.Queue()
        threading.Thread(target=_reader, args=(process.stdout, lines), daemon=True).start()
        # A batch's paths fit in the pipe's buffer, so writing them all cannot block.
        process.stdin.write("".join(path + "\n" for path in remaining))
        process.stdin.close()
        done = 0
        for path in remaining:
            try:
                line = lines.get(timeout=timeout)
            except queue.Empty:
                line = None
                timed_out = True
                error = f"{path}: timed out after {timeout:g} s"
            else:
                timed_out = False
                error = f"{path}: the audit stopped without a result"
            if line is None:
                process.kill()
                results.append(
                    {"file": path, "status": "error", "rulesVersion": None, "error": error,
                     "timedOut": timed_out}
                )
                done += 1
                break
            result = json.loads(line)
            if result.get("file") != path:
                raise RuntimeError(f"expected a result for {path}, got {result.get('file')}")
            results.append(result)
            done += 1
        process.wait()
        remaining = remaining[done:]
    return results
