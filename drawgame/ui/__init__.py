"""The Qt table: controller, item models and views over the engine.

``line_layout`` is pure Python; everything else here imports PySide6.
"""
