"""Graph boards: the Zoo Vadis board data, the painter, hit-testing, highlights, the preview scene."""

from __future__ import annotations

import pygame
import pytest

from zooarcade.games.zoo_vadis import data as bd
from zooarcade.ui.graph_board import BoardEdge, BoardGraph, BoardNode, GraphBoardPainter, zoo_vadis_graph


# ---------------------------------------------------------------------- data (no pygame needed)
@pytest.mark.parametrize("players", [3, 5, 6, 7])
def test_board_is_connected_with_one_star(players):
    graph = zoo_vadis_graph(players)
    assert graph.is_connected()
    stars = graph.of_kind("star")
    assert [n.id for n in stars] == ["X13"]
    assert len(graph.of_kind("exhibit")) == 14
    # every exhibit can climb to the Star along paths
    for node in graph.of_kind("exhibit"):
        seen, todo = {node.id}, [node.id]
        while todo:
            for nxt in graph.successors(todo.pop()):
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        assert "X13" in seen, f"{node.id} cannot reach the Star"
    assert graph.successors("X13") == []


def test_board_facts_from_the_rules():
    for players, star, laurels in ((5, 5, 10), (7, 7, 10)):
        graph = zoo_vadis_graph(players)
        assert graph.node("X13").slots == star
        assert len(graph.of_kind("laurel")) == laurels
        # a path carries a laurel exactly when its origin has 3, 5 or 7 spaces
        for e in graph.edges_of_kind("path"):
            assert (e.laurel is not None) == (graph.node(e.src).slots in (3, 5, 7)), e
        tunnels = graph.edges_of_kind("tunnel")
        assert {(e.src, e.dst) for e in tunnels} == {("X1", "X9"), ("X6", "X14"), ("X3", "X10")}
        assert all(e.laurel is None for e in tunnels)
    # paths and tunnels only lead upward; the four bottom exhibits are row 0
    for src, dst in (*bd.PATHS, *bd.TUNNELS):
        assert bd.ROWS[dst] > bd.ROWS[src]
    assert {x for x in bd.EXHIBITS if bd.ROWS[x] == 0} == set(bd.BOTTOM)
    assert f"{bd.ZOO_KEEPER_START[0]}>{bd.ZOO_KEEPER_START[1]}" in zoo_vadis_graph(5)
    for players, exhibits in bd.PEACOCK_STARTS.items():
        assert len(exhibits) <= bd.spaces_for(players)[bd.STAR] - 3
    assert sum(bd.BAG.values()) == 42 and bd.I_SUPPLY == 60


def test_no_two_player_board():
    with pytest.raises(ValueError):
        zoo_vadis_graph(2)
    with pytest.raises(ValueError):
        bd.spaces_for(8)


def test_validate_rejects_bad_graphs():
    a, b = BoardNode("a", "exhibit", (0.1, 0.1), 1), BoardNode("b", "exhibit", (0.5, 0.5), 3)
    lau = BoardNode("a>b", "laurel", (0.3, 0.3))
    BoardGraph((a, b, lau), (BoardEdge("a", "b", laurel="a>b"),)).validate()
    bad = [
        BoardGraph((a, a), ()),
        BoardGraph((BoardNode("x", "pond", (0.1, 0.1)),), ()),
        BoardGraph((BoardNode("x", "exhibit", (1.5, 0.1)),), ()),
        BoardGraph((a, b), (BoardEdge("a", "zz"),)),
        BoardGraph((a, b), (BoardEdge("a", "b", kind="bridge"),)),
        BoardGraph((a, b, lau), (BoardEdge("a", "b", laurel="a>b"), BoardEdge("b", "a", laurel="a>b"))),
        BoardGraph((a, b, lau), (BoardEdge("a", "a>b"),)),
    ]
    for graph in bad:
        with pytest.raises(ValueError):
            graph.validate()
    assert not BoardGraph((a, b), ()).is_connected()


# ---------------------------------------------------------------------- painter
@pytest.fixture
def assets():
    pygame.init()
    pygame.display.set_mode((64, 64))
    from zooarcade.ui.assets import Assets

    yield Assets()
    pygame.quit()


SIZES = [pygame.Rect(20, 30, 944, 596), pygame.Rect(0, 0, 500, 320)]


