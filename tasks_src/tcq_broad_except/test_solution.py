import textwrap

import pytest

from solution import find_broad_excepts


def check(source):
    return find_broad_excepts(textwrap.dedent(source))


def test_bare_and_broad_handlers_reported():
    result = check("""\
        try:
            work()
        except:
            pass
        try:
            work()
        except Exception:
            log("failed")
        try:
            work()
        except BaseException as exc:
            log(exc)
    """)
    assert result == [(3, "bare"), (7, "broad"), (11, "broad")]
    assert type(result) is list and type(result[0]) is tuple


def test_specific_handlers_not_reported():
    source = """\
        import builtins
        try:
            work()
        except ValueError:
            pass
        except (KeyError, TypeError) as e:
            pass
        except builtins.Exception:
            pass
        except MyException:
            pass
        except Error:
            pass
    """
    assert check(source) == []
    assert check("") == []


def test_tuple_containing_broad_name():
    result = check("""\
        try:
            work()
        except (ValueError, Exception) as e:
            pass
        except (BaseException,):
            pass
        except (OSError, KeyError):
            pass
        except (builtins.Exception, errors.BaseException):
            pass
        except errors.Exception:
            pass
    """)
    assert result == [(3, "broad"), (5, "broad")]


def test_bare_raise_exempts_handler():
    source = """\
        try:
            work()
        except:
            cleanup()
            raise
        try:
            work()
        except Exception:
            log("x")
            raise
    """
    assert check(source) == []


def test_raising_the_bound_name_exempts_only_that_name():
    source = """\
        try:
            work()
        except Exception as err:
            raise err
        try:
            work()
        except Exception as err:
            raise err from None
        try:
            work()
        except Exception as err:
            raise ValueError
        try:
            work()
        except Exception:
            raise err
        try:
            work()
        except Exception as err:
            raise other
    """
    assert check(source) == [(11, "broad"), (15, "broad"), (19, "broad")]


def test_wrapping_in_another_exception_is_still_reported():
    source = """\
        try:
            work()
        except Exception as err:
            raise RuntimeError("failed") from err
        try:
            work()
        except:
            raise SystemExit(1)
    """
    assert check(source) == [(3, "broad"), (7, "bare")]


def test_raise_inside_nested_function_or_class_does_not_exempt():
    source = """\
        try:
            work()
        except Exception:
            def retry():
                raise
            schedule(retry)
        try:
            work()
        except:
            class Marker:
                raise
        try:
            work()
        except Exception as e:
            async def later():
                raise e
            call(lambda: e)
        try:
            work()
        except Exception:
            if fatal():
                raise
            def helper():
                pass
    """
    assert check(source) == [(3, "broad"), (9, "bare"), (14, "broad")]


def test_reraise_nested_in_control_flow_counts():
    source = """\
        for item in items:
            try:
                work(item)
            except Exception as e:
                if fatal(e):
                    with lock:
                        raise
                log(e)
        try:
            work()
        except:
            while retrying():
                try:
                    again()
                finally:
                    raise
    """
    assert check(source) == []


def test_findings_ordered_by_line_at_any_depth():
    source = """\
        def load(path):
            try:
                return read(path)
            except Exception:
                try:
                    fallback()
                except:
                    return None

        class Store:
            def save(self):
                try:
                    write()
                except BaseException:
                    pass

        try:
            main()
        except Exception:
            pass
    """
    assert check(source) == [(4, "broad"), (7, "bare"), (14, "broad"), (19, "broad")]


def test_except_star_and_async_functions():
    source = """\
        async def fetch():
            try:
                await get()
            except* Exception:
                pass
            try:
                await get()
            except* OSError:
                pass
    """
    assert check(source) == [(4, "broad")]


def test_syntax_error_raises():
    with pytest.raises(SyntaxError):
        find_broad_excepts("try:\n    x = 1\nexcept Exception\n    pass\n")
    with pytest.raises(SyntaxError):
        find_broad_excepts("def f(:\n    pass\n")
