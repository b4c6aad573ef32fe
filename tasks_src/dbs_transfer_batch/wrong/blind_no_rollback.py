# blind: R10 - raises ValueError without rolling back, leaving earlier transfers of the batch applied in an open transaction
# differs on: A=10,B=0: [('A','B',5), ('A','B',50)] raises but conn still shows A=5, B=5 with a transaction open
import sqlite3


def apply_transfers(conn, transfers):
    if not transfers:
        return {}
    try:
        balances = {}
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
            if balances[source] < amount:
                raise ValueError("insufficient funds in %r" % (source,))
            balances[source] -= amount
            balances[target] += amount
            conn.execute("UPDATE accounts SET balance = balance - ? WHERE id = ?", (amount, source))
            conn.execute("UPDATE accounts SET balance = balance + ? WHERE id = ?", (amount, target))
        conn.commit()
    except sqlite3.Error:
        conn.rollback()
        raise
    return dict(balances)
