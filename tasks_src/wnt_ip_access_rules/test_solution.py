import pytest

from solution import check_access

OFFICE = ["allow 10.0.0.0/8", "deny 10.1.0.0/16", "allow 10.1.2.0/24"]


def test_longest_prefix_decides():
    assert check_access("10.1.2.3", OFFICE) is True
    assert check_access("10.1.3.3", OFFICE) is False
    assert check_access("10.9.9.9", OFFICE) is True
    assert check_access("10.1.2.3", ["deny 10.1.2.0/24"] + OFFICE, default=True) is False


def test_default_when_nothing_matches():
    assert check_access("192.168.1.1", OFFICE) is False
    assert check_access("192.168.1.1", OFFICE, default=True) is True
    assert check_access("10.1.3.3", OFFICE, default=True) is False


def test_deny_wins_tie_in_any_order():
    rules = ["allow 198.51.100.0/24", "deny 198.51.100.0/24"]
    assert check_access("198.51.100.20", rules) is False
    assert check_access("198.51.100.20", rules[::-1], default=True) is False
    assert check_access("198.51.100.20", ["allow 198.51.100.0/24"]) is True


def test_bare_address_rule_is_single_host():
    rules = ["allow 0.0.0.0/0", "deny 203.0.113.9"]
    assert check_access("203.0.113.9", rules) is False
    assert check_access("203.0.113.10", rules) is True
    assert check_access("2001:db8::9", ["deny 2001:db8::9", "allow ::/0"]) is False
    assert check_access("2001:db8::a", ["deny 2001:db8::9", "allow ::/0"]) is True


def test_ipv4_mapped_ipv6_address_is_ipv4():
    assert check_access("::ffff:10.1.2.3", OFFICE) is True
    assert check_access("::ffff:10.1.3.3", OFFICE, default=True) is False
    rules = ["deny 192.0.2.0/24", "allow ::/0"]
    assert check_access("::ffff:192.0.2.1", rules, default=True) is False
    assert check_access("::ffff:198.51.100.1", rules) is False


def test_ipv6_rules_and_version_separation():
    rules = ["deny 2001:db8::/32", "allow 2001:db8:ab::/48", "allow 0.0.0.0/0"]
    assert check_access("2001:db8:ab::1", rules) is True
    assert check_access("2001:db8:ac::1", rules, default=True) is False
    assert check_access("2001:db9::1", rules) is False
    assert check_access("203.0.113.1", ["allow ::/0"]) is False
    assert check_access("::ffff:10.1.2.4", ["allow ::/0", "deny 10.0.0.0/8"], True) is False


def test_invalid_rules_raise_even_after_a_match():
    bad_rules = [
        "permit 10.0.0.0/8",
        "ALLOW 10.0.0.0/8",
        "allow 10.0.0.1/8",
        "allow 10.0.0.0/33",
        "allow",
        "allow 10.0.0.0/8 now",
        "deny 10.0.0.0/8x",
    ]
    for bad in bad_rules:
        with pytest.raises(ValueError):
            check_access("10.0.0.1", ["allow 10.0.0.1", bad])


def test_invalid_address_raises():
    for address in ("10.0.0", "10.0.0.256", "", "10.0.0.1/32", "host.example", "2001:db8:::1"):
        with pytest.raises(ValueError):
            check_access(address, OFFICE)


def test_network_boundaries_and_whitespace():
    rules = ["  deny   192.0.2.0/30 ", "allow 192.0.2.0/24"]
    assert check_access("192.0.2.0", rules) is False
    assert check_access("192.0.2.3", rules) is False
    assert check_access("192.0.2.4", rules) is True
    assert check_access("192.0.2.255", rules) is True
    assert check_access("192.0.3.0", rules) is False


def test_empty_rules_and_input_unchanged():
    assert check_access("10.0.0.1", []) is False
    assert check_access("10.0.0.1", [], default=True) is True
    rules = list(OFFICE)
    check_access("10.1.2.3", rules)
    assert rules == OFFICE


def test_address_with_prefix_or_port_raises():
    for address in ("10.0.0.1/32", "2001:db8::1/128", "10.0.0.1:80", "[2001:db8::1]", "::ffff:10.0.0.1/128"):
        with pytest.raises(ValueError):
            check_access(address, ["allow 0.0.0.0/0", "allow ::/0"], default=True)


def test_uppercase_action_or_host_bits_raise_even_when_unused():
    for bad in ("ALLOW 10.0.0.0/8", "Deny 10.0.0.0/8", "allow 10.0.0.1/8", "deny 2001:db8::1/32",
                "allow 1.2.3.4/0", "permit 1.2.3.4", "deny", "allow 10.0.0.0/8 10.0.0.0/8"):
        with pytest.raises(ValueError):
            check_access("8.8.8.8", ["allow 8.8.8.8", bad])


def test_mapped_address_never_matches_ipv6_rules():
    assert check_access("::ffff:203.0.113.5", ["allow ::ffff:0:0/96", "allow ::/0"]) is False
    assert check_access("::ffff:203.0.113.5", ["deny ::/0"], default=True) is True
    assert check_access("::ffff:203.0.113.5", ["deny ::/0", "allow 203.0.113.5"]) is True


def test_equal_prefix_tie_goes_to_deny():
    assert check_access("10.1.0.0", ["deny 10.1.0.0/16", "allow 10.1.0.0/16"], default=True) is False
    assert check_access("192.0.2.5", ["allow 192.0.2.5", "deny 192.0.2.5/32"]) is False
    assert check_access("2001:db8::1", ["allow 2001:db8::/64", "deny 2001:db8::/64"], True) is False


def test_first_and_last_address_of_ipv6_network_match():
    rules = ["deny 2001:db8::/126", "allow 2001:db8::/64"]
    assert check_access("2001:db8::", rules) is False
    assert check_access("2001:db8::3", rules) is False
    assert check_access("2001:db8::4", rules) is True
    assert check_access("10.0.0.0", ["allow 10.0.0.0/8"]) is True


def test_network_and_broadcast_addresses_match():
    assert check_access("10.255.255.255", ["allow 10.0.0.0/8"]) is True
    assert check_access("172.16.0.0", ["allow 172.16.0.0/12"]) is True
    assert check_access("192.0.2.7", ["deny 192.0.2.4/30"], default=True) is False
    assert check_access("192.0.2.8", ["deny 192.0.2.4/30"], default=True) is True


def test_rules_that_do_not_contain_the_address_are_validated_too():
    for bad in ("Deny 192.168.0.0/16", "allow 192.168.0.1/16", "deny 2001:db8::1/64",
                "DENY ::/0", "allow 300.0.0.0/8", "allow 10.0.0.0 /8"):
        with pytest.raises(ValueError):
            check_access("10.1.2.3", ["allow 10.0.0.0/8", bad], default=True)


def test_ipv6_single_host_rule():
    assert check_access("2001:db8::5", ["allow 2001:db8::5"]) is True
    assert check_access("2001:db8::6", ["allow 2001:db8::5"]) is False


def test_address_given_as_a_network_raises():
    for address in ("192.0.2.1/24", "10.0.0.0/8", "2001:db8::/32", "0.0.0.0/0"):
        with pytest.raises(ValueError):
            check_access(address, ["allow 0.0.0.0/0", "allow ::/0"], default=True)
