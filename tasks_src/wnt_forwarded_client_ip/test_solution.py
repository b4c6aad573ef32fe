import pytest

from solution import client_ip

TRUSTED = ["10.0.0.0/8", "192.168.1.1", "2001:db8:ffff::/48"]


def test_untrusted_peer_ignores_header():
    assert client_ip("203.0.113.9", ["198.51.100.7"], TRUSTED) == "203.0.113.9"
    assert client_ip("203.0.113.9", ["not-an-ip"], TRUSTED) == "203.0.113.9"
    assert client_ip("2001:DB8::0009", ["198.51.100.7"], TRUSTED) == "2001:db8::9"


def test_single_trusted_proxy():
    result = client_ip("10.0.0.2", ["198.51.100.7"], TRUSTED)
    assert result == "198.51.100.7"
    assert type(result) is str
    assert client_ip("10.0.0.2", ["1.1.1.1, 203.0.113.9"], TRUSTED) == "203.0.113.9"


def test_walks_past_trusted_hops_and_ignores_forged_prefix():
    header = ["6.6.6.6, 198.51.100.7, 192.168.1.1, 10.2.2.2"]
    assert client_ip("10.1.1.1", header, TRUSTED) == "198.51.100.7"
    assert client_ip("192.168.1.1", ["203.0.113.5, 192.168.1.2"], TRUSTED) == "192.168.1.2"
    assert client_ip("192.168.1.1", ["10.3.3.3, 10.4.4.4"], TRUSTED) == "10.3.3.3"


def test_all_trusted_returns_leftmost():
    assert client_ip("10.0.0.1", ["10.0.0.9, 192.168.1.1"], TRUSTED) == "10.0.0.9"
    assert client_ip("10.0.0.1", [], TRUSTED) == "10.0.0.1"


def test_multiple_header_lines_in_order():
    assert client_ip("10.0.0.1", ["198.51.100.7, 10.0.0.5", "10.0.0.6"], TRUSTED) == "198.51.100.7"
    assert client_ip("10.0.0.1", ["203.0.113.1", "198.51.100.2"], TRUSTED) == "198.51.100.2"
    assert client_ip("10.0.0.1", ["203.0.113.1", "10.9.9.9", "10.8.8.8"], TRUSTED) == "203.0.113.1"
    assert client_ip("10.0.0.1", ["198.51.100.7,", "", "10.0.0.5"], TRUSTED) == "198.51.100.7"


def test_invalid_peer_or_trusted_raises():
    with pytest.raises(ValueError):
        client_ip("10.0.0.1:8080", [], TRUSTED)
    with pytest.raises(ValueError):
        client_ip("localhost", ["198.51.100.7"], TRUSTED)
    with pytest.raises(ValueError):
        client_ip("10.0.0.1", ["198.51.100.7"], ["10.0.0.1/8"])
    with pytest.raises(ValueError):
        client_ip("10.0.0.1", ["198.51.100.7"], ["proxy.internal"])


def test_elements_left_of_client_not_examined():
    header = ["unknown, not-an-ip:1, 198.51.100.7, 10.0.0.3"]
    assert client_ip("10.0.0.1", header, TRUSTED) == "198.51.100.7"
    assert client_ip("10.0.0.1", ["garbage", "203.0.113.4"], TRUSTED) == "203.0.113.4"
    assert client_ip("2001:db8:1::5", ["10.0.0.3"], TRUSTED) == "2001:db8:1::5"


def test_empty_trusted_list_returns_peer():
    assert client_ip("10.0.0.1", ["198.51.100.7"], []) == "10.0.0.1"
    assert client_ip("2001:db8:ffff::1", ["198.51.100.7"], []) == "2001:db8:ffff::1"


def test_whitespace_and_empty_elements_skipped():
    header = [" , 198.51.100.7 ,\t, 10.0.0.4 ", ""]
    assert client_ip("10.0.0.1", header, TRUSTED) == "198.51.100.7"
    assert client_ip("10.0.0.1", [",,", "\t10.0.0.8\t"], TRUSTED) == "10.0.0.8"


