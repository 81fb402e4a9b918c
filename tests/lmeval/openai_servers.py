"""OpenAI-compatible servers for the tests: a real ``transformers serve`` subprocess in its own process
group (stopped with the whole group, nothing left behind) and a scripted in-process server for
responses no small model can produce (reasoning traces of 128k tokens) and replies no sane server
sends (:class:`Raw`: error statuses, malformed or truncated bodies, a trickle).
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def group_members(pgid: int) -> list[int]:
    """The live processes (not zombies) of process group ``pgid``, read from /proc."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()  # after "pid (comm)": state ppid pgrp ...
        if int(fields[2]) == pgid and fields[0] != "Z":
            found.append(int(entry.name))
    return found


def _die_with_parent() -> None:
    """In the child before exec: SIGTERM it when its parent dies (Linux prctl PR_SET_PDEATHSIG), so a
    killed test run leaves no server behind.
    """
    import ctypes

    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # 1 = PR_SET_PDEATHSIG


def spawn_group(cmd: list[str], **kwargs: object) -> subprocess.Popen:
    """``cmd`` as the leader of a new process group (stop it with :func:`stop_group`), terminated
    when the process that started it dies.
    """
    return subprocess.Popen(cmd, start_new_session=True, preexec_fn=_die_with_parent, **kwargs)  # noqa: PLW1509


def stop_group(proc: subprocess.Popen, grace: float = 10.0) -> None:
    """SIGTERM the process group of ``proc`` (its leader's pid), SIGKILL what is left after ``grace``."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, sig)
        deadline = time.monotonic() + grace
        while time.monotonic() < deadline:
            if proc.poll() is not None and not group_members(proc.pid):
                return
            time.sleep(0.2)
    proc.wait(timeout=grace)


def get_json(url: str, timeout: float = 5.0) -> dict:
    with urllib.request.urlopen(url, timeout=timeout) as r:  # noqa: S310 - 127.0.0.1 only
        return json.loads(r.read())


def post_json(url: str, body: dict, timeout: float = 300.0) -> dict:
    req = urllib.request.Request(  # noqa: S310 - 127.0.0.1 only
        url, json.dumps(body).encode(), {"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(req, timeout=timeout) as r:  # noqa: S310 - 127.0.0.1 only
        return json.loads(r.read())


class TransformersServer:
    """``transformers serve MODEL`` on 127.0.0.1:<free port>, started in its own session (process
    group); :meth:`stop` kills the whole group. ``base`` is ``http://127.0.0.1:<port>/v1``.
    """

    def __init__(self, model: Path, log: Path, env: dict[str, str]) -> None:
        self.model, self.log, self.port = model, log, free_port()
        self.base = f"http://127.0.0.1:{self.port}/v1"
        exe = Path(sys.executable).with_name("transformers")
        cmd = [
            str(exe),
            "serve",
            str(model),
            "--host",
            "127.0.0.1",
            "--port",
            str(self.port),
            "--device",
            "cpu",
            "--dtype",
            "float32",
            "--log-level",
            "info",
        ]
        self._log = log.open("w")
        self.proc = spawn_group(cmd, stdout=self._log, stderr=subprocess.STDOUT, env=env)

    def wait_ready(self, timeout: float = 300.0) -> None:
        """Until ``/health`` answers ok (the model itself loads on the first request)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"transformers serve exited {self.proc.returncode}:\n{self.log.read_text()[-3000:]}")
            with contextlib.suppress(OSError, ValueError):
                if get_json(f"http://127.0.0.1:{self.port}/health").get("status") == "ok":
                    return
            time.sleep(1)
        raise TimeoutError(f"transformers serve not ready in {timeout}s:\n{self.log.read_text()[-3000:]}")

    def stop(self) -> None:
        stop_group(self.proc)
        self._log.close()


@dataclass(frozen=True)
class Raw:
    """A reply as sent on the wire: ``status``, the ``body`` bytes, a ``Content-Length`` that may
    promise more than is sent (a truncated reply: the connection closes after ``body``), and
    ``trickle`` seconds between bytes.
    """

    body: bytes
    status: int = 200
    length: int | None = None  # None: len(body)
    trickle: float = 0.0


Script = Callable[[str, dict], "dict | Raw"]  # (path, request body) -> response body (JSON) or a Raw reply


class ScriptedServer:
    """An in-process OpenAI-style server on 127.0.0.1 (a thread, no child process) whose ``script``
    writes each response body (a JSON value sent with status 200, or a :class:`Raw` reply): for
    responses a real small model cannot produce.
    """

    def __init__(self, script: Script) -> None:
        self.requests: list[tuple[str, dict]] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - http.server's name
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                outer.requests.append((self.path, body))
                reply = script(self.path, body)
                if not isinstance(reply, Raw):
                    reply = Raw(json.dumps(reply).encode())
                self.send_response(reply.status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(reply.body) if reply.length is None else reply.length))
                self.end_headers()
                if reply.length is not None and reply.length != len(reply.body):
                    self.close_connection = True  # a truncated reply: the server hangs up
                try:
                    if not reply.trickle:
                        self.wfile.write(reply.body)
                    for i in range(len(reply.body) if reply.trickle else 0):
                        self.wfile.write(reply.body[i : i + 1])
                        self.wfile.flush()
                        time.sleep(reply.trickle)
                except OSError:  # the client gave up (a timeout)
                    self.close_connection = True

            def log_message(self, *args: object) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"
        self._thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    @contextlib.contextmanager
    def running(self) -> Iterator[ScriptedServer]:
        self._thread.start()
        try:
            yield self
        finally:
            self.httpd.shutdown()
            self.httpd.server_close()
