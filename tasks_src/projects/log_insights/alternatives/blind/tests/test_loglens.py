"""Unit tests for loglens (no real log needed)."""

import pytest

from loglens.bots import is_bot, parse_fragments
from loglens.parsing import parse_bytes, parse_line
from loglens.reports import nearest_rank, sessions_summary, split_sessions

GOOD = ('192.0.2.47 - - [14/Mar/2026:00:10:35 +0000] "GET /?q=lamp HTTP/1.1" 200 68814 '
        '"https://shop.example/style.css" "Mozilla/5.0 (X11)" 0.184')


def test_well_formed_line() -> None:
    record = parse_line(GOOD, 7)
    assert record is not None
    assert record.line == 7
    assert record.ip == "192.0.2.47"
    assert record.time == "2026-03-14T00:10:35Z"
    assert record.method == "GET"
    assert record.path == "/"
    assert record.query == "q=lamp"
    assert record.status == 200
    assert record.bytes == 68814
    assert record.referer == "https://shop.example/style.css"
    assert record.user_agent == "Mozilla/5.0 (X11)"
    assert record.duration_ms == 184


def test_dash_bytes_referer_and_no_query() -> None:
    line = ('10.0.0.1 - - [29/Feb/2024:23:59:59 +0000] "POST /cart HTTP/1.1" 302 - '
            '"-" "curl/8.0" 1.005')
    record = parse_line(line, 1)
    assert record is not None
    assert (record.bytes, record.referer, record.query) == (0, None, None)
    assert record.duration_ms == 1005
    assert record.time == "2024-02-29T23:59:59Z"


@pytest.mark.parametrize("line", [
    "",
    GOOD.replace("192.0.2.47", "192.0.2.256"),
    GOOD.replace("192.0.2.47", "192.0.2"),
    GOOD.replace("Mar", "Mrz"),
    GOOD.replace("Mar", "mar"),
    GOOD.replace("14/Mar/2026", "31/Apr/2026"),
    GOOD.replace("00:10:35", "24:10:35"),
    GOOD.replace("+0000", "+0100"),
    GOOD.replace(" 200 ", " OK "),
    GOOD.replace(" 200 ", " 2000 "),
    GOOD.replace(" 68814 ", " 12ab "),
    GOOD.replace("GET /", "get /"),
    GOOD.replace("GET /?q=lamp", "GET ?q=lamp"),
    GOOD.replace("HTTP/1.1", "HTTP/2"),
    GOOD.replace("0.184", "0.18"),
    GOOD.replace("0.184", "184"),
    GOOD.replace(" - - ", "  - - "),
    GOOD + " ",
    GOOD[:60],
])
def test_malformed_lines(line: str) -> None:
    assert parse_line(line, 1) is None


def test_parse_report_counts() -> None:
    data = (GOOD + "\n\n" + "garbage\n" + GOOD + "\n").encode()
    result = parse_bytes(data)
    assert result.lines == 4
    assert [r.line for r in result.records] == [1, 4]
    assert result.malformed == [2, 3]


def test_robot_check() -> None:
    fragments = parse_fragments("# comment\ngooglebot\n\n  curl/  \n")
    assert fragments == ["googlebot", "curl/"]
    assert is_bot("Mozilla/5.0 (compatible; GoogleBot/2.1)", fragments)
    assert is_bot("CURL/8.0", fragments)
    assert not is_bot("Mozilla/5.0 (X11; Linux x86_64)", fragments)
    assert not is_bot("comment", fragments)


def test_nearest_rank_percentile() -> None:
    values = list(range(1, 21))  # 1..20
    assert nearest_rank(values, 50) == 10
    assert nearest_rank(values, 95) == 19
    assert nearest_rank([5, 7, 9], 50) == 7   # ceil(1.5) = 2
    assert nearest_rank([5, 7, 9], 95) == 9
    assert nearest_rank([42], 50) == 42


def test_session_split_at_exactly_1800_continues() -> None:
    requests = [("1.1.1.1", "2026-03-14T00:00:00Z", 1),
                ("1.1.1.1", "2026-03-14T00:30:00Z", 2)]
    assert len(split_sessions(requests)) == 1


def test_session_split_at_1801_starts_new() -> None:
    requests = [("1.1.1.1", "2026-03-14T00:00:00Z", 1),
                ("1.1.1.1", "2026-03-14T00:30:01Z", 2)]
    sessions = split_sessions(requests)
    assert [s["requests"] for s in sessions] == [1, 1]


def test_sessions_summary_longest_tie_break() -> None:
    requests = [("2.2.2.2", "2026-03-14T00:00:00Z", 1),
                ("2.2.2.2", "2026-03-14T00:01:00Z", 2),
                ("1.1.1.1", "2026-03-14T00:00:00Z", 3),
                ("1.1.1.1", "2026-03-14T00:01:00Z", 4),
                ("1.1.1.1", "2026-03-14T05:00:00Z", 5)]
    summary = sessions_summary(requests)
    assert summary["visitors"] == 2
    assert summary["sessions"] == 3
    assert summary["requests_per_session"] == 1.67
    assert summary["longest_session"] == {
        "ip": "1.1.1.1", "start": "2026-03-14T00:00:00Z", "requests": 2}
