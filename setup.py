"""Build glue that pyproject.toml cannot express.

1. The card's folders sit at the repository root but install under ``hardmath``:
   ``equivalence/`` -> ``hardmath.equivalence`` and so on (sub-packages found here).
2. A one-line ``hardmath-lm-eval.pth`` goes into site-packages so that today's
   lm-eval (which has no task entry points) finds the tasks; see hardmath/_autoload.py.
"""

from pathlib import Path

from setuptools import find_namespace_packages, setup
from setuptools.command.build_py import build_py

ROOTS = {
    "hardmath": "hardmath",
    "hardmath.equivalence": "equivalence",
    "hardmath.variations": "variations",
    "hardmath.lm_eval_tasks": "lm_eval_tasks",
}
PTH = "hardmath-lm-eval.pth"


def _packages() -> list[str]:
    found = []
    for name, folder in ROOTS.items():
        found.append(name)
        found += [
            f"{name}.{sub}" for sub in find_namespace_packages(folder, exclude=["__pycache__*", "*.__pycache__*"])
        ]
    return found


class BuildWithPth(build_py):
    """Also place the autoload .pth at the wheel root (= site-packages)."""

    def run(self) -> None:
        super().run()
        # editable installs build a wheel from install_lib; regular ones from build_lib
        root = self.get_finalized_command("install").install_lib if self.editable_mode else self.build_lib
        target = Path(root) / PTH
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(Path(__file__).with_name(PTH).read_text())

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        return [*super().get_outputs(include_bytecode), str(Path(self.build_lib) / PTH)]


setup(packages=_packages(), package_dir=ROOTS, cmdclass={"build_py": BuildWithPth})
