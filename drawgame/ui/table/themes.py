"""The table's looks (Settings → Table): the felt, the tiles, the panels' texts and the
marks, as data. Every item of the table, the review and Try it reads :func:`current` when
it paints, so a choice applies at once: :func:`choose` repaints what is on show.

Three looks: the classic (ivory tiles on green felt), a dark one (ebony tiles with ivory
pips on a night-blue felt) and a high-contrast one for weak eyes and colour blindness:
white tiles with a black rim on a black felt, each pip count in its own colour *and* its own
pip shape (a large disc for 1, squares for 2, triangles for 3, diamonds for 4, stars for 5,
crosses for 6), so no two counts are told apart by colour alone. Its colours stand out
from the face by 3:1 or more and stay apart under protanopia and deuteranopia (checked by
simulation in tests/ui/table/test_themes.py)."""

from __future__ import annotations

import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor, QIcon, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QGraphicsScene,
    QLineEdit,
    QWidget,
)


class PipShape(Enum):
    DOT = "dot"
    DISC = "disc"  # a large dot
    SQUARE = "square"
    TRIANGLE = "triangle"
    DIAMOND = "diamond"
    STAR = "star"
    CROSS = "cross"


@dataclass(frozen=True, eq=False)
class Theme:
    """One look of the table. Colours only; the shapes of things are the items' own."""

    #: The setting's value ("classic", "dark", "contrast").
    name: str
    felt_centre: QColor
    felt_edge: QColor
    face_light: QColor
    face_dark: QColor
    edge: QColor
    #: A line just outside the edge, where the edge alone is lost on the felt (a black
    #: edge on a black felt): the tile's outline then, the edge what parts two tiles that
    #: touch. None: the edge alone.
    rim: QColor | None
    #: The line across a tile's face and the pin in its middle.
    divider: QColor
    pin: QColor
    #: The pips' colour, or one per count (0 to 6) when ``pip_colours`` is given.
    pip: QColor
    pip_colours: tuple[QColor, ...] | None
    #: A shape per count (0 to 6), or None: round pips.
    pip_shapes: tuple[PipShape, ...] | None
    back_light: QColor
    back_dark: QColor
    back_ornament: QColor
    #: Laid over a tile that fits no end on the player's turn.
    dim: QColor
    #: A chosen tile's ring, the review's played tile; the hint's dashed frame (a hinted
    #: tile, the stock to draw from, the review's best).
    selected: QColor
    focus: QColor
    #: The keyboard cursor's solid ring: a colour of its own, never taken for the hint.
    cursor: QColor
    #: The ring of a tile just drawn; of a tile an opponent just played, and its name tag.
    drawn: QColor
    recent: QColor
    tag_text: QColor
    #: The panels' titles, their other lines, a card's edge lit and quiet, its fill.
    title: QColor
    detail: QColor
    highlight: QColor
    quiet_edge: QColor
    card: QColor
    #: The ends a chosen tile may go to: one of them, and the one chosen.
    marker: QColor
    marker_chosen: QColor
    #: The stock's frame for the pair never drawn (R8), and its label.
    enclosure: QColor
    enclosure_label: QColor
    #: The panels beside the table (score sheet, move log, tile counter): their ground,
    #: every other row's, and their text; None: the desktop's own colours.
    panel: QColor | None = None
    panel_alternate: QColor | None = None
    panel_text: QColor | None = None
    #: The peg board: its wood, its rim, its holes and its names.
    peg_wood: QColor = field(default_factory=lambda: _c("#b9874f"))
    peg_rim: QColor = field(default_factory=lambda: _c("#5a3b1c"))
    peg_hole: QColor = field(default_factory=lambda: _c("#4a2e12"))
    peg_ink: QColor = field(default_factory=lambda: _c("#2b1a08"))
    #: A dimmed tile's pips dimmed with its face (False: the face and edge only, the pips
    #: at full strength: the high-contrast look's coloured pips, dimmed, were dark on grey
    #: and two counts' colours ran together; a first-time player).
    dim_pips: bool = True

    def pip_colour(self, value: int) -> QColor:
        return self.pip if self.pip_colours is None else self.pip_colours[value]

    def pip_shape(self, value: int) -> PipShape:
        return PipShape.DOT if self.pip_shapes is None else self.pip_shapes[value]


def _c(text: str, alpha: int = 255) -> QColor:
    colour = QColor(text)
    colour.setAlpha(alpha)
    return colour


