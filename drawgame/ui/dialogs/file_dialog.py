"""The game's file dialogs: always Qt's own (never the system's), so that every text in them
is ours to translate (``qt_strings`` lists Qt's texts for our catalogues), with the dates
and sizes in the player's language and columns wide enough for them (issue 22)."""

from __future__ import annotations

from PySide6.QtCore import (
    QIdentityProxyModel,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import QFileDialog, QFileSystemModel, QHeaderView, QTreeView, QWidget

from drawgame.ui.table import themes

#: The columns of Qt's file model.
NAME, SIZE, TYPE, DATE = range(4)


class LocaleFileModel(QIdentityProxyModel):
    """Qt's file model with sizes and dates written as the player's language writes them:
    Qt's own uses the system's locale, whatever language the game speaks."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        files = self.sourceModel()
        if (
            role == Qt.ItemDataRole.DisplayRole
            and index.isValid()
            and index.column() in (SIZE, DATE)
            and isinstance(files, QFileSystemModel)
        ):
            source = self.mapToSource(index)
            if index.column() == SIZE:
                if files.isDir(source):
                    return ""
                return QLocale().formattedDataSize(files.size(source))
            modified = files.lastModified(source)
            if not modified.isValid():
                return ""
            return QLocale().toString(modified, QLocale.FormatType.ShortFormat)
        return super().data(index, role)


def qt_file_dialog(parent: QWidget, title: str, object_name: str) -> QFileDialog:
    """A file dialog drawn by Qt (the system's own would speak the system's language)."""
    dialog = QFileDialog(parent, title)
    dialog.setObjectName(object_name)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setProxyModel(LocaleFileModel(dialog))
    themes.wear(dialog)
    tree = dialog.findChild(QTreeView, "treeView")
    if tree is not None:
        # The name takes the room left; size, type and date are as wide as they need.
        header = tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        for column in (SIZE, TYPE, DATE):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    return dialog
