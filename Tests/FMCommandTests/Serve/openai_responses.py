"""Drives `fm serve`'s Responses API with OpenAI's official Python client; run by ServeResponsesTests.

Usage: python openai_responses.py BASE_URL MODEL
Prints one line per check and exits 1 at the first failure.
"""

import json
import sys

import openai

sys.dont_write_bytecode = True  # importing the shared checks leaves no __pycache__ among the sources
from openai_checks import check, expect_status  # noqa: E402

BASE, MODEL = sys.argv[1], sys.argv[2]
client = openai.OpenAI(base_url=BASE, api_key="unused", max_retries=0, timeout=600)

WEATHER = {
    "type": "function",
    "name": "get_weather",
    "description": "The current weather in a city",
    "strict": True,
    "parameters": {
        "type": "object",
        "properties": {"city": {"type": "string"}, "unit": {"type": "string", "enum": ["C", "F"]}},
        "required": ["city", "unit"],
        "additionalProperties": False,
    },
}
NPC = {
    "type": "object",
    "properties": {
        "name": {"type": "string"},
        "mood": {"type": "string", "enum": ["happy", "grumpy", "sleepy"]},
        "age": {"type": "integer", "minimum": 18, "maximum": 90},
    },
    "required": ["name", "mood", "age"],
    "additionalProperties": False,
}


plain = client.responses.create(
    model=MODEL, input="Say hello.", instructions="You are terse.", max_output_tokens=16, temperature=0,
    metadata={"suite": "fm"},
)
check(plain.status in ("completed", "incomplete") and plain.output_text, f"plain answer {plain.output_text!r}")
check(plain.usage.input_tokens > 5 and plain.usage.output_tokens > 0, f"usage {plain.usage}")
check(plain.metadata == {"suite": "fm"} and plain.instructions == "You are terse.", "metadata and instructions echoed")

cut = client.responses.create(model=MODEL, input="Tell a long story about the sea.", max_output_tokens=16)
check(cut.status == "incomplete" and cut.incomplete_details.reason == "max_output_tokens"
      and cut.output[0].status == "incomplete" and cut.usage.output_tokens == 16, "max_output_tokens -> incomplete")

with client.responses.stream(
    model=MODEL, instructions="Reply in one sentence.", input="Name the first five letters of the alphabet.",
    max_output_tokens=48, temperature=0
) as stream:
    types, pieces, final = [], [], None
    for event in stream:
        types.append(event.type)
        if event.type == "response.output_text.delta":
            pieces.append(event.delta)
        if event.type in ("response.completed", "response.incomplete"):
            final = event.response
check(types[:2] == ["response.created", "response.in_progress"], f"stream begins {types[:2]}")
check(types[-1] in ("response.completed", "response.incomplete"), f"stream ends {types[-1]}")
check(len(pieces) > 1 and "".join(pieces) == final.output_text, f"streamed {len(pieces)} pieces = final text {pieces!r} {final.output_text!r}")

raw = [event.type for event in client.responses.create(model=MODEL, input="Hi", max_output_tokens=8, stream=True)]
check(raw.index("response.output_item.added") < raw.index("response.content_part.added")
      < raw.index("response.output_text.done") < raw.index("response.output_item.done"), "raw stream order")

call = client.responses.create(
    model=MODEL, input="What is the weather in Oslo right now?", tools=[WEATHER], tool_choice="required",
    max_output_tokens=60,
)
calls = [item for item in call.output if item.type == "function_call"]
check(calls and calls[0].name == "get_weather", "tool_choice=required makes a function_call")
arguments = json.loads(calls[0].arguments)
check(set(arguments) == {"city", "unit"} and arguments["unit"] in ("C", "F"), f"strict arguments {arguments}")
answer = client.responses.create(
    model=MODEL, previous_response_id=call.id, tools=[WEATHER], max_output_tokens=40,
    input=[{"type": "function_call_output", "call_id": calls[0].call_id, "output": '{"temperature": 21}'}],
)
check(answer.output_text, f"function_call_output continues: {answer.output_text!r}")

strict = client.responses.create(
    model=MODEL, input="Invent a tavern keeper.", max_output_tokens=120,
    text={"format": {"type": "json_schema", "name": "npc", "strict": True, "schema": NPC}},
)
npc = json.loads(strict.output_text)
check(set(npc) == set(NPC["properties"]) and npc["mood"] in ("happy", "grumpy", "sleepy")
      and 18 <= npc["age"] <= 90, f"text.format json_schema {npc}")
obj = client.responses.create(
    model=MODEL, input="Describe a cat as JSON.", text={"format": {"type": "json_object"}}, max_output_tokens=60
)
check(isinstance(json.loads(obj.output_text), dict), "text.format json_object")

rules = "You are the assistant of a coffee shop. Answer in one short sentence. " * 12
first = client.responses.create(model=MODEL, instructions=rules, input="What do you sell?", max_output_tokens=24)
second = client.responses.create(
    model=MODEL, instructions=rules, input="And to eat?", previous_response_id=first.id, max_output_tokens=24
)
cached = second.usage.input_tokens_details.cached_tokens
check(cached >= first.usage.input_tokens, f"continuation reuses the conversation: {cached} cached of "
      f"{second.usage.input_tokens} (the first read {first.usage.input_tokens})")

check(client.responses.retrieve(first.id).output_text == first.output_text, "retrieve")
items = client.responses.input_items.list(second.id).data
check(len(items) == 1 and items[0].content[0].text == "And to eat?", "input_items")
client.responses.delete(first.id)
expect_status(404, lambda: client.responses.retrieve(first.id), "retrieve after delete")

expect_status(404, lambda: client.responses.create(model="gpt-9", input="x"), "unknown model")
expect_status(404, lambda: client.responses.create(model=MODEL, input="x", previous_response_id="resp_0"), "unknown id")
expect_status(400, lambda: client.responses.create(model=MODEL, input="x", temperature=3), "temperature=3")
expect_status(400, lambda: client.responses.create(model=MODEL, input="x", background=True), "background")

print("all checks passed")
