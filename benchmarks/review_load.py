"""Review study under load: 30 participants answering at once, page latency and lost answers.

Starts ``codeassay review serve`` (uvicorn, one process, as a researcher would run it) on a
generated study of three solutions, then plays participants over HTTP, each in their own
client with their own cookies, through every page: consent, profile, three solution
pages with 14 ratings and a comment each, the closing choice. Every request's latency is
recorded (a page costs a POST and the GET it redirects to).

The participants run as threads of this process, on the same cores as the server, so
their own CPU time is printed beside the server's. By default each is the standard
library's HTTP client (``--client light``); ``--client httpx`` plays them with httpx,
which costs about ten times as much CPU per request and so takes that much more of the
machine away from the server.

Baseline, in the same run: one participant alone. Then ``--participants`` at once (a
barrier releases them together). Afterwards the server is stopped and the export is
compared with what was posted: every rating, comment and choice, none missing, none twice.
The server's own CPU time per request is printed too: on a machine shared with other
work the latencies measure the load as much as the server, its CPU time does not.

    python benchmarks/review_load.py [--participants 30] [--repeat 3] [--client light|httpx]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "support"))

from review_cases import CLIENTS, crowd, free_port, posted_vs_exported, write_study  # noqa: E402

from codeassay.review import ResponseStore, export_tables, load_study  # noqa: E402

DEFAULT_PARTICIPANTS = 30
DEFAULT_REPEAT = 3
#: How long the server may take to start listening.
SERVER_START_TIMEOUT_S = 300
#: The target: 95th percentile of request latency under load.
TARGET_P95_MS = 200.0


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered)) - 1))]


def _cpu_s(pid: int) -> float:
    """CPU seconds (user + system) the process has used: its cost whatever the machine's load."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _serve(study: Path, db: Path, port: int) -> subprocess.Popen:
    process = subprocess.Popen([sys.executable, "-m", "codeassay", "review", "serve", str(study), "--db", str(db),
                                "--port", str(port)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    import httpx

    # Importing codeassay (datasets, scipy) takes seconds, tens of them on a loaded machine.
    deadline = time.monotonic() + SERVER_START_TIMEOUT_S
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/", timeout=1).status_code == 200:
                return process
        except httpx.HTTPError:
            time.sleep(0.1)
    process.kill()
    raise SystemExit(f"the server did not start: {process.stdout.read()}")


def _own_cpu_s() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def _round(participants: int, client: str) -> dict:
    with tempfile.TemporaryDirectory(prefix="review-load-") as tmp:
        study_path = write_study(Path(tmp) / "study")
        db = Path(tmp) / "responses.sqlite"
        port = free_port()
        server = _serve(study_path, db, port)
        try:
            cpu_before, clients_before = _cpu_s(server.pid), _own_cpu_s()
            started = time.perf_counter()
            sessions = crowd(f"http://127.0.0.1:{port}", participants, client)
            wall = time.perf_counter() - started
            cpu = _cpu_s(server.pid) - cpu_before
            clients_cpu = _own_cpu_s() - clients_before
        finally:
            server.terminate()
            server.wait(timeout=30)
        study = load_study(study_path)
        store = ResponseStore(db, study.study_hash)
        posted, exported = posted_vs_exported(sessions, store, export_tables(study, store))
        store.close()
    latencies = [x * 1000 for s in sessions for x in s.latencies]
    shown = set(exported)
    return {"cpu_ms": 1000 * cpu / len(latencies), "client_cpu_ms": 1000 * clients_cpu / len(latencies),
            "requests": len(latencies), "p50": statistics.median(latencies), "p95": _percentile(latencies, 95),
            "max": max(latencies), "wall": wall, "answers": len(posted),
            "lost": sum(1 for p in posted if p not in shown),
            "duplicated": len(exported) - len(shown), "extra": len(shown - set(posted))}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--participants", type=int, default=DEFAULT_PARTICIPANTS)
    parser.add_argument("--repeat", type=int, default=DEFAULT_REPEAT)
    parser.add_argument("--client", choices=CLIENTS, default=CLIENTS[0],
                        help="HTTP client the participants are played with")
    args = parser.parse_args()
    print(f"python {sys.version.split()[0]}, {args.repeat} round(s) of each, participants on the "
          f"{args.client} client; load average before: {os.getloadavg()[0]:.1f}")
    plan = (("baseline: 1 participant alone", 1), (f"{args.participants} participants at once", args.participants))
    for label, n in plan:
        rounds = [_round(n, args.client) for _ in range(args.repeat)]
        p95 = statistics.median(r["p95"] for r in rounds)
        wall = statistics.median(r["wall"] for r in rounds)
        print(f"{label}: {rounds[0]['requests']} requests per round; median over rounds of p50 "
              f"{statistics.median(r['p50'] for r in rounds):.1f} ms, p95 {p95:.1f} ms, max "
              f"{statistics.median(r['max'] for r in rounds):.1f} ms; whole study {wall:.2f} s; "
              f"answers {rounds[0]['answers']}, lost {sum(r['lost'] for r in rounds)}, duplicated "
              f"{sum(r['duplicated'] for r in rounds)}, unexpected {sum(r['extra'] for r in rounds)}; "
              f"CPU per request: server {statistics.median(r['cpu_ms'] for r in rounds):.2f} ms, "
              f"participants {statistics.median(r['client_cpu_ms'] for r in rounds):.2f} ms")
        print(f"  load average at the end: {os.getloadavg()[0]:.1f}")
        if n > 1:
            verdict = "meets" if p95 < TARGET_P95_MS else "MISSES"
            print(f"target p95 < {TARGET_P95_MS:.0f} ms: {verdict}")


if __name__ == "__main__":
    main()
