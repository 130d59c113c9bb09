"""The scene stack: lifecycle order, input from the top down, overlays drawn over scenes."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from finspan.frontend.shell.scene import Scene, SceneStack


class Recorder(Scene):
    def __init__(self, name, log, *, consume=False, transparent=False, modal=True):
        super().__init__(SimpleNamespace(size=(1280, 720)))
        self.name, self.log, self.consume = name, log, consume
        self.transparent, self.modal = transparent, modal

    def enter(self):
        self.log.append((self.name, "enter"))

    def exit(self):
        self.log.append((self.name, "exit"))

    def pause(self):
        self.log.append((self.name, "pause"))

    def resume(self):
        self.log.append((self.name, "resume"))

    def resize(self, size):
        super().resize(size)
        self.log.append((self.name, "resize"))

    def handle_event(self, event):
        self.log.append((self.name, "event"))
        return self.consume

    def update(self, dt):
        self.log.append((self.name, "update"))

    def draw(self, surface):
        self.log.append((self.name, "draw"))


SIZE = (1280, 720)
EVENT = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)


def test_push_pop_and_replace_call_the_lifecycle_in_order():
    log: list = []
    stack = SceneStack()
    a, b, c = Recorder("a", log), Recorder("b", log), Recorder("c", log)
    stack.push(a, SIZE)
    stack.push(b, SIZE)
    stack.replace(c, SIZE)
    assert stack.pop() is c
    assert stack.pop() is a
    assert stack.pop() is None
    assert log == [
        ("a", "resize"), ("a", "enter"),
        ("a", "pause"), ("b", "resize"), ("b", "enter"),
        ("b", "exit"), ("c", "resize"), ("c", "enter"),
        ("c", "exit"), ("a", "resume"),
        ("a", "exit"),
    ]  # fmt: skip


def test_input_goes_to_the_top_scene_and_a_modal_scene_stops_it():
    log: list = []
    stack = SceneStack()
    stack.push(Recorder("under", log), SIZE)
    stack.push(Recorder("top", log), SIZE)
    log.clear()
    assert stack.handle_event(EVENT) is False
    assert log == [("top", "event")]


def test_a_non_modal_overlay_passes_unconsumed_input_down():
    log: list = []
    stack = SceneStack()
    stack.push(Recorder("under", log, consume=True), SIZE)
    stack.push(Recorder("hud", log, modal=False), SIZE)
    log.clear()
    assert stack.handle_event(EVENT) is True
    assert log == [("hud", "event"), ("under", "event")]


def test_transparent_overlays_are_drawn_over_the_scene_beneath_and_only_the_top_updates():
    log: list = []
    stack = SceneStack()
    stack.push(Recorder("hidden", log), SIZE)
    stack.push(Recorder("base", log), SIZE)
    stack.push(Recorder("overlay", log, transparent=True), SIZE)
    log.clear()
    stack.update(0.016)
    stack.draw(pygame.Surface(SIZE))
    assert log == [("overlay", "update"), ("base", "draw"), ("overlay", "draw")]


def test_resize_reaches_every_scene():
    log: list = []
    stack = SceneStack()
    stack.push(Recorder("a", log), SIZE)
    stack.push(Recorder("b", log), SIZE)
    log.clear()
    stack.resize((1920, 1080))
    assert log == [("a", "resize"), ("b", "resize")]
    assert all(s.size == (1920, 1080) for s in stack.scenes)


def test_a_click_that_opens_a_scene_does_not_also_click_in_it():
    """The press went to the scene beneath; its release must not reach the new top scene."""
    class Recorder:
        modal = True

        def __init__(self, opens=None):
            self.got: list[int] = []
            self.opens = opens

        def handle_event(self, event):
            self.got.append(event.type)
            if event.type == pygame.MOUSEBUTTONDOWN and self.opens is not None:
                stack.push(self.opens, (1280, 720))
            return True

        def pause(self): ...
        def resume(self): ...
        def resize(self, size): ...
        def enter(self): ...
        def exit(self): ...

    stack = SceneStack()
    opened = Recorder()
    menu = Recorder(opens=opened)
    stack.push(menu, (1280, 720))
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5)))
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(5, 5)))
    assert menu.got == [pygame.MOUSEBUTTONDOWN]
    assert opened.got == []
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5)))
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(5, 5)))
    assert opened.got == [pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP]
