import pytest

from solution import load_config


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_relative_includes_follow_the_including_file(tmp_path, monkeypatch):
    main = write(
        tmp_path / "app" / "main.ini",
        "# main file\n\n[app]\n; the shop\nname = shop\nurl = /?a=b\n\n@include conf.d/db.ini\n",
    )
    write(tmp_path / "app" / "conf.d" / "db.ini", "[db]\nhost = db1\n@include secrets.ini\n")
    write(tmp_path / "app" / "conf.d" / "secrets.ini", "[db]\npassword = right\n")
    write(tmp_path / "app" / "secrets.ini", "[db]\npassword = wrong-top-level\n")
    write(tmp_path / "elsewhere" / "conf.d" / "db.ini", "[db]\nhost = wrong-cwd\n")
    write(tmp_path / "elsewhere" / "secrets.ini", "[db]\npassword = wrong-cwd\n")
    monkeypatch.chdir(tmp_path / "elsewhere")
    assert load_config(main) == {
        "app": {"name": "shop", "url": "/?a=b"},
        "db": {"host": "db1", "password": "right"},
    }


def test_basic_sections_comments_and_whitespace(tmp_path):
    path = write(
        tmp_path / "basic.ini",
        "# comment\n; another\n\n[ server ]\n  port = 8080  \nurl=http://h/?a=1&b=2\nempty =\n[client]\n",
    )
    result = load_config(str(path))
    assert type(result) is dict
    assert result == {"server": {"port": "8080", "url": "http://h/?a=1&b=2", "empty": ""}, "client": {}}
    assert type(result["server"]) is dict


def test_section_is_restored_after_an_include(tmp_path):
    main = write(tmp_path / "main.ini", "[web]\nport = 80\n@include extra.ini\ntimeout = 5\n")
    write(tmp_path / "extra.ini", "[cache]\nsize = 10\n")
    assert load_config(main) == {"web": {"port": "80", "timeout": "5"}, "cache": {"size": "10"}}
    write(tmp_path / "bare.ini", "orphan = 1\n")
    outer = write(tmp_path / "outer.ini", "[web]\n@include bare.ini\n")
    with pytest.raises(ValueError):
        load_config(outer)


def test_definitions_apply_in_processing_order(tmp_path):
    main = write(
        tmp_path / "main.ini",
        "[log]\nlevel = debug\nformat = plain\n@include prod.ini\nformat = json\n",
    )
    write(tmp_path / "prod.ini", "[log]\nlevel = warning\nformat = xml\n")
    assert load_config(main) == {"log": {"level": "warning", "format": "json"}}


def test_same_file_may_be_included_twice(tmp_path):
    main = write(tmp_path / "main.ini", "@include a.ini\n@include b.ini\n[top]\nx = 1\n")
    write(tmp_path / "a.ini", "[a]\nv = 1\n@include common.ini\nw = 3\n")
    write(tmp_path / "b.ini", "[common]\nshared = changed\n@include common.ini\n[b]\nv = 2\n")
    write(tmp_path / "common.ini", "[common]\nshared = yes\n")
    assert load_config(main) == {
        "a": {"v": "1", "w": "3"},
        "common": {"shared": "yes"},
        "b": {"v": "2"},
        "top": {"x": "1"},
    }


def test_self_include_is_a_cycle(tmp_path):
    path = write(tmp_path / "loop.ini", "[a]\nx = 1\n@include loop.ini\n")
    with pytest.raises(ValueError):
        load_config(path)


def test_indirect_cycles_are_detected_by_real_path(tmp_path):
    a = write(tmp_path / "a.ini", "[s]\n@include sub/b.ini\n")
    write(tmp_path / "sub" / "b.ini", "@include ../c.ini\n")
    write(tmp_path / "c.ini", "@include a.ini\n")
    with pytest.raises(ValueError):
        load_config(a)
    (tmp_path / "alias.ini").symlink_to(tmp_path / "self.ini")
    selfref = write(tmp_path / "self.ini", "[s]\n@include alias.ini\n")
    with pytest.raises(ValueError):
        load_config(selfref)


def test_missing_include_raises_file_not_found(tmp_path):
    main = write(tmp_path / "main.ini", "[a]\n@include nowhere.ini\n")
    with pytest.raises(FileNotFoundError):
        load_config(main)
    with pytest.raises(FileNotFoundError):
        load_config(tmp_path / "absent.ini")


@pytest.mark.parametrize(
    "text",
    [
        "key = outside\n[s]\n",
        "[s]\njust words\n",
        "[s]\n = value\n",
        "[s]\n= x = y\n",
        "[s]\n[a]b\n",
        "[s]\n@include\n",
    ],
)
def test_malformed_lines_raise_value_error(tmp_path, text):
    path = write(tmp_path / "bad.ini", text)
    with pytest.raises(ValueError):
        load_config(path)


