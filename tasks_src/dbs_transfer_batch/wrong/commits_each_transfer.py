def apply_transfers(conn, transfers):
    balances = {}
    for source, target, amount in transfers:
        if type(amount) is not int or amount <= 0 or source == target:
            raise ValueError("invalid transfer")
        rows = dict(conn.execute("SELECT id, balance FROM accounts WHERE id IN (?, ?)", (source, target)))
        if source not in rows or target not in rows or rows[source] < amount:
            raise ValueError("invalid transfer")
        conn.execute("UPDATE accounts SET balance = balance - ? WHERE id = ?", (amount, source))
        conn.execute("UPDATE accounts SET balance = balance + ? WHERE id = ?", (amount, target))
        conn.commit()
        balances[source] = rows[source] - amount
        balances[target] = rows[target] + amount
    return balances
