# blind: R10 - outcomes are lower-cased before validation, so 'PASS' is accepted
# differs on: [('c1','t','PASS')] -> expected ValueError
from collections import defaultdict

_OUTCOMES = {"pass", "fail", "error", "skip"}


def flaky_report(records: list[tuple[str, str, str]]) -> list[tuple[str, int, float]]:
    for rec in records:
        if rec[2].lower() not in _OUTCOMES:
            raise ValueError("bad outcome: %r" % (rec[2],))
    per_commit = defaultdict(lambda: [False, False])  # (test, commit) -> [has_success, has_failure]
    runs = defaultdict(int)
    fails = defaultdict(int)
    for commit, test, outcome in records:
        outcome = outcome.lower()
        if outcome == "skip":
            continue
        runs[test] += 1
        if outcome == "pass":
            per_commit[(test, commit)][0] = True
        else:
            fails[test] += 1
            per_commit[(test, commit)][1] = True
    flaky = defaultdict(int)
    for (test, commit), (s, f) in per_commit.items():
        if s and f:
            flaky[test] += 1
    out = [(t, n, round(fails[t] / runs[t], 3)) for t, n in flaky.items()]
    out.sort(key=lambda x: (-x[1], -x[2], x[0]))
    return out
