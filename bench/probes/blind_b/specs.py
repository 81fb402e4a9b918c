# ruff: noqa  (written by the blind writer as it is; kept so its figures reproduce)
# Hand-written problem specs: (bench, file, row) -> equivalent answer forms, close wrong forms, reasoning steps.
# eq: strings whose value equals the gold.  wrong: strings whose value differs from the gold.
# multi: gold is a multi-valued answer (no "either A or B" hedges built from it).
HARP_HAND = {
    6: dict(eq=[r"300\%", "300%", "300 percent"], wrong=[r"400\%", r"200\%", r"100\%"]),
    15: dict(eq=[r"28\%", "28 %", "28 percent"], wrong=[r"30\%", r"72\%", r"27\%"]),
    185: dict(
        eq=["1, 8, 49", r"K\in\{1,8,49\}", r"1,\ 8,\ \text{and}\ 49"],
        wrong=["1, 8, 49, 288", "8 and 49", "1 and 8"],
        multi=True,
    ),
    302: dict(eq=["two", "2", "exactly two"], wrong=["one", "three", "four"]),
    518: dict(eq=[r"\sqrt{166}", "√166", "166^{1/2}"], wrong=[r"\sqrt{156}", r"\sqrt{176}", "166"]),
    532: dict(eq=[r"\frac{20}{3}", r"6\frac{2}{3}", "20/3", "6⅔"], wrong=[r"\frac{22}{3}", "6", r"\frac{2}{3}"]),
    646: dict(
        eq=["I, II, III", r"\text{I, II and III}", "triangles I, II, and III"],
        wrong=["I and II only", "I, II, III, and IV", "I and III"],
        multi=True,
    ),
    851: dict(eq=[r"60^\circ", "60°", "60 degrees", r"\frac{\pi}{3}"], wrong=[r"30^\circ", r"120^\circ", "45°"]),
    946: dict(
        eq=[r"3+2\sqrt{2}", r"2\sqrt2+3", r"3+\sqrt{8}", r"(1+\sqrt2)^2"],
        wrong=[r"3-2\sqrt{2}", r"3+\sqrt{2}", r"2+2\sqrt2"],
    ),
    987: dict(
        eq=[r"\frac{5\pi}{3}+2", r"2+\frac{5}{3}\pi", r"\frac{5\pi+6}{3}"],
        wrong=[r"\frac{5}{3}\pi", r"\frac{5\pi}{6}+2", r"\frac{5}{3}\pi+1"],
    ),
    1038: dict(eq=[r"40\%", "40 percent", "40 %"], wrong=[r"12\%", r"60\%", r"36\%"]),
    1274: dict(eq=[r"\pm 8", r"8 \text{ or } -8", "x = ±8"], wrong=["8", r"\pm 4", "64"], multi=True),
    1279: dict(eq=[r"2\sqrt{2}", r"\sqrt{8}", "2√2", "2^{3/2}"], wrong=[r"4\sqrt{2}", r"\sqrt{2}", r"2\sqrt{3}"]),
    1435: dict(eq=["March", r"\text{March}", "the month of March"], wrong=["June", "February", "April"]),
    1522: dict(eq=[r"4+2\pi", r"2(\pi+2)", r"2\pi + 4"], wrong=[r"2\pi+2", r"4\pi", r"\pi+4"]),
    1623: dict(eq=[r"\pi", "π", r"\pi \text{ square units}"], wrong=[r"2\pi", r"\frac{\pi}{2}", r"5\pi"]),
    1990: dict(eq=["Friday", r"\text{Friday}"], wrong=["Saturday", "Thursday", "Sunday"]),
    2042: dict(eq=[r"\sqrt5", "5^{1/2}", "√5"], wrong=[r"\sqrt{3}", "1", r"2\sqrt5"]),
    2063: dict(eq=["Beth", r"\text{Beth}", "Beth finishes first"], wrong=["Andy", "Carlos", "Andy and Carlos tie"]),
    2127: dict(
        eq=[r"\frac{3\sqrt3}{\pi}", r"\dfrac{3\sqrt{3}}{\pi}", r"3\sqrt{3}/\pi"],
        wrong=[r"\frac{3\sqrt{3}}{2\pi}", r"\frac{\sqrt{3}}{\pi}", r"\frac{3\pi}{\sqrt3}"],
    ),
    2229: dict(eq=["Alice", r"\text{Alice}"], wrong=["Ben", "Dave", "Ellen"]),
    2462: dict(eq=["11:00 AM", "11:00 a.m.", "11 AM"], wrong=["10:30 AM", "11:30 AM", "10:00 AM"]),
    2582: dict(eq=["IV", "Tile IV", r"\text{IV}"], wrong=["III", "II", "I"]),
    2671: dict(eq=["Sunday", r"\text{Sunday}"], wrong=["Monday", "Saturday", "Tuesday"]),
    3022: dict(
        eq=["9:31 AM on January 2", "January 2, 9:31 a.m.", "Jan 2 at 09:31 AM"],
        wrong=["January 2 at 10:31 AM", "January 1 at 9:31 PM", "January 2 at 9:11 AM"],
    ),
    3066: dict(
        eq=[r"\frac{\pi}{3}", "π/3", r"\pi/3 \text{ m/s}"], wrong=[r"\frac{\pi}{6}", r"\frac{2\pi}{3}", r"3\pi"]
    ),
    3100: dict(eq=[r"\sqrt3 - 1", r"-1+\sqrt{3}", "√3 − 1"], wrong=[r"\sqrt3+1", r"\sqrt{2}-1", "1"]),
    3434: dict(
        eq=[r"3+\sqrt{3}", r"\sqrt3+3", "3 + √3"], wrong=[r"3+\frac{\sqrt3}{4}", r"3+\frac{3\sqrt3}{4}", r"2+\sqrt{3}"]
    ),
    3461: dict(
        eq=[r"\frac{3+\sqrt{5}}{2}", r"\tfrac{3+\sqrt5}{2}", r"\left(\frac{1+\sqrt5}{2}\right)^2"],
        wrong=[r"\frac{1+\sqrt{5}}{2}", r"\frac{3-\sqrt{5}}{2}", r"3+\sqrt5"],
    ),
    3581: dict(eq=["3:30 PM", "3:30 p.m.", "15:30"], wrong=["3:20 PM", "4:00 PM", "3:10 PM"]),
    3587: dict(
        eq=[r"\frac{9\pi}{8}", r"\frac98\pi", r"1.125\pi"],
        wrong=[r"\frac{9\pi}{4}", r"\frac{9\pi}{16}", r"\frac{3\pi}{8}"],
    ),
    3702: dict(eq=[r"\$87.50", "87.5 dollars", r"\textdollar 87.50"], wrong=[r"\$62.50", r"\$50.00", r"\$37.50"]),
    4012: dict(eq=[r"50\pi", "50π", r"50\pi \text{ square units}"], wrong=[r"25\pi", r"100\pi", "50"]),
    4231: dict(
        eq=["(-1030,-990)", "(-1030, -990)", r"x=-1030,\ y=-990"],
        wrong=["(-990,-1030)", "(-1030, 990)", "(-1010,-990)"],
        multi=True,
    ),
    4665: dict(
        eq=[r"\arccos\frac56", r"\cos^{-1}\left(\frac{5}{6}\right)", "arccos(5/6)"],
        wrong=[r"\arcsin\frac56", r"\arctan\frac{5}{6}", r"\arccos\frac{3}{10}"],
    ),
    4347: dict(
        eq=[r"3^{128}-2^{128}", r"-2^{128}+3^{128}"], wrong=[r"3^{127}-2^{127}", r"2^{128}-3^{128}", r"3^{128}+2^{128}"]
    ),
    899: dict(
        eq=["infinitely many", r"\text{infinitely many}", "infinitely many (there is no finite bound)"],
        wrong=["none", "one", "two"],
    ),
    1608: dict(eq=[r"-\frac14", "-1/4", "-0.250"], wrong=["0.25", "5", r"\frac{4}{5}"]),
}

