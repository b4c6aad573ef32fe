# blind: R4 - the root's tests attribute is trusted for the total when present
# differs on: <testsuites tests="99"> with 6 test cases -> expected tests 6
import xml.etree.ElementTree as ET


def junit_summary(xml_text: str) -> dict[str, object]:
    try:
        root = ET.fromstring(xml_text)
    except ET.ParseError as e:
        raise ValueError("malformed XML: %s" % e) from None
    if root.tag not in ("testsuite", "testsuites"):
        raise ValueError("unexpected root element %r" % root.tag)
    counts = {"passed": 0, "failed": 0, "errors": 0, "skipped": 0}
    total = 0
    time = 0.0
    problems = []
    for tc in root.iter("testcase"):
        total += 1
        t = tc.get("time")
        if t is not None and t != "":
            try:
                time += float(t)
            except ValueError:
                raise ValueError("bad time %r" % t) from None
        tags = {child.tag for child in tc}
        if "error" in tags:
            outcome = "errors"
        elif "failure" in tags:
            outcome = "failed"
        elif "skipped" in tags:
            outcome = "skipped"
        else:
            outcome = "passed"
        counts[outcome] += 1
        if outcome in ("errors", "failed"):
            name = tc.get("name") or ""
            cls = tc.get("classname")
            problems.append("%s::%s" % (cls, name) if cls else name)
    if root.get("tests", "").isdigit():
        total = int(root.get("tests"))
    return {
        "tests": total,
        "passed": counts["passed"],
        "failed": counts["failed"],
        "errors": counts["errors"],
        "skipped": counts["skipped"],
        "time": round(float(time), 3),
        "problems": problems,
    }
