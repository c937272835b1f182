"""Shared setup for the tests of Apple's apple_fm_sdk on swift-foundation-models.

Run them with `scripts/python-sdk --test` (it installs the SDK and pytest first). They run on the
fast tier (Qwen2.5-Coder-0.5B) unless FM_MODEL_TIER or FM_MODEL chooses another model.
"""

import os
import sys

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


# The interpreter's finalization ends a foreign thread that reaches for the GIL (a Swift
# concurrency thread finishing an SDK callback) with pthread_exit, and libdispatch traps on that
# thread's exit (SIGILL after the tests have passed). The generated bindings' atexit hook lets
# such a thread return first (scripts/python-sdk); on 3.11 the run also ends without finalizing,
# with pytest's own status.
_exit_status = 0


def pytest_sessionfinish(session, exitstatus):
    global _exit_status
    _exit_status = int(exitstatus)


def pytest_unconfigure(config):
    if sys.version_info < (3, 12):
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(_exit_status)
