import sys

from drawgame.app import main

# Guarded: a process that ``drawgame review --jobs N`` spawns imports this module again
# (as ``__mp_main__``) and must not start the game.
if __name__ == "__main__":
    sys.exit(main())
