import pytest

from solution import Registry


def test_bare_decorator_uses_object_name():
    registry = Registry()

    def CsvExporter(rows):
        return f"csv:{len(rows)}"

    result = registry.register(CsvExporter)
    assert result is CsvExporter
    assert registry.get("csvexporter") is CsvExporter
    assert registry.get("CSVExporter") is CsvExporter
    assert registry.names() == ["csvexporter"]
    assert (" CsvExporter" in registry) is True
    assert (CsvExporter in registry) is False

    @registry.register
    class JsonExporter:
        pass

    assert JsonExporter.__name__ == "JsonExporter"
    assert registry.get("jsonexporter") is JsonExporter
    assert registry.names() == ["csvexporter", "jsonexporter"]


def test_explicit_name_and_aliases():
    registry = Registry()

    @registry.register(" YAML ", aliases=["yml", "Yaml-Lite"])
    def load_yaml(text):
        return text

    assert load_yaml("x") == "x"
    assert registry.get("yaml") is load_yaml
    assert registry.get("YML") is load_yaml
    assert registry.get("  yaml-lite\n") is load_yaml
    assert ("Yml" in registry) is True
    assert registry.names() == ["yaml"]


def test_conflicting_registration_registers_nothing():
    registry = Registry()
    registry.register("csv", aliases=["tsv"])(lambda: "csv")
    with pytest.raises(ValueError):
        registry.register("excel", aliases=["xlsx", "TSV"])(lambda: "excel")
    assert ("excel" in registry) is False
    assert ("xlsx" in registry) is False
    with pytest.raises(ValueError):
        registry.register("Csv")(lambda: "other")
    with pytest.raises(ValueError):
        registry.register("parquet", aliases=["pq", " PQ "])(lambda: "parquet")
    with pytest.raises(ValueError):
        registry.register("avro", aliases=["AVRO"])(lambda: "avro")
    assert ("pq" in registry) is False
    assert ("parquet" in registry) is False
    assert ("avro" in registry) is False
    assert registry.names() == ["csv"]
    assert registry.get("tsv")() == "csv"


def test_unknown_names_raise_key_error():
    registry = Registry()
    registry.register("known")(len)
    with pytest.raises(KeyError):
        registry.get("unknown")
    with pytest.raises(KeyError):
        registry.create("unknown")
    with pytest.raises(KeyError):
        registry.unregister("unknown")
    assert ("unknown" in registry) is False
    assert ("known" in registry) is True


def test_registries_are_independent_and_names_exclude_aliases():
    first, second = Registry(), Registry()
    first.register("zip", aliases=["deflate"])(print)
    first.register("Brotli", aliases=["br"])(repr)
    second.register("zip")(len)
    assert second.get("zip") is len
    assert first.get("zip") is print
    assert ("br" in second) is False
    names = first.names()
    assert names == ["brotli", "zip"]
    assert type(names) is list
    names.append("mutated")
    assert first.names() == ["brotli", "zip"]
    assert second.names() == ["zip"]
    assert Registry().names() == []


def test_type_and_empty_name_errors():
    registry = Registry()
    with pytest.raises(TypeError):
        registry.register("constant")(42)
    with pytest.raises(TypeError):
        registry.register("ok", aliases=[7])(len)
    with pytest.raises(ValueError):
        registry.register("   ")(len)
    with pytest.raises(ValueError):
        registry.register("fine", aliases=[""])(len)
    assert registry.names() == []
    assert ("ok" in registry) is False
    assert ("fine" in registry) is False


def test_unregister_removes_every_name_of_the_plugin():
    registry = Registry()

    @registry.register("markdown", aliases=["md", "mkd"])
    def render(text):
        return text

    registry.register("html")(str)
    assert registry.unregister("MD") is render
    for name in ("markdown", "md", "mkd"):
        assert (name in registry) is False
    assert registry.names() == ["html"]
    again = registry.register("mkd", aliases=["markdown"])(repr)
    assert again is repr
    assert registry.get("markdown") is repr
    with pytest.raises(KeyError):
        registry.unregister("md")
    assert registry.unregister("html") is str
    assert registry.names() == ["mkd"]


def test_stacked_decorators_register_one_object_twice():
    registry = Registry()

    @registry.register("gzip")
    @registry.register("gz")
    def compress(data):
        return data[::-1]

    assert compress(b"ab") == b"ba"
    assert registry.get("gzip") is compress
    assert registry.get("gz") is compress
    assert registry.names() == ["gz", "gzip"]


