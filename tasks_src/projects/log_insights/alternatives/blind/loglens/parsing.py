"""Parsing the access log into records, keeping the numbers of malformed lines."""

import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

MONTHS: dict[str, int] = {
    name: number
    for number, name in enumerate(
        ["Jan", "Feb", "Mar", "Apr", "May", "Jun",
         "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"], start=1)
}

LINE_PATTERN = re.compile(
    r"(?P<ip>[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3})"
    r" - - \[(?P<day>[0-9]{2})/(?P<month>[A-Z][a-z]{2})/(?P<year>[0-9]{4})"
    r":(?P<hour>[0-9]{2}):(?P<minute>[0-9]{2}):(?P<second>[0-9]{2}) \+0000\]"
    r' "(?P<method>[A-Z]+) (?P<target>/[^ "]*) HTTP/1\.1"'
    r" (?P<status>[0-9]{3}) (?P<bytes>[0-9]+|-)"
    r' "(?P<referer>[^"]*)" "(?P<agent>[^"]*)"'
    r" (?P<seconds>[0-9]+)\.(?P<millis>[0-9]{3})"
)


@dataclass(frozen=True)
class Record:
    """One well-formed request line."""

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


@dataclass
class ParseResult:
    """All records of a log, plus the line count and malformed line numbers."""

    lines: int
    records: list[Record]
    malformed: list[int]


def _valid_ip(ip: str) -> bool:
    """True when each of the four dotted numbers is at most 255."""
    return all(int(part) <= 255 for part in ip.split("."))


def parse_line(text: str, number: int) -> Record | None:
    """Parse one line (without its newline); return None when it is malformed."""
    match = LINE_PATTERN.fullmatch(text)
    if match is None or not _valid_ip(match["ip"]):
        return None
    month = MONTHS.get(match["month"])
    if month is None:
        return None
    try:
        moment = datetime(int(match["year"]), month, int(match["day"]),
                          int(match["hour"]), int(match["minute"]), int(match["second"]))
    except ValueError:
        return None
    target = match["target"]
    path, separator, query = target.partition("?")
    referer = match["referer"]
    return Record(
        line=number,
        ip=match["ip"],
        time=moment.strftime("%Y-%m-%dT%H:%M:%SZ"),
        method=match["method"],
        path=path,
        query=query if separator else None,
        status=int(match["status"]),
        bytes=0 if match["bytes"] == "-" else int(match["bytes"]),
        referer=None if referer == "-" else referer,
        user_agent=match["agent"],
        duration_ms=int(match["seconds"]) * 1000 + int(match["millis"]),
    )


def parse_bytes(data: bytes) -> ParseResult:
    """Parse the raw contents of a log; lines are separated by '\\n' only.

    A line that is not valid UTF-8 is malformed. A final line without a newline
    still counts as a line.
    """
    chunks = data.split(b"\n")
    if chunks[-1] == b"":
        chunks.pop()
    records: list[Record] = []
    malformed: list[int] = []
    for number, chunk in enumerate(chunks, start=1):
        try:
            record = parse_line(chunk.decode("utf-8"), number)
        except UnicodeDecodeError:
            record = None
        if record is None:
            malformed.append(number)
        else:
            records.append(record)
    return ParseResult(lines=len(chunks), records=records, malformed=malformed)


def parse_log(path: str | Path) -> ParseResult:
    """Read and parse a log file (raises OSError when it cannot be read)."""
    return parse_bytes(Path(path).read_bytes())
