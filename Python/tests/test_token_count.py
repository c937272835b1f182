"""Token counts and the context size."""

import apple_fm_sdk as fm

from conftest import GREEDY


async def test_token_counts(model):
    assert model.context_size >= 2048
    short = await model.token_count("Hello")
    longer = await model.token_count("Hello, how are you doing today? I would like a coffee.")
    assert 0 < short < longer
    assert await model.token_count(instructions="You are a barista.") > 0


async def test_transcript_token_count_grows(model):
    session = fm.LanguageModelSession(instructions="Answer briefly.", model=model)
    before = await model.token_count(session.transcript)
    await session.respond("Name a colour.", options=GREEDY)
    assert await model.token_count(session.transcript) > before
