"""Three days of a small web shop's access log, with bots and a few damaged lines.

Visitors come from a pool of addresses in the documentation ranges; each visits in
bursts (sessions) of a few requests seconds to minutes apart, sessions hours apart.
Bots (crawlers, monitors, scripts) request pages at a steady pace. About 2% of the lines
are damaged the ways real logs are: cut short, a broken timestamp, a status that is not
a number, a stray blank line. Everything comes from one ``random.Random(seed)``, so a
seed gives the same bytes everywhere.

    python generate.py --seed 4242 --out .
"""

from __future__ import annotations

import argparse
import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

START = datetime(2026, 3, 14, tzinfo=timezone.utc)
DAYS = 3
VISITORS = 45
BOTS = (
    ("198.51.100.200", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"),
    ("198.51.100.201", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"),
    ("198.51.100.202", "UptimeMonitor/1.4 (+https://status.example)"),
    ("198.51.100.203", "python-requests/2.32.3"),
)
BROWSERS = (
    "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15",
)
PAGES = (("/", 30), ("/products", 18), ("/products/17", 9), ("/products/42", 8), ("/products/63", 5),
         ("/cart", 7), ("/checkout", 4), ("/search", 10), ("/about", 3), ("/contact", 2),
         ("/static/app.js", 12), ("/static/style.css", 12), ("/api/stock", 6), ("/old-page", 2))
BOT_BOOKKEEPING = ("/robots.txt", "/sitemap.xml", "/health")
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
QUERIES = ("", "", "", "?ref=mail", "?q=lamp", "?page=2", "?utm_source=news")
DAMAGED_SHARE = 0.02
#: The programs' session gap: the data holds gaps of exactly it and of one second more.
SESSION_GAP_S = 1800


def clf_time(moment: datetime) -> str:
    return f"{moment.day:02d}/{MONTHS[moment.month - 1]}/{moment.year}:{moment:%H:%M:%S} +0000"


def status_for(path: str, method: str, rng: random.Random) -> int:
    if path == "/old-page":
        return 404
    draw = rng.random()
    if draw < 0.03:
        return rng.choice((500, 502, 503))
    if draw < 0.06:
        return 404
    if method == "GET" and path.startswith("/static/") and draw < 0.40:
        return 304
    if method == "POST" and path == "/checkout":
        return rng.choice((201, 303))
    return 200


def line(ip: str, moment: datetime, method: str, target: str, status: int, size: int,
         referer: str, agent: str, seconds: float) -> str:
    size_text = "-" if status == 304 or size == 0 else str(size)
    return (f'{ip} - - [{clf_time(moment)}] "{method} {target} HTTP/1.1" {status} {size_text} '
            f'"{referer}" "{agent}" {seconds:.3f}')


def visitor_requests(rng: random.Random) -> list[tuple]:
    out = []
    pages, weights = zip(*PAGES)
    for number in range(VISITORS):
        ip = f"{rng.choice(('192.0.2', '203.0.113'))}.{number + 10}"
        agent = rng.choice(BROWSERS)
        moment = START + timedelta(seconds=rng.randrange(DAYS * 86400 // 3))
        end = START + timedelta(days=DAYS)
        while moment < end:
            referer = "-"
            for _ in range(rng.randint(1, 9)):
                path = rng.choices(pages, weights)[0]
                method = "POST" if path in ("/cart", "/checkout") and rng.random() < 0.5 else "GET"
                target = path + (rng.choice(QUERIES) if method == "GET" else "")
                status = status_for(path, method, rng)
                seconds = round(rng.lognormvariate(-2.3, 0.7) * (4 if path.startswith("/api") else 1), 3)
                out.append((moment, ip, method, target, status, rng.randint(200, 90000), referer, agent, seconds))
                referer = f"https://shop.example{path}"
                # now and then exactly the session gap, which still continues the session
                moment += timedelta(seconds=SESSION_GAP_S if rng.random() < 0.03 else rng.randint(2, 600))
            moment += timedelta(seconds=SESSION_GAP_S + 1 if rng.random() < 0.05 else rng.randint(1900, 40000))
    return out


def bot_requests(rng: random.Random) -> list[tuple]:
    out = []
    pages = [p for p, _ in PAGES] + list(BOT_BOOKKEEPING)
    for ip, agent in BOTS:
        moment = START + timedelta(seconds=rng.randrange(3600))
        while moment < START + timedelta(days=DAYS):
            path = rng.choice(pages)
            status = status_for(path, "GET", rng) if path not in BOT_BOOKKEEPING else 200
            out.append((moment, ip, "GET", path, status, rng.randint(100, 40000), "-", agent,
                        round(rng.lognormvariate(-2.5, 0.5), 3)))
            moment += timedelta(seconds=rng.randint(300, 2400))
    return out


def damage(text: str, rng: random.Random) -> str:
    kind = rng.randrange(4)
    if kind == 0:
        return text[: rng.randrange(10, len(text) - 10)]
    if kind == 1:
        return text.replace("/Mar/", "/Mrz/", 1)
    if kind == 2:
        head, _, tail = text.partition('" ')
        return head + '" OK ' + tail.split(" ", 1)[1]
    return ""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    requests = sorted(visitor_requests(rng) + bot_requests(rng), key=lambda r: (r[0], r[1]))
    lines = []
    for request in requests:
        text = line(request[1], *request[0:1], *request[2:])
        lines.append(damage(text, rng) if rng.random() < DAMAGED_SHARE else text)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "access.log").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (out / "bots.txt").write_text("# user-agent fragments of known robots, matched case-insensitively\n"
                                  "googlebot\nbingbot\n\nuptimemonitor\npython-requests\ncurl/\n",
                                  encoding="utf-8")


if __name__ == "__main__":
    main()
