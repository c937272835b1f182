"""Shared setup for the tests of Apple's apple_fm_sdk on swift-foundation-models.

Run them with `scripts/python-sdk --test` (it installs the SDK and pytest first). They run on the
fast tier (Qwen2.5-Coder-0.5B) unless FM_MODEL_TIER or FM_MODEL chooses another model.
"""

import os

# Read by the framework when the default model is first used, so it is set before any test runs.
if "FM_MODEL" not in os.environ:
    os.environ.setdefault("FM_MODEL_TIER", "fast")

import apple_fm_sdk as fm  # noqa: E402
import pytest  # noqa: E402


GREEDY = fm.GenerationOptions(sampling=fm.SamplingMode.greedy(), maximum_response_tokens=80)


@pytest.fixture(scope="session")
def model():
    model = fm.SystemLanguageModel()
    available, reason = model.is_available()
    assert available, f"the model is not available: {reason} (run scripts/setup)"
    return model


@pytest.fixture
def session(model):
    return fm.LanguageModelSession(
        instructions="You are a helpful assistant. Answer briefly.", model=model
    )
