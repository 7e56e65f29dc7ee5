"""Installing the game: icons, desktop files, the wheel in a fresh venv and the frozen bundle.

The tests marked ``packaging`` build things (a wheel: ~15 s; the PyInstaller bundle: ~40 s)
and run the result's ``--check``; deselect them with ``-m "not packaging"``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import xml.etree.ElementTree as ET
import zipfile
from configparser import ConfigParser
from pathlib import Path

import pytest

import drawgame
from drawgame import APP_ID
from drawgame.resources import ICON_SIZES, icon_paths
from drawgame.rules import FILES as RULE_FILES
from drawgame.ui.sound import CUES
from tests._qt_tools import find_tool
from tests.test_selfcheck import compile_tiny_catalogue, require_real_catalogue

ROOT = Path(__file__).resolve().parents[1]
DESKTOP = ROOT / "resources" / f"{APP_ID}.desktop"
METAINFO = ROOT / "resources" / f"{APP_ID}.metainfo.xml"
#: PySide6-Essentials ships lrelease: a test that needs it fails without it (no skip).
LRELEASE = find_tool("lrelease")


def offscreen_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    env.update(extra)
    return env


def run(command: list[str], **kwargs) -> subprocess.CompletedProcess[str]:
    kwargs.setdefault("env", offscreen_env())
    return subprocess.run(command, capture_output=True, text=True, timeout=600, **kwargs)


def require_tool(name: str) -> str:
    """The tool's path; skip without it, except in CI on Linux, which must install it (the
    desktop-file and AppStream validators and Xvfb are Linux desktop tools)."""
    found = shutil.which(name)
    if found is None:
        if os.environ.get("CI") and sys.platform.startswith("linux"):
            pytest.fail(f"{name} is not installed; CI must install it (see .ci/run)")
        pytest.skip(f"{name} is not installed")
    return found


# -- icons -----------------------------------------------------------------------------------


def test_every_icon_size_is_packaged_and_drawn(qapp) -> None:
    from PySide6.QtGui import QImage

    paths = icon_paths()
    assert [p.name for p in paths] == [f"drawgame-{s}.png" for s in ICON_SIZES]
    for size, path in zip(ICON_SIZES, paths, strict=True):
        image = QImage(str(path))
        assert (image.width(), image.height()) == (size, size)
        # Transparent corners (the felt is rounded), an opaque middle (the domino).
        assert image.pixelColor(0, 0).alpha() == 0
        assert image.pixelColor(size // 2, size // 2).alpha() == 255


@pytest.mark.parametrize(
    ("name", "sizes"),
    [
        ("drawgame.ico", [16, 24, 32, 48, 64, 128, 256]),
        ("drawgame.icns", [16, 32, 64, 128, 256, 512]),
    ],
)
def test_windows_and_macos_icons_hold_every_size(qapp, name: str, sizes: list[int]) -> None:
    from PySide6.QtGui import QImageReader

    reader = QImageReader(str(ROOT / "resources" / "icons" / name))
    assert reader.canRead(), reader.errorString()
    found = []
    for index in range(reader.imageCount()):
        reader.jumpToImage(index)
        image = reader.read()
        found.append(image.width())
        assert image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 255
    assert found == sizes


# -- desktop integration --------------------------------------------------------------------


def desktop_entry() -> dict[str, str]:
    parser = ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive: Name[tr]
    parser.read(DESKTOP, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def test_desktop_file_speaks_turkish_and_indonesian() -> None:
    entry = desktop_entry()
    assert entry["Exec"] == "drawgame" and entry["Icon"] == APP_ID
    assert entry["Comment[tr]"] == "Bilgisayara karşı Draw domino oynayın"
    assert entry["Comment[id]"] == "Main domino Draw melawan komputer"
    assert entry["Name[tr]"] and entry["Name[id]"]


def test_desktop_file_validates() -> None:
    result = run([require_tool("desktop-file-validate"), str(DESKTOP)])
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


@pytest.mark.slow  # runs the validators
def test_metainfo_validates() -> None:
    result = run([require_tool("appstreamcli"), "validate", "--no-net", str(METAINFO)])
    assert result.returncode == 0, result.stdout + result.stderr


def test_metainfo_matches_the_app_and_lists_the_screenshots() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.find("releases/release").get("version") == drawgame.__version__
    images = [i.text.rsplit("/", 1)[-1] for i in root.iter("image")]
    assert images == ["early-1920x1080.png", "hand-end-1920x1080.png"]
    shots = ROOT / "resources" / "screenshots"
    if not any(shots.glob("*.png")):
        pytest.skip("resources/screenshots/ is not filled in yet")
    assert all((shots / name).is_file() for name in images)


@pytest.mark.slow  # runs the validators
def test_install_desktop_puts_every_file_where_menus_look(tmp_path: Path) -> None:
    command = "/opt/draw game/drawgame"
    result = run(
        [sys.executable, str(ROOT / "packaging" / "install_desktop.py"), "--prefix",
         str(tmp_path), "--exec", command],
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    desktop = tmp_path / "applications" / DESKTOP.name
    assert f'Exec="{command}"' in desktop.read_text(encoding="utf-8")
    for size in ICON_SIZES:
        assert (tmp_path / f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png").is_file()
    assert (tmp_path / f"icons/hicolor/scalable/apps/{APP_ID}.svg").is_file()
    assert (tmp_path / "metainfo" / METAINFO.name).is_file()


# -- the wheel, installed in a fresh venv ---------------------------------------------------


def dependencies_site(folder: Path) -> Path:
    """A folder with links to this interpreter's copies of the game's requirements: PySide6
    and shiboken6, miniaudio and the cffi it needs (and their metadata), so a fresh venv gets
    them without a download, and sees no other installed package (an editable drawgame,
    above all)."""
    import _cffi_backend
    import _miniaudio
    import cffi
    import miniaudio
    import pycparser
    import PySide6
    import shiboken6

    folder.mkdir()
    sites = set()
    for package in (PySide6, shiboken6, cffi, pycparser):
        source = Path(package.__file__).parent
        (folder / source.name).symlink_to(source)
        sites.add(source.parent)
    for module in (miniaudio, _miniaudio, _cffi_backend):
        source = Path(module.__file__)
        (folder / source.name).symlink_to(source)
        sites.add(source.parent)
    wanted = ("pyside6_essentials-", "shiboken6-", "miniaudio-", "cffi-", "pycparser-")
    for site in sites:
        for info in site.glob("*.dist-info"):
            if info.name.lower().startswith(wanted) and not (folder / info.name).exists():
                (folder / info.name).symlink_to(info)
    return folder


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    # Built from a copy of the working tree: setuptools leaves build/ and *.egg-info where it
    # builds, and a stale build/lib would slip deleted modules into later wheels.
    source = out / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", "build", "dist", "*.egg-info", "__pycache__", ".venv", ".*_cache"))  # fmt: skip
    command = [sys.executable, "-m", "pip", "wheel", str(source), "--no-deps", "-w", str(out)]
    result = run(command, cwd=out)
    assert result.returncode == 0, result.stdout + result.stderr
    (built,) = out.glob("drawgame-*.whl")
    return built


@pytest.mark.packaging
def test_wheel_carries_every_resource(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    for size in ICON_SIZES:
        assert f"drawgame/icons/drawgame-{size}.png" in names
    for qm in (ROOT / "drawgame" / "translations").glob("*.qm"):
        assert f"drawgame/translations/{qm.name}" in names
    for name in (*RULE_FILES.values(), "README"):
        assert f"drawgame/rules/{name}" in names
    for cue in CUES:
        assert f"drawgame/sounds/{cue}.wav" in names
    assert "drawgame/sounds/README" in names  # their licence
    (licence,) = [n for n in names if n.endswith(".dist-info/licenses/LICENSE")]
    assert zipfile.ZipFile(wheel).read(licence) == (ROOT / "LICENSE").read_bytes()
    metadata = next(n for n in names if n.endswith(".dist-info/METADATA"))
    text = zipfile.ZipFile(wheel).read(metadata).decode()
    assert "License-Expression: GPL-3.0-or-later" in text and "License-File: LICENSE" in text
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    text = zipfile.ZipFile(wheel).read(entry_points).decode()
    assert "[gui_scripts]\ndrawgame = drawgame.app:main" in text
    assert "drawgame-arena = drawgame.arena:main" in text


@pytest.mark.packaging
def test_installed_wheel_runs_its_check_in_a_fresh_venv(wheel: Path, tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    assert run([sys.executable, "-m", "venv", str(venv)]).returncode == 0
    python = venv / "bin" / "python"
    site = Path(run([str(python), "-c", "import site; print(site.getsitepackages()[0])"])
                .stdout.strip())  # fmt: skip
    (site / "deps.pth").write_text(f"{dependencies_site(tmp_path / 'deps')}\n", encoding="utf-8")
    # No index: the requirements (PySide6-Essentials, miniaudio) are there through deps.pth.
    install = run([str(python), "-m", "pip", "install", "--no-index", str(wheel)])
    assert install.returncode == 0, install.stdout + install.stderr
    elsewhere = tmp_path / "elsewhere"  # away from the source tree
    elsewhere.mkdir()
    where = run([str(python), "-c", "import drawgame; print(drawgame.__file__)"], cwd=elsewhere)
    assert where.stdout.startswith(str(site)), where.stdout + where.stderr
    bin_ = venv / "bin"
    version = run([str(bin_ / "drawgame"), "--version"], cwd=elsewhere)
    assert version.stdout == f"drawgame {drawgame.__version__}\n"
    arena = run([str(bin_ / "drawgame-arena"), "--help"], cwd=elsewhere)
    assert arena.returncode == 0, arena.stderr
    for lang in ("en", "tr", "id"):
        if lang != "en":
            require_real_catalogue(lang)
        check = run([str(bin_ / "drawgame"), "--check", "--lang", lang], cwd=elsewhere)
        assert check.returncode == 0, check.stdout + check.stderr
        assert check.stdout.startswith("check ok: ") and f"lang {lang}" in check.stdout


# -- the frozen bundle ----------------------------------------------------------------------


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    pytest.importorskip(
        "PyInstaller", reason='PyInstaller is not installed (pip install ".[build]")'
    )
    out = tmp_path_factory.mktemp("bundle")
    result = run(
        [sys.executable, str(ROOT / "packaging" / "build.py"), "--dist", str(out / "dist"),
         "--work", str(out / "work")],
        cwd=ROOT,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert "check ok: " in result.stdout  # build.py ran the frozen check
    return out / "dist" / "drawgame"


def bundle_catalogue_built(bundle: Path, lang: str) -> bool:
    from PySide6.QtCore import QTranslator

    qm = bundle / "_internal" / "drawgame" / "translations" / f"drawgame_{lang}.qm"
    translator = QTranslator()
    return qm.is_file() and translator.load(str(qm)) and not translator.isEmpty()


@pytest.mark.packaging
def test_bundle_is_slim_and_archived(bundle: Path) -> None:
    size = sum(p.lstat().st_size for p in bundle.rglob("*") if not p.is_dir())
    # 109 MB before the sound, which brought 1.5 MB (miniaudio, cffi's backend, the cues).
    assert size <= 112e6, f"{size / 1e6:.1f} MB"
    plugins = {p.relative_to(bundle).as_posix().split("plugins/", 1)[1]
               for p in bundle.rglob("plugins/*/*")}  # fmt: skip
    assert {"platforms/libqoffscreen.so", "platforms/libqxcb.so"} <= plugins
    assert not any(p.startswith(("imageformats/", "platformthemes/", "wayland")) for p in plugins)
    assert not list(bundle.rglob("libQt6Qml*")) and not list(bundle.rglob("libQt6Network*"))
    for name in (*RULE_FILES.values(), "README"):
        copy = bundle / "_internal" / "drawgame" / "rules" / name
        assert copy.read_bytes() == (ROOT / "drawgame" / "rules" / name).read_bytes(), name
    licence = (ROOT / "LICENSE").read_bytes()
    assert (bundle / "LICENSE").read_bytes() == licence  # beside the executable
    assert (bundle / "_internal" / "LICENSE").read_bytes() == licence
    qt_catalogues = {p.name for p in bundle.rglob("qt*.qm")}
    assert qt_catalogues == {"qtbase_tr.qm"}
    (archive,) = bundle.parent.glob(f"drawgame-{drawgame.__version__}-*.tar.gz")
    with tarfile.open(archive) as tar:
        assert {"drawgame/drawgame", "drawgame/LICENSE"} <= set(tar.getnames())


@pytest.mark.packaging
def test_the_bundle_carries_the_first_frames_dataclass_code(bundle: Path) -> None:
    """The bundle writes no code cache of its own: without the dataclasses' methods kept at
    the build, every frozen start compiled them again (packaging/keep_dataclass_code.py)."""
    from types import CodeType

    from drawgame.quick_start import DATACLASS_CODE, _read_kept

    kept = bundle / "_internal" / "drawgame" / "__pycache__" / DATACLASS_CODE.name
    code = _read_kept(kept)
    # One entry per method source the first frame's dataclasses compile (__init__, __eq__,
    # __repr__, ...): 271 of them today, every one a code object this Python can run.
    assert len(code) >= 100, f"{kept}: {len(code)} methods kept"
    assert all(type(c) is CodeType and type(s) is str for s, c in code.items())
    assert any(source.lstrip().startswith("def __create_fn__") for source in code)


@pytest.mark.packaging
@pytest.mark.parametrize("lang", ["en", "tr", "id"])
def test_frozen_check_in_each_language(bundle: Path, lang: str) -> None:
    if lang != "en" and not bundle_catalogue_built(bundle, lang):
        require_real_catalogue(lang)  # fails if the source has none to bundle
        pytest.fail(f"the bundle lacks a working drawgame_{lang}.qm", pytrace=False)
    result = run([str(bundle / "drawgame"), "--check", "--lang", lang], cwd=bundle.parent)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("check ok: ") and f"lang {lang}" in result.stdout


@pytest.mark.packaging
def test_frozen_app_loads_catalogues_from_inside_the_bundle(bundle: Path, tmp_path: Path):
    """Whatever the catalogues hold today: tiny ones put in the bundle load, with Qt's."""
    folder = bundle / "_internal" / "drawgame" / "translations"
    saved = tmp_path / "saved"
    shutil.copytree(folder, saved)
    try:
        for lang in ("tr", "id"):
            shutil.copy(compile_tiny_catalogue(lang, tmp_path), folder)
            result = run([str(bundle / "drawgame"), "--check", "--lang", lang])
            assert result.returncode == 0, result.stdout + result.stderr
        assert "(drawgame_id.qm)" in result.stdout
        (folder / "drawgame_id.qm").unlink()
        missing = run([str(bundle / "drawgame"), "--check", "--lang", "id"])
        assert missing.returncode == 1
        assert "the Indonesian catalogue drawgame_id.qm is not in" in missing.stderr
    finally:
        shutil.rmtree(folder)
        shutil.copytree(saved, folder)


