"""Whole responses in Chinese, French, Spanish, German for three families (LIN, IE, SERIES)."""

from problems import chunks, lin_term

T = {
    "zh": dict(
        lin_q="解方程：${eq}$。",
        lin_intro="我们需要解这个一次方程 ${eq}$。思路是先展开，再移项，最后把 $x$ 的系数除掉。",
        lin_s1="**第一步：展开左边。** ${a}(x + {b}) - {c} = {a}x + {ab} - {c} = {a}x{k1t}$，所以左边的常数项是 ${k1}$。",
        lin_s2="**第二步：移项。** 两边同时减去 ${dx}$，得到 ${ad}x{k1t} = {e}$，$x$ 的系数是 ${ad}$。",
        lin_c="**第三步：求解。** ${ad}x = {e} - ({k1}) = {K}$，所以 $x = \\frac{{{K}}}{{{ad}}} = {v}$。",
        lin_m="**第三步：求解。** ${ad}x = {e} - {ab} - {c} = {Km}$，所以 $x = {v}$。",
        lin_row="- 当 $x = {t}$ 时，左边 $= {L}$，右边 $= {R}$，差为 ${D}$。",
        lin_tab="**检验：列表。** 左边减右边是关于 $x$ 的一次函数：",
        lin_plain="所以方程的解是 $x = {v}$。",
        ie_q="在不超过 ${N}$ 的正整数中，有多少个能被 ${a}$ 或 ${b}$ 整除？",
        ie_intro="我们要数出 $1$ 到 ${N}$ 中能被 ${a}$ 或 ${b}$ 整除的正整数的个数。用容斥原理：$|A \\cup B| = |A| + |B| - |A \\cap B|$。",
        ie_mult="**{k} 的倍数：** {lst}。最大的是 ${k} \\times {cnt} = {top}$，所以共有 ${cnt}$ 个。",
        ie_c="**合并：** ${A} + {B} - {C} = {v}$。",
        ie_m="**合并：** ${A} + {B} = {v}$。",
        ie_plain="因此，共有 {v} 个这样的正整数。",
        ser_q="求等差数列 ${a}, {a2}, {a3}, \\ldots$ 的前 ${n}$ 项之和。",
        ser_intro="首项 $a_1 = {a}$，公差 $d = {d}$。我们要求 $S_{{{n}}}$。",
        ser_list="**列出各项：**\n{terms}",
        ser_last="**末项：** $a_{{{n}}} = {a} + ({n} - 1) \\times {d} = {L}$。",
        ser_c="**求和：** $S_{{{n}}} = \\frac{{{n} \\times ({a} + {L})}}{{2}} = {v}$。",
        ser_m="**求和：** 项数是 ${n1}$，所以 $S = \\frac{{{n1} \\times ({a} + {L1})}}{{2}} = {v}$。",
        ser_plain="所以前 {n} 项的和为 {v}。",
        boxed="因此，最终答案是 $\\boxed{{{v}}}$。",
        marker="综上所述，答案是 ${v}$。",
        label="最终答案：${v}$",
        wait="等等，我再检查一下。",
        fix="我刚才算错了，应该改正。",
        recheck="**再检查一次：**",
        ok="验证无误 ✓。",
        chatter="希望这个解答对你有帮助！如果还有问题，欢迎继续提问。",
        sep="，",
    ),
    "fr": dict(
        lin_q="Résoudre l'équation ${eq}$.",
        lin_intro="Nous devons résoudre l'équation du premier degré ${eq}$. On développe, on regroupe les termes en $x$ d'un côté, puis on divise.",
        lin_s1="**Étape 1 : développer.** ${a}(x + {b}) - {c} = {a}x + {ab} - {c} = {a}x{k1t}$ ; le terme constant à gauche vaut ${k1}$.",
        lin_s2="**Étape 2 : regrouper.** On soustrait ${dx}$ des deux côtés : ${ad}x{k1t} = {e}$. Le coefficient de $x$ est ${ad}$.",
        lin_c="**Étape 3 : isoler $x$.** ${ad}x = {e} - ({k1}) = {K}$, donc $x = \\frac{{{K}}}{{{ad}}} = {v}$.",
        lin_m="**Étape 3 : isoler $x$.** ${ad}x = {e} - {ab} - {c} = {Km}$, donc $x = {v}$.",
        lin_row="- Pour $x = {t}$ : membre de gauche $= {L}$, membre de droite $= {R}$, différence ${D}$.",
        lin_tab="**Vérification par un tableau de valeurs.** La différence gauche − droite est affine en $x$ :",
        lin_plain="Ainsi, la solution de l'équation est $x = {v}$.",
        ie_q="Combien d'entiers strictement positifs inférieurs ou égaux à ${N}$ sont divisibles par ${a}$ ou par ${b}$ ?",
        ie_intro="On compte les entiers $n$ avec $1 \\le n \\le {N}$ divisibles par ${a}$ ou par ${b}$. Par le principe d'inclusion-exclusion, $|A \\cup B| = |A| + |B| - |A \\cap B|$.",
        ie_mult="**Multiples de {k} :** {lst}. Le plus grand est ${k} \\times {cnt} = {top}$, il y en a donc ${cnt}$.",
        ie_c="**Conclusion :** ${A} + {B} - {C} = {v}$.",
        ie_m="**Conclusion :** ${A} + {B} = {v}$.",
        ie_plain="Il y a donc {v} entiers positifs inférieurs ou égaux à {N} divisibles par {a} ou par {b}.",
        ser_q="Calculer la somme des ${n}$ premiers termes de la suite arithmétique ${a}, {a2}, {a3}, \\ldots$.",
        ser_intro="Le premier terme est $u_1 = {a}$ et la raison est $r = {d}$. On cherche $S_{{{n}}}$.",
        ser_list="**Liste des termes :**\n{terms}",
        ser_last="**Dernier terme :** $u_{{{n}}} = {a} + ({n} - 1) \\times {d} = {L}$.",
        ser_c="**Somme :** $S_{{{n}}} = \\frac{{{n} \\times ({a} + {L})}}{{2}} = {v}$.",
        ser_m="**Somme :** il y a ${n1}$ termes, donc $S = \\frac{{{n1} \\times ({a} + {L1})}}{{2}} = {v}$.",
        ser_plain="La somme des {n} premiers termes vaut donc {v}.",
        boxed="Donc la réponse est $\\boxed{{{v}}}$.",
        marker="La réponse est ${v}$.",
        label="**Réponse finale :** ${v}$",
        wait="Attends, vérifions ce calcul.",
        fix="Je me suis trompé, il faut corriger.",
        recheck="**Vérification :**",
        ok="Tout est cohérent ✓.",
        chatter="J'espère que cela vous aide ! N'hésitez pas si vous avez d'autres questions.",
        sep=", ",
    ),
    "es": dict(
        lin_q="Resuelve la ecuación ${eq}$.",
        lin_intro="Debemos resolver la ecuación lineal ${eq}$. Desarrollamos, agrupamos los términos con $x$ y luego dividimos.",
        lin_s1="**Paso 1: desarrollar.** ${a}(x + {b}) - {c} = {a}x + {ab} - {c} = {a}x{k1t}$; la constante de la izquierda es ${k1}$.",
        lin_s2="**Paso 2: agrupar.** Restamos ${dx}$ en ambos lados: ${ad}x{k1t} = {e}$. El coeficiente de $x$ es ${ad}$.",
        lin_c="**Paso 3: despejar.** ${ad}x = {e} - ({k1}) = {K}$, así que $x = \\frac{{{K}}}{{{ad}}} = {v}$.",
        lin_m="**Paso 3: despejar.** ${ad}x = {e} - {ab} - {c} = {Km}$, así que $x = {v}$.",
        lin_row="- Para $x = {t}$: lado izquierdo $= {L}$, lado derecho $= {R}$, diferencia ${D}$.",
        lin_tab="**Comprobación con una tabla de valores.** La diferencia izquierda − derecha es lineal en $x$:",
        lin_plain="Por lo tanto, $x = {v}$.",
        ie_q="¿Cuántos enteros positivos menores o iguales que ${N}$ son divisibles por ${a}$ o por ${b}$?",
        ie_intro="Contamos los enteros $n$ con $1 \\le n \\le {N}$ divisibles por ${a}$ o por ${b}$. Por inclusión-exclusión, $|A \\cup B| = |A| + |B| - |A \\cap B|$.",
        ie_mult="**Múltiplos de {k}:** {lst}. El mayor es ${k} \\times {cnt} = {top}$, así que hay ${cnt}$.",
        ie_c="**Combinando:** ${A} + {B} - {C} = {v}$.",
        ie_m="**Combinando:** ${A} + {B} = {v}$.",
        ie_plain="Por lo tanto, hay {v} enteros positivos menores o iguales que {N} divisibles por {a} o por {b}.",
        ser_q="Halla la suma de los primeros ${n}$ términos de la progresión aritmética ${a}, {a2}, {a3}, \\ldots$.",
        ser_intro="El primer término es $a_1 = {a}$ y la diferencia es $d = {d}$. Buscamos $S_{{{n}}}$.",
        ser_list="**Lista de términos:**\n{terms}",
        ser_last="**Último término:** $a_{{{n}}} = {a} + ({n} - 1) \\times {d} = {L}$.",
        ser_c="**Suma:** $S_{{{n}}} = \\frac{{{n} \\times ({a} + {L})}}{{2}} = {v}$.",
        ser_m="**Suma:** hay ${n1}$ términos, así que $S = \\frac{{{n1} \\times ({a} + {L1})}}{{2}} = {v}$.",
        ser_plain="Así, la suma de los primeros {n} términos es {v}.",
        boxed="Por lo tanto, la respuesta es $\\boxed{{{v}}}$.",
        marker="La respuesta es ${v}$.",
        label="**Respuesta final:** ${v}$",
        wait="Espera, revisemos este cálculo.",
        fix="Me equivoqué, hay que corregirlo.",
        recheck="**Comprobación:**",
        ok="Todo es coherente ✓.",
        chatter="¡Espero que esto te ayude! Si tienes más preguntas, no dudes en preguntar.",
        sep=", ",
    ),
    "de": dict(
        lin_q="Löse die Gleichung ${eq}$.",
        lin_intro="Wir müssen die lineare Gleichung ${eq}$ lösen. Wir multiplizieren aus, sammeln die $x$-Terme auf einer Seite und teilen.",
        lin_s1="**Schritt 1: Ausmultiplizieren.** ${a}(x + {b}) - {c} = {a}x + {ab} - {c} = {a}x{k1t}$; die Konstante links ist ${k1}$.",
        lin_s2="**Schritt 2: Umstellen.** Wir subtrahieren ${dx}$ auf beiden Seiten: ${ad}x{k1t} = {e}$. Der Koeffizient von $x$ ist ${ad}$.",
        lin_c="**Schritt 3: Auflösen.** ${ad}x = {e} - ({k1}) = {K}$, also $x = \\frac{{{K}}}{{{ad}}} = {v}$.",
        lin_m="**Schritt 3: Auflösen.** ${ad}x = {e} - {ab} - {c} = {Km}$, also $x = {v}$.",
        lin_row="- Für $x = {t}$: linke Seite $= {L}$, rechte Seite $= {R}$, Differenz ${D}$.",
        lin_tab="**Probe mit einer Wertetabelle.** Die Differenz links − rechts ist linear in $x$:",
        lin_plain="Somit ist $x = {v}$.",
        ie_q="Wie viele positive ganze Zahlen kleiner oder gleich ${N}$ sind durch ${a}$ oder ${b}$ teilbar?",
        ie_intro="Wir zählen die Zahlen $n$ mit $1 \\le n \\le {N}$, die durch ${a}$ oder ${b}$ teilbar sind. Nach dem Inklusions-Exklusions-Prinzip gilt $|A \\cup B| = |A| + |B| - |A \\cap B|$.",
        ie_mult="**Vielfache von {k}:** {lst}. Das größte ist ${k} \\times {cnt} = {top}$, also gibt es ${cnt}$ davon.",
        ie_c="**Zusammen:** ${A} + {B} - {C} = {v}$.",
        ie_m="**Zusammen:** ${A} + {B} = {v}$.",
        ie_plain="Es gibt also {v} positive ganze Zahlen bis {N}, die durch {a} oder {b} teilbar sind.",
        ser_q="Berechne die Summe der ersten ${n}$ Glieder der arithmetischen Folge ${a}, {a2}, {a3}, \\ldots$.",
        ser_intro="Das erste Glied ist $a_1 = {a}$, die Differenz ist $d = {d}$. Gesucht ist $S_{{{n}}}$.",
        ser_list="**Liste der Glieder:**\n{terms}",
        ser_last="**Letztes Glied:** $a_{{{n}}} = {a} + ({n} - 1) \\times {d} = {L}$.",
        ser_c="**Summe:** $S_{{{n}}} = \\frac{{{n} \\times ({a} + {L})}}{{2}} = {v}$.",
        ser_m="**Summe:** Es sind ${n1}$ Glieder, also $S = \\frac{{{n1} \\times ({a} + {L1})}}{{2}} = {v}$.",
        ser_plain="Die Summe der ersten {n} Glieder beträgt also {v}.",
        boxed="Also lautet die Antwort $\\boxed{{{v}}}$.",
        marker="Die Antwort lautet ${v}$.",
        label="**Ergebnis:** ${v}$",
        wait="Moment, ich prüfe das noch einmal.",
        fix="Ich habe mich verrechnet, das muss ich korrigieren.",
        recheck="**Probe:**",
        ok="Alles stimmt ✓.",
        chatter="Ich hoffe, das hilft dir weiter! Melde dich gern, wenn du noch Fragen hast.",
        sep=", ",
    ),
}


