"""How long one request to a trickling server takes through lm-eval's ``local-completions`` (issue 43;
docs/scale-out.md, "When the server fails"). Not a test: a measurement, minutes long.

The in-process server (127.0.0.1) sends a 79-byte reply one byte every ``--every`` seconds. ``lm-eval``
runs one untracked request (lm-eval alone, as before hardmath bounded it); ``hardmath`` runs one
tracked request of a hardmath task (bounded by ``timeout`` in all).

    python tests/lmeval/measure_trickle.py --mode lm-eval --concurrent 1    # 312.5 s: the reply
    python tests/lmeval/measure_trickle.py --mode hardmath --concurrent 1   # 32.1 s: one line, exit
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from openai_servers import Raw, ScriptedServer  # noqa: E402

BODY = json.dumps({"choices": [{"index": 0, "text": "The answer is 5", "finish_reason": "stop"}]}).encode()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=("lm-eval", "hardmath"), required=True)
    parser.add_argument("--concurrent", type=int, default=1)
    parser.add_argument("--timeout", type=int, default=10)
    parser.add_argument("--every", type=float, default=4.0, help="seconds between bytes")
    args = parser.parse_args()

    from lm_eval.api.instance import Instance
    from lm_eval.models.openai_completions import LocalCompletionsAPI

    from hardmath.lmeval import generation_limits as gl

    gl.install()  # wraps the backend classes lm-eval has imported

    with ScriptedServer(lambda path, body: Raw(BODY, trickle=args.every)).running() as srv:
        lm = LocalCompletionsAPI(
            model="trickle",
            base_url=f"{srv.base}/completions",
            tokenizer_backend=None,
            tokenized_requests=False,
            num_concurrent=args.concurrent,
            timeout=args.timeout,
        )
        request = Instance(
            request_type="generate_until", doc={}, arguments=("p", {"until": []}), idx=0, metadata=("t", 0, 1)
        )
        if args.mode == "hardmath":
            gl.track(request)
        start = time.monotonic()
        try:
            outcome = f"returned {lm.generate_until([request])!r}"
        except SystemExit as exc:
            outcome = f"ended: {exc}"
        print(f"{args.mode}, num_concurrent={args.concurrent}, timeout={args.timeout}, {len(BODY)} bytes:")
        print(f"{time.monotonic() - start:.1f} s, {outcome}")


if __name__ == "__main__":
    main()
