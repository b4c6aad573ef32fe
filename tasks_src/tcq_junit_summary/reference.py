"""Summarise a JUnit XML test report."""
import xml.etree.ElementTree as ET


def _outcome(case):
    tags = {child.tag for child in case}
    for tag, outcome in (("error", "errors"), ("failure", "failed"), ("skipped", "skipped")):
        if tag in tags:
            return outcome
    return "passed"


def junit_summary(xml_text):
    try:
        root = ET.fromstring(xml_text)
    except ET.ParseError as exc:
        raise ValueError from exc
    if root.tag not in ("testsuite", "testsuites"):
        raise ValueError
    summary = {"tests": 0, "passed": 0, "failed": 0, "errors": 0, "skipped": 0}
    problems = []
    total_time = 0.0
    for case in root.iter("testcase"):
        outcome = _outcome(case)
        summary["tests"] += 1
        summary[outcome] += 1
        total_time += float(case.get("time") or 0)
        if outcome in ("failed", "errors"):
            classname = case.get("classname")
            name = case.get("name", "")
            problems.append(f"{classname}::{name}" if classname else name)
    summary["time"] = round(total_time, 3)
    summary["problems"] = problems
    return summary