# math_perturb: file tag 'h' (hard) or 's' (simple), row index
MP_HAND = {
    ("s", 17): dict(
        eq=[r"18\pi", "18π", r"18\pi\ \text{square units}"],
        wrong=[r"36\pi", r"9\pi", "18"],
        steps=[
            r"(x-3)^2 + (y-7)^2 = 9 + 49 - 22 = 36",
            r"\text{center } (3,7),\ r = 6",
            r"y=7 \text{ passes through the center, so the region below is a half-disk}",
            r"\tfrac12 \pi \cdot 6^2 = 18\pi",
        ],
    ),
    ("h", 17): dict(
        eq=[r"4\pi - 8", r"4(\pi-2)", r"-8+4\pi"],
        wrong=[r"4\pi+8", r"8\pi-8", r"2\pi-4"],
        steps=[
            r"(x-3)^2+(y-7)^2 = 9+49-42 = 16,\ r=4",
            r"d = (7+2\sqrt2) - 7 = 2\sqrt2",
            r"\cos\frac{\theta}{2} = \frac{d}{r} = \frac{\sqrt2}{2} \Rightarrow \theta = \frac{\pi}{2}",
            r"\text{segment} = \tfrac12 r^2(\theta - \sin\theta) = 8\left(\frac{\pi}{2} - 1\right)",
        ],
    ),
    ("s", 53): dict(
        eq=[r"\frac{9\sqrt5}{5}", r"\frac{9}{\sqrt{5}}", "9/√5"],
        wrong=[r"\frac{9}{5}", r"\frac{3\sqrt5}{5}", r"9\sqrt5"],
        steps=[r"2x - y - 3 = 0", r"d = \frac{|2\cdot 6 - 0 - 3|}{\sqrt{2^2+1^2}}", r"= \frac{9}{\sqrt5}"],
    ),
    ("s", 56): dict(
        eq=["-(m+2)", "-2-m", "-m - 2"],
        wrong=["-m+2", "m+2", "-m-6"],
        steps=[r"\frac{(2-m) - (2m+8)}{3}", r"= \frac{-3m - 6}{3}", r"= -m-2"],
    ),
    ("s", 87): dict(
        eq=[r"\frac{1-7i}{25}", "0.04 - 0.28i", r"\tfrac{1}{25}-\tfrac{7}{25}i"],
        wrong=[r"\frac{1}{25}+\frac{7}{25}i", r"-\frac{7}{25}+\frac{1}{25}i", r"\frac{7}{25}-\frac{1}{25}i"],
        steps=[r"\frac{(1+i)(-3-4i)}{(-3+4i)(-3-4i)}", r"(1+i)(-3-4i) = -3 -4i -3i -4i^2 = 1 - 7i", r"(-3)^2+4^2 = 25"],
    ),
    ("s", 106): dict(
        eq=["(3,3)", "(3, 3)", r"x = 3,\ y = 3"],
        wrong=["(3,4)", r"\left(\tfrac72,\tfrac32\right)", "(4,0)"],
        multi=True,
        steps=[
            r"[ABCD] = \tfrac12|0 - 12 - 12 + 0| = 12",
            r"\text{we need a line through } A \text{ cutting off area } 6",
            r"[ABC] = \tfrac12 |0\cdot(4-3) + 0\cdot(3-0) + 3(0-4)| = 6",
            r"\text{so the line } AC \text{ already halves the area; it meets } \overline{CD} \text{ at } C",
        ],
    ),
    ("s", 112): dict(
        eq=[r"(1,\infty)", r"(1, +\infty)", r"\{y \mid y > 1\}"],
        wrong=[r"[1,\infty)", r"(0,\infty)", r"(2,\infty)"],
        multi=True,
        steps=[
            r"f(x) = 1 + \frac{1}{x^2}",
            r"\frac{1}{x^2} \text{ takes every value in } (0,\infty)",
            r"\text{so } f(x) > 1 \text{ and every value above 1 is attained}",
        ],
    ),
    ("s", 171): dict(
        eq=[r"[7,\infty)", r"[7, +\infty)", r"\{y : y\ge 7\}"],
        wrong=[r"(7,\infty)", r"[0,\infty)", r"[5,\infty)"],
        multi=True,
        steps=[
            r"|x+1| + |x-6| \ge |(x+1) - (x-6)| = 7",
            r"\text{equality for } -1\le x\le 6",
            r"\text{and } F(x)\to\infty \text{ as } |x|\to\infty",
        ],
    ),
    ("h", 171): dict(
        eq=["[-6,6]", "[-6, 6]", r"\{y: -6\le y\le 6\}"],
        wrong=["(-6,6)", "[-4,6]", "[0,6]"],
        multi=True,
        steps=[
            r"x\le -1:\ F = -(x+1) + (x-5) = -6",
            r"-1\le x\le 5:\ F = (x+1) + (x-5) = 2x-4",
            r"x \ge 5:\ F = 6",
            r"2x-4 \text{ runs from } -6 \text{ to } 6",
        ],
    ),
    ("s", 178): dict(
        eq=[r"(-2\sqrt2, 2\sqrt2)", r"(-\sqrt8,\sqrt8)", r"-2\sqrt{2}<b<2\sqrt{2}"],
        wrong=[r"[-2\sqrt{2}, 2\sqrt{2}]", r"(-\sqrt{2}, \sqrt{2})", "(-8,8)"],
        multi=True,
        steps=[r"x^2+bx+2 = 0 \text{ must have no real root}", r"b^2 - 8 < 0", r"|b| < 2\sqrt2"],
    ),
    ("s", 252): dict(
        eq=[r"[0,6) \cup \{-2\}", r"\{-2\}\cup[0,6)", r"x=-2 \text{ or } 0\le x<6"],
        wrong=["[0,6)", "[-2,6)", r"\{-2\}\cup[0,6]"],
        multi=True,
        steps=[
            r"(x+2)^2 \ge 0 \text{ with equality at } x=-2",
            r"\text{otherwise sign of } \frac{x}{x-6} \le 0 \iff 0\le x<6",
            r"x=6 \text{ excluded (denominator)}",
        ],
    ),
    ("h", 123): dict(
        eq=[r"\frac34 + i", "0.75 + i", r"\frac{3+4i}{4}"],
        wrong=[r"\frac{3}{4} - i", r"\frac{5}{4} + i", r"-\frac{3}{4}+i"],
        steps=[
            r"|z|\in\mathbb R \Rightarrow \operatorname{Im} z = 1,\ z = a + i",
            r"a + \sqrt{a^2+1} = 2",
            r"a^2 + 1 = 4 - 4a + a^2",
            r"a = \tfrac34",
        ],
    ),
    ("s", 7): dict(
        eq=["16.5", r"\frac{33}{2}", r"16\tfrac12", "16.50"],
        wrong=["10.5", "13.5", "33"],
        steps=[
            r"f(-3) = 9-2 = 7,\quad f(3) = 6-20 = -14",
            r"f(a) = 7",
            r"a<0:\ a^2-2 = 7 \Rightarrow a=-3",
            r"a\ge0:\ 2a - 20 = 7 \Rightarrow a = 13.5",
            r"13.5 - (-3)",
        ],
    ),
    ("s", 75): dict(
        eq=["270000", "270{,}000", r"2.7\times 10^{5}", "270 000"],
        wrong=["27000", "67500", "540000"],
        steps=[
            r"\text{host team: } \binom63 = 20",
            r"\text{each other team: } \binom62 = 15",
            r"20\cdot 15^3 = 67500 \text{ per choice of host}",
            r"\times 4 \text{ hosts}",
        ],
    ),
    ("s", 65): dict(
        eq=[r"40^\circ", "40°", "40", r"x = 40^{\circ}"],
        wrong=[r"220^\circ", r"50^\circ", r"20^\circ"],
        steps=[
            r"\frac{\cos 50^\circ}{1-\sin 50^\circ} = \tan\left(45^\circ + 25^\circ\right) = \tan 70^\circ",
            r"x - 150^\circ = 70^\circ + 180^\circ k",
            r"x = 220^\circ + 180^\circ k",
        ],
    ),
    ("h", 65): dict(
        eq=[r"30^\circ", "30°", "30", r"x=30^{\circ}"],
        wrong=[r"210^\circ", r"50^\circ", r"150^\circ"],
        steps=[
            r"1-2\sin^2 25^\circ = \cos 50^\circ",
            r"\frac{\sin 50^\circ}{\cos 50^\circ} = \tan 50^\circ",
            r"x - 160^\circ = 50^\circ + 180^\circ k",
            r"x = 210^\circ + 180^\circ k",
        ],
    ),
    ("h", 23): dict(
        eq=[r"\sqrt2 - 1", r"-1+\sqrt{2}", "√2 − 1"],
        wrong=[r"\sqrt2+1", r"2-\sqrt{2}", r"\frac{\sqrt2}{2}"],
        steps=[
            r"0<x<\tfrac{\pi}{4}:\ \sin x < \cos x,\ \tan x < 1",
            r"\cos x \text{ is the longest side: } \cos^2 x = \sin^2 x + \tan^2 x",
            r"t = \tan^2 x:\ \cos 2x = \frac{1-t}{1+t} = t",
            r"t^2 + 2t - 1 = 0,\ t = -1+\sqrt2",
        ],
    ),
    ("h", 3): dict(
        eq=[r"0 \text{ or } 4", r"b=0 \text{ or } b=4", r"\{0, 4\}", "4 or 0"],
        wrong=["4", "0", r"-4 \text{ or } 0"],
        multi=True,
        steps=[r"x^2 + 2x + 7 = bx + 6", r"x^2 + (2-b)x + 1 = 0", r"\Delta = (2-b)^2 - 4 = 0", r"2 - b = \pm 2"],
    ),
    ("h", 96): dict(
        eq=[r"10 \text{ or } 20", "20 or 10", r"\{10, 20\}"],
        wrong=["20", "10", r"-5 \text{ or } -10"],
        multi=True,
        steps=[
            r"sL = -100,\quad 4s = 2L - 60",
            r"L = 2s + 30",
            r"s(2s+30) = -100 \Rightarrow s^2 + 15s + 50 = 0",
            r"s = -5 \text{ or } s = -10",
        ],
    ),
    ("h", 277): dict(
        eq=[r"\pm 1", r"1 \text{ or } -1", r"b = \pm1"],
        wrong=["1", r"\pm\frac{1}{2}", "-1"],
        multi=True,
        steps=[
            r"(x+m)^2 + \tfrac1{12} = x^2 + 2mx + m^2 + \tfrac{1}{12}",
            r"m^2 + \tfrac{1}{12} = \tfrac13 \Rightarrow m^2 = \tfrac14",
            r"b = 2m",
        ],
    ),
    ("h", 112): dict(
        eq=[r"(-\infty,-4]\cup(0,\infty)", r"(-\infty, -4] \cup (0, +\infty)"],
        wrong=[r"(-\infty,-4)\cup(0,\infty)", r"(-\infty,-4]\cup[0,\infty)", r"(-\infty,-\tfrac14]\cup(0,\infty)"],
        multi=True,
        steps=[
            r"x^2 + x = \left(x+\tfrac12\right)^2 - \tfrac14 \ge -\tfrac14",
            r"x^2+x \in [-\tfrac14, 0) \Rightarrow \frac{1}{x^2+x} \le -4",
            r"x^2+x \in (0,\infty) \Rightarrow \frac{1}{x^2+x} \in (0,\infty)",
        ],
    ),
    ("h", 185): dict(
        eq=["7.75", "7.750", r"7\tfrac34", r"\frac{31}{4}"],
        wrong=["7.5", "7.80", "8.75"],
        steps=[r"4.5 \times 70 = 315 \text{ miles}", r"3 \times 50 = 150 \text{ miles}", r"\frac{465}{60}"],
    ),
    ("s", 200): dict(
        eq=["CAKE", "cake", r"\text{CAKE}"],
        wrong=["BAKE", "CAGE", "LAKE"],
        steps=[r"165 = 3\cdot 5\cdot 11", r"3 = C,\ 5 = E,\ 11 = K,\ 1 = A", r"\text{rearrange C, A, K, E}"],
    ),
    ("h", 135): dict(
        eq=["Hardy", r"\text{Hardy}", "Hardy wins"],
        wrong=["Ramanujan", "Ramanujan wins", "It is a tie"],
        steps=[
            r"w = \frac{4-3i}{5+12i} = \frac{(4-3i)(5-12i)}{169}",
            r"= \frac{20 - 48i - 15i - 36}{169} = \frac{-16-63i}{169}",
            r"\operatorname{Re} w = -\tfrac{16}{169} < 5",
        ],
    ),
    ("s", 93): dict(
        eq=["A, D, E, F, G, H", "A,D,E,F,G,H", r"\text{A, D, E, F, G, H}"],
        wrong=["A, D, F, G, H", "A, D, E, F, G", "A, C, D, E, F, G, H"],
        multi=True,
        steps=[
            r"b(x)=x^3-x:\ b(0)=b(1)=0 \text{ (not injective)}",
            r"c(x) = x + \tfrac1x:\ c(\tfrac12) = c(2)",
            r"e(x) = 2x+1 \text{ on } (2,10) \text{ (increasing)}",
            r"d, f, g, h \text{ strictly increasing on their domains}",
        ],
    ),
    ("s", 1): dict(
        eq=[r"6-\sqrt5", r"-\sqrt{5}+6", "6 − √5"],
        wrong=[r"6+\sqrt{5}", r"\sqrt{5}", r"5-\sqrt{5}"],
        steps=[
            r"(x+6)^2 + y^2 = 5,\ \text{center } (-6,0),\ r=\sqrt5",
            r"B = (t^2, 2t)",
            r"|BC|^2 = (t^2+6)^2 + 4t^2 \ge 36",
            r"\min |BC| = 6 \text{ at } t = 0",
        ],
    ),
    ("s", 22): dict(
        eq=[r"\frac14", "1/4", "0.250"],
        wrong=["0.5", "-0.25", r"\frac{3}{4}"],
        steps=[
            r"\text{let } q(x) = x^2+2ax+b,\ p = q^2 + 2aq - b",
            r"p(x) = (q + a)^2 - (a^2 + b)",
            r"\text{exactly one real root forces a double root of } q+a = \pm\sqrt{a^2+b}",
        ],
    ),
}

