def apply_transfers(conn, transfers):
    balances = {}
    with conn:
        for source, target, amount in transfers:
            if type(amount) is not int or source == target:
                raise ValueError("invalid transfer")
            for account, delta in ((source, -amount), (target, amount)):
                row = conn.execute("SELECT balance FROM accounts WHERE id = ?", (account,)).fetchone()
                if row is None or row[0] + delta < 0:
                    raise ValueError("invalid transfer")
                conn.execute("UPDATE accounts SET balance = ? WHERE id = ?", (row[0] + delta, account))
                balances[account] = row[0] + delta
    return balances
