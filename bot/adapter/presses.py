"""What pressing one of our components does, kept apart from the components and the handlers.

``bot.adapter.handlers.tables`` builds its messages' views from ``bot.adapter.components``, and a component's callback
answers through a handler; were the components to import the handlers, the two would import each
other. Instead the handlers register their answers here (``answer``) and a component looks its
answer up by name when pressed (``press``).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

Answer = Callable[..., Awaitable[None]]

_ANSWERS: dict[str, Answer] = {}


def answer(name: str, handler: Answer) -> None:
    """Make ``handler`` the answer to presses named ``name`` (the handlers call it at import)."""
    _ANSWERS[name] = handler


async def press(name: str, *args: Any, **kwargs: Any) -> None:
    """Answer a press: call the handler registered for ``name``."""
    try:
        handler = _ANSWERS[name]
    except KeyError:
        raise LookupError(f"no answer is registered for {name!r} (is bot.adapter.handlers.tables imported?)") from None
    await handler(*args, **kwargs)
