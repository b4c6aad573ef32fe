"""Unit tests of parsing, robot detection and the reports on small inputs."""

import pytest

from loglens.bots import is_bot
from loglens.parsing import parse_line
from loglens.reports import nearest_rank, sessions
from loglens.store import write_database

GOOD = ('192.0.2.7 - - [14/Mar/2026:09:15:02 +0000] "GET /products/42?ref=mail HTTP/1.1" 200 5123 '
        '"-" "Mozilla/5.0 (X11)" 0.184')


def test_a_well_formed_line():
    request = parse_line(3, GOOD)
    assert (request.line, request.ip, request.time, request.path, request.query) == \
        (3, "192.0.2.7", "2026-03-14T09:15:02Z", "/products/42", "ref=mail")
    assert (request.status, request.bytes, request.referer, request.duration_ms) == (200, 5123, None, 184)


@pytest.mark.parametrize("line", [
    "",
    GOOD[:-4],
    GOOD.replace("/Mar/", "/Mrz/"),
    GOOD.replace("14/Mar", "31/Feb"),
    GOOD.replace(" 200 ", " OK "),
    GOOD.replace("192.0.2.7", "192.0.2.700"),
])
def test_malformed_lines(line):
    assert parse_line(1, line) is None


def test_robots_by_fragment_ignoring_case():
    assert is_bot("Mozilla/5.0 (compatible; Googlebot/2.1)", ["googlebot"]) is True
    assert is_bot("Mozilla/5.0 (X11)", ["googlebot"]) is False


def test_nearest_rank():
    values = [10, 20, 30, 40]
    assert [nearest_rank(values, p) for p in (25, 50, 95, 100)] == [10, 20, 40, 40]


def test_session_gap_of_exactly_1800_seconds_continues(tmp_path):
    lines = [GOOD.replace("09:15:02", clock) for clock in ("09:00:00", "09:30:00", "10:00:01")]
    requests = [parse_line(n, text) for n, text in enumerate(lines, start=1)]
    db = write_database(tmp_path / "r.db", requests, set())
    sessions(db, tmp_path / "s.json")
    db.close()
    assert '"sessions": 2' in (tmp_path / "s.json").read_text()
