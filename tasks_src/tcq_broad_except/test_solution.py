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
    assert type(result) is list
    assert all(type(item) is tuple and type(item[0]) is int and type(item[1]) is str for item in result)


def test_handlers_in_functions_classes_and_loops_reported():
    result = check("""\
        class Cache:
            def get(self, key):
                try:
                    return self.data[key]
                except:
                    return None

            async def refresh(self):
                try:
                    await self.load()
                except BaseException as exc:
                    self.error = exc
        for item in items:
            try:
                use(item)
            except Exception:
                continue
    """)
    assert result == [(5, "bare"), (11, "broad"), (16, "broad")]
    assert type(result) is list
    assert all(type(item) is tuple and type(item[0]) is int and type(item[1]) is str for item in result)


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
        except (
            KeyError,
            Exception,
        ):
            pass
    """)
    assert result == [(3, "broad"), (5, "broad"), (13, "broad")]


def test_only_plain_names_are_broad():
    result = check("""\
        try:
            work()
        except builtins.BaseException:
            pass
        except (KeyError, BaseException, OSError) as e:
            pass
        except Exceptions:
            pass
        except exception:
            pass
        except (Exception.Sub, ValueError):
            pass
        except (
            OSError,
            Exception
        ) as err:
            pass
    """)
    assert result == [(5, "broad"), (13, "broad")]


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
        except ExceptionGroup:
            pass
    """
    result = check(source)
    assert result == [] and type(result) is list
    empty = check("")
    assert empty == [] and type(empty) is list


def test_source_is_not_executed(tmp_path):
    marker = tmp_path / "ran.txt"
    source = (
        f"open({str(marker)!r}, 'w').close()\n"
        "try:\n"
        "    work()\n"
        "except:\n"
        "    pass\n"
    )
    assert find_broad_excepts(source) == [(4, "bare")]
    assert not marker.exists()


def test_source_with_side_effects_in_handlers_is_not_executed(tmp_path):
    marker = tmp_path / "ran"
    source = (
        "import pathlib\n"
        "try:\n"
        "    raise ValueError\n"
        "except Exception:\n"
        f"    pathlib.Path({str(marker)!r}).mkdir()\n"
    )
    assert find_broad_excepts(source) == [(4, "broad")]
    assert not marker.exists()


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


def test_bare_raise_anywhere_in_body_exempts_any_handler():
    source = """\
        try:
            work()
        except (OSError, BaseException) as exc:
            log(exc)
            if exc:
                raise
        except:
            raise
        try:
            work()
        except Exception as err:
            cleanup()
            raise
            def unreachable():
                pass
        try:
            work()
        except Exception:
            def again():
                raise
    """
    assert check(source) == [(18, "broad")]


def test_bound_name_with_from_exempts_but_wrapping_does_not():
    source = """\
        try:
            work()
        except Exception as err:
            raise err from None
        try:
            work()
        except BaseException as err:
            raise err from cause
        try:
            work()
        except Exception as err:
            raise RuntimeError("failed") from err
        try:
            work()
        except:
            raise SystemExit(1)
    """
    assert check(source) == [(11, "broad"), (15, "bare")]


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
        try:
            work()
        except Exception as err:
            raise ValueError("bad") from err
        try:
            work()
        except Exception as err:
            raise err.with_traceback(None)
    """
    assert check(source) == [(11, "broad"), (15, "broad"), (19, "broad"), (23, "broad"), (27, "broad")]


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


def test_reraise_nested_in_try_match_and_with_counts():
    source = """\
        try:
            work()
        except Exception as err:
            try:
                cleanup()
            except OSError:
                pass
            else:
                raise err
        try:
            work()
        except BaseException:
            match state:
                case "fatal":
                    raise
                case _:
                    pass
        try:
            work()
        except Exception as err:
            with guard():
                raise RuntimeError("x") from err
    """
    assert check(source) == [(20, "broad")]


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


def test_raise_inside_method_or_closure_does_not_exempt():
    source = """\
        def outer():
            try:
                work()
            except Exception as err:
                class Handler:
                    def handle(self):
                        raise err
        try:
            work()
        except:
            async def later():
                if retry():
                    raise
        try:
            work()
        except* BaseException as exc:
            def fail():
                raise exc from None
            register(fail, lambda: exc)
    """
    assert check(source) == [(4, "broad"), (10, "bare"), (16, "broad")]


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


def test_nested_and_star_handlers_ordered_by_line():
    source = """\
        def main():
            try:
                run()
            except* Exception:
                pass
        try:
            setup()
        except:
            try:
                recover()
            except (KeyError, BaseException):
                pass
    """
    result = check(source)
    assert result == [(4, "broad"), (8, "bare"), (11, "broad")]
    assert type(result) is list


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


def test_syntax_error_inside_a_handler_raises():
    with pytest.raises(SyntaxError):
        find_broad_excepts("try:\n    pass\nexcept:\n    x = = 1\n")
    with pytest.raises(SyntaxError):
        find_broad_excepts("except Exception:\n    pass\n")
