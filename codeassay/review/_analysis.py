"""Statistics of the review study, from the exported tables.

What is computed (people and model reviewers are never pooled: every figure below is
over people only, and model reviewers are compared with them separately):

- per statement and solution: the distribution of answers, median and interquartile
  range (quartiles by linear interpolation, numpy's default);
- category scores: the mean of a participant's answers to a category's statements, a
  negatively worded statement counted as ``scale_max + 1 - answer``;
- Cronbach's alpha per category over the (participant, solution) ratings that answer
  every statement of the category;
- Friedman's test across solutions on each category score, over the participants who
  rated every solution, with Kendall's W = chi2 / (n (k - 1)) (scipy's statistic is
  corrected for ties, so this W is the tie-corrected one), then Wilcoxon signed-rank
  tests between every pair of solutions (Pratt's treatment of zero differences),
  Holm-corrected within each category;
- alignment with the automated figures (tests or checkpoints passed, quality
  measures): Spearman's rank correlation over the solutions, which are few, so the
  p-values can hardly ever be small (with 3 solutions the smallest is 0.33);
- comments per solution and the final choices;
- model reviewers: exact and within-one agreement with the people's median answer,
  and Krippendorff's alpha (ordinal) of the people alone and with each model added.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from codeassay.review._defaults import MIN_PARTICIPANTS_FOR_TESTS
from codeassay.review._study import Study

__all__ = ["Analysis", "analyze", "cronbach_alpha", "kendalls_w", "reverse_scored"]


def reverse_scored(answer: int, scale_points: int) -> int:
    """The answer to a negatively worded statement turned the right way round."""
    return scale_points + 1 - answer


def cronbach_alpha(items: Sequence[Sequence[float]]) -> float:
    """Cronbach's alpha of ``items`` (one sequence of scores per item, the same respondents in
    the same order): k/(k-1) * (1 - sum of item variances / variance of the total), with
    sample variances. ``nan`` with fewer than two items, two respondents or a total of zero
    variance."""
    import numpy as np

    data = np.asarray(items, dtype=float)
    if data.ndim != 2 or data.shape[0] < 2 or data.shape[1] < 2:
        return math.nan
    k = data.shape[0]
    total_var = data.sum(axis=0).var(ddof=1)
    if total_var == 0:
        return math.nan
    return float(k / (k - 1) * (1 - data.var(axis=1, ddof=1).sum() / total_var))


def kendalls_w(friedman_statistic: float, n: int, k: int) -> float:
    """Kendall's coefficient of concordance from Friedman's chi-square over n raters and k objects."""
    return float(friedman_statistic / (n * (k - 1)))


@dataclass
class Analysis:
    """The tables of the analysis (pandas DataFrames) and the notes on what could not be computed."""

    distributions: object
    category_scores: object
    reliability: object
    friedman: object
    posthoc: object
    alignment: object
    comments: object
    choices: object
    profiles: object
    model_agreement: object
    participants: int
    notes: list[str] = field(default_factory=list)
    scale: tuple[str, ...] = ()
    categories: tuple = ()
    solution_labels: Mapping[str, str] = field(default_factory=dict)

    def tables(self) -> dict[str, object]:
        """Every table by its file name."""
        return {"distributions": self.distributions, "category_scores": self.category_scores,
                "reliability": self.reliability, "friedman": self.friedman, "posthoc": self.posthoc,
                "alignment": self.alignment, "comments": self.comments, "choices": self.choices,
                "profiles": self.profiles, "model_agreement": self.model_agreement}


def analyze(study: Study, tables: Mapping[str, list[dict]]) -> Analysis:
    """The study's statistics from its exported tables (see :func:`export_tables`)."""
    import pandas as pd

    ins = study.instrument
    points = len(ins.scale)
    order = [s.id for s in study.solutions]
    ratings = pd.DataFrame(tables["ratings"], columns=["participant", "rater_kind", "rater", "solution", "model",
                                                       "position", "category", "statement", "reverse", "answer",
                                                       "label"])
    people = ratings[ratings["rater_kind"] == "human"].copy()
    people["score"] = [reverse_scored(a, points) if r else a for a, r in zip(people["answer"], people["reverse"])]
    notes: list[str] = []
    n_people = people["participant"].nunique()
    analysis = Analysis(
        distributions=_distributions(people, study, points),
        category_scores=None, reliability=None, friedman=None, posthoc=None, alignment=None,
        comments=_comments(tables, order), choices=_choices(tables, study),
        profiles=_profiles(tables), model_agreement=_model_agreement(ratings, study),
        participants=int(n_people), notes=notes, scale=ins.scale, categories=ins.categories,
        solution_labels={s.id: s.model for s in study.solutions})
    scores = _category_scores(people, study)
    analysis.category_scores = _score_summary(scores, study)
    analysis.reliability = _reliability(people, study)
    analysis.friedman, analysis.posthoc = _friedman(scores, study, notes)
    analysis.alignment = _alignment(scores, study, notes)
    if n_people == 0:
        notes.append("no person has rated a solution yet")
    return analysis


