def reporting_chain(managers, employee):
    if employee not in managers:
        raise KeyError(employee)
    chain = [employee]
    person = employee
    for _ in range(len(managers)):
        boss = managers[person]
        if boss is None:
            break
        if boss == person:
            raise ValueError("self-managed")
        if boss not in managers:
            raise KeyError(boss)
        chain.append(boss)
        person = boss
    return chain
