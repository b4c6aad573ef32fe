"""Checkpoint 6: the clusters at each threshold, compared as sets of sets."""

import json


def load(folder):
    path = folder / "out/clusters.json"
    assert path.is_file(), "out/clusters.json was not written"
    return json.loads(path.read_text(encoding="utf-8"))


def as_sets(document):
    return {threshold: {frozenset(cluster) for cluster in clusters}
            for threshold, clusters in document.items()}


def test_one_entry_per_threshold(run_dir):
    assert list(load(run_dir)) == ["150", "200", "250"]


def test_every_species_in_exactly_one_cluster(run_dir, reference_dir):
    everyone = sorted(name for cluster in load(reference_dir)["150"] for name in cluster)
    for clusters in load(run_dir).values():
        assert sorted(name for cluster in clusters for name in cluster) == everyone


def test_clusters_equal_the_reference(run_dir, reference_dir):
    assert as_sets(load(run_dir)) == as_sets(load(reference_dir))