def _distributions(people, study: Study, points: int):
    import numpy as np
    import pandas as pd

    rows = []
    for s in study.solutions:
        for c, st in study.instrument.statements():
            answers = people[(people["solution"] == s.id) & (people["statement"] == st.id)]["answer"].to_numpy()
            row = {"solution": s.id, "model": s.model, "category": c.id, "statement": st.id,
                   "reverse": st.reverse, "n": len(answers)}
            for value in range(1, points + 1):
                row[f"n_{value}"] = int((answers == value).sum())
            if len(answers):
                q1, median, q3 = np.percentile(answers, [25, 50, 75])
                row.update(median=float(median), q1=float(q1), q3=float(q3), iqr=float(q3 - q1))
            else:
                row.update(median=math.nan, q1=math.nan, q3=math.nan, iqr=math.nan)
            rows.append(row)
    return pd.DataFrame(rows)


def _category_scores(people, study: Study):
    """Mean reverse-scored answer per (participant, solution, category), complete categories only."""
    sizes = {c.id: len(c.statements) for c in study.instrument.categories}
    grouped = people.groupby(["participant", "solution", "category"])["score"].agg(["mean", "count"]).reset_index()
    grouped = grouped[grouped["count"] == grouped["category"].map(sizes)]
    return grouped.rename(columns={"mean": "score"})[["participant", "solution", "category", "score"]]


def _score_summary(scores, study: Study):
    import numpy as np
    import pandas as pd

    rows = []
    for s in study.solutions:
        for c in study.instrument.categories:
            values = scores[(scores["solution"] == s.id) & (scores["category"] == c.id)]["score"].to_numpy()
            q1, median, q3 = np.percentile(values, [25, 50, 75]) if len(values) else (math.nan,) * 3
            rows.append({"solution": s.id, "model": s.model, "category": c.id, "n": len(values),
                         "mean": float(values.mean()) if len(values) else math.nan,
                         "median": float(median), "q1": float(q1), "q3": float(q3)})
    return pd.DataFrame(rows)


def _reliability(people, study: Study):
    import pandas as pd

    rows = []
    for c in study.instrument.categories:
        ids = [s.id for s in c.statements]
        wide = people[people["category"] == c.id].pivot_table(index=["participant", "solution"], columns="statement",
                                                              values="score", aggfunc="first")
        wide = wide.reindex(columns=ids).dropna()
        alpha = cronbach_alpha([wide[i].to_numpy() for i in ids]) if len(ids) > 1 else math.nan
        rows.append({"category": c.id, "items": len(ids), "ratings": len(wide), "cronbach_alpha": alpha})
    return pd.DataFrame(rows)


def _complete_blocks(scores, category: str, order: Sequence[str]):
    """Participants x solutions score matrix of the participants who rated every solution."""
    wide = scores[scores["category"] == category].pivot_table(index="participant", columns="solution",
                                                              values="score", aggfunc="first")
    return wide.reindex(columns=list(order)).dropna()


def _friedman(scores, study: Study, notes: list[str]):
    import pandas as pd
    from scipy import stats

    from evaluation import holm

    order = [s.id for s in study.solutions]
    k = len(order)
    rows, pairs = [], []
    if k < 2:
        notes.append("one solution only: no comparison between solutions")
        return pd.DataFrame(rows), pd.DataFrame(pairs)
    for c in study.instrument.categories:
        wide = _complete_blocks(scores, c.id, order)
        n = len(wide)
        row = {"category": c.id, "participants": n, "solutions": k, "statistic": math.nan, "pvalue": math.nan,
               "kendalls_w": math.nan}
        if n < MIN_PARTICIPANTS_FOR_TESTS:
            notes.append(f"{c.id}: {n} participant(s) rated every solution; the tests need at least "
                         f"{MIN_PARTICIPANTS_FOR_TESTS}")
            rows.append(row)
            continue
        if k >= 3:
            # Every participant rates every solution: a repeated-measures (blocked) design.
            if wide.nunique(axis=1).max() > 1:
                result = stats.friedmanchisquare(*[wide[s].to_numpy() for s in order])
                row.update(statistic=float(result.statistic), pvalue=float(result.pvalue),
                           kendalls_w=kendalls_w(result.statistic, n, k))
            else:
                notes.append(f"{c.id}: every participant gave every solution the same score; Friedman's "
                             "test is undefined")
        rows.append(row)
        family = []
        for a, b in itertools.combinations(order, 2):
            diff = wide[a].to_numpy() - wide[b].to_numpy()
            entry = {"category": c.id, "solution_a": a, "solution_b": b, "participants": n,
                     "median_difference": float(pd.Series(diff).median()), "statistic": math.nan, "pvalue": 1.0}
            if (diff != 0).any():
                result = stats.wilcoxon(wide[a].to_numpy(), wide[b].to_numpy(), zero_method="pratt")
                entry.update(statistic=float(result.statistic), pvalue=float(result.pvalue))
            family.append(entry)
        for entry, adjusted in zip(family, holm([e["pvalue"] for e in family])):
            entry["pvalue_holm"] = adjusted
        pairs.extend(family)
    return pd.DataFrame(rows), pd.DataFrame(pairs)


