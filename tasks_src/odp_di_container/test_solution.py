import pytest

from solution import Container, CycleError


class Config:
    def __init__(self):
        self.url = "sqlite://"


class Database:
    def __init__(self, config):
        self.config = config


class Service:
    def __init__(self, database, config):
        self.database = database
        self.config = config


def test_resolves_dependencies_by_parameter_name():
    c = Container()
    c.register("config", Config)
    c.register("database", Database)
    c.register("service", Service)
    service = c.resolve("service")
    assert type(service) is Service
    assert type(service.database) is Database
    assert type(service.database.config) is Config
    assert service.config.url == "sqlite://"
    assert service.config is not service.database.config


def test_factory_without_dependencies_and_lambda():
    c = Container()
    c.register("answer", lambda: 42)
    c.register("double", lambda answer: answer * 2)
    assert c.resolve("double") == 84
    assert c.resolve("answer") == 42


def test_singleton_built_once_transient_every_time():
    calls = []
    c = Container()
    c.register("config", lambda: calls.append("config") or Config(), singleton=True)
    c.register("database", Database)
    first, second = c.resolve("database"), c.resolve("database")
    assert first is not second
    assert first.config is second.config
    assert first.config is c.resolve("config")
    assert calls == ["config"]
    with pytest.raises(ValueError):
        c.register("config", Config, singleton=True)
    assert c.resolve("database").config is first.config
    c.register("nothing", lambda: calls.append("nothing"), singleton=True)
    c.register("uses", lambda nothing: nothing)
    assert c.resolve("nothing") is None
    assert c.resolve("uses") is None
    assert calls == ["config", "nothing"]


def test_unknown_names_raise_key_error():
    c = Container()
    c.register("database", Database)
    with pytest.raises(KeyError) as info:
        c.resolve("nothing")
    assert info.value.args == ("nothing",)
    with pytest.raises(KeyError) as info:
        c.resolve("database")
    assert info.value.args == ("config",)


def test_diamond_is_not_a_cycle_and_transients_are_rebuilt():
    built = []

    def d():
        built.append("d")
        return object()

    c = Container()
    c.register("d", d)
    c.register("b", lambda d: ("b", d))
    c.register("c", lambda d: ("c", d))
    c.register("a", lambda b, c: (b, c))
    (b, bd), (cc, cd) = c.resolve("a")
    assert (b, cc) == ("b", "c")
    assert bd is not cd
    assert built == ["d", "d"]


def test_cycle_error_path_and_message():
    calls = []
    c = Container()
    c.register("app", lambda db: calls.append("app"))
    c.register("db", lambda config: calls.append("db"))
    c.register("config", lambda db: calls.append("config"))
    with pytest.raises(CycleError) as info:
        c.resolve("app")
    assert info.value.path == ["app", "db", "config", "db"]
    assert str(info.value) == "app -> db -> config -> db"
    assert calls == []
    assert issubclass(CycleError, Exception)


def test_self_dependency_is_a_cycle():
    c = Container()
    c.register("loop", lambda loop: None)
    c.register("start", lambda loop: None)
    with pytest.raises(CycleError) as info:
        c.resolve("loop")
    assert info.value.path == ["loop", "loop"]
    assert isinstance(info.value, Exception)
    with pytest.raises(CycleError) as info:
        c.resolve("start")
    assert info.value.path == ["start", "loop", "loop"]
    assert str(info.value) == "start -> loop -> loop"


def test_register_errors():
    c = Container()
    c.register("x", lambda: 1)
    with pytest.raises(ValueError):
        c.register("x", lambda: 2)
    with pytest.raises(TypeError):
        c.register("y", "not callable")
    assert c.resolve("x") == 1
    with pytest.raises(KeyError):
        c.resolve("y")


def test_defaults_used_unless_provider_registered():
    c = Container()
    c.register("timeout", lambda: 30)
    c.register("client", lambda timeout=5, retries=3, *, verbose=False, **extra: (timeout, retries, verbose, extra))
    assert c.resolve("client") == (30, 3, False, {})
    c.register("verbose", lambda: True)
    assert c.resolve("client") == (30, 3, True, {})
    c.register("needs", lambda host, port=1: (host, port))
    with pytest.raises(KeyError) as info:
        c.resolve("needs")
    assert info.value.args == ("host",)


def test_failed_singleton_is_not_cached():
    attempts = []

    def flaky():
        attempts.append(1)
        if len(attempts) == 1:
            raise ConnectionError("first attempt fails")
        return "connected"

    c = Container()
    c.register("conn", flaky, singleton=True)
    with pytest.raises(ConnectionError):
        c.resolve("conn")
    assert c.resolve("conn") == "connected"
    assert c.resolve("conn") == "connected"
    assert len(attempts) == 2


