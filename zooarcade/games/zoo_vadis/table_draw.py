"""How the Zoo Vadis table draws itself: the board with its laurels and the deal's way, the seats' panels, the
viewer's screen, the deal strip, the laurel legend, the vote preview of a held piece, and the tooltips.

A mixin of :class:`~zooarcade.games.zoo_vadis.scene.VadisTable` (it draws from the table's attributes:
``view``, ``slots``, ``laurels``, ``layout``, ``painter``, ``figures``, ``last``, ``last_deal``, ``bubbles``),
kept apart so the scene module holds the view-model, the input and the animations.  Everything is drawn
from the viewer's view (``self.view``), never from the true state.  Geometry in logical pixels of the
1280×720 canvas.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from types import MappingProxyType
from typing import Any

import pygame

from zooarcade.core.narration import counted, possessive
from zooarcade.games.zoo_vadis import data
from zooarcade.games.zoo_vadis.actions import Offer
from zooarcade.games.zoo_vadis.board import exhibit_id, exhibit_index
from zooarcade.games.zoo_vadis.board_draw import point_along
from zooarcade.games.zoo_vadis.layout import CANVAS
from zooarcade.games.zoo_vadis.narration import collection_line, exhibit, token_word
from zooarcade.games.zoo_vadis.pieces import ROMAN, SPECIAL_WORDS
from zooarcade.games.zoo_vadis.slots import PEACOCK, key_owner
from zooarcade.ui import gfx, placement, theme

_KINDS = data.TOKEN_KINDS
#: the quiet rounds from which the stall warning shows on the board.
STALL_WARN = 3
#: seconds an answer bubble lasts.
BUBBLE = 1.6
#: the key legend the deal strip ends its help with: every key the table answers (the table kit's
#: :meth:`~zooarcade.ui.table.base.TableScene.handle_event`); the strip wraps the lines to its width.
KEY_LEGEND: tuple[str, ...] = (
    "Tab / arrows: pick \u00b7 Enter: play it (or the lit button) \u00b7 H: hint",
    "Ctrl+Z / Ctrl+Y: undo / redo \u00b7 F1: rules \u00b7 Esc: menu",
    "L: full game log \u00b7 Page Up / Page Down: scroll the log",
)
#: pixels an answer bubble keeps from its seat panel's right edge and from the seat's name; its padding round
#: the text (width, height) on the header line and on the species line.
BUBBLE_INSET = 8
BUBBLE_NAME_GAP = 4
BUBBLE_PAD, BUBBLE_PAD_SMALL = (16, 8), (14, 4)
#: what each species' ability does, in a seat panel's few words.
ABILITY_WORDS = MappingProxyType({
    "rhino": "brings a second piece along",
    "crocodile": "moves a piece on from a 1-space exhibit",
    "marmoset": "takes another laurel from the board",
    "ibis": "squeezes one more piece into a full exhibit",
    "hyena": "moves the Zoo Keeper as well",
    "tiger": "takes the laurel under the Zoo Keeper",
    "armadillo": "opens a tunnel",
})


def values_label(values: Any, count: int = 0, noun: bool = False) -> str:
    """Token values (1-5) for a panel control: equal values counted, largest first — ``"1 × I"``, ``"2 × I"``,
    ``"III + I"``, ``"III + 2 × I"`` (play test: a lone "I" in "Accept (I)" looked like a text cursor, so one
    token always says it is one); ``"nothing"``; ``"2 tokens"`` when the values are hidden (``count`` of them).
    With ``noun`` the values read as tokens in a sentence: ``"token I"``, ``"tokens III + I"`` ("the Armadillo for
    I" read like the pronoun)."""
    if values is None:
        return counted(count, "token") if count else "nothing"
    if not values:
        return "nothing"
    ordered = sorted(values, reverse=True)
    if noun:
        return f"{'token' if len(values) == 1 else 'tokens'} {' + '.join(ROMAN[v] for v in ordered)}"
    if len(values) == 1:
        return f"1 \u00d7 {ROMAN[ordered[0]]}"
    groups = sorted({v: ordered.count(v) for v in ordered}.items(), reverse=True)
    return " + ".join(ROMAN[v] if k == 1 else f"{k} \u00d7 {ROMAN[v]}" for v, k in groups)


def laurel_words(values: Any, count: int = 0) -> str:
    """Laurel tokens in player words, for an Accept control: ``"1 laurel (III)"``, ``"2 laurels (III + I)"``,
    ``"2 laurels"`` when the values are hidden (``count`` of them), ``"nothing"`` (play test P7: "1 × I" read like
    a formula)."""
    if values is None:
        return counted(count, "laurel") if count else "nothing"
    if not values:
        return "nothing"
    return f"{counted(len(values), 'laurel')} ({' + '.join(ROMAN[v] for v in sorted(values, reverse=True))})"


def supply_amount(reward: tuple[int, int]) -> str:
    """The I laurels of a supply reward ``(least, most)`` without where they come from: ``"1 laurel (I)"``,
    ``"2 laurels (I each)"``, ``"up to 2 laurels (I each)"``, ``"1-2 laurels (I each)"``; ``""`` for none."""
    least, most = reward
    if most <= 0:
        return ""
    each = "(I)" if most == 1 else "(I each)"
    if least == most:
        return f"{counted(most, 'laurel')} {each}"
    if least <= 0:
        return f"up to {counted(most, 'laurel')} {each}"
    return f"{least}-{most} laurels {each}"


def supply_words(reward: tuple[int, int]) -> str:
    """The I tokens a seat takes from the supply for its part of a deal, ``(least, most)`` of
    :meth:`~zooarcade.games.zoo_vadis.rules.VadisState.supply_reward`, in a few words: ``"1 laurel (I) from the
    supply"``, ``"up to 2 laurels (I each) from the supply"`` (the mover picks who is paid), ``"1-2 laurels (I each)
    from the supply"``; ``""`` for none (play test P7: "1 × I from supply" was not player language)."""
    amount = supply_amount(reward)
    return f"{amount} from the supply" if amount else ""


class TableDrawing:
    """The drawing half of the Zoo Vadis table (a mixin; see the module docstring)."""

    def _paint_static(self, surf: gfx.Canvas) -> None:
        surf.blit(theme.vertical_gradient(CANVAS, (30, 52, 44), (16, 28, 24)), (0, 0))
        gfx.rect(surf, (14, 20, 22), pygame.Rect(0, 0, CANVAS[0], self.frame.top_bar))
        gfx.line(surf, (70, 82, 70), (0, self.frame.top_bar), (CANVAS[0], self.frame.top_bar), 2)
        title = self.app.font("display", 26)
        theme.blit_text(surf, title, "Zoo Vadis", (18, self.frame.top_bar // 2), theme.ACCENT, anchor="midleft")
        icon = self.app.assets.icon("laurel", (30, 30))
        surf.blit(icon, (18 + title.size("Zoo Vadis")[0] + 8, self.frame.top_bar // 2 - 15))
        for rect in (self.layout.screen_rect, self.layout.deal_rect):
            theme.shadowed_rect(surf, rect, theme.PANEL, radius=12, shadow=5, border=(70, 82, 94))
        for s in range(self.n):
            r = self.layout.seat_rect(s)
            theme.shadowed_rect(surf, r, theme.PANEL, radius=12, shadow=4, border=theme.seat_style(s).dark)

    def still_key(self) -> object:
        """What :meth:`draw_table` draws from (``TableScene.still_key``) while no one here may act: the drawn view
        (replaced at each sync: compared by identity), the laurels, the last move, the deal strip's sources, the
        seat headers.  ``None`` (drawn afresh) while a human may act (pulsing sources, the panel's stepper) or a
        deal's way is shown (its dashes run)."""
        if self.input_enabled() or self._deal_route() is not None:
            return None
        return (id(self.view), self.view, id(self.static), self.layout, self.viewer, tuple(self.laurels), self.last,
                self.collected, repr(self.last_deal), self._preview_lines(), self.panel.visible,
                self.header_keys([None] * self.n))

    def draw_table(self, surface: gfx.Canvas) -> None:
        surface.blit(self.static, (0, 0))
        highlights: dict[str, theme.Color] = {}
        if self.last is not None and self.last[1] in self._rects:
            highlights[self.last[1]] = theme.seat_style(self.last[0]).color
        deal = self._deal_route()
        if deal is not None:
            highlights[deal[0]] = highlights[deal[1]] = theme.seat_style(self.view.to_move).color
        self.painter.draw(surface, highlights)
        if deal is not None:
            self._draw_deal_route(surface, *deal)
        self._draw_laurels(surface)
        self._draw_sources(surface)
        for s in range(self.n):
            self._draw_seat(surface, s)
        for s in self.askable_seats():  # a click on the panel (or a piece of that seat) asks it
            gfx.rect(surface, theme.ACCENT, self.layout.seat_rect(s).inflate(4, 4), width=2, border_radius=14)
        self._draw_screen(surface)
        self._draw_deal(surface)
        self._draw_legend(surface)

    def _deal_route(self) -> tuple[str, str, bool] | None:
        """``(src, dst, tunnel)`` of the advance being dealt now, or None."""
        v = self.view
        d = v.draft
        if d is None or d.route < 0 or v.phase not in ("compose", "offer", "answer", "counter"):
            return None
        route = v.board.routes[d.route]
        return exhibit_id(route.src), exhibit_id(route.dst), route.tunnel

    def _draw_deal_route(self, surface: gfx.Canvas, src: str, dst: str, tunnel: bool) -> None:
        """The way the piece of the deal would walk: a bright dashed line in the mover's colour, with an arrow head."""
        points = self.painter.edge_points(src, dst, tunnel)
        color = theme.seat_style(self.view.to_move).color
        total = sum(math.dist(points[i], points[i + 1]) for i in range(len(points) - 1))
        if total <= 0:
            return
        phase = (self.glow_time * 40) % 18
        d = phase
        while d < total - 24:
            a = point_along(points, d / total)
            b = point_along(points, min(total, d + 10) / total)
            gfx.line(surface, theme.INK_DARK, a, b, 7)
            gfx.line(surface, color, a, b, 4)
            d += 18
        tip = pygame.Vector2(point_along(points, (total - 30) / total))
        back = pygame.Vector2(point_along(points, (total - 46) / total))
        if tip != back:
            direction = (tip - back).normalize()
            side = pygame.Vector2(-direction.y, direction.x)
            gfx.polygon(surface, theme.INK_DARK, [tip + direction * 4, back + side * 11, back - side * 11])
            gfx.polygon(surface, color, [tip, back + side * 8, back - side * 8])

    def _draw_laurels(self, surface: gfx.Canvas) -> None:
        ids = self.view.board.space_ids
        for i, k in enumerate(self.laurels):
            if k < 0:
                continue
            c = self.painter.node_rect(ids[i]).center
            img = self.figures.token(_KINDS[k], self.token_d)
            surface.blit(img, img.get_rect(center=c))

    def _draw_sources(self, surface: gfx.Canvas) -> None:
        """A soft pulsing ring round every piece the human deciding may move now (what can be picked up)."""
        if not self.input_enabled() or self.drag.active is not None:
            return
        keys = {self.source_key(a) for a in self.legal()}
        pulse = 0.5 + 0.5 * math.sin(self.glow_time * 4)
        for key in keys:
            sprite = self.sprites.get(key) if key is not None else None
            if sprite is None or not sprite.visible:
                continue
            r = sprite.rect
            gfx.circle(surface, (*theme.ACCENT, 90 + int(100 * pulse)), r.center, r.w / 2 + 3, 2)

    def _draw_seat(self, surface: gfx.Canvas, seat: int) -> None:
        v = self.view
        rect = self.layout.seat_rect(seat)
        # no score badge: laurels are hidden (the viewer's own total is on its screen), and the name keeps its room
        self.seat_name_rects[seat] = self.draw_seat_header(surface, seat, rect, None)
        compact = self.layout.compact()
        y = rect.y + (58 if compact else 64)
        supply = v.supply[seat]
        text = self.text
        text.blit(surface, "bold", 14, f"\u00d7{supply}", (rect.x + 42, y), theme.INK if supply else theme.INK_DIM,
                  "midleft")
        if not v.classic:
            for t in range(data.TILES_PER_SPECIES):
                img = self.figures.tile(seat, 20, t >= v.tiles[seat])
                surface.blit(img, img.get_rect(center=(rect.x + 84 + t * 23, y)))
        count = v.counts[seat]
        back = self.figures.token(None, 20)
        tc = self.layout.tokens_center(seat)
        surface.blit(back, back.get_rect(center=(tc[0] - 14, y)))
        text.blit(surface, "bold", 14, f"\u00d7{count}", (tc[0] - 2, y), theme.INK, "midleft")
        if not compact:
            sp = data.SPECIES_NAMES.get(v.species[seat], v.species[seat])
            broken = v.broken_promises(seat)
            line = self.species_line(sp, broken, rect.w - 28)
            text.blit(surface, "bold", 12, line, (rect.x + 14, rect.y + 36), theme.INK_DIM)
            if rect.h >= 120 and not v.classic:
                words = ABILITY_WORDS.get(v.species[seat], "")
                font = self.app.font("text", 12)
                for i, part in enumerate(theme.wrap_text(font, f"Its ability {words}.", rect.w - 28)[:2]):
                    text.blit(surface, "text", 12, part, (rect.x + 14, rect.y + 86 + i * 16), (150, 162, 156))
        if v.star and seat in v.star:
            first = v.star.index(seat) + 1
            text.blit(surface, "bold", 11, f"\u2605{first}", (rect.right - 12, rect.bottom - 6), theme.ACCENT,
                      "bottomright")

    def _draw_screen(self, surface: gfx.Canvas) -> None:
        """The viewer's screen: its tokens by kind (set-aside ones dimmed), then the I supply, the bag, the box."""
        v = self.view
        r = self.layout.screen_rect
        text = self.text
        seat = self.viewer
        screen = v.screens[seat] if seat is not None and 0 <= seat < self.n else None
        if screen is None:
            text.blit(surface, "display", 18, "Screens", (r.x + 14, r.y + 8), theme.ACCENT)
            text.blit(surface, "text", 13, "Every laurel token stays behind its owner's screen.", (r.x + 14, r.y + 40),
                      theme.INK_DIM)
            text.blit(surface, "text", 13, "Only the token counts are public.", (r.x + 14, r.y + 58), theme.INK_DIM)
        else:
            assert seat is not None
            total = sum(c * data.TOKEN_VALUE[k] for c, k in zip(screen, _KINDS, strict=True))
            text.blit(surface, "display", 18, "Your screen" if self.names[seat] == "You" else
                      f"{possessive(self.names[seat], False).capitalize()} screen", (r.x + 14, r.y + 8), theme.ACCENT)
            text.blit(surface, "bold", 14, counted(total, "laurel"), (r.right - 14, r.y + 12), theme.INK, "topright")
            free = v.unreserved(seat)
            held = [0] * 6
            for k, c in enumerate(screen):
                held[data.TOKEN_VALUE[_KINDS[k]]] += c
            aside = [held[i] - free[i] for i in range(6)]
            x = r.x + 14
            y = r.y + 42
            size = 34
            shown = 0
            for k, c in enumerate(screen):
                if c <= 0:
                    continue
                kind = _KINDS[k]
                value = data.TOKEN_VALUE[kind]
                dim = min(c, aside[value])
                aside[value] -= dim
                # "×2 (1 set aside)" left open whether 2 were left or held in all (play test 14): say "1 of 2 offered"
                label = f"{dim} of {c} offered" if dim else f"\u00d7{c}"
                ink = theme.INK_DIM if dim else theme.INK
                # each token stands in a column as wide as its label, so a long label stays inside the panel
                # and clear of its neighbours' (it was centred under the token and ran over the left edge)
                col = max(size, text.get("bold", 13, label, ink).get_width())
                if shown and x + col > r.right - 14:
                    x = r.x + 14
                    y += size + 22
                tx = x + (col - size) // 2
                img = self.figures.token(kind, size)
                surface.blit(img, (tx, y))
                self.faces_shown.add((self.viewer, (seat,), kind))
                text.blit(surface, "bold", 13, label, (x + col / 2, y + size + 2), ink, "midtop")
                if dim:
                    veil = surface.new((size, size))
                    gfx.circle(veil, (20, 24, 30, 150), (size / 2, size / 2), size / 2)
                    surface.blit(veil, (tx, y))
                x += col + 16
                shown += 1
            if not shown:
                text.blit(surface, "text", 13, "No laurels.", (r.x + 14, y + 8), theme.INK_DIM)
        # the I supply, the bag, the box
        bottom = r.bottom - 24
        i_img = self.figures.token("I", 22)
        surface.blit(i_img, i_img.get_rect(center=(r.x + 26, bottom)))
        text.blit(surface, "text", 13, f"{v.supply_i} in supply", (r.x + 42, bottom), theme.INK_DIM, "midleft")
        bag = sum(v.bag)
        pouch = self.app.assets.icon("pouch", (22, 22))
        surface.blit(pouch, pouch.get_rect(center=(r.x + 150, bottom)))
        text.blit(surface, "text", 13, f"{bag} in the bag", (r.x + 166, bottom), theme.INK_DIM, "midleft")
        box = sum(v.box)
        text.blit(surface, "text", 13, f"box {box}", (r.right - 14, bottom), theme.INK_DIM, "midright")

    def _draw_legend(self, surface: gfx.Canvas) -> None:
        """The laurel tokens explained, in the panel's place while nobody here has a choice to make there."""
        if self.panel.visible or self.compact:  # the compact table has no room for it: the drawer's place is the board
            return
        area = self.frame.panel
        r = pygame.Rect(area.x, area.bottom - 178, area.w, 178)
        theme.shadowed_rect(surface, r, theme.PANEL, radius=12, shadow=4, border=(70, 82, 94))
        text = self.text
        text.blit(surface, "display", 16, "Laurel tokens", (r.x + 14, r.y + 8), theme.ACCENT)
        for i, kind in enumerate(("I", "II", "III", "IV", "V")):
            img = self.figures.token(kind, 28)
            surface.blit(img, (r.x + 14 + i * 42, r.y + 34))
        text.blit(surface, "text", 12, "worth 1 to 5 laurels; kept behind screens", (r.x + 14, r.y + 66),
                  theme.INK_DIM)
        for i, kind in enumerate(("II_ZOO_KEEPER", "II_PEACOCK", "II_ABILITY")):
            y = r.y + 88 + i * 28
            img = self.figures.token(kind, 24)
            surface.blit(img, (r.x + 14, y))
            words = SPECIAL_WORDS[kind].split(": ", 1)[-1]
            text.blit(surface, "text", 12, theme.fit_text(self.app.font("text", 12), words, r.w - 60),
                      (r.x + 46, y + 12), theme.INK, "midleft")

    def _draw_deal(self, surface: gfx.Canvas) -> None:
        """The transaction as the viewer may see it, or the vote preview of a held piece, or a short help."""
        v = self.view
        r = self.layout.deal_rect
        text = self.text
        d = v.draft
        x, y = r.x + 14, r.y + 8
        lines: list[tuple[str, theme.Color, str]] = []
        if d is not None and v.phase in ("compose", "offer", "answer", "counter", "reward"):
            mover = v.to_move
            title = "Your deal" if self.names[mover] == "You" else f"{possessive(self.names[mover], False)} deal"
            text.blit(surface, "display", 18, title.capitalize() if title[0].islower() else title, (x, y),
                      theme.seat_style(mover).color)
            lines.append((self._deal_what(d), theme.INK, "bold"))
            if d.need:
                lines.append((self._votes_line(d), theme.INK, "text"))
            elif d.piece in ("animal", "peacock"):
                lines.append(("No vote needed on this way.", theme.INK_DIM, "text"))
            laurel_line = collection_line(v, d, self.collected)
            if laurel_line is not None:
                lines.append((laurel_line, theme.INK_DIM, "text"))
            for it in d.items:
                lines.append((*self.ask_line(d, it), "text"))
        else:
            preview = self._preview_lines()
            if preview:
                title = theme.fit_text(self.app.font("bold", 17), preview[0], r.w - 28)
                text.blit(surface, "bold", 17, title, (x, y + 2), theme.ACCENT)
                lines = [(p, theme.INK, "text") for p in preview[1:]]
            elif self.last_deal is not None:
                title, mover, lines = self.last_deal_lines(self.last_deal)
                text.blit(surface, "bold", 17, title, (x, y + 2), theme.seat_style(mover).color)
                lines.extend((line, theme.INK_DIM, "text") for line in KEY_LEGEND)
            else:
                text.blit(surface, "display", 18, "How to play", (x, y), theme.ACCENT)
                lines = [(t, theme.INK_DIM, "text") for t in (
                    "Drag one of your animals up a lit path, or click it",
                    "and then the exhibit; the deal opens on the right.",
                    "Drag from your supply into a bottom exhibit to add.",
                    "Drag the Zoo Keeper onto a laurel space.",
                    *KEY_LEGEND,
                )]
        y += 30
        # 13 px lines 19 apart, each wrapped to the strip's width (never cut); when they do not all fit (a deal
        # asking many seats at 7), 12 px lines 16 apart; still too many: the last row says how many more, and
        # the tooltip of the strip reads all
        room = r.w - 28
        size, step = 13, 19
        rows_of = self._wrapped(lines, size, room)
        if y + step * (len(rows_of) - 1) > r.bottom - 18:
            size, step = 12, 16
            rows_of = self._wrapped(lines, size, room)
        rows = max(1, (r.bottom - 18 - y) // step + 1)
        shown = rows_of if len(rows_of) <= rows else [*rows_of[:rows - 1], (
            f"+ {len(rows_of) - rows + 1} more — point here to read them all", theme.INK_DIM, "text")]
        cut = len(shown) < len(rows_of)
        for line, color, role in shown:
            fitted = theme.fit_text(self.app.font(role, size), line, room)
            cut = cut or fitted != line
            text.blit(surface, role, size, fitted, (x, y), color)
            y += step
        self.deal_overflow = [line for line, _, _ in lines] if cut else None

    def ask_line(self, d: Any, it: Any) -> tuple[str, theme.Color]:
        """The deal strip's line of the ask ``it`` of the deal ``d`` and its colour: who is asked for what, what the
        mover gives (its offer) and, apart, what the asked seat also gets from the supply while the deal is open —
        "Ann: the Hyena · you give token I · Ann also gets 1 × I from the supply" (play test 13, ZV-2: "for token
        I + 1 × I from the supply" read as if the mover paid the supply's token too) — and its answer so far.
        Before the offer is made, the mover sees the offer its panel's stepper shows now, "(not offered yet)"."""
        v = self.view
        asked = self.name(it.seat)
        what = counted(it.votes, "vote") if it.what == "votes" else f"the {data.SPECIES_NAMES.get(it.what, it.what)}"
        mine = v.to_move == self.viewer
        give = "you give" if mine else f"{self.name(v.to_move)} gives"
        promise = " + promise" if it.promise else ""
        if it.ready:
            part = f"{give} {values_label(it.values, it.count, noun=True)}{promise}"
            extra = supply_words(v.supply_reward(it)) if v.phase in ("compose", "offer", "answer", "counter") else ""
            if extra:
                part += f" \u00b7 {asked} also gets {extra}"
        else:
            shown = self._stepper_offer() if mine else None
            part = (f"{give} {values_label(shown.values, noun=True)}" + (" + promise" if shown.promise else "")
                    + " (not offered yet)") if shown is not None else "not offered yet"
        state = {"accept": "accepts", "decline": "declines", "": "waiting" if d.order else ""}.get(it.answer, "")
        color = {"accept": theme.GOOD, "decline": theme.DANGER}.get(it.answer, theme.INK)
        if it.answer == "counter":
            state = f"wants {it.counter} from {'you' if mine else 'the mover'}" + {
                "met": ", paid", "dropped": ", dropped"}.get(it.met, "")
            color = theme.ACCENT if it.met != "dropped" else theme.DANGER
        return f"{asked}: {what} \u00b7 {part}" + (f" \u2014 {state}" if state else ""), color

    def _stepper_offer(self) -> Offer | None:
        """The offer the panel's Offer stepper shows now (an ``Offer``), or None when the panel has none."""
        for i, choice in enumerate(self.panel.choices):
            if choice.options and all(isinstance(a, Offer) for a in choice.actions):
                return self.panel.action_of(i)
        return None

    def last_deal_lines(self, last: dict[str, Any]) -> tuple[str, int, list[tuple[str, theme.Color, str]]]:
        """The deal strip's title, its seat, and its lines (text, colour, font role) for the last deal or move
        (``self.last_deal``'s shape): what moved and how, each ask with its answer, each peacock bribe with the
        token paid, or why no vote was taken."""
        mover = last["seat"] if isinstance(last["seat"], int) else 0
        outcome = {"done": " \u2014 it happened", "failed": " \u2014 it fell through"}.get(last["outcome"], "")
        # a move nobody was asked or bribed for is no deal (play test: a peacock's walk read "Last deal")
        plain = last["outcome"] == "move" or not (last["asks"] or last.get("bribes"))
        head = "Last move" if plain else "Last deal"
        lines: list[tuple[str, theme.Color, str]] = [(last["what"][0].upper() + last["what"][1:], theme.INK, "bold")]
        for seat, what, answer in last["asks"]:
            color = theme.GOOD if answer.startswith("accept") else theme.DANGER if answer.startswith(
                "decline") else theme.ACCENT if answer else theme.INK_DIM
            lines.append((f"{self.name(seat)}: {what}" + (f" \u2014 {answer}" if answer else
                                                           " \u2014 not asked in the end"), color, "text"))
        for value in last.get("bribes", ()):
            lines.append((f"A peacock: bribed with {token_word(value)}", theme.INK, "text"))
        if last.get("note"):
            lines.append((last["note"], theme.INK_DIM, "text"))
        elif not last["asks"] and not last.get("bribes"):
            lines.append(("Nobody had to be asked.", theme.INK_DIM, "text"))
        return f"{head}: {self.name(mover)}{outcome}", mover, lines

    def _wrapped(self, lines: list[tuple[str, theme.Color, str]], size: int,
                 width: int) -> list[tuple[str, theme.Color, str]]:
        """``lines`` (text, colour, font role) wrapped at word breaks to ``width`` pixels at ``size``."""
        return [(part, color, role) for line, color, role in lines
                for part in theme.wrap_text(self.app.font(role, size), line, width)]

    def species_line(self, species: str, broken: int, width: int) -> str:
        """A seat panel's species line within ``width`` logical pixels: "The Marmoset · 1 broken promise", shorter
        forms when that overruns the panel (play test 10), the seat's tooltip keeping the whole count."""
        font = self.app.font("bold", 12)
        if not broken:
            return theme.fit_text(font, f"The {species}", width)
        for line in (f"The {species} \u00b7 {counted(broken, 'broken promise')}",
                     f"The {species} \u00b7 broke {broken}", f"{species} \u00b7 broke {broken}"):
            if font.size(line)[0] <= width:
                return line
        return theme.fit_text(font, f"{species} \u00b7 broke {broken}", width)

    def _votes_line(self, d: Any) -> str:
        """The deal's votes in one line: needed, the mover's own, those asked of others, the bribed peacocks
        ("Votes: 3 needed · your own 1 · asked 2 · bribed 0"; play test 10: "lined up" counted the own votes)."""
        mover = self.view.to_move
        own = "your own" if mover == self.viewer else "own"
        asked = sum(it.votes for it in d.items if it.what == "votes")
        line = f"Votes: {d.need} needed \u00b7 {own} {d.own} \u00b7 asked for {asked}"
        if d.bribes:
            line += f" \u00b7 {counted(len(d.bribes), 'peacock')} bribed ({', '.join(ROMAN[b] for b in d.bribes)})"
        return line

    def _deal_what(self, d: Any) -> str:
        b = self.view.board
        if d.piece == "hyena":
            return f"Hyena: move the Zoo Keeper to {exhibit(b.space_ids[d.dst])}"
        if d.piece == "add":
            return f"Add to {exhibit(exhibit_id(d.dst))}, the Crocodile moves it on"
        piece = "A peacock" if d.piece == "peacock" else "An animal"
        tunnel = d.route >= 0 and b.routes[d.route].tunnel
        return f"{piece}: {exhibit(exhibit_id(d.src))} \u2192 {exhibit(exhibit_id(d.dst))}" + (" (tunnel)" if tunnel
                                                                                            else "")

    def _preview_lines(self) -> list[str]:
        """While a piece is held over (or selected toward) a lit exhibit: what the advance would take."""
        sprite = self.drag.active
        target = self.drag.hover_target
        if sprite is None or target is None or not isinstance(target, str) or ">" in target:
            return []
        key = str(sprite.key)
        if key == "keeper" or key.startswith("supply:"):
            return []
        src = self._piece_place(key)
        if src is None or target not in self.legal_targets(sprite):
            return []
        v = self.view
        x = exhibit_index(src)
        seat = self.session.current
        out = [f"{exhibit(src)} \u2192 {exhibit(target)}"]
        route = next((r for r in v.board.routes if r.src == x and r.dst == exhibit_index(target)), None)
        if key_owner(key) == PEACOCK:
            out.append("Anyone may walk a peacock up: no vote, and you get a token I.")
            return out
        if route is not None and route.tunnel:
            out.append("A tunnel: no vote, but you must ask for the Armadillo.")
        elif route is not None and route.index == v.keeper_route():
            out.append("The Zoo Keeper is on this path: no vote needed.")
        else:
            others = [f"{self.name(q)} ({v.animals[x][q]})" for q in range(self.n) if q != seat and v.animals[x][q]]
            out.append(f"Votes needed: {v.board.need[x]} \u00b7 yours: {v.animals[x][seat]}")
            if others:
                out.append("Others could give: " + ", ".join(others))
            if v.peacocks[x]:
                out.append(f"{counted(v.peacocks[x], 'peacock')} to bribe (II or more each)")
        if route is not None and route.laurel is not None:
            k = self.laurels[route.laurel]
            if k >= 0 and (route.laurel != v.keeper):
                out.append(f"Laurel on the path: {ROMAN[data.TOKEN_VALUE[_KINDS[k]]]}")
            elif k >= 0:
                out.append("The keeper guards the laurel here (the Tiger could take it).")
        return out

    def draw_overlay(self, surface: gfx.Canvas) -> None:
        # the exhibits' name signs over the lit targets, marks and glows drawn since the board (a lit outline
        # used to run across the sign and hide half the name)
        self.painter.draw_signs(surface)
        v = self.view
        if v.quiet >= STALL_WARN and v.end is None:
            msg = f"Quiet round {v.quiet}/{data.STALL_ROUNDS}: the game ends if no piece enters an exhibit"
            b = self.layout.board_rect
            img = self.text.get("bold", 13, msg, theme.INK)
            pill = img.get_rect(midtop=(b.centerx, b.y + 8)).inflate(20, 10)
            theme.shadowed_rect(surface, pill, (120, 40, 36), radius=pill.h // 2, shadow=3, border=theme.DANGER)
            surface.blit(img, img.get_rect(center=pill.center))
        for bubble in self.bubbles:
            box, size = self.bubble_box(bubble.seat, bubble.text)
            img = self.text.get("bold", size, bubble.text, theme.INK_DARK)
            t = bubble.age / max(0.2, BUBBLE * max(self.speed, 0.5))
            layer = surface.new(box.size)
            gfx.rect(layer, (*bubble.color, int(255 * max(0.0, 1 - t * t))), layer.get_rect(), border_radius=box.h // 2)
            surface.blit(layer, box)
            if t < 0.9:
                surface.blit(img, img.get_rect(center=box.center))

    def bubble_box(self, seat: int, text: str) -> tuple[pygame.Rect, int]:
        """``(box, font size)`` of an answer bubble ("Accepts", "Counter: 12") at ``seat``'s panel, in logical pixels.

        The bubble stands inside the seat's own panel, so it never crosses the panel's border onto the board or
        a neighbouring seat (play test: "Counter: 2" straddled the panel's edge and covered the board's exhibit
        names), and off its token row (play test: it hid the token count for its 1.6 s): at the right end of the
        species line ("The Tiger" is short), or on a compact panel, which has none, at the right end of the
        header line, over the level words, right of the name when there is room (else over the name's end).
        A text too wide for its room is drawn smaller (14 px on the header line, 13 on the species line, down
        to 11 px)."""
        rect = self.layout.seat_rect(seat)
        species = self.layout.species_line(seat)
        if species.h:
            line, size, left, pad = species, 13, rect.x + BUBBLE_INSET, BUBBLE_PAD_SMALL
        else:
            line, size, pad = self.layout.header_line(seat), 14, BUBBLE_PAD
            name = self.seat_name_rects.get(seat)
            left = max(rect.x + BUBBLE_INSET, name.right + BUBBLE_NAME_GAP if name is not None else line.x)
        room = rect.right - BUBBLE_INSET - left
        while size > 11 and self.app.font("bold", size).size(text)[0] + pad[0] > room:
            size -= 1
        w, h = self.app.font("bold", size).size(text)
        box = pygame.Rect(0, 0, min(rect.w - 2 * BUBBLE_INSET, w + pad[0]), min(line.h, h + pad[1]))
        box.midright = (rect.right - BUBBLE_INSET, line.centery)
        return box, size

    # ================================================================== tooltips
    def hover_at(self, pos: tuple[int, int]) -> Hashable | None:
        found = self.panel.full_label_at(pos)
        if found is not None:
            return ("label", found[0])
        key = super().hover_at(pos)
        if key is not None:
            return key
        if self.deal_overflow and self.layout.deal_rect.collidepoint(pos):
            return "deal"
        for k, rect in self.seat_rects.items():
            if rect.collidepoint(pos):
                return k
        return None

    def keep_clear_extra(self) -> list[placement.Avoid]:
        out = [placement.Avoid(r, placement.TEXT) for r in self.seat_rects.values()]
        return [*out, placement.Avoid(self.layout.screen_rect, placement.TEXT),
                placement.Avoid(self.layout.deal_rect, placement.TEXT)]

    def drawer_keep_clear(self) -> list[placement.Avoid]:
        """Zoo Vadis: what the compact drawer should not hide (weights per logical pixel², see
        :meth:`TableScene.drawer_keep_clear`): the deal strip, the negotiation's summary (INFO), the seat
        panels and your screen (TEXT), the board's exhibits (a little); with no deal on, the strip only tells
        the last move and the keys (less than a seat panel)."""
        on = self.view.draft is not None and self.view.phase in ("compose", "offer", "answer", "counter", "reward")
        deal = placement.INFO if on else placement.TEXT / 3
        out = [placement.Avoid(self.layout.deal_rect, deal),
               placement.Avoid(self.layout.screen_rect, placement.TEXT)]
        out += [placement.Avoid(r, placement.TEXT) for r in self.seat_rects.values()]
        return out + [placement.Avoid(r, placement.SQUARE) for r in self.target_rects().values()]

    def tooltip_lines(self, key: Hashable) -> list[str] | None:
        """Zoo Vadis: what an exhibit, a laurel space or a seat panel holds, in words."""
        v = self.view
        if isinstance(key, tuple) and len(key) == 2 and key[0] == "label":
            return [str(key[1])]
        if key == "deal":
            return list(self.deal_overflow) if self.deal_overflow else None
        if isinstance(key, tuple) and key and key[0] == "seat":
            s = int(key[1])
            sp = v.species[s]
            lines = [f"{self.name(s)} plays the {data.SPECIES_NAMES.get(sp, sp)}",
                     f"{counted(v.supply[s], 'animal')} in supply \u00b7 "
                     f"{counted(v.counts[s], 'laurel token')} behind the screen"]
            if not v.classic:
                lines.append(f"Ability tiles left: {v.tiles[s]} of {data.TILES_PER_SPECIES}")
            broken = v.broken_promises(s)
            if broken:
                lines.append(f"Broken promises so far: {broken}")
            ask = self.ask_for(s) if s in self.askable_seats() else None
            if ask is not None:
                lines.append(f"Click to ask for {counted(ask.votes, 'vote')} (or pick in the panel)")
            return lines
        if not isinstance(key, str):
            return None
        if ">" in key:
            try:
                space = v.board.space_index(key)
            except ValueError:
                return None
            k = self.laurels[space]
            src, dst = key.split(">")
            lines = [f"Path {exhibit(src)} \u2192 {exhibit(dst)}",
                     "Laurel: " + (ROMAN[data.TOKEN_VALUE[_KINDS[k]]] if k >= 0 else "none (the bag ran out)")]
            if k >= 0 and _KINDS[k] in SPECIAL_WORDS:
                lines.append(SPECIAL_WORDS[_KINDS[k]])
            if space == v.keeper:
                lines.append("The Zoo Keeper: walk this path without a vote, but take no laurel")
            return lines
        try:
            x = exhibit_index(key)
        except ValueError:
            return None
        spaces = v.board.spaces[x]
        lines = [f"{exhibit(key)} \u00b7 {counted(spaces, 'space')}"]
        if x == v.board.star:
            lines.append("The Star Exhibit: the game ends when it is full")
        else:
            lines.append(f"Leaving takes {counted(v.board.need[x], 'vote')}")
        here = [f"{self.name(q)}: {counted(v.animals[x][q], 'animal')}" for q in range(self.n) if v.animals[x][q]]
        if v.peacocks[x]:
            here.append(counted(v.peacocks[x], "peacock"))
        lines.append("Here: " + (", ".join(here) if here else "nobody"))
        if x in v.board.bottom:
            lines.append("A bottom exhibit: new animals are added here")
        return lines