@pytest.mark.packaging
def test_frozen_app_runs_on_x11(bundle: Path) -> None:
    """The xcb platform plugin and the X libraries it needs are in the bundle."""
    xvfb = require_tool("xvfb-run")
    env = offscreen_env(QT_QPA_PLATFORM="xcb")
    result = run([xvfb, "-a", str(bundle / "drawgame"), "--check"], env=env)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.packaging
def test_the_bundle_thinks_in_a_process_of_its_own(bundle: Path, monkeypatch) -> None:
    """The bundle has no Python to run ``-c``: it serves the hard players and the hint as
    its own child (``--bot-child``), speaking the one protocol of drawgame.remote."""
    import random

    from drawgame.engine import Match
    from drawgame.remote.process import Child
    from drawgame.remote.protocol import Choose, Chosen, Hinted, Made, New, Suggest
    from drawgame.session.bot_serving import BuiltInBots

    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(bundle / "drawgame"))
    match = Match.new(2, random.Random(3), first_opener=1)
    view = match.view(1)
    handler = f"{BuiltInBots.__module__}:{BuiltInBots.__name__}"
    with Child(handler, timeout=60, load_timeout=60) as child:
        assert child.ask(New((1, 1), "hard", "3-bot-1")) == Made("hard")
        chosen = child.ask(Choose(view, (1, 1)))
        assert isinstance(chosen, Chosen) and chosen.action in view.legal_actions
        hinted = child.ask(Suggest(view))
        assert isinstance(hinted, Hinted) and hinted.hint.action in view.legal_actions
