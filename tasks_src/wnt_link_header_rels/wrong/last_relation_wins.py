"""Relation-to-URL map from an HTTP Link header (RFC 8288 subset)."""
import re
from urllib.parse import urljoin

_ELEMENT = re.compile(r'\s*(?:<([^>]*)>\s*((?:;(?:[^,"]|"[^"]*")*)?))?\s*(?:,|\Z)')
_PARAM = re.compile(r'(?:[^;"]|"[^"]*")+')


def parse_link_header(value, base_url):
    links = {}
    position = 0
    while position < len(value):
        match = _ELEMENT.match(value, position)
        if match is None:
            raise ValueError
        position = match.end()
        target, params = match.groups()
        if target is None:
            continue
        for param in _PARAM.findall(params):
            name, _, arg = param.partition("=")
            if name.strip().lower() == "rel":
                arg = arg.strip()
                if arg.startswith('"') and arg.endswith('"'):
                    arg = arg[1:-1]
                for relation in arg.split():
                    links[relation.lower()] = urljoin(base_url, target.strip())
                break
    return links
