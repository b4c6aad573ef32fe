def apply_transfers(conn, transfers):
    balances = {}
    savepoint_started = False
    try:
        for source, target, amount in transfers:
            if type(amount) is not int or amount <= 0 or source == target:
                raise ValueError("invalid transfer")
            for account, delta in ((source, -amount), (target, amount)):
                row = conn.execute("SELECT balance FROM accounts WHERE id = ?", (account,)).fetchone()
                if row is None or row[0] + delta < 0:
                    raise ValueError("invalid transfer")
                conn.execute("UPDATE accounts SET balance = ? WHERE id = ?", (row[0] + delta, account))
                savepoint_started = True
                balances[account] = row[0] + delta
    except ValueError:
        if savepoint_started:
            conn.rollback()
        raise
    return balances