def test_absolute_include_and_empty_sections(tmp_path):
    shared = write(tmp_path / "shared" / "defaults.ini", "[empty]\n[d]\nk = v\n")
    main = write(tmp_path / "proj" / "main.ini", f"@include {shared}\n[also_empty]\n")
    assert load_config(main) == {"empty": {}, "d": {"k": "v"}, "also_empty": {}}


def test_sections_merge_across_files_and_keys_are_case_sensitive(tmp_path):
    main = write(tmp_path / "main.ini", "[db]\nHost = a\n@include more.ini\n[DB]\nhost = c\n")
    write(tmp_path / "more.ini", "[db]\nhost = b\n  @include   deeper.ini  \n")
    write(tmp_path / "deeper.ini", "[db]\nport = 5432\n[pool]\n")
    assert load_config(main) == {
        "db": {"Host": "a", "host": "b", "port": "5432"},
        "pool": {},
        "DB": {"host": "c"},
    }


def test_included_file_starts_without_a_section(tmp_path):
    main = write(tmp_path / "main.ini", "[outer]\na = 1\n@include inner.ini\n")
    write(tmp_path / "inner.ini", "# no header here\nb = 2\n")
    with pytest.raises(ValueError):
        load_config(main)


def test_same_file_included_twice_in_a_row_is_not_a_cycle(tmp_path):
    main = write(tmp_path / "main.ini", "[n]\ncount = 0\n@include inc.ini\n[n]\ncount = 5\n@include inc.ini\n")
    write(tmp_path / "inc.ini", "[inc]\nseen = yes\n")
    assert load_config(main) == {"n": {"count": "5"}, "inc": {"seen": "yes"}}


def test_including_file_keeps_its_section_after_nested_includes(tmp_path):
    main = write(tmp_path / "main.ini", "[first]\n@include one.ini\nafter = main\n")
    write(tmp_path / "one.ini", "[second]\nx = 1\n@include two.ini\ny = 2\n")
    write(tmp_path / "two.ini", "[third]\nz = 3\n")
    assert load_config(main) == {
        "first": {"after": "main"},
        "second": {"x": "1", "y": "2"},
        "third": {"z": "3"},
    }


def test_empty_and_reopened_sections(tmp_path):
    path = write(tmp_path / "s.ini", "[]\nk = v\n[ a ]\n[b]\nx = 1\n[a]\n[ ]\nk2 = w\n[c]\n")
    assert load_config(path) == {"": {"k": "v", "k2": "w"}, "a": {}, "b": {"x": "1"}, "c": {}}


def test_shared_file_included_by_two_files_is_not_a_cycle(tmp_path):
    main = write(tmp_path / "main.ini", "@include left.ini\n@include right.ini\n")
    write(tmp_path / "left.ini", "[left]\nside = l\n@include base.ini\n")
    write(tmp_path / "right.ini", "[base]\nlevel = 2\n@include base.ini\n[right]\nside = r\n")
    write(tmp_path / "base.ini", "[base]\nlevel = 1\n")
    assert load_config(main) == {"left": {"side": "l"}, "base": {"level": "1"}, "right": {"side": "r"}}


def test_missing_nested_include_raises_file_not_found(tmp_path):
    main = write(tmp_path / "top.ini", "[t]\nk = 1\n@include sub/mid.ini\n")
    write(tmp_path / "sub" / "mid.ini", "[m]\n@include gone.ini\n")
    write(tmp_path / "gone.ini", "[g]\nk = 2\n")
    with pytest.raises(FileNotFoundError):
        load_config(main)
    with pytest.raises(FileNotFoundError):
        load_config(str(tmp_path / "sub" / "none.ini"))


def test_value_is_split_at_the_first_equals_sign(tmp_path):
    path = write(tmp_path / "eq.ini", "[q]\nexpr = a = b == c\nk=\n  spaced key  =  =x= \n")
    assert load_config(path) == {"q": {"expr": "a = b == c", "k": "", "spaced key": "=x="}}


def test_nested_included_file_does_not_inherit_a_section(tmp_path):
    main = write(tmp_path / "main.ini", "[m]\nk0 = 1\n@include a.ini\n")
    write(tmp_path / "a.ini", "[a]\nka = 2\n@include b.ini\n")
    write(tmp_path / "b.ini", "\n  kb = 3\n")
    with pytest.raises(ValueError):
        load_config(main)


@pytest.mark.parametrize(
    "text",
    [
        "; header comes later\nname = x\n[s]\n",
        "[s]\nno equals sign here\n",
        "[s]\n   =   v\n",
        "[s]\n[x]y]\n",
    ],
)
def test_bad_key_lines_raise_value_error(tmp_path, text):
    path = write(tmp_path / "bad2.ini", text)
    with pytest.raises(ValueError):
        load_config(path)
