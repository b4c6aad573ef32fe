import pytest

from solution import summarize_networks


def test_sibling_halves_merge():
    result = summarize_networks(["10.0.0.128/25", "10.0.0.0/25"])
    assert result == ["10.0.0.0/24"]
    assert type(result) is list and type(result[0]) is str


def test_contained_and_duplicate_networks_removed():
    entries = ["192.168.0.0/16", "192.168.4.0/24", "192.168.0.0/16", "192.168.255.7"]
    assert summarize_networks(entries) == ["192.168.0.0/16"]


def test_unaligned_neighbours_do_not_merge():
    assert summarize_networks(["10.0.2.0/24", "10.0.1.0/24"]) == ["10.0.1.0/24", "10.0.2.0/24"]
    assert summarize_networks(["10.0.1.0/24", "10.0.2.0/24", "10.0.3.0/24"]) == [
        "10.0.1.0/24",
        "10.0.2.0/23",
    ]
    # 10.0.9.0/24 and 10.0.10.0/24 touch but 10.0.9.0/23 is not aligned; 9 sorts before 10
    assert summarize_networks(["10.0.10.0/24", "10.0.9.0/24"]) == ["10.0.9.0/24", "10.0.10.0/24"]


def test_empty_input():
    result = summarize_networks([])
    assert result == []
    assert type(result) is list


def test_merges_cascade():
    entries = ["172.16.3.0/24", "172.16.0.0/24", "172.16.2.0/24", "172.16.1.0/24", "172.16.4.0/24"]
    assert summarize_networks(entries) == ["172.16.0.0/22", "172.16.4.0/24"]


def test_bare_addresses_are_hosts():
    assert summarize_networks(["10.0.0.5"]) == ["10.0.0.5/32"]
    assert summarize_networks(["10.0.0.4", "10.0.0.5", "10.0.0.6"]) == ["10.0.0.4/31", "10.0.0.6/32"]
    assert summarize_networks(["10.0.0.7", "10.0.0.6", "10.0.0.5", "10.0.0.4"]) == ["10.0.0.4/30"]
    assert summarize_networks(["2001:db8::1"]) == ["2001:db8::1/128"]


def test_numeric_order_and_families():
    entries = ["2001:db8::/32", "10.0.0.0/8", "::1", "9.0.0.0/8", "100.64.0.0/10", "fe80::/10"]
    assert summarize_networks(entries) == [
        "9.0.0.0/8",
        "10.0.0.0/8",
        "100.64.0.0/10",
        "::1/128",
        "2001:db8::/32",
        "fe80::/10",
    ]


def test_ipv6_canonical_form_and_merge():
    entries = ["2001:DB8:0:0:8000::/65", "2001:0db8::/65"]
    assert summarize_networks(entries) == ["2001:db8::/64"]


def test_host_bits_set_raises():
    for entry in ["10.0.0.1/24", "192.168.1.128/24", "2001:db8::1/64"]:
        with pytest.raises(ValueError):
            summarize_networks(["10.0.0.0/8", entry])


def test_invalid_entries_raise():
    for entry in ["10.0.0.0/33", "256.1.1.1", "10.0.0.0/", "", " 10.0.0.0/8", "2001:db8::/129", "example.com"]:
        with pytest.raises(ValueError):
            summarize_networks([entry])


def test_input_not_modified():
    entries = ["10.0.0.128/25", "10.0.0.0/25", "10.0.0.0/25"]
    snapshot = list(entries)
    summarize_networks(entries)
    assert entries == snapshot


def test_whole_space_and_zero_prefix():
    assert summarize_networks(["0.0.0.0/1", "128.0.0.0/1", "10.0.0.0/8"]) == ["0.0.0.0/0"]
    assert summarize_networks(["::/0", "2001:db8::/32", "1.2.3.4"]) == ["1.2.3.4/32", "::/0"]


def test_whitespace_or_malformed_prefix_rejected():
    for entry in ("10.0.0.0/8 ", "\t::1", "10.0.0.0 /8", "10.0.0.0/-1", "10.0.0.0/8\n", "1.2.3.4/32/32"):
        with pytest.raises(ValueError):
            summarize_networks(["192.0.2.0/24", entry])


def test_host_bits_set_is_an_error_in_either_family():
    for entries in (["10.0.0.1/24"], ["2001:db8::1/32"], ["172.16.0.0/12", "172.16.0.1/31"]):
        with pytest.raises(ValueError):
            summarize_networks(entries)


def test_ipv6_hosts_merge_into_one_block():
    entries = ["2001:db8::3", "2001:db8::", "2001:db8::2", "2001:DB8::1"]
    assert summarize_networks(entries) == ["2001:db8::/126"]
    assert summarize_networks(["2001:db8::1", "2001:db8::", "0.0.0.1"]) == ["0.0.0.1/32", "2001:db8::/127"]


def test_sorted_numerically_not_as_text():
    entries = ["10::/16", "100.0.0.0/8", "9::/16", "10.0.0.0/8", "9.0.0.0/8", "2.0.0.0/8"]
    assert summarize_networks(entries) == ["2.0.0.0/8", "9.0.0.0/8", "10.0.0.0/8", "100.0.0.0/8",
                                           "9::/16", "10::/16"]


def test_surrounding_whitespace_rejected_in_either_family():
    for entries in (["10.0.0.0/8", "  2001:db8::/48"], ["10.1.2.3\r"], ["::/0", " 0.0.0.0/0"]):
        with pytest.raises(ValueError):
            summarize_networks(entries)


def test_result_is_a_new_list():
    entries = ["10.0.0.0/8", "2001:db8::/32"]
    result = summarize_networks(entries)
    assert result == ["10.0.0.0/8", "2001:db8::/32"]
    assert result is not entries
    result.append("192.0.2.0/24")
    assert entries == ["10.0.0.0/8", "2001:db8::/32"]


def test_host_bits_set_anywhere_in_the_list_raises():
    for entries in (["10.0.0.0/25", "10.0.0.128/24"], ["::1", "fe80::1/10"], ["192.169.0.0/15"]):
        with pytest.raises(ValueError):
            summarize_networks(entries)