def test_create_calls_the_factory_with_arguments():
    registry = Registry()

    @registry.register(aliases=["pg"])
    class Postgres:
        def __init__(self, host, port=5432):
            self.host, self.port = host, port

    db = registry.create("PG", "db.internal", port=6432)
    assert type(db) is Postgres
    assert (db.host, db.port) == ("db.internal", 6432)
    assert registry.create("postgres", "h").port == 5432
    registry.register("join")(lambda *parts, sep="-": sep.join(parts))
    assert registry.create("join", "a", "b", sep="+") == "a+b"
    assert registry.names() == ["join", "postgres"]
    with pytest.raises(TypeError):
        registry.register(None, aliases=[None])(len)
    with pytest.raises(ValueError):
        registry.register(aliases=["\t"])(len)
    assert ("len" in registry) is False


def test_names_sorted_after_normalising():
    registry = Registry()
    for name in ("beta", "Alpha", " gamma", "ALPHA2"):
        registry.register(name)(len)
    assert registry.names() == ["alpha", "alpha2", "beta", "gamma"]
    fresh = Registry()
    assert fresh.names() == []
    assert ("beta" in fresh) is False
    fresh.register("beta")(str)
    assert registry.get("beta") is len


def test_membership_never_raises():
    registry = Registry()
    registry.register("five")(len)
    for value in (5, None, b"five", ("five",)):
        assert (value in registry) is False
    assert ("FIVE " in registry) is True
    assert ("six" in registry) is False


def test_bare_form_name_is_normalised():
    registry = Registry()

    @registry.register
    class CSVReader:
        pass

    @registry.register(aliases=["AB"])
    def ABtest():
        return "ab"

    assert registry.names() == ["abtest", "csvreader"]
    assert registry.get("CsvReader") is CSVReader
    assert registry.create(" ab ") == "ab"


def test_duplicate_within_one_registration_is_rejected():
    registry = Registry()
    with pytest.raises(ValueError):
        registry.register("dup", aliases=["DUP"])(len)
    with pytest.raises(ValueError):
        registry.register("a", aliases=["b", " B"])(len)
    with pytest.raises(ValueError):
        registry.register(aliases=["Len"])(len)
    for name in ("dup", "a", "b", "len"):
        assert (name in registry) is False
    assert registry.names() == []


def test_failed_registration_leaves_no_trace():
    registry = Registry()
    registry.register("taken")(len)
    with pytest.raises(ValueError):
        registry.register("new", aliases=["extra", "TAKEN"])(repr)
    with pytest.raises(ValueError):
        registry.register("other", aliases=["other"])(repr)
    for name in ("new", "extra", "other"):
        assert (name in registry) is False
    assert registry.names() == ["taken"]
    assert registry.register("new", aliases=["extra"])(repr) is repr
    assert registry.get("extra") is repr


def test_unregister_via_alias_frees_every_name():
    registry = Registry()
    registry.register("yaml", aliases=["yml", "YAML1"])(repr)
    registry.register("toml")(str)
    assert registry.unregister(" Yml ") is repr
    for name in ("yaml", "yml", "yaml1"):
        assert (name in registry) is False
        with pytest.raises(KeyError):
            registry.get(name)
    assert registry.names() == ["toml"]
    assert registry.register("yml", aliases=["yaml"])(len) is len
    assert registry.names() == ["toml", "yml"]


def test_unregister_by_alias_removes_the_whole_plugin():
    registry = Registry()
    registry.register("jpeg", aliases=["jpg"])(bytes)
    assert registry.unregister("JPG") is bytes
    assert ("jpeg" in registry) is False
    assert ("jpg" in registry) is False
    assert registry.names() == []
    with pytest.raises(KeyError):
        registry.unregister("jpeg")


def test_conflict_on_a_later_alias_registers_nothing():
    registry = Registry()
    registry.register("csv", aliases=["tsv"])(str)
    with pytest.raises(ValueError):
        registry.register("png", aliases=["image", " CSV"])(bytes)
    with pytest.raises(TypeError):
        registry.register("png", aliases=["pic", 3])(bytes)
    with pytest.raises(TypeError):
        registry.register("png", aliases=["pic"])(b"not callable")
    with pytest.raises(ValueError):
        registry.register("png", aliases=["pic", "  "])(bytes)
    for name in ("png", "image", "pic"):
        assert (name in registry) is False
    assert registry.names() == ["csv"]
    assert registry.get("TSV") is str

def test_membership_of_non_str_is_false():
    registry = Registry()
    registry.register("one")(len)
    assert (1 in registry) is False
    assert (None in registry) is False
    assert ("One" in registry) is True