PUTNAM_HAND = {
    7: dict(
        eq=["n^2-n+2", "n(n-1)+2", "2+n^2-n"],
        wrong=["n^2-n+1", "n^2+n+2", r"\frac{n^2+n+2}{2}"],
        steps=[
            r"R(1) = 2",
            r"\text{the } n\text{-th circle meets the others in } 2(n-1) \text{ points}",
            r"R(n) = R(n-1) + 2(n-1)",
        ],
    ),
    10: dict(
        eq=[r"\frac12", "0.5", "1/2"],
        wrong=["1", r"\frac14", "0"],
        steps=[
            r"\cos^2\theta = \tfrac12(1+\cos 2\theta)",
            r"\frac{x_1+\cdots+x_n}{n} \to \tfrac12 \text{ (law of large numbers)}",
            r"\cos^2\!\left(\tfrac{\pi}{2}\cdot\tfrac12\right) = \cos^2\tfrac{\pi}{4}",
        ],
    ),
    28: dict(
        eq=["3", "three", "3 zeros"],
        wrong=["2", "4", "1"],
        steps=[
            r"f(0) = 0,\ f(1) = 0",
            r"f(4) = -1 < 0,\ f(5) = 6 > 0",
            r"f''' = (\ln 2)^3 2^x > 0 \Rightarrow \text{at most 3 zeros}",
        ],
    ),
    30: dict(
        eq=["11", "eleven"],
        wrong=["10", "12", "8"],
        steps=[
            r"\text{multiples of 2 or 3 in } \{1,\dots,16\}: 8 + 5 - 2 = 11",
            r"\text{the primes } 1,5,7,11,13 \text{ split into groups...}",
            r"\text{any 12-element set contains a pairwise coprime triple}",
        ],
    ),
    44: dict(
        eq=[r"\ln 4 - 1", r"2\ln 2 - 1", r"\log 4 - 1"],
        wrong=[r"\ln 4", r"1 - \ln 4", r"\ln 2 - 1"],
        steps=[
            r"\lfloor 2y \rfloor - 2\lfloor y \rfloor \in \{0,1\}",
            r"\frac1n\sum \to \int_0^1 \left(\lfloor 2/x\rfloor - 2\lfloor 1/x \rfloor\right)dx",
            r"= \sum_{k\ge1}\left(\frac{2}{2k} - \frac{2}{2k+1}\right) \cdot \ldots",
        ],
    ),
    47: dict(
        eq=[r"-\frac78", "-0.875", "-7/8"],
        wrong=[r"\frac78", r"-\frac87", r"-\frac{7}{4}"],
        steps=[
            r"2x^4 + 7x^3 + 3x - 5 - (mx + c) = 2(x-x_1)(x-x_2)(x-x_3)(x-x_4)",
            r"x_1+x_2+x_3+x_4 = -\tfrac72",
            r"\text{average} = -\tfrac{7}{8}",
        ],
    ),
    52: dict(
        eq=[r"\frac23", "2/3", r"0.\overline{6}"],
        wrong=[r"\frac13", r"\frac32", "1"],
        steps=[
            r"\frac{n^3-1}{n^3+1} = \frac{n-1}{n+1}\cdot\frac{n^2+n+1}{n^2-n+1}",
            r"\prod_{n=2}^N \frac{n-1}{n+1} = \frac{2}{N(N+1)}",
            r"\prod_{n=2}^N \frac{n^2+n+1}{n^2-n+1} = \frac{N^2+N+1}{3}",
        ],
    ),
    64: dict(
        eq=[r"\frac{\pi}{4}", "π/4", r"0.25\pi"],
        wrong=[r"\frac{\pi}{2}", r"\frac{\pi}{8}", r"\frac{\sqrt2\pi}{4}"],
        steps=[
            r"I = \int_0^{\pi/2} \frac{dx}{1+\tan^{\sqrt2}x}",
            r"x \mapsto \tfrac{\pi}{2} - x:\ I = \int_0^{\pi/2}\frac{\tan^{\sqrt2}x}{1+\tan^{\sqrt2}x}dx",
            r"2I = \frac{\pi}{2}",
        ],
    ),
    65: dict(
        eq=[r"\frac1e", "e^{-1}", "1/e"],
        wrong=["e", r"\frac{1}{2e}", r"1-\frac1e"],
        steps=[
            r"g = e^{-x}f,\ f' - f = e^{x}g'",
            r"\int_0^1 |f'-f| = \int_0^1 e^x|g'| \ge \int_0^1 |g'|",
            r"\ge g(1) - g(0) = e^{-1}",
        ],
    ),
    73: dict(
        eq=[r"12-8\sqrt2", r"4(3-2\sqrt2)", r"4(\sqrt2-1)^2"],
        wrong=[r"12+8\sqrt2", r"8-4\sqrt2", r"4(\sqrt2-1)"],
        steps=[
            r"\text{QM-AM with } r\cdot\frac sr\cdot\frac ts\cdot\frac4t = 4",
            r"\text{sum of the four ratios} \ge 4\sqrt[4]{4} = 4\sqrt2",
            r"\text{minimum } 4(\sqrt2-1)^2",
        ],
    ),
    82: dict(
        eq=["2301", "2,301"],
        wrong=["2300", "2302", "2501"],
        steps=[
            r"10^{40} = 2^{40}5^{40}:\ 41^2 = 1681 \text{ divisors}",
            r"20^{30} = 2^{60}5^{30}:\ 61\cdot 31 = 1891",
            r"\gcd = 2^{40}5^{30}:\ 41\cdot31 = 1271",
            r"1681 + 1891 - 1271",
        ],
    ),
    86: dict(
        eq=[r"\ln\frac{4}{\pi}", r"\ln 4 - \ln \pi", r"2\ln 2 - \ln\pi"],
        wrong=[r"\ln\frac{\pi}{4}", r"\frac{4}{\pi}", r"\ln\frac{2}{\pi}"],
        steps=[
            r"\frac1n\int_1^n \left\lVert \tfrac nx\right\rVert dx = \int_{1/n}^1 \left\lVert \tfrac1u\right\rVert du",
            r"\text{split at } u = \tfrac{1}{k+1/2}",
            r"\text{Wallis product appears in the sum of logs}",
        ],
    ),
    103: dict(
        eq=["18", "eighteen", "f = 18"],
        wrong=["2", "52", "-18"],
        steps=[
            r"x^4 - 13x^2 + 36 \le 0 \iff 4 \le x^2 \le 9",
            r"x \in [-3,-2]\cup[2,3]",
            r"f'(x) = 3x^2 - 3 > 0 \text{ there}",
            r"f(3) = 27 - 9",
        ],
    ),
    118: dict(
        eq=["6", "six", r"6 \text{ square units}"],
        wrong=["4", "8", "5"],
        steps=[
            r"|y| \le 1,\ |x| \le 1 + |y|",
            r"\text{cross-section at height } y \text{ has length } 2(1+|y|)",
            r"\int_{-1}^{1} 2(1+|y|)\,dy = 2\cdot 2 + 2\cdot 1",
        ],
    ),
    133: dict(
        eq=["yes", "Yes.", r"\text{yes}"],
        wrong=["no", "No.", "not necessarily"],
        steps=[
            r"\sqrt[3]{n+1} - \sqrt[3]{n} \to 0",
            r"\text{so the differences } \sqrt[3]{n} - \sqrt[3]{m} \text{ are dense in } [0,\infty)",
        ],
    ),
    135: dict(
        eq=["no", "No.", r"\text{no}"],
        wrong=["yes", "Yes.", "yes, always"],
        steps=[
            r"\text{try } 3\times 3 \text{ nilpotent examples}",
            r"A = E_{12},\ B = E_{23} + \ldots",
            r"ABAB = 0 \text{ but } BABA \ne 0 \text{ for a suitable pair}",
        ],
    ),
    151: dict(
        eq=[r"4+\pi", r"\pi + 4", "4 + π"],
        wrong=[r"4+2\pi", r"2+\pi", r"4\pi"],
        steps=[
            r"\text{fixed points } a = \frac{a^2+y^2}{2}:\ a = 1 \pm \sqrt{1-y^2}",
            r"|y|\le 1 \text{ needed}",
            r"\text{region: square part plus a disk of radius 1}",
        ],
    ),
    172: dict(
        eq=[r"\sqrt e", "e^{1/2}", "√e"],
        wrong=["e", r"\frac{1}{\sqrt e}", r"\sqrt{2e}"],
        steps=[
            r"x - \frac{x^3}{2} + \cdots = x e^{-x^2/2}",
            r"1 + \frac{x^2}{2^2} + \cdots = I_0(x)",
            r"\int_0^\infty x e^{-x^2/2} I_0(x)\,dx = e^{1/2}",
        ],
    ),
    183: dict(
        eq=[r"\frac{9}{32}", "9/32", "0.28125"],
        wrong=[r"\frac{9}{16}", r"\frac{3}{32}", r"\frac{9}{64}"],
        steps=[
            r"a_m = \frac{m}{3^m}",
            r"S = \sum\sum \frac{a_m^2 a_n}{a_m + a_n}",
            r"2S = \sum\sum a_m a_n = \left(\sum \frac{m}{3^m}\right)^2 = \left(\tfrac34\right)^2",
        ],
    ),
    205: dict(
        eq=[r"6\pi^2", "6π²", r"6\pi^{2}"],
        wrong=[r"12\pi^2", r"3\pi^2", r"6\pi"],
        steps=[
            r"r = \sqrt{x^2+y^2}:\ r^2 + z^2 + 8 \le 6r",
            r"(r-3)^2 + z^2 \le 1",
            r"\text{torus: } V = 2\pi \cdot 3 \cdot \pi \cdot 1^2",
        ],
    ),
    199: dict(
        eq=[r"\frac{2}{e}", "2/e", r"2e^{-1}"],
        wrong=[r"\frac{1}{e}", "2e", r"\frac{e}{2}"],
        steps=[
            r"\log P(x) = \sum_n x^n\left(\log(1+x^{n+1}) - \log(1+x^n)\right)",
            r"\text{summation by parts: } = \left(\tfrac1x - 1\right)\sum_{n\ge1} x^n\log(1+x^n) - \log 2",
            r"\to \int_0^1 \log(1+t)\,\frac{dt}{t}\cdots \Rightarrow \log 2 - 1",
        ],
    ),
    112: dict(
        eq=["1984", "1,984", "m = 1984"],
        wrong=["1985", "1983", "1987"],
        steps=[
            r"\text{digits used by numbers up to } k \text{ digits: } \sum_{j\le k} 9j\cdot10^{j-1}",
            r"\approx k\cdot 10^k",
            r"\text{solve } k\cdot10^{k} \approx 10^{1987}",
        ],
    ),
}
