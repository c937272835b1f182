"""Drives `fm serve` with OpenAI's official Python client; run by ServeCommandTests.

Usage: python openai_client.py BASE_URL API_KEY MODEL
Prints one line per check and exits 1 at the first failure.
"""

import json
import sys
import urllib.error
import urllib.request

import openai

sys.dont_write_bytecode = True  # importing the shared checks leaves no __pycache__ among the sources
from openai_checks import check, expect_status  # noqa: E402

BASE, KEY, MODEL = sys.argv[1], sys.argv[2], sys.argv[3]
client = openai.OpenAI(base_url=BASE, api_key=KEY, max_retries=0, timeout=600)

WEATHER = {
    "type": "function",
    "function": {
        "name": "get_weather",
        "description": "The current weather in a city",
        "parameters": {
            "type": "object",
            "properties": {"city": {"type": "string"}, "unit": {"type": "string", "enum": ["C", "F"]}},
            "required": ["city", "unit"],
        },
    },
}
TIME = {
    "type": "function",
    "function": {
        "name": "get_time",
        "description": "The current time in a time zone",
        "parameters": {"type": "object", "properties": {"zone": {"type": "string"}}, "required": ["zone"]},
    },
}
NPC = {
    "type": "object",
    "properties": {
        "name": {"type": "string"},
        "mood": {"type": "string", "enum": ["happy", "grumpy", "sleepy"]},
        "age": {"type": "integer", "minimum": 18, "maximum": 90},
        "greeting": {"type": "string"},
    },
    "required": ["name", "mood", "age", "greeting"],
    "additionalProperties": False,
}


def user(text):
    return [{"role": "user", "content": text}]


models = [m.id for m in client.models.list().data]
check(MODEL in models, f"models.list has {MODEL}")

plain = client.chat.completions.create(model=MODEL, messages=user("Say hello."), max_tokens=12, temperature=0)
choice = plain.choices[0]
check(choice.message.content and choice.finish_reason in ("stop", "length"), "plain answer")
check(plain.usage.prompt_tokens > 5 and plain.usage.completion_tokens > 0, f"usage {plain.usage}")

# Tokens that come while the reader is busy arrive as one piece, so the answer is long enough
# to come in several even on a machine loaded with other tests.
pieces, usage = [], None
for chunk in client.chat.completions.create(
    model=MODEL, messages=user("Count to twenty, one number per line."), max_tokens=64, stream=True,
    stream_options={"include_usage": True}
):
    if chunk.choices and chunk.choices[0].delta.content:
        pieces.append(chunk.choices[0].delta.content)
    if chunk.usage:
        usage = chunk.usage
check(len(pieces) > 1 and usage and usage.completion_tokens > 0, f"streamed {len(pieces)} pieces with usage")

for attempt in range(3):
    reply = client.chat.completions.create(
        model=MODEL,
        messages=user("Invent a tavern keeper for a fantasy game."),
        response_format={"type": "json_schema", "json_schema": {"name": "npc", "strict": True, "schema": NPC}},
        max_tokens=200,
    )
    npc = json.loads(reply.choices[0].message.content)
    check(
        set(npc) == set(NPC["properties"])
        and npc["mood"] in ("happy", "grumpy", "sleepy")
        and isinstance(npc["age"], int)
        and 18 <= npc["age"] <= 90
        and isinstance(npc["name"], str),
        f"strict json_schema answer {attempt + 1} follows the schema",
    )

obj = client.chat.completions.create(
    model=MODEL, messages=user("Describe a cat as JSON."), response_format={"type": "json_object"}, max_tokens=60
)
check(isinstance(json.loads(obj.choices[0].message.content), dict), "json_object answer is an object")


def tool_call(choice, tools=(WEATHER, TIME), prompt="What is the weather in Oslo right now?"):
    return client.chat.completions.create(
        model=MODEL, messages=user(prompt), tools=list(tools), tool_choice=choice, max_tokens=60
    ).choices[0]


required = tool_call("required")
calls = required.message.tool_calls or []
check(required.finish_reason == "tool_calls" and len(calls) >= 1, "tool_choice=required calls a tool")
for call in calls:
    arguments = json.loads(call.function.arguments)
    schema = {"get_weather": WEATHER, "get_time": TIME}[call.function.name]["function"]["parameters"]
    check(set(schema["required"]) <= set(arguments), f"{call.function.name} arguments {arguments} match the schema")
named = tool_call({"type": "function", "function": {"name": "get_time"}})
check([c.function.name for c in named.message.tool_calls] == ["get_time"] * len(named.message.tool_calls), "named")
check("zone" in json.loads(named.message.tool_calls[0].function.arguments), "named tool's arguments")
none = tool_call("none")
check(not none.message.tool_calls and none.message.content, "tool_choice=none answers in text")
auto = tool_call("auto")
check(auto.message.tool_calls or auto.message.content, "tool_choice=auto calls or answers")

first = calls[0]
followup = client.chat.completions.create(
    model=MODEL,
    messages=user("What is the weather in Oslo right now?")
    + [
        {"role": "assistant", "content": None, "tool_calls": [first.model_dump()]},
        {"role": "tool", "tool_call_id": first.id, "content": '{"temperature": 21, "sky": "sunny"}'},
    ],
    tools=[WEATHER, TIME],
    max_tokens=40,
)
check(followup.choices[0].message.content, "a tool message continues the conversation")

system = [{"role": "system", "content": "You are a terse assistant for a coffee shop. " * 8}]
client.chat.completions.create(model=MODEL, messages=system + user("Hi"), max_tokens=4)
cached = client.chat.completions.create(model=MODEL, messages=system + user("Hello"), max_tokens=4).usage
check(cached.prompt_tokens_details.cached_tokens > 0, f"cached prompt tokens {cached.prompt_tokens_details}")

stream = client.chat.completions.create(model=MODEL, messages=user("Tell a long story."), max_tokens=400, stream=True)
for index, _ in enumerate(stream):
    if index == 2:
        break
stream.close()
check(client.models.list().data, "the server still answers after a client left mid-stream")

expect_status(404, lambda: client.chat.completions.create(model="gpt-9", messages=user("x")), "unknown model")
expect_status(400, lambda: client.chat.completions.create(model=MODEL, messages=user("x"), n=2), "n=2")
overflow = expect_status(
    400, lambda: client.chat.completions.create(model=MODEL, messages=user("word " * 5000)), "context overflow"
)
check(overflow.code == "context_length_exceeded" and "tokens" in overflow.message, "overflow names the counts")
expect_status(
    400,
    lambda: client.chat.completions.create(
        model=MODEL,
        messages=user("x"),
        response_format={
            "type": "json_schema",
            "json_schema": {"name": "x", "schema": {"type": "object", "required": ["a"], "additionalProperties": False}},
        },
    ),
    "a schema that cannot be enforced",
)
expect_status(413, lambda: client.chat.completions.create(model=MODEL, messages=user("x" * (5 << 20))), "413")
wrong = openai.OpenAI(base_url=BASE, api_key="wrong-key", max_retries=0)
expect_status(401, lambda: wrong.models.list(), "wrong API key")

request = urllib.request.Request(
    BASE + "/chat/completions",
    data=b"{not json",
    headers={"Content-Type": "application/json", "Authorization": "Bearer " + KEY},
)
try:
    urllib.request.urlopen(request)
    check(False, "malformed JSON was accepted")
except urllib.error.HTTPError as error:
    body = json.loads(error.read())
    check(error.code == 400 and body["error"]["type"] == "invalid_request_error", "malformed JSON -> 400")

print("all checks passed")
