"""The base of the tasks that pose decisions, in two parts: the options, then the `Decision`.

A search's playouts choose among the options far more often than anyone reads a decision's
question, so `finspan.engine.game.Game` lists the options first (`options_now`) and builds
the `Decision` (its question and what it is about) only when it is asked for
(`decision_of`). `decision` joins the two, as the `Task` base promises.
"""

from __future__ import annotations

from .options import Option
from .table import Decision, Table, Task


class DecidingTask(Task):
    """A task whose top-of-stack turn may pose a decision."""

    __slots__ = ()

    def options_now(self, g: Table) -> tuple[Option, ...] | None:
        """The options of the decision this task poses now (in the decision's order), or
        None if its next step is automatic."""
        raise NotImplementedError

    def decision_of(self, g: Table, options: tuple[Option, ...]) -> Decision:
        """The decision whose options `options_now` just listed (the state unchanged)."""
        raise NotImplementedError

    def decision(self, g: Table) -> Decision | None:
        options = self.options_now(g)
        return None if options is None else self.decision_of(g, options)
