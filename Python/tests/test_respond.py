"""Plain text: respond and stream, through Apple's SDK on this framework."""

import asyncio

import apple_fm_sdk as fm

from conftest import GREEDY


async def test_respond_answers(session):
    answer = await session.respond("What is the capital of France? One word.", options=GREEDY)
    assert "Paris" in answer


async def test_stream_grows_to_the_final_answer(session):
    snapshots = []
    async for snapshot in session.stream_response("Count from 1 to 5, separated by commas.", options=GREEDY):
        snapshots.append(snapshot)
    assert len(snapshots) > 1
    # Snapshots are cumulative: each one extends the one before.
    for earlier, later in zip(snapshots, snapshots[1:]):
        assert later.startswith(earlier)
    assert "1" in snapshots[-1] and "5" in snapshots[-1]


async def test_session_keeps_context(session):
    await session.respond("My name is Ada. Just say hello.", options=GREEDY)
    answer = await session.respond("What is my name? One word.", options=GREEDY)
    assert "Ada" in answer


async def test_sessions_answer_concurrently(model):
    sessions = [fm.LanguageModelSession(model=model) for _ in range(3)]
    questions = ["What is 2 + 2?", "What is 3 + 3?", "What is 4 + 4?"]
    answers = await asyncio.wait_for(
        asyncio.gather(*(s.respond(q + " Answer with the number.", options=GREEDY) for s, q in zip(sessions, questions))),
        timeout=180,
    )
    assert [expected in answer for expected, answer in zip(["4", "6", "8"], answers)] == [True, True, True]
