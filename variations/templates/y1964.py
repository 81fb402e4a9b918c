"""Putnam 1964 variation templates: B4 (renamed variables)."""

from hardmath.variations.engine import Template

TEMPLATES = [
    Template(
        name="putnam_1964_b4",
        kind="variable",
        statements=[
            r"$[[n]]$ great circles on the sphere are in general position (in other words at most two circles pass through any two points on the sphere). How many regions do they divide the sphere into?",
            r"On a sphere we draw $[[n]]$ great circles in general position, meaning that no point of the sphere lies on three of them. Into how many regions do these circles cut the sphere?",
            r"Find the number of regions into which $[[n]]$ great circles, no three of which pass through a common point, divide the surface of a sphere.",
        ],
        solution=(
            r"Use Euler's formula $V - E + F = 2$ for the graph drawn on the sphere (for $[[n]] \ge 2$; for $[[n]] = 1$ there are clearly $2$ regions). "
            r"Any two great circles meet in exactly $2$ antipodal points, and no three share a point, so $V = 2\binom{[[n]]}{2} = [[n]]([[n]]-1)$. "
            r"Each circle contains $2([[n]]-1)$ vertices, hence is cut into $2([[n]]-1)$ arcs, so $E = 2[[n]]([[n]]-1)$. "
            r"Then $F = 2 - V + E = 2 + [[n]]([[n]]-1)$, which also gives $2$ for $[[n]] = 1$. The answer is $\boxed{[[n]]^2 - [[n]] + 2}$."
        ),
        answer=r"[[n]]^2 - [[n]] + 2",
        variables={"n": "n"},
    ),
]
