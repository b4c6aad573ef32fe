from solution import headline_case


def test_small_words_lowercase_in_the_middle():
    assert headline_case("the lord of the rings") == "The Lord of the Rings"
    assert headline_case(" the\tlord  of\nthe rings\n") == " The\tLord  of\nthe Rings\n"
    assert headline_case("") == ""
    assert type(headline_case("of")) is str


def test_basic_result_is_str():
    result = headline_case("hello world")
    assert result == "Hello World"
    assert type(result) is str
    assert headline_case("\thello  world\r\n") == "\tHello  World\r\n"


def test_whitespace_kept_exactly():
    text = "  a  tale\tof two\ncities "
    assert headline_case(text) == "  A  Tale\tof Two\nCities "


def test_uppercase_small_word_is_lowered():
    assert headline_case("WAR AND PEACE") == "WAR and PEACE"
    assert headline_case("Gone With The Wind") == "Gone With the Wind"


def test_last_word_capitalised_even_if_small():
    assert headline_case("what are you looking at") == "What Are You Looking At"
    assert headline_case("something to hold on to") == "Something to Hold on To"


def test_first_word_capitalised_even_if_small():
    assert headline_case("a study in scarlet") == "A Study in Scarlet"
    assert headline_case("the") == "The"


def test_word_after_colon_capitalised():
    assert headline_case("star wars: the empire strikes back") == "Star Wars: The Empire Strikes Back"
    assert headline_case("part two: of mice and men") == "Part Two: Of Mice and Men"


def test_hyphenated_word_is_one_word():
    assert headline_case("a state-of-the-art plan") == "A State-of-the-art Plan"


def test_mixed_case_words_untouched():
    assert headline_case("why my iPhone beats NASA and McDonald") == "Why My iPhone Beats NASA and McDonald"
    assert headline_case("eBay for beginners") == "eBay for Beginners"


def test_empty_and_letterless_input():
    assert headline_case("") == ""
    assert headline_case("   ") == "   "
    assert headline_case("2024 in review") == "2024 in Review"


def test_punctuation_around_words():
    assert headline_case('rise and fall (of the "empire") now') == 'Rise and Fall (of the "Empire") Now'
    assert headline_case("to be, or not to be") == "To Be, or Not to Be"


def test_rest_of_word_not_lowercased():
    assert headline_case("hello wORLD") == "Hello wORLD"
    assert headline_case("x-ray vision") == "X-ray Vision"


def test_first_letter_after_leading_punctuation():
    assert headline_case('"hello" (world)') == '"Hello" (World)'
    assert headline_case("'twas night") == "'Twas Night"
    assert headline_case("3d view") == "3D View"
    assert headline_case("2024 -- a review") == "2024 -- a Review"


def test_leading_punctuation_word_gets_first_letter_capitalised():
    assert headline_case("(hello) world") == "(Hello) World"
    assert headline_case("\u00bfqu\u00e9 tal?") == "\u00bfQu\u00e9 Tal?"


def test_small_words_wrapped_in_punctuation():
    assert headline_case("war (of the worlds)") == "War (of the Worlds)"
    assert headline_case("cats, dogs, and mice") == "Cats, Dogs, and Mice"
    assert headline_case('he said "and" then') == 'He Said "and" Then'


def test_bare_form_ignores_surrounding_punctuation():
    assert headline_case("life, the universe, and everything") == "Life, the Universe, and Everything"
    assert headline_case("cats VS. dogs") == "Cats vs. Dogs"
    assert headline_case("rock 'n' roll") == "Rock 'N' Roll"


def test_colon_restarts_small_word_rule():
    assert headline_case("Review: the best of it") == "Review: The Best of It"
    assert headline_case("lesson: a tale: of woe") == "Lesson: A Tale: Of Woe"


def test_word_after_colon_even_when_small():
    assert headline_case("chapter one: in the beginning") == "Chapter One: In the Beginning"
    assert headline_case("q&a:  and then") == "Q&a:  And Then"


def test_small_last_word_with_punctuation_capitalised():
    assert headline_case("what to look for") == "What to Look For"
    assert headline_case("nothing to be afraid of.") == "Nothing to Be Afraid Of."


def test_last_word_small_capitalised():
    assert headline_case("the one you came for") == "The One You Came For"
    assert headline_case("a to") == "A To"