def test_var_args_ignored_and_keyword_only_injected():
    c = Container()
    c.register("name", lambda: "svc")
    c.register("level", lambda: "debug")
    c.register("svc", lambda *args, name, level="info", **kwargs: (args, name, level, kwargs))
    assert c.resolve("svc") == ((), "svc", "debug", {})


def test_diamond_shared_transient_built_per_use():
    built = []
    c = Container()
    c.register("clock", lambda: built.append("clock") or len(built))
    c.register("reader", lambda clock: ("reader", clock))
    c.register("writer", lambda clock: ("writer", clock))
    c.register("app", lambda reader, writer: [reader, writer])
    app = c.resolve("app")
    assert app == [("reader", 1), ("writer", 2)]
    assert built == ["clock", "clock"]
    assert c.resolve("clock") == 3


def test_cycle_path_starts_at_the_resolved_name():
    calls = []
    c = Container()
    c.register("a", lambda b: calls.append("a"))
    c.register("b", lambda x, c: calls.append("b"))
    c.register("x", lambda: calls.append("x") or "x")
    c.register("c", lambda d: calls.append("c"))
    c.register("d", lambda b: calls.append("d"))
    with pytest.raises(CycleError) as info:
        c.resolve("a")
    assert info.value.path == ["a", "b", "c", "d", "b"]
    assert str(info.value) == "a -> b -> c -> d -> b"
    with pytest.raises(CycleError) as info:
        c.resolve("c")
    assert info.value.path == ["c", "d", "b", "c"]
    assert set(calls) <= {"x"}


def test_keyword_only_and_defaults_injected_by_name():
    c = Container()
    c.register("title", lambda: "T")
    c.register("height", lambda: 50)
    c.register("report", lambda title, *parts, width=80, height=24, **options: (title, parts, width, height, options))
    assert c.resolve("report") == ("T", (), 80, 50, {})
    c.register("mode", lambda *, title, size=3: (title, size))
    assert c.resolve("mode") == ("T", 3)


def test_failing_dependency_propagates_and_caches_nothing():
    attempts = []
    error = ConnectionError("down")

    def session():
        attempts.append(1)
        if len(attempts) == 1:
            raise error
        return ""

    c = Container()
    c.register("session", session, singleton=True)
    c.register("repo", lambda session: ("repo", session))
    with pytest.raises(ConnectionError) as info:
        c.resolve("repo")
    assert info.value is error
    assert c.resolve("repo") == ("repo", "")
    assert c.resolve("session") == ""
    assert c.resolve("repo") == ("repo", "")
    assert len(attempts) == 2


def test_falsy_singleton_shared_as_dependency():
    calls = []
    c = Container()
    c.register("items", lambda: calls.append(1) or [], singleton=True)
    c.register("left", lambda items: items)
    c.register("right", lambda items: items)
    c.register("both", lambda left, right: (left, right))
    left, right = c.resolve("both")
    assert left == []
    assert left is right
    assert c.resolve("items") is left
    assert calls == [1]
    other = Container()
    other.register("items", lambda: calls.append(2) or [], singleton=True)
    assert other.resolve("items") is not left
    assert calls == [1, 2]


def test_missing_names_raise_key_error_with_the_name():
    c = Container()
    c.register("api", lambda service: service)
    c.register("service", lambda *, store: store)
    with pytest.raises(KeyError) as info:
        c.resolve("api")
    assert info.value.args == ("store",)
    with pytest.raises(KeyError) as info:
        c.resolve("Api")
    assert info.value.args == ("Api",)


def test_factory_error_propagates_unchanged():
    error = ValueError("bad config")

    def broken():
        raise error

    c = Container()
    c.register("config", broken)
    c.register("db", lambda config: config)
    with pytest.raises(ValueError) as info:
        c.resolve("db")
    assert info.value is error
    with pytest.raises(ValueError) as info:
        c.resolve("config")
    assert info.value is error


def test_duplicate_registration_raises_and_keeps_first():
    c = Container()
    assert c.register("cache", lambda: "first", singleton=True) is None
    assert c.register("pool", lambda: "pool") is None
    with pytest.raises(ValueError):
        c.register("cache", lambda: "second")
    with pytest.raises(ValueError):
        c.register("pool", lambda: "other", singleton=True)
    with pytest.raises(TypeError):
        c.register("store", 42)
    assert c.resolve("cache") == "first"
    assert c.resolve("pool") == "pool"