def lin_parts(p, L, v, mistake):
    t = T[L]
    d = dict(
        eq=p.eq,
        a=p.a,
        b=p.b,
        c=p.c,
        e=p.e,
        ab=p.a * p.b,
        k1=p.K1,
        k1t=lin_term(p.K1, ""),
        dx=lin_term(p.d, "x", True),
        ad=p.a - p.d,
        K=p.K,
        Km=p.e - p.a * p.b - p.c,
        v=v,
    )
    work = [t["lin_intro"].format(**d), t["lin_s1"].format(**d), t["lin_s2"].format(**d)]
    concl = (t["lin_m"] if mistake else t["lin_c"]).format(**d)

    def extra(i):
        lo = p.x0 - 3 + 2 * (i % 4)
        rows = []
        for x in range(lo, lo + 6):
            Lv = p.a * (x + p.b) - p.c
            Rv = p.d * x + p.e
            rows.append(t["lin_row"].format(t=x, L=Lv, R=Rv, D=Lv - Rv))
        return t["lin_tab"] + "\n" + "\n".join(rows)

    return t["lin_q"].format(**d), work, concl, extra, t["lin_plain"].format(**d)


def ie_parts(p, L, v, mistake):
    t = T[L]

    def mult(k, cnt):
        xs = [str(k * i) for i in range(1, cnt + 1)]
        return t["ie_mult"].format(k=k, cnt=cnt, top=k * cnt, lst=t["sep"].join(xs))

    d = dict(N=p.N, a=p.a, b=p.b, A=p.A, B=p.Bc, C=p.C, v=v)
    work = [t["ie_intro"].format(**d), mult(p.a, p.A), mult(p.b, p.Bc), mult(p.a * p.b, p.C)]
    concl = (t["ie_m"] if mistake else t["ie_c"]).format(**d)

    def extra(i):
        lo = (i * 50) % p.N
        hi = min(p.N, lo + 50)
        seg = [n for n in range(lo + 1, hi + 1) if n % p.a == 0 or n % p.b == 0]
        return t["recheck"] + f" {lo + 1}–{hi}: " + t["sep"].join(map(str, seg)) + f" ({len(seg)})."

    return t["ie_q"].format(**d), work, concl, extra, t["ie_plain"].format(**d)


