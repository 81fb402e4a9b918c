"""The CPU time one SymPy worker spends, read from its /proc entry while it lives.

``os.times()`` / ``RUSAGE_CHILDREN`` count a reaped worker's whole life (its start-up too) and every
other child reaped meanwhile; under parallel tests that read 5 s for a 3 s budget once in CI.
"""

from __future__ import annotations

import threading
import time

from hardmath.equivalence.bounded import process_cpu_seconds


class CpuWatch:
    """``with CpuWatch(pid) as w: ...`` then ``w.used``: the CPU seconds ``pid`` spent inside the
    block, read every 20 ms until the block ends or the process is gone (a killed worker's last
    20 ms may be missed).
    """

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.start = process_cpu_seconds(pid) or 0.0
        self._last = self.start
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._poll, daemon=True)

    def _read(self) -> bool:
        cpu = process_cpu_seconds(self.pid)
        if cpu is not None:
            self._last = max(self._last, cpu)
        return cpu is not None

    def _poll(self) -> None:
        while not self._done.is_set() and self._read():
            time.sleep(0.02)

    def __enter__(self) -> CpuWatch:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._done.set()
        self._thread.join()
        self._read()

    @property
    def used(self) -> float:
        return self._last - self.start
