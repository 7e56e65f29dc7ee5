"""One checkout's reviewer for ``bench_review.py --compare``: reads pickled records (one a
line, base64) on stdin and answers each with the CPU seconds its review took and a digest
of every figure the review gives (so two checkouts' verdicts can be compared exactly).

    python benchmarks/review_worker.py CHECKOUT     # drawgame imported from CHECKOUT
"""

from __future__ import annotations

import base64
import hashlib
import pickle
import sys
import time

sys.path.insert(0, sys.argv[1])

from drawgame.ai.analysis import DEFAULT_OPTIONS
from drawgame.ai.review import review_match


def main() -> int:
    for line in sys.stdin:
        record = pickle.loads(base64.b64decode(line))
        start = time.process_time()
        review = review_match(record, options=DEFAULT_OPTIONS)
        spent = time.process_time() - start
        # Every decision's verdict and its whole table (values, margins, losses, deals),
        # and the reasons given: equal digests, equal reviews.
        digest = hashlib.sha256(repr(review.decisions).encode()).hexdigest()[:16]
        print(f"{spent:.4f} {digest}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