def _alignment(scores, study: Study, notes: list[str]):
    import pandas as pd
    from scipy import stats

    figures = sorted({name for s in study.solutions for name in s.figures})
    rows = []
    if not figures:
        notes.append("no automated figures given for the solutions: no alignment with them")
        return pd.DataFrame(rows)
    means = scores.groupby(["solution", "category"])["score"].mean()
    overall = scores.groupby("solution")["score"].mean()
    measures = [(c.id, lambda sid, c=c.id: means.get((sid, c), math.nan)) for c in study.instrument.categories]
    measures.append(("all", lambda sid: overall.get(sid, math.nan)))
    for figure in figures:
        for name, value in measures:
            pairs = [(s.figures[figure], value(s.id)) for s in study.solutions
                     if figure in s.figures and not math.isnan(value(s.id))]
            row = {"figure": figure, "human_score": name, "solutions": len(pairs), "spearman_rho": math.nan,
                   "pvalue": math.nan}
            xs, ys = [p[0] for p in pairs], [p[1] for p in pairs]
            if len(pairs) >= 3 and len(set(xs)) > 1 and len(set(ys)) > 1:
                result = stats.spearmanr(xs, ys)
                row.update(spearman_rho=float(result.statistic), pvalue=float(result.pvalue))
            rows.append(row)
    notes.append(f"alignment: rank correlations over {len(study.solutions)} solution(s); with so few "
                 "solutions a correlation is a description, not evidence (with 3 the smallest two-sided "
                 "p-value is 0.33)")
    return pd.DataFrame(rows)


def _comments(tables: Mapping, order: Sequence[str]):
    import pandas as pd

    rows = [r for r in tables["comments"] if r["rater_kind"] == "human"]
    frame = pd.DataFrame(rows, columns=["participant", "rater_kind", "rater", "solution", "model", "comment"])
    rank = {s: i for i, s in enumerate(order)}
    frame = frame.assign(_rank=frame["solution"].map(rank)).sort_values(["_rank", "participant"])
    return frame[["solution", "model", "participant", "comment"]].reset_index(drop=True)


def _choices(tables: Mapping, study: Study):
    import pandas as pd

    rows = [r for r in tables["choices"] if r["rater_kind"] == "human"]
    return pd.DataFrame([{"solution": s.id, "model": s.model,
                          "chosen_by": sum(1 for r in rows if r["solution"] == s.id)} for s in study.solutions])


def _profiles(tables: Mapping):
    import pandas as pd

    frame = pd.DataFrame(tables["profiles"], columns=["participant", "question", "answer"])
    if frame.empty:
        return pd.DataFrame(columns=["question", "answer", "participants"])
    return (frame.groupby(["question", "answer"]).size().rename("participants").reset_index())


def _model_agreement(ratings, study: Study):
    import numpy as np
    import pandas as pd

    models = sorted(set(ratings[ratings["rater_kind"] == "model"]["rater"]))
    people = ratings[ratings["rater_kind"] == "human"]
    rows = []
    if not models or people.empty:
        return pd.DataFrame(rows)
    median = people.groupby(["solution", "statement"])["answer"].median()
    units = sorted(median.index)
    human_matrix = people.pivot_table(index="participant", columns=["solution", "statement"], values="answer",
                                      aggfunc="first").reindex(columns=pd.MultiIndex.from_tuples(units))
    alpha_people = _krippendorff(human_matrix.to_numpy(dtype=float), len(study.instrument.scale))
    for model in models:
        mine = ratings[(ratings["rater_kind"] == "model") & (ratings["rater"] == model)]
        # A model asked several times is one rater per conversation, as a person would be.
        for pid, one in mine.groupby("participant"):
            answers = one.set_index(["solution", "statement"])["answer"]
            shared = [u for u in units if u in answers.index]
            diffs = np.array([abs(answers[u] - median[u]) for u in shared], dtype=float)
            row_values = np.array([[answers.get(u, np.nan) for u in units]], dtype=float)
            with_model = np.vstack([human_matrix.to_numpy(dtype=float), row_values])
            rows.append({"rater": model, "participant": pid, "ratings": len(shared),
                         "exact_agreement": float((diffs == 0).mean()) if len(diffs) else math.nan,
                         "within_one": float((diffs <= 1).mean()) if len(diffs) else math.nan,
                         "krippendorff_alpha_people": alpha_people,
                         "krippendorff_alpha_with_model": _krippendorff(with_model, len(study.instrument.scale))})
    return pd.DataFrame(rows)


def _krippendorff(matrix, points: int) -> float:
    """Krippendorff's alpha (ordinal) of a raters x units matrix with nan for missing."""
    import numpy as np

    if matrix.shape[0] < 2 or np.isnan(matrix).all():
        return math.nan
    try:
        import krippendorff
    except ImportError:
        from evaluation import MissingDependencyError

        raise MissingDependencyError("krippendorff", "review", "comparing model and human reviewers") from None
    try:
        return float(krippendorff.alpha(reliability_data=matrix, level_of_measurement="ordinal",
                                        value_domain=list(range(1, points + 1))))
    except (ValueError, ZeroDivisionError):
        return math.nan
