import inspect


def _describe(exc):
    text = str(exc)
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def run_tests(module):
    setup = getattr(module, "setup_function", None)
    teardown = getattr(module, "teardown_function", None)
    tests = [
        (name, value)
        for name, value in vars(module).items()
        if name.startswith("test_") and inspect.isfunction(value) and value.__module__ == module.__name__
    ]
    results = []
    for _, func in tests:
        name = func.__name__
        reason = getattr(func, "skip_reason", None)
        if reason is not None:
            results.append((name, "skipped", str(reason)))
            continue
        if setup is not None:
            try:
                setup(func)
            except Exception as exc:
                results.append((name, "error", _describe(exc)))
                continue
        outcome, message = "passed", ""
        try:
            func()
        except AssertionError as exc:
            outcome, message = "failed", _describe(exc)
        except Exception as exc:
            outcome, message = "error", _describe(exc)
        if teardown is not None:
            try:
                teardown(func)
            except Exception as exc:
                if outcome == "passed":
                    outcome, message = "error", _describe(exc)
        results.append((name, outcome, message))
    return results