CLASSIC = Theme(
    name="classic",
    felt_centre=_c("#2f7a4f"),
    felt_edge=_c("#123f29"),
    face_light=_c("#fdfaf1"),
    face_dark=_c("#e6dfcc"),
    edge=_c("#7d735d"),
    rim=None,
    divider=_c("#7d735d").darker(120),
    pin=_c("#b08d3c"),
    pip=_c("#1d1b18"),
    pip_colours=None,
    pip_shapes=None,
    back_light=_c("#8c2232"),
    back_dark=_c("#4d0c18"),
    back_ornament=_c("#e7b93c"),
    dim=_c("#141e19", 110),
    selected=_c("#e7b93c"),
    focus=_c("#47d4ff"),
    cursor=_c("#ff4fd8"),
    drawn=_c("#7ee89a"),
    recent=_c("#ffb347"),
    tag_text=_c("#2a1800"),
    title=_c("#fffbe8"),
    detail=_c("#e8f2ea"),
    highlight=_c("#ffe27a"),
    quiet_edge=_c("#ffffff", 60),
    card=_c("#000000", 55),
    marker=_c("#ffffff"),
    marker_chosen=_c("#ffe27a"),
    enclosure=_c("#ffe27a"),
    enclosure_label=_c("#ffe9a8"),
)

DARK = Theme(
    name="dark",
    felt_centre=_c("#28344a"),
    felt_edge=_c("#0c111b"),
    face_light=_c("#3b3f47"),
    face_dark=_c("#24272d"),
    # Light on the dark face and on the night-blue felt alike (6:1 and more to each).
    edge=_c("#b4bcc8"),
    rim=None,
    divider=_c("#8d95a3"),
    pin=_c("#c9a24a"),
    pip=_c("#f4ecd6"),
    pip_colours=None,
    pip_shapes=None,
    back_light=_c("#2f6f8f"),
    back_dark=_c("#123246"),
    back_ornament=_c("#cfe3ee"),
    dim=_c("#05070b", 150),
    selected=_c("#f2c14e"),
    focus=_c("#6fe0ff"),
    cursor=_c("#ff79e3"),
    drawn=_c("#8ff0a8"),
    recent=_c("#ffa95e"),
    tag_text=_c("#2a1400"),
    title=_c("#eef2fa"),
    detail=_c("#c9d3e3"),
    highlight=_c("#f2c14e"),
    quiet_edge=_c("#ffffff", 50),
    card=_c("#000000", 70),
    marker=_c("#e6ecf5"),
    marker_chosen=_c("#f2c14e"),
    enclosure=_c("#f2c14e"),
    enclosure_label=_c("#f7dc9a"),
    panel=_c("#1b2230"),
    panel_alternate=_c("#232c3d"),
    panel_text=_c("#e6ecf5"),
    peg_wood=_c("#3d4556"),
    peg_rim=_c("#151a24"),
    peg_hole=_c("#10141c"),
    peg_ink=_c("#eef2fa"),
)

#: Counts 0 to 6: no pip, vermilion, violet, teal, indigo, brown, black. Each stands out
#: from the white face by at least 3:1 (WCAG's contrast for graphics; Okabe–Ito's orange
#: and sky blue, 2.1:1 and 2.2:1, read faint), and the six stay at least 35 ΔE apart, and
#: apart from the face, under protanopia and deuteranopia as without (searched for, then
#: checked in tests/ui/table/test_themes.py).
_CONTRAST_PIPS = tuple(
    _c(c) for c in ("#000000", "#d55e00", "#d13ffa", "#16666f", "#2e0c7e", "#76341a", "#000000")
)

