import re

PATTERN = re.compile(r"\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?-)([^{}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)")


def expand_vars(template, env):
    def replace(match):
        if match.group(0) == "$$":
            return "\0"
        name = match.group(1) or match.group(4)
        operator = match.group(2)
        if operator is not None:
            value = env.get(name)
            if value is None or (operator == ":-" and value == ""):
                return match.group(3)
            return value
        if name not in env:
            raise KeyError(name)
        return env[name]

    result = template
    for _ in range(10):
        expanded = PATTERN.sub(replace, result)
        if expanded == result:
            break
        result = expanded
    if "${" in result:
        raise ValueError("malformed template")
    return result.replace("\0", "$")
