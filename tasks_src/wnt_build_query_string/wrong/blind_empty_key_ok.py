# blind: R2 - an empty key is accepted and written as '=value'
# differs on: build_query({'': 'x'}) -> expected ValueError
from urllib.parse import quote


def _scalar(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        return v
    raise TypeError("unsupported value type %s" % type(v).__name__)


def build_query(params: dict) -> str:
    pairs = []
    for key, value in params.items():
        if value is None:
            continue
        if isinstance(value, (list, tuple)):
            items = value
        else:
            items = [value]
        for item in items:
            if item is None:
                continue
            if isinstance(item, (list, tuple)):
                raise TypeError("nested sequences are not allowed")
            pairs.append(quote(key, safe="") + "=" + quote(_scalar(item), safe=""))
    return "&".join(pairs)