CONTRAST = Theme(
    name="contrast",
    felt_centre=_c("#1a1a1a"),
    felt_edge=_c("#000000"),
    face_light=_c("#ffffff"),
    face_dark=_c("#ffffff"),
    edge=_c("#000000"),
    # Grey: 7:1 against the black felt and the black edge within it.
    rim=_c("#b3b3b3"),
    divider=_c("#000000"),
    pin=_c("#000000"),
    pip=_c("#000000"),
    pip_colours=_CONTRAST_PIPS,
    pip_shapes=(
        PipShape.DOT,
        PipShape.DISC,
        PipShape.SQUARE,
        PipShape.TRIANGLE,
        PipShape.DIAMOND,
        PipShape.STAR,
        PipShape.CROSS,
    ),
    back_light=_c("#ffd400"),
    back_dark=_c("#ffd400"),
    back_ornament=_c("#000000"),
    dim=_c("#000000", 100),
    selected=_c("#ffd400"),
    focus=_c("#00e5ff"),
    cursor=_c("#ffffff"),
    # Blue and pink: apart from the yellow of a chosen tile for every eye (an orange and a
    # green ring both looked yellow under deuteranopia).
    drawn=_c("#4d9fff"),
    recent=_c("#ff66cc"),
    tag_text=_c("#000000"),
    title=_c("#ffffff"),
    detail=_c("#ffffff"),
    highlight=_c("#ffd400"),
    quiet_edge=_c("#ffffff", 200),
    card=_c("#000000", 255),
    marker=_c("#ffffff"),
    marker_chosen=_c("#ffd400"),
    enclosure=_c("#ffd400"),
    enclosure_label=_c("#ffffff"),
    panel=_c("#000000"),
    panel_alternate=_c("#262626"),
    panel_text=_c("#ffffff"),
    peg_wood=_c("#000000"),
    peg_rim=_c("#ffffff"),
    peg_hole=_c("#ffffff"),
    peg_ink=_c("#ffffff"),
    dim_pips=False,
)

THEMES: dict[str, Theme] = {t.name: t for t in (CLASSIC, DARK, CONTRAST)}

_current: list[Theme] = [CLASSIC]
#: What shows itself anew when the look changes, and the scene to repaint then (held
#: weakly: a closed window is forgotten).
_followers: list[
    tuple[weakref.WeakMethod[Callable[[], None]], weakref.ref[QGraphicsScene] | None]
] = []


def current() -> Theme:
    """The look in use now."""
    return _current[0]


def follow(redraw: Callable[[], None], scene: QGraphicsScene | None = None) -> None:
    """Whenever the look changes, call the bound method ``redraw`` (it lays out what it
    shows with the new look's colours), then repaint every item of ``scene`` if given."""
    _followers.append((weakref.WeakMethod(redraw), None if scene is None else weakref.ref(scene)))


def choose(name: str) -> Theme:
    """Use the look ``name`` (the classic for a name unknown) and show it at once."""
    theme = THEMES.get(name, CLASSIC)
    if theme is not _current[0]:
        _current[0] = theme
        alive = []
        for method, scene_ref in _followers:
            redraw, scene = method(), None if scene_ref is None else scene_ref()
            if redraw is None or (scene_ref is not None and scene is None):
                continue
            try:
                redraw()
                if scene is not None:
                    repaint(scene)
            except RuntimeError:  # its Qt object is gone (a closed dialog)
                continue
            alive.append((method, scene_ref))
        _followers[:] = alive
    return theme


def _between(start: QColor, end: QColor, part: int, whole: int) -> QColor:
    """The colour ``part / whole`` of the way from ``start`` to ``end``."""
    return QColor(
        *(
            (part * b + (whole - part) * a) // whole
            for a, b in (
                (start.red(), end.red()),
                (start.green(), end.green()),
                (start.blue(), end.blue()),
            )
        )
    )


def panel_palette(base: QPalette) -> QPalette:
    """``base`` (the desktop's palette) in the current look's panel colours."""
    look = current()
    if look.panel is None or look.panel_text is None:
        return QPalette(base)
    palette = QPalette(base)
    alternate = look.panel_alternate or look.panel
    for role, colour in (
        (QPalette.ColorRole.Window, look.panel),
        (QPalette.ColorRole.Base, look.panel),
        (QPalette.ColorRole.AlternateBase, alternate),
        (QPalette.ColorRole.Button, alternate),
        (QPalette.ColorRole.WindowText, look.panel_text),
        (QPalette.ColorRole.Text, look.panel_text),
        (QPalette.ColorRole.ButtonText, look.panel_text),
        (QPalette.ColorRole.ToolTipText, look.panel_text),
        (QPalette.ColorRole.ToolTipBase, look.panel),
        # A chosen row (the review's decisions, the move log): the desktop's sky blue
        # under white words read 3.7:1; this blue reads 5.4:1 and stands out from the
        # dark panels (2.9:1 and more).
        (QPalette.ColorRole.Highlight, _c("#2a6cb0")),
        (QPalette.ColorRole.HighlightedText, _c("#ffffff")),
    ):
        palette.setColor(role, colour)
    # What cannot be used now (Pass when a tile fits) reads dimmed, as on the desktop:
    # the same colour in every group made a disabled button look like the others.
    text, ground = look.panel_text, look.panel
    dimmed = _between(ground, text, 1, 2)
    disabled = QPalette.ColorGroup.Disabled
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        palette.setColor(disabled, role, dimmed)
    # A field's placeholder ("Your name" in New match) kept the desktop's: dark grey half
    # seen on the dark panel (a first-time player). Three fifths of the way to the text:
    # quieter than what is typed, yet 5.7:1 on the dark panel, 7.4:1 on the black one.
    placeholder = _between(ground, text, 3, 5)
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        palette.setColor(group, QPalette.ColorRole.PlaceholderText, placeholder)
    return palette


