"""Case 001: the self-test opens every screen the way a player does and checks every asset name the code uses.

It used to pass in an executable that crashed on Settings: its scene list skipped a scene whose
import failed ("9 scenes" of 13), and it checked the asset files that exist, not the names the
code asks for (the rules reader's "question" fallback was an animal nobody shipped).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from zooarcade import asset_names, selftest
from zooarcade.asset_names import COMPUTED_SITES, AssetNames, literal_names, scan_source, write_manifest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "zooarcade"
#: every screen a player reaches from the title, in the walk's order.
PLAYER_SCREENS = ["TitleScene", "SettingsScene", "ConfirmDialog", "StatisticsScene", "CreditsScene",
                  "GameSelectScene", "RulesScene", "SeatSetupScene", "ApocalypseTable", "PauseScene",
                  "HandoffScene", "ResultsScene", "ReplayScene", "LoadScene"]


def test_the_walk_opens_every_screen_a_player_reaches(capsys):
    detail = selftest._check_screens()
    assert detail.startswith(f"{len(PLAYER_SCREENS)} screens ({', '.join(PLAYER_SCREENS)})")


def test_a_screen_that_cannot_be_imported_fails_the_self_test(monkeypatch, capsys):
    """What the executable lacked: ``zooarcade.scenes.settings`` missing makes the walk fail loudly."""
    monkeypatch.setitem(sys.modules, "zooarcade.scenes.settings", None)  # import now raises ImportError
    assert selftest.main([]) == 1
    out = capsys.readouterr().out
    assert "selftest screens: FAILED" in out and "zooarcade.scenes.settings" in out
    assert "selftest gallery: FAILED" in out  # the gallery no longer skips a scene it cannot import


def test_a_screen_that_does_not_open_fails_the_walk(monkeypatch):
    from zooarcade.scenes.title import TitleScene
    from zooarcade.walkthrough import WalkError

    monkeypatch.setattr(TitleScene, "credits", lambda self: None)
    with pytest.raises(WalkError, match="expected the CreditsScene screen, found TitleScene"):
        selftest._check_screens()


def test_every_computed_asset_name_site_is_declared():
    """A call like ``assets.icon(name)`` must say which table its names come from (asset_names.table_names)."""
    assert scan_source(PACKAGE).sites == set(COMPUTED_SITES)


def test_the_scan_finds_the_names_in_calls(tmp_path):
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "screen.py").write_text(
        "class S:\n    music = 'menu_tune'\n"
        "    def draw(self, app, bad, table):\n"
        "        app.assets.animal('yak', (9, 9))\n"
        "        app.assets.icon('ok' if bad else 'no', (9, 9))\n"
        "        app.assets.icon(table.get(bad, 'fallback'), (9, 9))\n"
        "        app.sfx('boom')\n"
        "        app.audio.play_music('calm')\n"
        "        app.assets.animal(bad, (9, 9))\n"
    )
    names = scan_source(package)
    assert names.animals == {"yak"} and names.icons == {"ok", "no", "fallback"}
    assert names.effects == {"boom"} and names.music == {"menu_tune", "calm"}
    assert names.sites == {"pkg.screen:draw"}


def test_a_name_the_code_uses_without_a_file_fails_the_assets_check(monkeypatch):
    real = asset_names.table_names

    def with_a_ghost() -> AssetNames:
        names = real()
        names.icons.add("ghost_icon")
        names.effects.add("ghost_sound")
        return names

    monkeypatch.setattr(asset_names, "table_names", with_a_ghost)
    with pytest.raises(RuntimeError, match="icon:ghost_icon.*effect:ghost_sound"):
        selftest._check_assets()


def test_the_assets_check_covers_the_names_the_code_uses():
    detail = selftest._check_assets()
    names = asset_names.referenced_names(ROOT)
    assert f"{len(names.icons)} icons" in detail
    assert {"trophy", "question", "farmer", "droplet", "tree"} <= names.icons
    assert {"gorilla", "lion", "peacock", "elephant"} <= names.animals
    assert names.music == {"menu_loop", "table_loop"} and "mutant_reveal" in names.effects


def test_the_executable_reads_the_names_from_its_manifest(tmp_path, monkeypatch):
    write_manifest(PACKAGE, tmp_path / asset_names.MANIFEST)
    assert json.loads((tmp_path / asset_names.MANIFEST).read_text())["music"] == ["menu_loop", "table_loop"]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert literal_names(tmp_path).to_json() == scan_source(PACKAGE).to_json()
    (tmp_path / asset_names.MANIFEST).unlink()
    with pytest.raises(FileNotFoundError, match="asset_names.json"):
        literal_names(tmp_path)
