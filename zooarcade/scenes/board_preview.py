"""A look at the Zoo Vadis board template before the game exists (gallery entry ``zoo_vadis_board``).

Shows the board drawn from :mod:`zooarcade.games.zoo_vadis.data` by
:class:`~zooarcade.games.zoo_vadis.board_draw.GraphBoardPainter`, a legend, and what lies under
the mouse (hovered nodes are highlighted).  A button switches between the 3-5 and
the 6-7 player side of the board; Back or Esc leaves.  No rules are played here.

Units: logical pixels of the 1280×720 canvas.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from zooarcade.core.narration import counted
from zooarcade.games.zoo_vadis.board_draw import GraphBoardPainter
from zooarcade.games.zoo_vadis.graph import zoo_vadis_graph
from zooarcade.scenes.common import H, MenuScene, TextCache, W, make_backdrop, make_panel, render_outlined
from zooarcade.ui import gfx, theme

if TYPE_CHECKING:
    from zooarcade.ui.services import Services

#: where the board and the side panel sit.
BOARD = pygame.Rect(24, 100, 944, 596)
SIDE = pygame.Rect(990, 100, 266, 596)
#: the two board sides: (button label, player count used to build it).
SIDES: tuple[tuple[str, int], ...] = (("3-5 players", 5), ("6-7 players", 7))
#: legend lines: (kind of sample, text).
LEGEND: tuple[tuple[str, str], ...] = (
    ("trail", "Path: one way, upward"),
    ("laurel", "Laurel space on a path"),
    ("tunnel", "Tunnel (Armadillo only)"),
    ("star", "Star Exhibit: the goal"),
)


class BoardPreviewScene(MenuScene):
    """The Zoo Vadis board template with a legend and hover information.

    Args:
        app: the running app.

    Attributes:
        side: index into :data:`SIDES` of the board shown.
        painter: the :class:`GraphBoardPainter` drawing it into :data:`BOARD`.
        hovered: id of the node under the mouse, or None.
    """

    def __init__(self, app: Services) -> None:
        super().__init__(app)
        self.side = 0
        self.painter = GraphBoardPainter(zoo_vadis_graph(SIDES[0][1]), app.assets, BOARD)
        self.hovered: str | None = None
        self.text = TextCache(app.font)
        #: the art and panel the backdrop paints, made once: its layers, each rendered (within the app's prepare
        #: budget, a frame of its own if need be) before it paints, so the backdrop paints once.
        self.art = {"heading": app.assets.icon("laurel", (42, 42)), "laurel": app.assets.icon("laurel", (18, 18)),
                    "star": app.assets.icon("glowing_star", (26, 26)), "panel": make_panel(SIDE.size),
                    "title": render_outlined(self.fonts("display", 42), "Zoo Vadis board", theme.INK, width=3,
                                             shadow=4)}
        self.backdrop = gfx.Drawing((W, H), self._paint_backdrop, alpha=False,
                                    needs=(make_backdrop(app), *self.art.values()))
        self.back_button = self.button((24, 28, 130, 50), "Back", self.back, font_size=24)
        self.side_button = self.button((SIDE.x + 18, SIDE.bottom - 64, SIDE.w - 36, 46), SIDES[1][0],
                                       self.switch_side, font_size=22)  # fmt: skip

    def enter(self) -> None:
        super().enter()
        self.set_focus(self.back_button)

    def switch_side(self) -> None:
        """Show the other side of the board (3-5 ↔ 6-7 players)."""
        self.side = 1 - self.side
        self.painter = GraphBoardPainter(zoo_vadis_graph(SIDES[self.side][1]), self.app.assets, BOARD)
        self.side_button.text = SIDES[1 - self.side][0]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.painter.node_at(event.pos) if BOARD.collidepoint(event.pos) else None
        return super().handle_event(event)

    # ------------------------------------------------------------------ drawing
    def _paint_backdrop(self, surf: gfx.Canvas) -> None:
        surf.blit(make_backdrop(self.app), (0, 0))
        heading = self.art["title"]
        icon = self.art["heading"]
        rect = heading.get_rect(center=(W // 2 + 24, 54))
        surf.blit(icon, icon.get_rect(midright=(rect.x - 10, 52)))
        surf.blit(heading, rect)
        surf.blit(self.art["panel"], (SIDE.x - 10, SIDE.y - 10))
        theme.blit_text(surf, self.fonts("display", 24), "Legend", (SIDE.x + 18, SIDE.y + 16), theme.ACCENT)
        font = self.fonts("text", 15)
        y = SIDE.y + 62
        for kind, line in LEGEND:
            self._legend_sample(surf, kind, pygame.Rect(SIDE.x + 18, y - 12, 40, 24))
            theme.blit_text(surf, font, line, (SIDE.x + 68, y), theme.INK, anchor="midleft")
            y += 38
        note = ("A board template: the game itself comes later. Animals are added to the four bottom "
                "exhibits and climb along the paths to the Star Exhibit.")  # fmt: skip
        y += 8
        for line in theme.wrap_text(font, note, SIDE.w - 36):
            theme.blit_text(surf, font, line, (SIDE.x + 18, y), theme.INK_DIM)
            y += font.get_linesize()
        theme.blit_text(surf, self.fonts("text", 14), "Point at the board to see each place \u00b7 Esc goes back",
                        (W // 2, H - 2), theme.INK_DIM, anchor="midbottom")  # fmt: skip

    def _legend_sample(self, surf: gfx.Canvas, kind: str, box: pygame.Rect) -> None:
        """Draw a small sample of a legend entry into ``box``."""
        y = box.centery
        if kind == "trail":
            gfx.line(surf, (150, 124, 84), (box.x, y), (box.right, y), 10)
            for x in range(box.x + 4, box.right, 9):
                gfx.circle(surf, (226, 206, 158), (x, y), 2)
        elif kind == "tunnel":
            for x in range(box.x, box.right, 12):
                gfx.line(surf, (20, 14, 10), (x, y), (min(box.right, x + 7), y), 4)
        elif kind == "laurel":
            gfx.circle(surf, (250, 238, 200), box.center, 12)
            gfx.circle(surf, (150, 104, 20), box.center, 12, 2)
            icon = self.art["laurel"]
            surf.blit(icon, icon.get_rect(center=box.center))
        else:
            icon = self.art["star"]
            surf.blit(icon, icon.get_rect(center=box.center))

    def draw_background(self, surface: gfx.Canvas) -> None:
        surface.blit(self.backdrop, (0, 0))
        self.painter.draw(surface, [self.hovered] if self.hovered else ())
        self._draw_info(surface)

    def info_lines(self) -> list[str]:
        """What the side panel says about the hovered node (empty when nothing is hovered)."""
        if self.hovered is None:
            return []
        graph = self.painter.graph
        node = graph.node(self.hovered)
        if node.kind == "laurel":
            src, dst = self.hovered.split(">")
            return ["Laurel space", f"on the path {graph.node(src).label} \u2192 {graph.node(dst).label}"]
        ups = [graph.node(n).label for n in graph.successors(node.id)]
        lines = [node.label or node.id, counted(node.slots, "space")]
        lines.append("Paths up to: " + ", ".join(ups) if ups else "The top of the zoo")
        tunnels = graph.successors(node.id, ("tunnel",))
        if tunnels:
            lines.append("Tunnel to: " + ", ".join(graph.node(n).label for n in tunnels))
        return lines

    def _draw_info(self, surface: gfx.Canvas) -> None:
        lines = self.info_lines()
        box = pygame.Rect(SIDE.x + 18, SIDE.bottom - 200, SIDE.w - 36, 124)
        gfx.rect(surface, theme.PANEL_LIGHT, box, border_radius=10)
        if not lines:
            self.text.blit(surface, "text", 15, "Point at a place on the board.", box.center, theme.INK_DIM, "center")
            return
        y = box.y + 10
        font = self.fonts("text", 15)
        for i, line in enumerate(lines):
            for part in theme.wrap_text(font, line, box.w - 20):
                self.text.blit(surface, "bold" if i == 0 else "text", 17 if i == 0 else 15, part, (box.x + 10, y),
                               theme.ACCENT if i == 0 else theme.INK)  # fmt: skip
                y += 24 if i == 0 else 20
