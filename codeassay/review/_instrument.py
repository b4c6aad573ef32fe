"""The questionnaire itself: statements, their scale, the profile questions and the texts.

The default instrument follows the structured code review of the project-level
methodology paper: fourteen statements in three categories rated on a five-point
agreement scale, one of them worded negatively (and so reverse-scored), an optional
profile of the reviewer, an optional comment per solution and a closing choice of the
solution the reviewer would rather work on. The wording here is CodeAssay's own.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "Statement",
    "Category",
    "ProfileQuestion",
    "Instrument",
    "DEFAULT_SCALE",
    "DEFAULT_CATEGORIES",
    "DEFAULT_PROFILE",
    "DEFAULT_TEXTS",
    "default_instrument",
]


@dataclass(frozen=True)
class Statement:
    """One statement a reviewer agrees or disagrees with.

    ``reverse`` marks a negatively worded statement: agreeing with it is a bad sign, so
    category scores count it as ``scale_max + 1 - answer``.
    """

    id: str
    text: str
    reverse: bool = False


@dataclass(frozen=True)
class Category:
    """A group of statements shown as one grid and scored together."""

    id: str
    title: str
    statements: tuple[Statement, ...]


@dataclass(frozen=True)
class ProfileQuestion:
    """An optional single-choice question about the reviewer."""

    id: str
    text: str
    options: tuple[str, ...]


@dataclass(frozen=True)
class Instrument:
    """Everything a participant is asked, and the texts around it.

    ``scale`` lists the answer labels from the most negative to the most positive;
    answers are stored as their 1-based position. ``texts`` holds the page texts
    (``title``, ``introduction``, ``consent``, ``comment``, ``choice``, ``thanks``).
    """

    scale: tuple[str, ...]
    categories: tuple[Category, ...]
    profile: tuple[ProfileQuestion, ...]
    texts: dict
    comment: bool = True
    choice: bool = True

    def statements(self) -> tuple[tuple[Category, Statement], ...]:
        """Every statement with its category, in the order shown."""
        return tuple((c, s) for c in self.categories for s in c.statements)

    def statement(self, statement_id: str) -> Statement:
        """The statement with this id (KeyError when there is none)."""
        for _, s in self.statements():
            if s.id == statement_id:
                return s
        raise KeyError(statement_id)


#: From the most negative to the most positive answer.
DEFAULT_SCALE = ("Strongly disagree", "Disagree", "Neither agree nor disagree", "Agree", "Strongly agree")

DEFAULT_CATEGORIES = (
    Category("structure", "How the code base is organised", (
        Statement("names", "The names of files, classes, functions and variables say what each one is "
                           "for, which helps in following the code."),
        Statement("formatting", "The layout and formatting of the code make it comfortable to read."),
        Statement("parameters", "Looking at a function, it is quick to see which inputs it expects."),
        Statement("type_hints", "Type annotations appear where they help and they are accurate."),
        Statement("separation", "Separate responsibilities are kept in separate modules, classes or "
                                "functions."),
        Statement("not_overengineered", "The code is no more elaborate than the task needs and does no "
                                        "needless work."),
    )),
    Category("comments", "Comments and documentation", (
        Statement("comment_length", "Comments are short enough to take in at a glance and do not crowd "
                                    "the code."),
        Statement("comment_placement", "Comments sit where a reader needs help to understand the code."),
        Statement("comment_usefulness", "The comments explain the code well enough to make it faster to "
                                        "understand."),
        Statement("comment_generated", "The comments look machine-produced and say little of substance.",
                  reverse=True),
        Statement("readme", "The README gives the information needed to work with the code."),
    )),
    Category("ease_of_use", "Working with the code", (
        Statement("easy_to_use", "Calling the functions this code defines would be straightforward."),
        Statement("easy_to_modify", "Changing the functions this code defines would be straightforward."),
        Statement("easy_to_test", "Writing tests for this code would be straightforward."),
    )),
)

DEFAULT_PROFILE = (
    ProfileQuestion("llm_experience", "How often do you use language models when you write code?",
                    ("Never", "I have tried it a few times", "Now and then", "Regularly")),
    ProfileQuestion("professional_experience", "How long have you worked as a software developer?",
                    ("Not professionally", "Less than a year", "1 to 3 years", "3 to 5 years",
                     "5 to 10 years", "More than 10 years")),
    ProfileQuestion("company_size", "How many people work for your employer?",
                    ("I am not employed as a developer", "1 to 10", "11 to 50", "51 to 250",
                     "251 to 1,500", "More than 1,500")),
)

DEFAULT_TEXTS = {
    "title": "Code review study",
    "introduction": (
        "Language models were asked to write the programs you are about to see. We would like "
        "to know how they look to a developer: would you be happy to read, use and change "
        "them? For each program you will see its files and README, then rate some "
        "statements about it and, if you like, leave a comment. Read the code as you would "
        "a colleague's change under review; nothing needs to be run. It takes about "
        "ten minutes per program."),
    "consent": (
        "Taking part is voluntary and you may stop at any point. We do not ask for your "
        "name, e-mail or any other detail that identifies you, and we do not store your "
        "network address. Your answers are kept under a participant number and are used only "
        "for research on the quality of generated code; they may be published in aggregate "
        "and, without anything that identifies you, as a data set. The questions about "
        "your background are optional."),
    "comment": "Anything else about this code you would like to tell us? (optional)",
    "choice": "If you had to keep working on one of these programs, which would you pick? (optional)",
    "thanks": "Thank you. Your answers are saved; you may close this page.",
}


def default_instrument() -> Instrument:
    """The paper's instrument in CodeAssay's words: 14 statements, 3 categories, 5 points."""
    return Instrument(DEFAULT_SCALE, DEFAULT_CATEGORIES, DEFAULT_PROFILE, dict(DEFAULT_TEXTS))
