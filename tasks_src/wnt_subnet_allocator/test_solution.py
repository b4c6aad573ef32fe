import pytest

from solution import allocate_subnets

POOL = "10.0.0.0/24"


def test_sequential_allocation_from_start_of_pool():
    result = allocate_subnets(POOL, [26, 26, 25])
    assert result == ["10.0.0.0/26", "10.0.0.64/26", "10.0.0.128/25"]
    assert type(result) is list and all(type(s) is str for s in result)


def test_blocks_are_aligned_to_their_size():
    assert allocate_subnets(POOL, [27, 26]) == ["10.0.0.0/27", "10.0.0.64/26"]


def test_first_fit_backfills_lower_gaps():
    assert allocate_subnets(POOL, [27, 26, 27]) == ["10.0.0.0/27", "10.0.0.64/26", "10.0.0.32/27"]
    assert allocate_subnets(POOL, [28, 25, 28, 26]) == [
        "10.0.0.0/28", "10.0.0.128/25", "10.0.0.16/28", "10.0.0.64/26"]
    # the first /26 candidate starts before the reserved /28 but still contains it
    assert allocate_subnets(POOL, [26, 28], ["10.0.0.16/28"]) == ["10.0.0.64/26", "10.0.0.0/28"]


def test_reserved_block_is_skipped():
    reserved = ["10.0.0.0/25", "10.0.0.192/26"]
    assert allocate_subnets(POOL, [26], reserved) == ["10.0.0.128/26"]
    assert reserved == ["10.0.0.0/25", "10.0.0.192/26"]


def test_candidate_containing_a_small_reserved_block_is_rejected():
    assert allocate_subnets(POOL, [25], ["10.0.0.48/28"]) == ["10.0.0.128/25"]
    assert allocate_subnets(POOL, [28, 28, 28, 28], ["10.0.0.48/28"]) == [
        "10.0.0.0/28", "10.0.0.16/28", "10.0.0.32/28", "10.0.0.64/28"]
    assert allocate_subnets(POOL, [26, 26], ["10.0.0.100/32"]) == ["10.0.0.0/26", "10.0.0.128/26"]


def test_pool_exhausted_raises_value_error():
    with pytest.raises(ValueError):
        allocate_subnets(POOL, [25, 25, 30])
    with pytest.raises(ValueError):
        allocate_subnets(POOL, [25], ["10.0.0.64/26", "10.0.0.128/26"])


def test_pool_can_be_filled_to_its_last_address():
    result = allocate_subnets(POOL, [25, 26, 27, 28, 29, 30, 31, 32, 32])
    assert result == ["10.0.0.0/25", "10.0.0.128/26", "10.0.0.192/27", "10.0.0.224/28",
                      "10.0.0.240/29", "10.0.0.248/30", "10.0.0.252/31", "10.0.0.254/32",
                      "10.0.0.255/32"]
    with pytest.raises(ValueError):
        allocate_subnets(POOL, [25, 26, 27, 28, 29, 30, 31, 32, 32, 32])
    assert allocate_subnets("10.0.1.0/24", [25], ["10.0.1.0/25"]) == ["10.0.1.128/25"]


def test_reserved_outside_or_covering_the_pool():
    assert allocate_subnets(POOL, [24], ["192.168.0.0/16", "10.0.1.0/24"]) == ["10.0.0.0/24"]
    with pytest.raises(ValueError):
        allocate_subnets(POOL, [32], ["10.0.0.0/8"])


def test_invalid_arguments_raise_value_error():
    for bad_pool in ("10.0.0.1/24", "10.0.0.0/33", "fd00::/64", "not-a-network"):
        with pytest.raises(ValueError):
            allocate_subnets(bad_pool, [28])
    with pytest.raises(ValueError):
        allocate_subnets(POOL, [23])
    with pytest.raises(ValueError):
        allocate_subnets(POOL, [33])
    with pytest.raises(ValueError):
        allocate_subnets(POOL, [28], ["10.0.0.3/28"])
    assert allocate_subnets(POOL, [24]) == ["10.0.0.0/24"]
    assert allocate_subnets(POOL, [32]) == ["10.0.0.0/32"]


def test_no_requests_gives_empty_list():
    assert allocate_subnets(POOL, []) == []
    assert allocate_subnets(POOL, [], ["10.0.0.0/24"]) == []


def test_requests_served_in_given_order():
    assert allocate_subnets(POOL, [30, 25]) == ["10.0.0.0/30", "10.0.0.128/25"]
    with pytest.raises(ValueError):
        allocate_subnets(POOL, [30, 24])
    reserved = ["10.0.0.0/26"]
    assert allocate_subnets(POOL, [26, 26, 26], reserved) == [
        "10.0.0.64/26", "10.0.0.128/26", "10.0.0.192/26"]
    assert reserved == ["10.0.0.0/26"]


def test_larger_pool_and_overlapping_reservations():
    reserved = ["10.0.0.0/30", "10.0.0.8/29", "10.0.0.8/30"]
    assert allocate_subnets("10.0.0.0/16", [29, 30, 23], reserved) == [
        "10.0.0.16/29", "10.0.0.4/30", "10.0.2.0/23"]


def test_bare_address_reservation_and_last_block_of_larger_pool():
    assert allocate_subnets("172.16.0.0/22", [32, 23, 24], ["172.16.0.0"]) == [
        "172.16.0.1/32", "172.16.2.0/23", "172.16.1.0/24"]
    with pytest.raises(ValueError):
        allocate_subnets("172.16.0.0/22", [32, 23, 23], ["172.16.0.0"])
    # an address with a prefix length is a network, and its host bits must be zero
    with pytest.raises(ValueError):
        allocate_subnets("172.16.0.0/22", [32], ["172.16.0.1/31"])


def test_host_bits_or_ipv6_in_pool_or_reserved_raise():
    with pytest.raises(ValueError):
        allocate_subnets("10.0.0.1/24", [26])
    for reserved in (["10.0.0.3/30"], ["fd00::/64"], ["10.0.0.0/33"], ["10.0.0.0/25", "10.0.0.129/25"]):
        with pytest.raises(ValueError):
            allocate_subnets(POOL, [26], reserved)


def test_reservation_covering_the_pool_blocks_everything():
    for pool, reserved in (("10.0.0.0/24", ["10.0.0.0/16"]), ("10.0.1.0/24", ["10.0.0.0/23"]),
                           ("192.168.4.0/30", ["0.0.0.0/0"])):
        with pytest.raises(ValueError):
            allocate_subnets(pool, [32], reserved)
    assert allocate_subnets("10.0.1.0/24", [25], ["10.0.0.0/24", "10.0.2.0/23"]) == ["10.0.1.0/25"]


def test_prefix_outside_the_pool_range_raises():
    for pool, requests in ((POOL, [23]), (POOL, [33]), (POOL, [24, 0]), ("10.0.0.0/16", [15])):
        with pytest.raises(ValueError):
            allocate_subnets(pool, requests)
    assert allocate_subnets("10.0.0.0/16", [16]) == ["10.0.0.0/16"]


def test_reservation_containing_the_pool_among_others():
    with pytest.raises(ValueError):
        allocate_subnets("192.168.10.128/25", [30], ["192.168.0.0/16"])
    with pytest.raises(ValueError):
        allocate_subnets("10.8.0.0/30", [32], ["10.9.0.0/16", "10.8.0.0/29"])
    assert allocate_subnets("10.8.0.0/30", [31], ["10.9.0.0/16", "10.8.0.4/30"]) == ["10.8.0.0/31"]
