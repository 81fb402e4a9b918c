"""``hardmath report`` / ``compare`` / ``rescore`` sub-commands (see ``hardmath.cli.COMMANDS``);
each module defines ``configure(parser)`` and ``run(args) -> int``.
"""
