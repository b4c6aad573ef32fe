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


def test_self_dependency_is_a_cycle():
    c = Container()
    c.register("loop", lambda loop: None)
    with pytest.raises(CycleError) as info:
        c.resolve("loop")
    assert info.value.path == ["loop", "loop"]
    assert isinstance(info.value, Exception)


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
    c.register("client", lambda timeout=5, retries=3, *, verbose=False: (timeout, retries, verbose))
    assert c.resolve("client") == (30, 3, False)
    c.register("verbose", lambda: True)
    assert c.resolve("client") == (30, 3, True)


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
    c.register("svc", lambda *args, name, **kwargs: (args, name, kwargs))
    assert c.resolve("svc") == ((), "svc", {})
