"""Guided generation from @fm.generable classes: guides, nesting, recursion, JSON schemas."""

import sys
from typing import Optional

import apple_fm_sdk as fm
import pytest

from conftest import GREEDY


@fm.generable("A rescue cat")
class Cat:
    name: str = fm.guide("The cat's name")
    age: int = fm.guide("Age in years", range=(0, 20))
    breed: str = fm.guide("The breed", anyOf=["tabby", "siamese", "persian"])
    tag: str = fm.guide("Its shelter tag", regex=r"[A-Z]{3}-[0-9]{2}")
    toys: list[str] = fm.guide("Favourite toys", count=2)


async def test_generable_class_follows_its_guides(session):
    cat = await session.respond("Generate an adorable rescue cat.", generating=Cat)
    assert isinstance(cat, Cat)
    assert 0 <= cat.age <= 20
    assert cat.breed in ["tabby", "siamese", "persian"]
    assert len(cat.tag) == 6 and cat.tag[:3].isupper() and cat.tag[3] == "-" and cat.tag[4:].isdigit()
    assert len(cat.toys) == 2


@fm.generable("A person and their children")
class Person:
    name: str = fm.guide("The person's name")
    age: int = fm.guide("Age in years", range=(0, 110))
    children: list["Person"] = fm.guide("Their children", max_items=3)


@fm.generable("A club of people")
class Club:
    name: str
    members: list[Person] = fm.guide("The members", max_items=3)


def depth(person: Person) -> int:
    return 1 + max((depth(child) for child in person.children), default=0)


# On Python 3.11, isinstance against the SDK's runtime protocol evaluates its properties, and
# nested @fm.generable values fail in Apple's own helpers (scripts/python-sdk picks 3.12+).
nested = pytest.mark.skipif(sys.version_info < (3, 12), reason="nested @fm.generable values need Python 3.12+")


@nested
async def test_recursive_generable_always_completes(model):
    # Random sampling explores deep nesting; the engine must close the recursion in time, so
    # every seed gives a value that decodes.
    for seed in range(2):
        session = fm.LanguageModelSession(model=model)
        options = fm.GenerationOptions(sampling=fm.SamplingMode.random(top=40, seed=seed), temperature=1.0)
        club = await session.respond(
            "Describe a family club: each member with their children and grandchildren.",
            generating=Club,
            options=options,
        )
        assert isinstance(club, Club)
        for member in club.members:
            assert isinstance(member, Person)
            assert depth(member) < 64


@fm.generable("A newsletter")
class Section:
    title: str
    summary: Optional[str] = fm.guide("A one-line summary")
    subsection: Optional["Section"] = fm.guide("A nested section")


@nested
async def test_nested_optional_generable_completes(model):
    session = fm.LanguageModelSession(model=model)
    # A budget, as well: the optional sections close in time to fit it.
    options = fm.GenerationOptions(
        sampling=fm.SamplingMode.random(top=40, seed=7), temperature=1.0, maximum_response_tokens=200
    )
    section = await session.respond("Write a deeply nested newsletter outline.", generating=Section, options=options)
    assert isinstance(section, Section)
    assert isinstance(section.title, str)


async def test_json_schema_response(session):
    schema = {
        "type": "object",
        "title": "Order",
        "properties": {
            "drink": {"type": "string", "enum": ["latte", "mocha", "cortado"]},
            "shots": {"type": "integer", "minimum": 1, "maximum": 3},
        },
        "required": ["drink", "shots"],
        "additionalProperties": False,
    }
    content = await session.respond("A strong drink, please.", json_schema=schema, options=GREEDY)
    assert content.value(str, for_property="drink") in ["latte", "mocha", "cortado"]
    assert 1 <= content.value(int, for_property="shots") <= 3
