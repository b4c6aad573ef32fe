"""The ``codeassay publish`` sub-command: the dataset, or a results file, to the Hugging Face Hub."""

from __future__ import annotations

import argparse
from functools import partial

__all__ = ["register"]


def _cmd_publish(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    # Imported here so that `codeassay --help` does not pay for huggingface_hub and datasets.
    from codeassay._publish import PublishPlan, publish_dataset, publish_results, publish_review

    if args.results and args.review:
        parser.error("give --results or --review, not both")
    if (args.results or args.review) and (args.revision or args.folder):
        parser.error("--revision and --folder publish the dataset; they do not go with --results or --review")
    if args.review:
        outcome = publish_review(args.review, args.repo_id, private=args.private, dry_run=args.dry_run)
    elif args.results:
        outcome = publish_results(args.results, args.repo_id, private=args.private, dry_run=args.dry_run)
    else:
        outcome = publish_dataset(args.repo_id, folder=args.folder, revision=args.revision,
                                  private=args.private, dry_run=args.dry_run)
    if isinstance(outcome, PublishPlan):
        print(outcome.describe())
        print("dry run: nothing was uploaded")
        return 0
    print(outcome.message)
    if outcome.commit_url:
        print(f"commit: {outcome.commit_url}")
    return 0


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``publish`` sub-command to the command line."""
    p = subparsers.add_parser(
        "publish", help="upload the built dataset (or a results file) to the Hugging Face Hub",
        description="Verify the built dataset folder, upload its card, data/ and manifest in one "
                    "commit and tag it v<version>. A version already on the Hub is accepted again "
                    "only with identical content (then nothing is uploaded). With --results, upload "
                    "a results file as a dataset with a generated card. The token comes from "
                    "HF_TOKEN or `huggingface-cli login`.")
    p.add_argument("--repo-id", required=True, metavar="ORG/NAME", help="dataset repository on the Hub")
    p.add_argument("--revision", default=None, metavar="vX.Y.Z",
                   help="tag to create (default: v + the dataset's version)")
    p.add_argument("--private", action="store_true", help="create the repository as private")
    p.add_argument("--dry-run", action="store_true",
                   help="verify and print what would be uploaded (files, sizes, card front matter); "
                        "needs no token")
    p.add_argument("--folder", default=None, metavar="DIR",
                   help="built dataset folder (default: the copy shipped in the package)")
    p.add_argument("--results", default=None, metavar="RESULTS.jsonl",
                   help="publish this results file instead of the dataset")
    p.add_argument("--review", default=None, metavar="DIR",
                   help="publish a review study export (the dataset/ folder `codeassay review export` wrote)")
    p.set_defaults(func=partial(_cmd_publish, parser=p))
