"""Find flaky tests (both passing and failing on the same commit) in CI history."""
from collections import defaultdict

OUTCOMES = {"pass", "fail", "error", "skip"}
FAILURES = {"fail", "error"}


def flaky_report(records):
    results = defaultdict(lambda: defaultdict(set))
    runs = defaultdict(int)
    failures = defaultdict(int)
    for commit, test, outcome in records:
        if outcome not in OUTCOMES:
            raise ValueError(f"unknown outcome: {outcome!r}")
        if outcome == "skip":
            continue
        failed = outcome in FAILURES
        results[test][commit].add(failed)
        runs[test] += 1
        failures[test] += failed
    report = []
    for test, commits in results.items():
        flaky = sum(1 for seen in commits.values() if len(seen) == 2)
        if flaky:
            report.append((test, flaky, round(failures[test] / runs[test], 3)))
    report.sort(key=lambda row: (-row[1], -row[2], row[0]))
    return report