def test_ipv6_chain():
    header = ["2001:db8:1::7, 2001:db8:ffff:1::2"]
    assert client_ip("2001:db8:ffff::9", header, TRUSTED) == "2001:db8:1::7"
    header = ["2001:0DB8:0001::0007 ,\t2001:db8:ffff:1::2"]
    assert client_ip("2001:DB8:FFFF::9", header, TRUSTED) == "2001:db8:1::7"


def test_invalid_examined_element_raises():
    with pytest.raises(ValueError):
        client_ip("10.0.0.1", ["198.51.100.7:443"], TRUSTED)
    with pytest.raises(ValueError):
        client_ip("10.0.0.1", ["198.51.100.7, garbage"], TRUSTED)
    with pytest.raises(ValueError):
        client_ip("10.0.0.1", ["[2001:db8::1]"], TRUSTED)
    with pytest.raises(ValueError):
        client_ip("not-an-ip", [], TRUSTED)


def test_address_family_mismatch_is_untrusted():
    assert client_ip("::1", ["198.51.100.7"], ["10.0.0.0/8", "127.0.0.0/8"]) == "::1"
    assert client_ip("::1", ["198.51.100.7"], ["::1"]) == "198.51.100.7"


def test_canonical_output_and_input_untouched():
    header = ["2001:0DB8:0000::0042", "10.0.0.7"]
    trusted = list(TRUSTED)
    assert client_ip("10.0.0.1", header, trusted) == "2001:db8::42"
    assert client_ip("2001:DB8:FFFF::1", ["2001:DB8::1"], trusted) == "2001:db8::1"
    assert client_ip("2001:0db8::0001", [], trusted) == "2001:db8::1"
    assert header == ["2001:0DB8:0000::0042", "10.0.0.7"]
    assert trusted == TRUSTED


def test_hops_from_several_lines_with_empty_elements():
    header = ["unknown, 10.0.0.3,,", "", "8.8.8.8 ,\t"]
    assert client_ip("10.0.0.1", header, TRUSTED) == "8.8.8.8"
    assert header == ["unknown, 10.0.0.3,,", "", "8.8.8.8 ,\t"]
    assert client_ip("10.0.0.1", ["198.51.100.9", "10.0.0.3"], TRUSTED) == "198.51.100.9"


def test_trusted_entry_with_host_bits_raises():
    for trusted in (["10.0.0.1/8"], ["2001:db8::1/32"], ["10.0.0.0/8", "192.168.1.0/23"]):
        with pytest.raises(ValueError):
            client_ip("203.0.113.9", [], trusted)
    assert client_ip("192.168.0.7", ["1.2.3.4"], ["192.168.0.0/23"]) == "1.2.3.4"


def test_examined_element_with_port_or_brackets_raises():
    for header in (["198.51.100.7:443"], ["[::1]"], ["203.0.113.9:80, 10.0.0.5"], ["[2001:db8::1]:443"]):
        with pytest.raises(ValueError):
            client_ip("10.0.0.1", header, TRUSTED)


def test_port_on_an_examined_hop_raises_even_if_the_address_is_trusted():
    for header in (["10.0.0.5:80"], ["198.51.100.7:443", "10.0.0.6"], ["1.2.3.4:0, 10.1.1.1"]):
        with pytest.raises(ValueError):
            client_ip("10.0.0.1", header, TRUSTED)


def test_bare_address_trusts_only_that_host():
    assert client_ip("192.168.1.1", ["203.0.113.5"], TRUSTED) == "203.0.113.5"
    assert client_ip("192.168.1.3", ["203.0.113.5"], TRUSTED) == "192.168.1.3"


def test_any_trusted_network_with_host_bits_raises():
    for trusted in (["172.16.0.1/12"], ["198.51.100.0/24", "fe80::1/64"], ["10.0.0.128/24"]):
        with pytest.raises(ValueError):
            client_ip("10.0.0.1", ["198.51.100.7"], trusted)
