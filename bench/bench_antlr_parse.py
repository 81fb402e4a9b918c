"""Why hardmath has its own LaTeX parser: SymPy's antlr-based ``parse_latex`` against ``hardmath.equivalence.latex.to_ast``.

Run with antlr4-python3-runtime 4.11 installed (SymPy's grammar needs exactly that release); see docs/install.md.
"""

import multiprocessing as mp
import time


def sym(s: str, q: mp.Queue) -> None:
    """Parse ``s`` with SymPy's antlr parser in a child; put (seconds, result) on ``q``."""
    from sympy.parsing.latex import parse_latex

    t = time.perf_counter()
    r = parse_latex(s)
    q.put((time.perf_counter() - t, str(r)[:40]))


def run(s: str, limit: float = 10) -> object:
    """:func:`sym` in a child process killed after ``limit`` seconds."""
    q = mp.Queue()
    p = mp.Process(target=sym, args=(s, q))
    p.start()
    p.join(limit)
    if p.is_alive():
        p.kill()
        return f"still running after {limit} s (killed)"
    return q.get()


if __name__ == "__main__":
    import timeit

    from sympy.parsing.latex import parse_latex

    from hardmath.equivalence import is_equivalent

    parse_latex(r"\frac{1}{2}")
    n = 200
    t_sym = timeit.timeit(lambda: parse_latex(r"\frac{32}{3}+\sqrt{2}x^2"), number=n) / n
    is_equivalent(r"\frac{32}{3}", "10\\frac23")
    print(f"sympy parse_latex one expression: {t_sym * 1e3:.2f} ms")
    t = time.perf_counter()
    v = is_equivalent(r"2001^{2002^{2003}}", "7")
    print(
        "hardmath is_equivalent 2001^{2002^{2003}} vs 7:",
        bool(v),
        v.reason,
        f"{(time.perf_counter() - t) * 1e3:.2f} ms",
    )
    print("sympy parse_latex 2001^{2002^{2003}}:", run(r"2001^{2002^{2003}}"))
    from hardmath.equivalence.latex import to_ast

    to_ast(r"\frac{1}{2}")
    t_own = timeit.timeit(lambda: to_ast(r"\frac{32}{3}+\sqrt{2}x^2"), number=n) / n
    print(f"hardmath to_ast one expression: {t_own * 1e3:.3f} ms")
