def reporting_chain(managers, employee):
    for start in managers:
        seen = set()
        person = start
        while person is not None:
            if person in seen:
                raise ValueError("cycle")
            seen.add(person)
            person = managers[person]
    chain = []
    person = employee
    while person is not None:
        chain.append(person)
        person = managers[person]
    return chain
