def apply_transfers(conn, transfers):
    initial = dict(conn.execute("SELECT id, balance FROM accounts"))
    for source, target, amount in transfers:
        if type(amount) is not int or amount <= 0 or source == target:
            raise ValueError("invalid transfer")
        if source not in initial or target not in initial or initial[source] < amount:
            raise ValueError("invalid transfer")
    balances = {}
    with conn:
        for source, target, amount in transfers:
            conn.execute("UPDATE accounts SET balance = balance - ? WHERE id = ?", (amount, source))
            conn.execute("UPDATE accounts SET balance = balance + ? WHERE id = ?", (amount, target))
        for source, target, _ in transfers:
            for account in (source, target):
                balances[account] = conn.execute(
                    "SELECT balance FROM accounts WHERE id = ?", (account,)).fetchone()[0]
        if any(value < 0 for value in balances.values()):
            raise ValueError("overdrawn")
    return balances
