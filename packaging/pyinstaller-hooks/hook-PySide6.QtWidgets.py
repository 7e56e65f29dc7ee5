# Overrides PyInstaller's hook of the same name: the same collection, slimmed (slim_qt.py).
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from slim_qt import slim

hiddenimports, binaries, datas = slim(__file__)
