"""Relation-to-URL map from an HTTP Link header."""
import re
from urllib.parse import urljoin

_ELEMENT = re.compile(r"\s*<([^>]*)>\s*((?:;.*)?)")


def parse_link_header(value, base_url):
    links = {}
    for element in value.split(","):
        if not element.strip():
            continue
        match = _ELEMENT.fullmatch(element)
        if match is None or match[2].count('"') % 2:
            raise ValueError
        target, params = match.groups()
        for param in params.split(";"):
            name, _, arg = param.partition("=")
            if name.strip().lower() == "rel":
                for relation in arg.strip().strip('"').split():
                    links.setdefault(relation.lower(), urljoin(base_url, target.strip()))
                break
    return links
