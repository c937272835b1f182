"""Transcripts: one exported by a Swift app read back in Python, and Python's own round trip."""

import json
import os
import subprocess

import apple_fm_sdk as fm
import pytest

from conftest import GREEDY


@pytest.fixture(scope="module")
def swift_transcript(tmp_path_factory):
    """A transcript written by a Swift session (Python/transcript-export/main.swift)."""
    program = os.environ.get("SFM_TRANSCRIPT_EXPORT")
    if not program:
        pytest.fail("SFM_TRANSCRIPT_EXPORT is not set: run the tests with scripts/python-sdk --test")
    path = tmp_path_factory.mktemp("transcript") / "transcript.json"
    subprocess.run([program, str(path)], check=True, timeout=300)
    with open(path) as file:
        return json.load(file)


async def test_swift_transcript_reads_back_in_python(model, swift_transcript):
    assert swift_transcript["type"] == "FoundationModels.Transcript"
    roles = [entry["role"] for entry in swift_transcript["transcript"]["entries"]]
    assert roles == ["instructions", "user", "response", "user", "response"]

    transcript = await fm.Transcript.from_dict(swift_transcript)
    again = await transcript.to_dict()
    assert [entry["role"] for entry in again["transcript"]["entries"]] == roles
    structured = again["transcript"]["entries"][-1]["contents"][0]
    assert structured["type"] == "structure"

    # The conversation goes on in Python from the Swift app's history.
    session = fm.LanguageModelSession.from_transcript(transcript, model=model)
    answer = await session.respond("Which drink did you suggest? Answer with its name only.", options=GREEDY)
    drink = json.loads(json.dumps(structured["structure"]["content"]))["name"]
    assert drink.lower() in answer.lower()


async def test_python_transcript_round_trip(session):
    await session.respond("Say hello.", options=GREEDY)
    exported = await session.transcript.to_dict()
    entries = exported["transcript"]["entries"]
    assert [entry["role"] for entry in entries] == ["instructions", "user", "response"]
    restored = await fm.Transcript.from_dict(exported)
    assert (await restored.to_dict())["transcript"]["entries"] == entries
