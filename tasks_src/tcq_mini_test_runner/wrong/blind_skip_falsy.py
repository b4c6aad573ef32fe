# blind: R5 - skip_reason is tested for truthiness, so an empty-string (or 0) reason does not skip
# differs on: def test_s(): raise RuntimeError; test_s.skip_reason = '' -> expected ('test_s', 'skipped', '')
import inspect
import types


def _msg(exc):
    text = str(exc)
    name = type(exc).__name__
    return "%s: %s" % (name, text) if text else name


def run_tests(module: types.ModuleType) -> list[tuple[str, str, str]]:
    tests = []
    for name, value in list(vars(module).items()):
        if (isinstance(name, str) and name.startswith("test_") and inspect.isfunction(value)
                and getattr(value, "__module__", None) == module.__name__):
            tests.append((name, value))
    tests.sort(key=lambda t: t[1].__code__.co_firstlineno)
    has_setup = hasattr(module, "setup_function")
    has_teardown = hasattr(module, "teardown_function")
    results = []
    for name, fn in tests:
        reason = getattr(fn, "skip_reason", None)
        if reason:
            results.append((name, "skipped", str(reason)))
            continue
        if has_setup:
            try:
                module.setup_function(fn)
            except Exception as e:
                results.append((name, "error", _msg(e)))
                continue
        try:
            fn()
            outcome, message = "passed", ""
        except AssertionError as e:
            outcome, message = "failed", _msg(e)
        except Exception as e:
            outcome, message = "error", _msg(e)
        if has_teardown:
            try:
                module.teardown_function(fn)
            except Exception as e:
                if outcome == "passed":
                    outcome, message = "error", _msg(e)
        results.append((name, outcome, message))
    return results
