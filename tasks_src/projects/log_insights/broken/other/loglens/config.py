"""Every setting of the pipeline in one place."""

from pathlib import Path

#: Inputs: the access log and the list of user-agent fragments that mark robots.
LOG_FILE = Path("data/access_log.txt")
BOTS_FILE = Path("data/bots.txt")
#: Every output goes into this folder.
OUTPUT_DIR = Path("out")

PARSE_REPORT_FILE = "parse_report.json"
DATABASE_FILE = "requests.db"
DAILY_FILE = "daily.csv"
TOP_PATHS_FILE = "top_paths.json"
LATENCY_FILE = "latency.json"
SESSIONS_FILE = "sessions.json"
HOURLY_CHART_FILE = "hourly.png"

#: How many paths the top list holds.
TOP_PATHS = 10
#: A path needs at least this many requests to get latency figures.
LATENCY_MIN_REQUESTS = 20
#: The percentiles reported per path (nearest rank).
LATENCY_PERCENTILES = (50, 95)
#: A visitor's request more than this many seconds after their previous one starts a new session.
SESSION_GAP_S = 1800
#: The chart's size in inches and resolution: 1000 x 600 pixels.
CHART_SIZE = (10, 6)
CHART_DPI = 100
