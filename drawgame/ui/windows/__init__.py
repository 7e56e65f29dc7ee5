"""The main window and its dialogs, actions and menus, and how they are assembled."""
