import sys

from drawgame.app import main

sys.exit(main())
