"""The fixture projects' checkpoint tests judge a run's files; they are data here, not tests."""

collect_ignore_glob = ["projects/*"]
