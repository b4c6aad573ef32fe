import copy
from datetime import date

import pytest

from solution import rate_on_date

CARD = [
    (date(2024, 1, 1), 1000),
    (date(2024, 3, 15), 1200),
    (date(2024, 7, 1), 1150),
]


def test_new_price_applies_on_its_effective_day():
    assert rate_on_date(CARD, date(2024, 3, 15)) == 1200
    assert rate_on_date(CARD, date(2024, 7, 1)) == 1150
    assert rate_on_date(CARD, date(2024, 1, 1)) == 1000
    card = [(date(2024, 2, 1), 200), (date(2024, 1, 1), 100)]
    assert rate_on_date(card, date(2024, 2, 1)) == 200
    assert card == [(date(2024, 2, 1), 200), (date(2024, 1, 1), 100)]


def test_day_between_changes():
    result = rate_on_date(CARD, date(2024, 5, 20))
    assert result == 1200
    assert type(result) is int


def test_entries_in_any_order():
    card = [
        (date(2024, 7, 1), 1150),
        (date(2024, 1, 1), 1000),
        (date(2024, 3, 15), 1200),
    ]
    assert rate_on_date(card, date(2024, 2, 10)) == 1000
    assert rate_on_date(card, date(2024, 6, 30)) == 1200
    assert rate_on_date(card, date(2025, 1, 1)) == 1150
    assert rate_on_date(card, date(2024, 3, 15)) == 1200


def test_day_after_last_change_uses_latest_price():
    assert rate_on_date(CARD, date(2030, 12, 31)) == 1150
    card = [(date(2021, 9, 1), 450), (date(2020, 1, 1), 300), (date(2021, 2, 1), 400)]
    assert rate_on_date(card, date(2023, 1, 1)) == 450
    assert rate_on_date(card, date(2021, 8, 31)) == 400


def test_day_before_first_entry_raises_lookup_error():
    with pytest.raises(LookupError):
        rate_on_date(CARD, date(2023, 12, 31))
    with pytest.raises(LookupError):
        rate_on_date([(date(2024, 3, 1), 500), (date(2024, 2, 1), 400)], date(2024, 1, 31))
    with pytest.raises(LookupError):
        rate_on_date([], date(1999, 9, 9))


def test_empty_card_raises_lookup_error():
    with pytest.raises(LookupError):
        rate_on_date([], date(2024, 1, 1))


def test_day_before_a_change_keeps_previous_price():
    assert rate_on_date(CARD, date(2024, 3, 14)) == 1000
    assert rate_on_date(CARD, date(2024, 6, 30)) == 1200


def test_single_entry_card():
    card = [(date(2022, 6, 1), 0)]
    assert rate_on_date(card, date(2022, 6, 1)) == 0
    assert rate_on_date(card, date(2099, 1, 1)) == 0


def test_input_not_modified():
    card = [
        (date(2024, 7, 1), 1150),
        (date(2024, 1, 1), 1000),
        (date(2024, 3, 15), 1200),
    ]
    before = copy.deepcopy(card)
    assert rate_on_date(card, date(2024, 4, 1)) == 1200
    assert card == before


def test_duplicate_effective_date_with_different_prices():
    card = [(date(2024, 5, 1), 700), (date(2024, 1, 1), 1000), (date(2024, 5, 1), 900)]
    with pytest.raises(ValueError):
        rate_on_date(card, date(2024, 1, 10))


def test_duplicate_effective_date_raises_value_error():
    card = [(date(2024, 1, 1), 1000), (date(2024, 2, 1), 1100), (date(2024, 1, 1), 1000)]
    with pytest.raises(ValueError):
        rate_on_date(card, date(2024, 3, 1))
    with pytest.raises(ValueError):
        rate_on_date(card, date(2023, 6, 1))


def test_equal_duplicates_rejected_before_lookup():
    card = [(date(2019, 4, 1), 250), (date(2019, 4, 1), 250)]
    with pytest.raises(ValueError):
        rate_on_date(card, date(2019, 3, 31))
    with pytest.raises(ValueError):
        rate_on_date(card, date(2019, 4, 2))


def test_duplicates_checked_even_when_day_is_before_every_entry():
    card = [(date(2024, 8, 1), 90), (date(2024, 6, 1), 80), (date(2024, 8, 1), 95)]
    with pytest.raises(ValueError):
        rate_on_date(card, date(2024, 1, 1))
    with pytest.raises(ValueError):
        rate_on_date([(date(2024, 6, 1), 80), (date(2024, 6, 1), 80)], date(2024, 5, 1))


def test_unsorted_card_keeps_its_order():
    card = [(date(2024, 2, 1), 200), (date(2024, 1, 1), 100)]
    assert rate_on_date(card, date(2024, 3, 1)) == 200
    assert card == [(date(2024, 2, 1), 200), (date(2024, 1, 1), 100)]


def test_empty_card_raises_lookup_error_for_any_day():
    with pytest.raises(LookupError):
        rate_on_date([], date(2099, 12, 31))
    with pytest.raises(LookupError):
        rate_on_date([], date(1970, 1, 1))