def ser_parts(p, L, v, mistake):
    t = T[L]
    terms = [p.a + i * p.d for i in range(p.n)]
    tl = "\n".join(
        "  " + t["sep"].join(f"a_{{{j + 1 + 10 * k}}} = {x}" for j, x in enumerate(c))
        for k, c in enumerate(chunks(terms, 10))
    )
    d = dict(a=p.a, a2=p.a + p.d, a3=p.a + 2 * p.d, d=p.d, n=p.n, L=p.L, n1=p.n - 1, L1=p.L - p.d, v=v, terms=tl)
    work = [t["ser_intro"].format(**d), t["ser_list"].format(**d), t["ser_last"].format(**d)]
    concl = (t["ser_m"] if mistake else t["ser_c"]).format(**d)

    def extra(i):
        step = 7 + i % 5
        out, tot = [], 0
        for k, x in enumerate(terms):
            tot += x
            if (k + 1) % step == 0 or k == p.n - 1:
                out.append(f"$S_{{{k + 1}}} = {tot}$")
        return t["recheck"] + " " + t["sep"].join(out)

    return t["ser_q"].format(**d), work, concl, extra, t["ser_plain"].format(**d)


PARTS = {"linear": lin_parts, "incl_excl": ie_parts, "series": ser_parts}