@pytest.mark.parametrize("rect", SIZES, ids=["large", "small"])
def test_painter_renders_inside_its_rect(assets, rect):
    surf = pygame.Surface((rect.right + 20, rect.bottom + 20))
    surf.fill((255, 0, 255))
    painter = GraphBoardPainter(zoo_vadis_graph(5), assets, rect)
    painter.draw(surf)
    outside = surf.get_at((rect.right + 5, rect.bottom + 5))
    assert tuple(outside)[:3] == (255, 0, 255)
    colours = {
        tuple(surf.get_at((x, y)))[:3] for x in range(rect.x, rect.right, 13) for y in range(rect.y, rect.bottom, 11)
    }
    assert len(colours) > 40
    assert (255, 0, 255) not in colours
    geo = painter.geometry
    for node_id, box in geo.rects.items():
        assert rect.contains(box), f"{node_id} leaves the board at {rect.size}"
    # no two places overlap
    boxes = list(geo.rects.items())
    for i, (a, ra) in enumerate(boxes):
        for b, rb in boxes[i + 1 :]:
            assert not ra.colliderect(rb), f"{a} overlaps {b} at {rect.size}"
    star = painter.node_rect("X13")
    assert star.w > painter.node_rect("X9").w * 0.9 and star.h > painter.node_rect("X9").h


def test_slots_lie_inside_their_enclosure(assets):
    painter = GraphBoardPainter(zoo_vadis_graph(7), assets, SIZES[0])
    for node in painter.graph.nodes:
        centres = painter.slot_centers(node.id)
        if node.kind == "laurel":
            assert centres == ()
            continue
        assert len(centres) == node.slots
        assert all(painter.node_rect(node.id).collidepoint(c) for c in centres)
    with pytest.raises(KeyError):
        painter.slot_centers("nowhere")


def test_node_at_finds_every_node(assets):
    for rect in SIZES:
        painter = GraphBoardPainter(zoo_vadis_graph(5), assets, rect)
        for node in painter.graph.nodes:
            assert painter.node_at(painter.node_rect(node.id).center) == node.id
        assert painter.node_at((rect.x + 3, rect.y + 3)) is None
        assert painter.node_at((rect.right + 50, rect.bottom + 50)) is None


def test_highlights_change_pixels_only_near_the_node(assets):
    rect = SIZES[0]
    painter = GraphBoardPainter(zoo_vadis_graph(5), assets, rect)
    plain = pygame.Surface((1000, 660))
    painter.draw(plain)
    lit = pygame.Surface((1000, 660))
    painter.draw(lit, ["X9", "X9>X13"])
    coloured = pygame.Surface((1000, 660))
    painter.draw(coloured, {"X9": (0, 120, 255)})
    near = painter.node_rect("X9").inflate(30, 30)
    diff = [(x, y) for x in range(0, 1000, 3) for y in range(0, 660, 3) if plain.get_at((x, y)) != lit.get_at((x, y))]
    assert len(diff) > 50
    laurel_near = painter.node_rect("X9>X13").inflate(30, 30)
    assert all(near.collidepoint(p) or laurel_near.collidepoint(p) for p in diff)
    assert pygame.image.tobytes(lit, "RGB") != pygame.image.tobytes(coloured, "RGB")
    again = pygame.Surface((1000, 660))
    painter.draw(again, ["unknown"])
    assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(plain, "RGB")


def test_two_sides_look_different(assets):
    rect = SIZES[1]
    images = []
    for players in (5, 7):
        surf = pygame.Surface(rect.size)
        GraphBoardPainter(zoo_vadis_graph(players), assets, rect).draw(surf)
        images.append(pygame.image.tobytes(surf, "RGB"))
    assert images[0] != images[1]


# ---------------------------------------------------------------------- preview scene
def test_preview_scene_hover_and_side_switch(make_app):
    from zooarcade.scenes.board_preview import BoardPreviewScene

    app = make_app()
    scene = BoardPreviewScene(app)
    app.scenes.push(scene)
    app.scenes.apply_pending()
    app.step(0.1)
    target = scene.painter.node_rect("X1").center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.display.viewport.to_window(target),
                                         rel=(0, 0), buttons=(0, 0, 0)))  # fmt: skip
    app.step(0.1)
    assert scene.hovered == "X1"
    assert scene.info_lines()[:2] == ["Big Meadow", "5 spaces"]
    scene.side_button.activate()
    assert scene.painter.graph.node("X1").slots == 7
    assert scene.side_button.text == "3-5 players"


def test_zoo_vadis_stays_unbuilt():
    from zooarcade.games.registry import GAMES

    info = next(g for g in GAMES if g.id == "zoo_vadis")
    assert not info.built