def dress(widget: QWidget) -> None:
    """``widget`` and all in it (its tabs, lists, buttons, texts) in the current look's
    panel colours, its ground filled: the desktop's colours for the classic look."""
    widget.setPalette(panel_palette(QApplication.palette()))
    widget.setAutoFillBackground(current().panel is not None)
    for edit in widget.findChildren(QLineEdit):
        _outline(edit)


def _outline(edit: QLineEdit) -> None:
    """A field framed in the look: the style draws a field's frame a shade darker than the
    ground it reads from its palette's window colour, none at all on the black panel (a
    first-time player read New match's name field in the high-contrast look as a label):
    the field reads a lighter one, its frame then half way to the text. A spin box's or a
    combo box's own line is framed by its box."""
    look = current()
    if isinstance(edit.parentWidget(), QAbstractSpinBox | QComboBox):
        return
    parent = edit.parentWidget()
    palette = QPalette(parent.palette() if parent is not None else edit.palette())
    if look.panel is not None and look.panel_text is not None:
        edge = _between(look.panel, look.panel_text, 1, 2)
        palette.setColor(QPalette.ColorRole.Window, edge.lighter(140))
    edit.setPalette(palette)


class _Dresser(QObject):
    """Dresses its window anew when the look changes: the window's child, so it lives
    as long as the window and goes with it (then the look forgets it)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        # Dressed again as it first shows: the fields made after it was first dressed
        # (a dialog dresses itself before it builds its rows) get their frames.
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() == QEvent.Type.Show:
            watched.removeEventFilter(self)
            self.dress()
        return False

    def dress(self) -> None:
        window = self.parent()
        if isinstance(window, QWidget):
            dress(window)


def wear(window: QWidget) -> None:
    """A window of its own (the review, Try it, the practice, the Statistics) in the
    look's panel colours now and whenever the look changes while it is open: a top-level
    window takes nothing from the main window's palette, so it stayed in the desktop's
    light colours beside a dark table."""
    follow(_Dresser(window).dress)
    dress(window)


def panel_icon(icon: QIcon, size: int = 16) -> QIcon:
    """``icon`` (a style's own, drawn dark for a light desktop) in the current look's panel
    words' colour, and dimmed like them when its button cannot be used: on the dark
    panels the style's media icons read 2.6:1, a disabled one more than an enabled one.
    The classic look keeps the icon as it is."""
    look = current()
    if look.panel is None or look.panel_text is None:
        return icon
    text, ground = look.panel_text, look.panel
    dimmed = QColor(
        (text.red() + ground.red()) // 2,
        (text.green() + ground.green()) // 2,
        (text.blue() + ground.blue()) // 2,
    )
    tinted = QIcon()
    for mode, colour in ((QIcon.Mode.Normal, text), (QIcon.Mode.Disabled, dimmed)):
        for scale in (1, 2):  # sharp on a screen of double density too
            shape = icon.pixmap(size * scale, size * scale)
            picture = QPixmap(shape.size())
            picture.setDevicePixelRatio(shape.devicePixelRatio())
            picture.fill(QColor(0, 0, 0, 0))
            painter = QPainter(picture)
            painter.drawPixmap(0, 0, shape)
            # The icon's shape, filled with the colour: what was drawn keeps its alpha.
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
            painter.fillRect(picture.rect(), colour)
            painter.end()
            tinted.addPixmap(picture, mode)
    return tinted


def repaint(scene: QGraphicsScene) -> None:
    """Every item of ``scene`` paints itself anew in the look chosen: the items that keep
    a picture in Qt's cache too."""
    for item in scene.items():
        item.update()
    scene.update()
