"""Compiled catalogues (``drawgame_tr.qm``, ``drawgame_id.qm``), built from
``translations/*.ts`` by ``python translations/update.py``."""
