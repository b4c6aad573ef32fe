"""All-or-nothing application of a batch of balance transfers."""

_SELECT_BALANCE = "SELECT balance FROM accounts WHERE id = ?"
_UPDATE_BALANCE = "UPDATE accounts SET balance = ? WHERE id = ?"


def _adjust(conn, account, delta):
    row = conn.execute(_SELECT_BALANCE, (account,)).fetchone()
    if row is None or row[0] + delta < 0:
        raise ValueError  # unknown account or insufficient funds
    conn.execute(_UPDATE_BALANCE, (row[0] + delta, account))
    return row[0] + delta


def apply_transfers(conn, transfers):
    balances = {}
    with conn:  # commits on success, rolls the whole batch back on any exception
        for source, target, amount in transfers:
            if type(amount) is not int or amount <= 0 or source == target:
                raise ValueError  # invalid amount or a transfer to the same account
            balances[source] = _adjust(conn, source, -amount)
            balances[target] = _adjust(conn, target, amount)
    return balances
