"""The checks that openai_client.py and openai_responses.py share: a line per check, exit 1 at the first failure."""

import sys

import openai


def check(condition, what):
    if not condition:
        print(f"FAIL: {what}")
        sys.exit(1)
    print(f"ok: {what}")


def expect_status(status, call, what):
    try:
        call()
    except openai.APIStatusError as error:
        check(error.status_code == status and "message" in (error.body or {}), f"{what} -> {error.status_code}")
        return error
    check(False, f"{what} did not fail")
