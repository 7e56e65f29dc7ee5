import os

from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The window follows the system language; tests start in English whatever the machine says.
os.environ["LC_ALL"] = os.environ["LANG"] = "C.UTF-8"
os.environ["LANGUAGE"] = "en"

settings.register_profile("default", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("default")
