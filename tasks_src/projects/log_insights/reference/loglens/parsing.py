"""Reading access-log lines into records; lines that do not fit the format are reported."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
LINE = re.compile(
    r'(?P<ip>\d{1,3}(?:\.\d{1,3}){3}) - - '
    r'\[(?P<day>\d{2})/(?P<month>[A-Za-z]{3})/(?P<year>\d{4}):(?P<clock>\d{2}:\d{2}:\d{2}) \+0000\] '
    r'"(?P<method>[A-Z]+) (?P<target>/[^ "]*) HTTP/1\.1" (?P<status>\d{3}) (?P<bytes>\d+|-) '
    r'"(?P<referer>[^"]*)" "(?P<agent>[^"]*)" (?P<seconds>\d+)\.(?P<millis>\d{3})')


@dataclass(frozen=True)
class Request:
    """One parsed log line. ``time`` is UTC in ISO 8601 with a ``Z``."""

    line: int
    ip: str
    time: str
    method: str
    path: str
    query: str | None
    status: int
    bytes: int
    referer: str | None
    user_agent: str
    duration_ms: int


def parse_line(number: int, text: str) -> Request | None:
    """The request on line ``number``, or None when the line does not fit the format."""
    match = LINE.fullmatch(text)
    if match is None or match["month"] not in MONTHS:
        return None
    if any(int(part) > 255 for part in match["ip"].split(".")):
        return None
    try:
        moment = datetime.strptime(f"{match['year']}-{MONTHS.index(match['month']) + 1:02d}-"
                                   f"{match['day']} {match['clock']}", "%Y-%m-%d %H:%M:%S")
    except ValueError:
        return None
    path, mark, query = match["target"].partition("?")
    return Request(
        line=number, ip=match["ip"], time=moment.strftime("%Y-%m-%dT%H:%M:%SZ"),
        method=match["method"], path=path, query=query if mark else None,
        status=int(match["status"]), bytes=0 if match["bytes"] == "-" else int(match["bytes"]),
        referer=None if match["referer"] == "-" else match["referer"], user_agent=match["agent"],
        duration_ms=int(match["seconds"]) * 1000 + int(match["millis"]))


def read_log(path: Path) -> tuple[list[Request], list[int], int]:
    """The parsed requests, the numbers of the malformed lines, and the number of lines."""
    requests, malformed = [], []
    lines = path.read_text(encoding="utf-8").split("\n")
    if lines and lines[-1] == "":
        lines.pop()  # the newline ending the last line starts no new line
    for number, text in enumerate(lines, start=1):
        request = parse_line(number, text)
        if request is None:
            malformed.append(number)
        else:
            requests.append(request)
    return requests, malformed, len(lines)
