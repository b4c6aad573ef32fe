def reporting_chain(managers, employee):
    if employee not in managers:
        raise KeyError(employee)
    chain = []
    person = employee
    while person is not None:
        if person in chain:
            raise ValueError("cycle")
        chain.append(person)
        person = managers.get(person)
    return chain
