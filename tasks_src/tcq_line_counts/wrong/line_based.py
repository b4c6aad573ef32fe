def count_lines(source):
    result = {"total": 0, "code": 0, "comment": 0, "blank": 0, "logical": 0}
    depth = 0
    for line in source.splitlines():
        result["total"] += 1
        stripped = line.strip()
        if not stripped:
            result["blank"] += 1
        elif stripped.startswith("#"):
            result["comment"] += 1
        else:
            result["code"] += 1
            if depth == 0 and not stripped.endswith("\\"):
                result["logical"] += 1 + stripped.count(";")
        depth += sum(stripped.count(c) for c in "([{") - sum(stripped.count(c) for c in ")]}")
        depth = max(depth, 0)
    return result
