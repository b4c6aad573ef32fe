# blind: R6 - checks each amount against the account's balance before the batch, not the running balance
# differs on: A=10: [('A','B',10), ('A','C',10)] succeeds with A=-10 instead of raising ValueError
import sqlite3


def apply_transfers(conn, transfers):
    if not transfers:
        return {}
    try:
        balances = {}
        original = {}
        for source, target, amount in transfers:
            if not isinstance(amount, int) or isinstance(amount, bool) or amount <= 0:
                raise ValueError("invalid amount: %r" % (amount,))
            if source == target:
                raise ValueError("source and target are the same account")
            for acct in (source, target):
                if acct not in balances:
                    row = conn.execute("SELECT balance FROM accounts WHERE id = ?", (acct,)).fetchone()
                    if row is None:
                        raise ValueError("unknown account: %r" % (acct,))
                    balances[acct] = int(row[0])
                    original[acct] = int(row[0])
            if original[source] < amount:
                raise ValueError("insufficient funds in %r" % (source,))
            balances[source] -= amount
            balances[target] += amount
            conn.execute("UPDATE accounts SET balance = balance - ? WHERE id = ?", (amount, source))
            conn.execute("UPDATE accounts SET balance = balance + ? WHERE id = ?", (amount, target))
        conn.commit()
    except BaseException:
        if conn.in_transaction:
            conn.rollback()
        raise
    return dict(balances)
