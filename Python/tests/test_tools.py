"""Tools written in Python, called by the model through the framework."""

import asyncio

import apple_fm_sdk as fm

from conftest import GREEDY


@fm.generable("Two numbers to add")
class AddArguments:
    a: int = fm.guide("The first number")
    b: int = fm.guide("The second number")


class AddTool(fm.Tool):
    """Adds two numbers at once (no await): its output comes back before the call waits."""

    name = "add"
    description = "Adds two integers and returns their sum."

    def __init__(self):
        self.calls = []
        super().__init__()

    @property
    def arguments_schema(self) -> fm.GenerationSchema:
        return AddArguments.generation_schema()

    async def call(self, args: fm.GeneratedContent) -> str:
        a = args.value(int, for_property="a")
        b = args.value(int, for_property="b")
        self.calls.append((a, b))
        return str(a + b)


class SlowWeatherTool(fm.Tool):
    """A tool that awaits, as one that does I/O would."""

    name = "getWeather"
    description = "Gets the weather in a city."

    def __init__(self):
        self.calls = 0
        super().__init__()

    @property
    def arguments_schema(self) -> fm.GenerationSchema:
        return WeatherArguments.generation_schema()

    async def call(self, args: fm.GeneratedContent) -> str:
        self.calls += 1
        await asyncio.sleep(0.2)
        return f"It is sunny and 21 degrees in {args.value(str, for_property='city')}."


@fm.generable("A city")
class WeatherArguments:
    city: str = fm.guide("The city's name")


async def test_session_calls_a_python_tool_and_answers(model):
    tool = AddTool()
    session = fm.LanguageModelSession(
        instructions="Use the add tool for every sum, then give the result.", model=model, tools=[tool]
    )
    answer = await asyncio.wait_for(session.respond("What is 1234 plus 4321?", options=GREEDY), timeout=120)
    assert tool.calls, "the model did not call the tool"
    assert "5555" in answer


async def test_tool_that_awaits(model):
    tool = SlowWeatherTool()
    session = fm.LanguageModelSession(
        instructions="Use the getWeather tool to answer questions about the weather.", model=model, tools=[tool]
    )
    answer = await asyncio.wait_for(session.respond("What is the weather in Lisbon?", options=GREEDY), timeout=120)
    assert tool.calls >= 1
    assert "21" in answer or "sunny" in answer.lower()


async def test_several_sessions_with_tools_at_once(model):
    tools = [AddTool() for _ in range(3)]
    sessions = [
        fm.LanguageModelSession(instructions="Use the add tool for every sum.", model=model, tools=[tool])
        for tool in tools
    ]
    sums = [(100, 23), (200, 34), (300, 45)]
    answers = await asyncio.wait_for(
        asyncio.gather(
            *(s.respond(f"What is {a} plus {b}?", options=GREEDY) for s, (a, b) in zip(sessions, sums))
        ),
        timeout=240,
    )
    assert all(tool.calls for tool in tools), [tool.calls for tool in tools]
    assert [str(a + b) in answer for (a, b), answer in zip(sums, answers)] == [True, True, True]
