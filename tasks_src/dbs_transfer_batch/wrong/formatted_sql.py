def apply_transfers(conn, transfers):
    balances = {}
    with conn:
        for source, target, amount in transfers:
            if type(amount) is not int or amount <= 0 or source == target:
                raise ValueError("invalid transfer")
            for account, delta in ((source, -amount), (target, amount)):
                row = conn.execute(f"SELECT balance FROM accounts WHERE id = '{account}'").fetchone()
                if row is None or row[0] + delta < 0:
                    raise ValueError("invalid transfer")
                conn.execute(f"UPDATE accounts SET balance = {row[0] + delta} WHERE id = '{account}'")
                balances[account] = row[0] + delta
    return balances
