"""The catalog audit on a real cluster: a `dask scheduler` and two `dask worker` processes on
loopback, reached by the scheduler's address. A title that hangs past the deadline is
reported as timed out and not cached; a worker killed mid-run loses no title."""

import json
import os
import signal
import subprocess
import sys
import threading
import time

import pytest

from catalog_audit import CatalogAudit, titles_in

HERE = os.path.dirname(os.path.abspath(__file__))
TOOL = os.path.abspath(os.path.join(HERE, ".."))
START_DEADLINE = 90


def wait_for(condition, what, seconds=START_DEADLINE):
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            pytest.fail(f"{what} within {seconds} s")
        time.sleep(0.2)


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    """(the scheduler's address, the two worker processes); every process is ended at the
    end, whatever happened."""
    folder = tmp_path_factory.mktemp("cluster")
    scheduler_file = folder / "scheduler.json"
    environment = {**os.environ, "PYTHONPATH": TOOL + os.pathsep + os.environ.get("PYTHONPATH", "")}
    processes = []

    def start(name, *arguments):
        log = open(folder / f"{name}.log", "w")
        processes.append(subprocess.Popen([sys.executable, "-m", "dask", *arguments], env=environment,
                                          stdout=log, stderr=subprocess.STDOUT, cwd=folder))
        log.close()
        return processes[-1]

    try:
        start("scheduler", "scheduler", "--host", "127.0.0.1", "--port", "0", "--no-dashboard",
              "--scheduler-file", str(scheduler_file))
        wait_for(scheduler_file.exists, "the scheduler wrote no address")
        address = json.loads(scheduler_file.read_text())["address"]
        assert address.startswith("tcp://127.0.0.1:")
        workers = [
            start(f"worker{index}", "worker", address, "--nthreads", "1", "--no-nanny",
                  "--host", "127.0.0.1", "--no-dashboard", "--name", f"worker{index}")
            for index in range(2)
        ]
        from dask.distributed import Client

        with Client(address, timeout=START_DEADLINE) as client:
            wait_for(lambda: len(client.scheduler_info()["workers"]) == 2, "two workers did not join")
        yield address, workers
    finally:
        for process in reversed(processes):
            if process.poll() is None:
                process.terminate()
        for process in processes:
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def wrapper(path, body):
    path.write_text("#!/bin/sh\n" + body)
    path.chmod(0o755)
    return str(path)


def test_a_title_hanging_past_the_deadline_is_reported_and_not_cached(tmp_path, cluster, catalog, player):
    address, _ = cluster
    titles = titles_in(catalog, player)
    hanging = next(title.main for title in titles if title.main.endswith("film2.mp4"))
    # A player that hangs on the batch naming film2.mp4 and audits every other one.
    slow = wrapper(tmp_path / "player", (
        'if [ "$1" = audit ] && [ "$2" = - ]; then\n'
        '  paths=$(cat)\n'
        '  case "$paths" in *film2.mp4*) exec sleep 60;; esac\n'
        f'  printf "%s\\n" "$paths" | exec "{player}" "$@"\n'
        'fi\n'
        f'exec "{player}" "$@"\n'))
    cache = str(tmp_path / "cache.json")
    run = CatalogAudit(slow, scheduler=address, cache=cache, timeout=3, batch_size=1).run(titles)
    assert [result["file"] for result in run.results] == [title.main for title in titles]
    stuck = next(result for result in run.results if result["file"] == hanging)
    assert stuck["status"] == "error" and stuck["timedOut"] is True
    assert stuck["error"] == f"{hanging}: timed out after 3 s"
    assert all(result["rulesVersion"] is not None for result in run.results if result is not stuck)
    assert run.summary["error"] == 1
    entries = json.loads(open(cache).read())["entries"]
    assert hanging not in entries and len(entries) == len(titles) - 1


def test_a_worker_killed_mid_run_loses_no_title(tmp_path, cluster, catalog, player, whole_run):
    address, workers = cluster
    _, _, reference = whole_run
    started = tmp_path / "started"
    started.mkdir()
    # Each audit process says it started, then takes a second longer, so both workers are
    # busy when one is killed.
    slow = wrapper(tmp_path / "player", (
        f'if [ "$1" = audit ] && [ "$2" = - ]; then touch "{started}/$$"; sleep 1; fi\n'
        f'exec "{player}" "$@"\n'))
    titles = titles_in(catalog, player)
    outcome = {}

    def audit():
        outcome["run"] = CatalogAudit(slow, scheduler=address, timeout=60, batch_size=1).run(titles)

    thread = threading.Thread(target=audit)
    thread.start()
    wait_for(lambda: len(os.listdir(started)) >= 2, "no audit started on both workers")
    assert thread.is_alive()
    workers[0].send_signal(signal.SIGKILL)
    workers[0].wait(timeout=15)
    thread.join(timeout=180)
    assert not thread.is_alive(), "the run did not end after a worker was killed"
    results = outcome["run"].results
    # Every title once, each the player's own result, the same as the run on a LocalCluster.
    assert [result["file"] for result in results] == [title.main for title in titles]
    assert results == reference
    assert outcome["run"].audited == len(titles)
