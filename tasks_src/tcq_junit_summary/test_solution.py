import xml.etree.ElementTree as ET

import pytest

from solution import junit_summary


def test_single_suite_outcomes():
    report = """<?xml version="1.0" encoding="UTF-8"?>
<testsuite name="pytest" tests="4">
  <testcase classname="tests.test_api" name="test_get" time="0.5"/>
  <testcase classname="tests.test_api" name="test_post" time="1.25">
    <failure message="assert 500 == 201">traceback</failure>
  </testcase>
  <testcase classname="tests.test_db" name="test_connect" time="0.125">
    <error message="fixture failed"/>
  </testcase>
  <testcase classname="tests.test_db" name="test_slow" time="0">
    <skipped message="slow"/>
  </testcase>
</testsuite>"""
    result = junit_summary(report)
    assert result == {
        "tests": 4, "passed": 1, "failed": 1, "errors": 1, "skipped": 1,
        "time": 1.875,
        "problems": ["tests.test_api::test_post", "tests.test_db::test_connect"],
    }
    assert type(result["tests"]) is int and type(result["time"]) is float
    assert type(result["problems"]) is list


def test_empty_suite():
    assert junit_summary("<testsuite/>") == {
        "tests": 0, "passed": 0, "failed": 0, "errors": 0, "skipped": 0, "time": 0.0, "problems": [],
    }


def test_nested_suites_counted_and_attributes_ignored():
    report = """<testsuites tests="99" failures="0">
  <testsuite name="unit" tests="1" failures="0">
    <testcase classname="a" name="t1" time="1"/>
    <testsuite name="inner">
      <testcase classname="b" name="t2" time="2"><failure/></testcase>
    </testsuite>
  </testsuite>
  <testsuite name="e2e" errors="5">
    <testcase classname="c" name="t3" time="3"/>
  </testsuite>
</testsuites>"""
    assert junit_summary(report) == {
        "tests": 3, "passed": 2, "failed": 1, "errors": 0, "skipped": 0, "time": 6.0, "problems": ["b::t2"],
    }


def test_other_children_do_not_change_outcome():
    report = """<testsuite>
  <testcase classname="m" name="ok">
    <system-out>printed</system-out>
    <properties><property name="x" value="1"/></properties>
  </testcase>
  <testcase classname="m" name="nested">
    <system-err><failure/></system-err>
  </testcase>
</testsuite>"""
    result = junit_summary(report)
    assert result["passed"] == 2 and result["failed"] == 0
    assert result["problems"] == []


def test_outcome_precedence():
    report = """<testsuite>
  <testcase classname="p" name="both"><failure/><error/></testcase>
  <testcase classname="p" name="fail_skip"><skipped/><failure/></testcase>
  <testcase classname="p" name="err_skip"><skipped/><error/></testcase>
  <testcase name="bare"><failure/></testcase>
  <testcase classname="q"><error/></testcase>
</testsuite>"""
    result = junit_summary(report)
    assert (result["errors"], result["failed"], result["skipped"], result["passed"]) == (3, 2, 0, 0)
    assert result["problems"] == ["p::both", "p::fail_skip", "p::err_skip", "bare", "q::"]


def test_problem_ids_without_classname():
    report = """<testsuite>
  <testcase name="test_plain"><failure/></testcase>
  <testcase classname="" name="test_empty_class"><error/></testcase>
  <testcase classname="pkg.mod"><failure/></testcase>
</testsuite>"""
    assert junit_summary(report)["problems"] == ["test_plain", "test_empty_class", "pkg.mod::"]


def test_time_sum_rounding_and_missing_times():
    report = """<testsuite>
  <testcase name="a" time="0.1"/>
  <testcase name="b" time="0.2"/>
  <testcase name="c" time="0.0034"/>
  <testcase name="d"/>
  <testcase name="e" time=""/>
  <testcase name="f" time="0"><system-out><error/></system-out></testcase>
</testsuite>"""
    result = junit_summary(report)
    assert result["time"] == 0.303
    assert result["tests"] == 6 and result["passed"] == 6


def test_malformed_xml_raises_value_error():
    for text in ["", "<testsuite>", "<testsuite><testcase></testsuite>", "not xml at all"]:
        with pytest.raises(ValueError) as info:
            junit_summary(text)
        assert not isinstance(info.value, ET.ParseError)


def test_wrong_root_or_bad_time_raises():
    with pytest.raises(ValueError):
        junit_summary("<testcase name='x'/>")
    with pytest.raises(ValueError):
        junit_summary("<report><testsuite/></report>")
    with pytest.raises(ValueError):
        junit_summary("<testsuite><testcase name='x' time='fast'/></testsuite>")
    with pytest.raises(ValueError) as info:
        junit_summary("<testsuite><testcase name='x'>")
    assert not isinstance(info.value, ET.ParseError)


def test_skipped_not_a_problem_and_document_order():
    report = """<testsuites>
  <testsuite name="z">
    <testcase classname="z" name="late"><failure/></testcase>
  </testsuite>
  <testsuite name="a">
    <testcase classname="a" name="skip"><skipped/></testcase>
    <testcase classname="a" name="early"><error/></testcase>
  </testsuite>
</testsuites>"""
    result = junit_summary(report)
    assert result["problems"] == ["z::late", "a::early"]
    assert result["skipped"] == 1 and result["tests"] == 3


def test_root_testcase_and_suite_attributes_ignored():
    with pytest.raises(ValueError):
        junit_summary("<testcase name='x'><failure/></testcase>")
    report = '<testsuite tests="10" failures="3" errors="2" skipped="1" time="99.5"><testcase name="only" time="2.5"/></testsuite>'
    assert junit_summary(report) == {
        "tests": 1, "passed": 1, "failed": 0, "errors": 0, "skipped": 0, "time": 2.5, "problems": [],
    }
