"""The style sheet and script inlined in every hardmath HTML page (report.html, compare pages).

The script never puts data into the page as markup: every text from the runs (problems, golds,
responses, answers, reasons, task and model names) is set with ``textContent`` or a text node,
so model output shows as text whatever it holds. Math is typeset by KaTeX when the page could
load it (it is not bundled); otherwise the TeX source stays as written.
"""

from __future__ import annotations

# KaTeX 0.13.22, pinned with the integrity hashes its own README publishes for that release
# (github.com/KaTeX/KaTeX, README.md "Starter template"): a browser refuses any other bytes.
KATEX_VERSION = "0.13.22"
KATEX_BASE = f"https://cdn.jsdelivr.net/npm/katex@{KATEX_VERSION}/dist"
KATEX_FILES = {
    "katex.min.css": "sha384-dT89DbUcmltRWM1EKjAfQM5AnH+VrfpL3AqA7REfBZqbN0A0n6dx6hqEK95Y+ykm",
    "katex.min.js": "sha384-6EnTJogJd5qw4CXFp5XVVxpimBPYWXoZtqTPz0xbHBQnFxhtLhbwKvMvvCkSwIDI",
    "contrib/auto-render.min.js": "sha384-+XBljXPPiv+OzfbB3cVmLHf4hdUFHlWNZN5spNQ7rmHTXpd7WvJum6fIACpNNfIR",
}


def katex_head() -> str:
    """The ``<head>`` lines that load the pinned KaTeX (deferred; nothing breaks when offline)."""
    lines = []
    for name, sri in KATEX_FILES.items():
        url = f"{KATEX_BASE}/{name}"
        if name.endswith(".css"):
            lines.append(f'<link rel="stylesheet" href="{url}" integrity="{sri}" crossorigin="anonymous">')
        else:
            lines.append(f'<script defer src="{url}" integrity="{sri}" crossorigin="anonymous"></script>')
    return "\n".join(lines)


CSS = """
:root { --fg:#1d2127; --muted:#5b6470; --line:#d9dde3; --bg:#fff; --soft:#f5f7fa; --accent:#2456a6;
  --right:#1b7f3b; --wrong:#b3261e; --noans:#8a6d00; --trunc:#7a3db8; --err:#555; }
* { box-sizing: border-box; }
body { margin:0; font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif; color:var(--fg); background:var(--bg); }
header { position:sticky; top:0; z-index:5; background:#fff; border-bottom:1px solid var(--line);
  padding:8px 24px; display:flex; gap:24px; align-items:baseline; }
header h1 { font-size:18px; margin:0; }
header nav a { margin-right:16px; color:var(--accent); text-decoration:none; }
main { padding:8px 24px 48px; max-width:1600px; }
section, h2 { scroll-margin-top:48px; }
h2 { font-size:17px; margin:28px 0 8px; border-bottom:1px solid var(--line); padding-bottom:4px; }
h3 { font-size:15px; margin:18px 0 6px; }
.tablewrap { overflow-x:auto; max-width:100%; }
table.data { border-collapse:collapse; font-size:13px; margin:4px 0 8px; }
table.data th, table.data td { border:1px solid var(--line); padding:3px 8px; text-align:right; white-space:nowrap; }
table.data th { background:var(--soft); text-align:center; }
table.data td:first-child, table.data td.text { text-align:left; }
table.data td.text { white-space:normal; min-width:8em; }
.note { color:var(--muted); font-style:italic; margin:2px 0; }
figure { margin:8px 0 16px; }
figure img { max-width:100%; height:auto; border:1px solid var(--line); }
.filters { display:flex; flex-wrap:wrap; gap:8px 14px; align-items:end; background:var(--soft);
  border:1px solid var(--line); padding:8px 12px; border-radius:6px; }
.sample-info { display:flex; flex-wrap:wrap; gap:4px 14px; align-items:baseline; margin:2px 0; }
.sample-info .status { font-weight:600; }
.sample-info .tokens, .sample-info .finish { color:var(--muted); font-size:12.5px; }
.filters label { display:flex; flex-direction:column; font-size:12px; color:var(--muted); }
.filters select { font-size:13px; min-width:110px; max-width:220px; padding:2px; }
.count { margin:8px 0; color:var(--muted); }
.card { border:1px solid var(--line); border-radius:6px; margin:10px 0; padding:10px 12px; background:#fff; }
.card-head { display:flex; flex-wrap:wrap; gap:6px 12px; font-size:12px; color:var(--muted); margin-bottom:6px; }
.card-head b { color:var(--fg); }
.problem { white-space:pre-wrap; margin:4px 0 6px; }
.kv { margin:2px 0; }
h4 { margin:6px 0; font-size:13.5px; overflow-wrap:anywhere; }
.kv .k { color:var(--muted); margin-right:6px; }
.badge { display:inline-block; border-radius:10px; padding:0 8px; font-size:12px; color:#fff; font-weight:600; }
.v-right { background:var(--right); } .v-wrong { background:var(--wrong); } .v-no-answer { background:var(--noans); }
.v-truncated { background:var(--trunc); } .v-checker-error { background:var(--err); }
.chips { display:flex; flex-wrap:wrap; gap:4px; margin:6px 0; }
.chip { border:2px solid transparent; border-radius:4px; font-size:11px; padding:0 5px; cursor:pointer; color:#fff; min-width:26px; text-align:center; }
.chip.dim { opacity:.35; }
.chip.sel { border-color:#000; }
.votes { font-size:12px; margin:4px 0; }
.votes span { margin-right:10px; }
.sample { border-top:1px dashed var(--line); margin-top:6px; padding-top:6px; }
pre.resp-text { white-space:pre-wrap; word-break:break-word; background:var(--soft); border:1px solid var(--line);
  border-radius:4px; padding:6px 8px; margin:4px 0; font:12.5px/1.45 ui-monospace,SFMono-Regular,Menlo,monospace; }
mark.ans { background:#ffe27a; outline:1px solid #d4a800; }
.elided { color:var(--muted); }
button { font-size:12px; padding:2px 8px; cursor:pointer; }
.pager { display:flex; gap:10px; align-items:center; margin:10px 0; }
.decision { font-size:18px; font-weight:700; padding:10px 14px; border-radius:6px; margin:12px 0; color:#fff; }
.d-pass { background:var(--right); } .d-fail { background:var(--wrong); } .d-nc { background:var(--noans); }
.sides { display:grid; grid-template-columns:1fr 1fr; gap:12px; }
.sides > div { min-width:0; }
.tag-regressed { color:var(--wrong); font-weight:700; } .tag-improved { color:var(--right); font-weight:700; }
"""

# Shared functions, then one init per page kind (D.kind: "report" or "compare").
JS = r"""
(function () {
'use strict';
var D = JSON.parse(document.getElementById('hm-data').textContent);
var S = D.strings || [];
function el(tag, cls, text) {
  var e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = String(text);
  return e;
}
function str(i) { return i === null || i === undefined ? null : S[i]; }
function verdictClass(v) { return 'v-' + String(v).replace(/ /g, '-'); }
function badge(v) { return el('span', 'badge ' + verdictClass(v), v); }

// ---- response texts: inline, or paged into side files loaded on demand
var INLINE = D.texts && D.texts.mode === 'inline' ? JSON.parse(document.getElementById('hm-texts').textContent) : null;
var chunks = {}, waiting = {};
window.hardmathResponses = function (c, arr) {
  chunks[c] = arr;
  (waiting[c] || []).forEach(function (f) { f(); });
  delete waiting[c];
};
function withText(j, cb) {
  if (INLINE) { cb(INLINE[j]); return; }
  var size = D.texts.chunk, c = Math.floor(j / size);
  var take = function () { cb(chunks[c][j - c * size]); };
  if (chunks[c]) { take(); return; }
  if (waiting[c]) { waiting[c].push(take); return; }
  waiting[c] = [take];
  var sc = document.createElement('script');
  sc.src = D.texts.dir + '/' + D.texts.prefix + ('00000' + c).slice(-5) + '.js';
  sc.onerror = function () { cb(null); };
  document.head.appendChild(sc);
}

// ---- one response: collapsed to its tail (the extracted answer highlighted), expandable
var TAIL = 700;
function responseView(text, answer) {
  var box = el('div', 'resp');
  if (text === null) { box.appendChild(el('div', 'note', 'response file missing beside the page')); return box; }
  var at = answer ? text.lastIndexOf(answer) : -1;
  var pre = el('pre', 'resp-text');
  var full = text.length <= TAIL;
  function fill() {
    pre.textContent = '';
    var start = full ? 0 : Math.max(0, text.length - TAIL);
    if (!full && at >= 0 && at < start) start = Math.max(0, at - 200);
    if (start > 0) pre.appendChild(el('span', 'elided', '[… ' + start + ' characters before] '));
    if (at >= start) {
      pre.appendChild(document.createTextNode(text.slice(start, at)));
      pre.appendChild(el('mark', 'ans', answer));
      pre.appendChild(document.createTextNode(text.slice(at + answer.length)));
    } else {
      pre.appendChild(document.createTextNode(text.slice(start)));
    }
  }
  fill();
  box.appendChild(pre);
  if (text.length > TAIL) {
    var b = el('button', 'expand', 'Show the whole response (' + text.length + ' characters)');
    b.addEventListener('click', function () {
      full = !full; fill();
      b.textContent = full ? 'Collapse to the tail' : 'Show the whole response (' + text.length + ' characters)';
    });
    box.appendChild(b);
  }
  if (!text.length) box.appendChild(el('div', 'note', '(empty response)'));
  return box;
}

// ---- math: KaTeX when it loaded (from the CDN), else the TeX source as text
function mathText(node, tex) {
  node.textContent = tex;
  if (!window.katex || !tex) return node;
  var m = /^\s*\$+([^$]+)\$+\s*$/.exec(tex);
  try { window.katex.render(m ? m[1] : tex, node, {throwOnError: false, trust: false}); }
  catch (e) { node.textContent = tex; }
  return node;
}
function typeset(root) {
  if (!window.renderMathInElement) return;
  root.querySelectorAll('.problem').forEach(function (n) {
    try {
      window.renderMathInElement(n, {throwOnError: false, trust: false, delimiters: [
        {left: '$$', right: '$$', display: true}, {left: '\\[', right: '\\]', display: true},
        {left: '\\(', right: '\\)', display: false}, {left: '$', right: '$', display: false}]});
    } catch (e) { /* the source stays */ }
  });
}

function kv(key, valueNode) {
  var d = el('div', 'kv');
  d.appendChild(el('span', 'k', key));
  d.appendChild(valueNode);
  return d;
}
function sampleInfo(rec) {
  // rec: {verdict, status, answer, reason, tokens, finish}: one line
  var d = el('div', 'sample-info');
  d.appendChild(badge(rec.verdict));
  d.appendChild(el('span', 'status', rec.status + (rec.reason ? ': ' + rec.reason : '')));
  var a = el('span', 'kv');
  a.appendChild(el('span', 'k', 'extracted'));
  a.appendChild(rec.answer === null ? el('span', 'note', 'none') : mathText(el('span', 'answer'), rec.answer));
  d.appendChild(a);
  d.appendChild(el('span', 'tokens', rec.tokens === null ? 'tokens not recorded' : rec.tokens + ' tokens'));
  d.appendChild(el('span', 'finish', 'finish: ' + rec.finish));
  return d;
}
function pager(total, size, state, redraw) {
  var p = el('div', 'pager');
  var prev = el('button', 'prev', '‹ previous'), next = el('button', 'next', 'next ›');
  var pages = Math.max(1, Math.ceil(total / size));
  prev.disabled = state.page <= 0; next.disabled = state.page >= pages - 1;
  prev.addEventListener('click', function () { state.page--; redraw(); });
  next.addEventListener('click', function () { state.page++; redraw(); });
  p.appendChild(prev); p.appendChild(el('span', 'page', 'page ' + (state.page + 1) + ' of ' + pages)); p.appendChild(next);
  return p;
}
function select(label, name, values, onChange) {
  var l = el('label', null, label);
  var s = el('select');
  s.name = name;
  var all = el('option', null, 'all'); all.value = ''; s.appendChild(all);
  values.forEach(function (v) { var o = el('option', null, v[1]); o.value = String(v[0]); s.appendChild(o); });
  s.addEventListener('change', onChange);
  l.appendChild(s);
  return l;
}

// ---- report.html: the problem browser
function initReport() {
  var G = D.groups, X = D.samples, nG = G.task.length, PAGE = D.pageSize || 20;
  var verdictIndex = new Int8Array(X.status.length);
  var vOf = D.statuses.map(function (st) { return D.verdicts.indexOf(D.verdictOfStatus[st]); });
  for (var j = 0; j < X.status.length; j++) verdictIndex[j] = vOf[X.status[j]];
  var root = document.getElementById('hm-browser');
  var filters = el('div', 'filters'); filters.id = 'hm-filters';
  var count = el('div', 'count'); count.id = 'hm-count';
  var rows = el('div', 'rows'); rows.id = 'hm-rows';
  var top = el('div'), bottom = el('div');
  root.appendChild(filters); root.appendChild(count); root.appendChild(top); root.appendChild(rows); root.appendChild(bottom);
  var state = {page: 0, match: null, f: {}};
  var dims = [['task', 'task'], ['model', 'model'], ['level', 'level'], ['subject', 'subject'], ['template', 'template'], ['seed', 'seed']];
  function distinct(col) {
    var seen = {}, out = [];
    for (var i = 0; i < nG; i++) { var v = G[col][i]; if (v !== null && !(v in seen)) { seen[v] = 1; out.push([v, S[v]]); } }
    out.sort(function (a, b) { return String(a[1]).localeCompare(String(b[1]), undefined, {numeric: true}); });
    return out;
  }
  dims.forEach(function (d) {
    var vals = distinct(d[0]);
    if (!vals.length) return;
    filters.appendChild(select(d[1], d[0], vals, function (e) { state.f[d[0]] = e.target.value === '' ? null : +e.target.value; apply(); }));
  });
  filters.appendChild(select('verdict', 'verdict', D.verdicts.map(function (v, i) { return [i, v]; }),
    function (e) { state.f.verdict = e.target.value === '' ? null : +e.target.value; apply(); }));
  function sampleMatches(j) { return state.f.verdict === null || state.f.verdict === undefined || verdictIndex[j] === state.f.verdict; }
  function apply() {
    var t0 = performance.now(), f = state.f, out = [];
    for (var i = 0; i < nG; i++) {
      var ok = true;
      for (var k = 0; k < dims.length; k++) { var c = dims[k][0]; if (f[c] !== null && f[c] !== undefined && G[c][i] !== f[c]) { ok = false; break; } }
      if (!ok) continue;
      if (f.verdict !== null && f.verdict !== undefined) {
        ok = false;
        for (var j = G.first[i], e = j + G.count[i]; j < e; j++) if (verdictIndex[j] === f.verdict) { ok = true; break; }
        if (!ok) continue;
      }
      out.push(i);
    }
    state.match = out; state.page = 0;
    draw();
    window.hardmathLastFilterMs = performance.now() - t0;
  }
  function record(j) {
    return {verdict: D.verdicts[verdictIndex[j]], status: D.statuses[X.status[j]], answer: X.answer[j],
      reason: str(X.reason[j]), tokens: X.tokens[j], finish: D.finish[X.finish[j]]};
  }
  function card(i) {
    var c = el('article', 'card');
    c.dataset.group = i;
    var head = el('div', 'card-head');
    head.appendChild(el('b', 'task', str(G.task[i])));
    head.appendChild(el('span', 'model', str(G.model[i])));
    head.appendChild(el('span', 'doc', 'doc ' + G.doc[i]));
    if (G.level[i] !== null) head.appendChild(el('span', 'level', 'level ' + str(G.level[i])));
    if (G.subject[i] !== null) head.appendChild(el('span', 'subject', str(G.subject[i])));
    if (G.template[i] !== null) head.appendChild(el('span', 'template', 'template ' + str(G.template[i]) + ', seed ' + str(G.seed[i])));
    c.appendChild(head);
    c.appendChild(el('div', 'problem', D.problems[G.problem[i]]));
    c.appendChild(kv('gold', mathText(el('span', 'gold'), str(G.gold[i]))));
    var first = G.first[i], n = G.count[i], sampleBox = el('div', 'sample');
    function show(j) {
      sampleBox.textContent = '';
      if (n > 1) sampleBox.appendChild(el('div', 'kv', 'sample ' + (j - first + 1) + ' of ' + n + (X.vote[j] === null ? ' (does not vote)' : ', vote class ' + X.vote[j])));
      sampleBox.appendChild(sampleInfo(record(j)));
      var slot = el('div', 'resp-slot', 'loading…');
      sampleBox.appendChild(slot);
      withText(j, function (t) { slot.textContent = ''; slot.appendChild(responseView(t, X.answer[j])); });
    }
    var chosen = first;
    if (n > 1) {
      var classes = {}, order = [];
      for (var j = first; j < first + n; j++) {
        var key = X.vote[j] === null ? 'none' : String(X.vote[j]);
        if (!(key in classes)) { classes[key] = {n: 0, answer: X.answer[j], right: 0}; order.push(key); }
        classes[key].n++; if (verdictIndex[j] === 0) classes[key].right++;
      }
      var votes = el('div', 'votes');
      votes.appendChild(el('b', null, n + ' samples; vote classes: '));
      order.sort(function (a, b) { return classes[b].n - classes[a].n; }).forEach(function (key) {
        var k = classes[key];
        var label = key === 'none' ? 'no vote (truncated or no answer): ' + k.n
          : 'class ' + key + ' “' + (k.answer === null ? '' : k.answer) + '”: ' + k.n + (k.right ? ' ✓' : '');
        votes.appendChild(el('span', 'vote-class', label));
      });
      c.appendChild(votes);
      var chips = el('div', 'chips'), chipEls = [];
      chosen = -1;
      for (var jj = first; jj < first + n; jj++) {
        (function (j) {
          var ch = el('span', 'chip ' + verdictClass(D.verdicts[verdictIndex[j]]), X.vote[j] === null ? '–' : X.vote[j]);
          ch.title = 'sample ' + (j - first + 1) + ': ' + D.verdicts[verdictIndex[j]];
          if (!sampleMatches(j)) ch.classList.add('dim'); else if (chosen < 0) chosen = j;
          ch.addEventListener('click', function () { chipEls.forEach(function (x) { x.classList.remove('sel'); }); ch.classList.add('sel'); show(j); });
          chipEls.push(ch); chips.appendChild(ch);
        })(jj);
      }
      if (chosen < 0) chosen = first;
      chipEls[chosen - first].classList.add('sel');
      c.appendChild(chips);
    }
    c.appendChild(sampleBox);
    show(chosen);
    return c;
  }
  function draw() {
    var total = state.match.length, start = state.page * PAGE;
    count.textContent = total + ' of ' + nG + ' problems match' + (nG === 1 ? '' : '') + ' (' + X.status.length + ' graded responses in the run)';
    rows.textContent = '';
    for (var i = start; i < Math.min(total, start + PAGE); i++) rows.appendChild(card(state.match[i]));
    if (!total) rows.appendChild(el('p', 'note empty', 'No problem matches these filters.'));
    top.textContent = ''; bottom.textContent = '';
    top.appendChild(pager(total, PAGE, state, draw));
    if (total > 3) bottom.appendChild(pager(total, PAGE, state, draw));
    typeset(rows);
  }
  apply();
}

// ---- compare page: every flipped problem, both responses side by side
function initCompare() {
  var F = D.flips, PAGE = D.pageSize || 20;
  var root = document.getElementById('hm-flips');
  var filters = el('div', 'filters'); filters.id = 'hm-filters';
  var count = el('div', 'count'); count.id = 'hm-count';
  var rows = el('div', 'rows'); rows.id = 'hm-rows';
  var top = el('div');
  root.appendChild(filters); root.appendChild(count); root.appendChild(top); root.appendChild(rows);
  var state = {page: 0, task: null, direction: null, match: []};
  var tasks = [], seen = {};
  F.forEach(function (f) { if (!(f.task in seen)) { seen[f.task] = 1; tasks.push(f.task); } });
  filters.appendChild(select('task', 'task', tasks.map(function (t) { return [t, t]; }), function (e) { state.task = e.target.value || null; apply(); }));
  filters.appendChild(select('direction', 'direction', [['right → wrong', 'right → wrong'], ['wrong → right', 'wrong → right']],
    function (e) { state.direction = e.target.value || null; apply(); }));
  function side(title, s) {
    var d = el('div', 'side');
    d.appendChild(el('h4', null, title));
    s.samples.forEach(function (r, i) {
      if (s.samples.length > 1) d.appendChild(el('div', 'kv', 'sample ' + (i + 1) + ' of ' + s.samples.length));
      d.appendChild(sampleInfo(r));
      d.appendChild(responseView(r.text, r.answer));
    });
    return d;
  }
  function card(f) {
    var c = el('article', 'card');
    var head = el('div', 'card-head');
    head.appendChild(el('b', 'task', f.task));
    head.appendChild(el('span', 'doc', 'doc ' + f.doc));
    head.appendChild(el('span', f.direction === 'right → wrong' ? 'tag-regressed' : 'tag-improved', f.direction));
    head.appendChild(el('span', 'correct', 'correct ' + f.base.correct + ' → ' + f.new.correct));
    c.appendChild(head);
    c.appendChild(el('div', 'problem', f.problem));
    c.appendChild(kv('gold', mathText(el('span', 'gold'), f.gold)));
    var sides = el('div', 'sides');
    sides.appendChild(side('BASE: ' + D.base, f.base));
    sides.appendChild(side('NEW: ' + D.new, f.new));
    c.appendChild(sides);
    return c;
  }
  function apply() {
    state.match = F.filter(function (f) { return (!state.task || f.task === state.task) && (!state.direction || f.direction === state.direction); });
    state.page = 0; draw();
  }
  function draw() {
    var start = state.page * PAGE;
    count.textContent = state.match.length + ' of ' + F.length + ' flipped problems shown';
    rows.textContent = ''; top.textContent = '';
    state.match.slice(start, start + PAGE).forEach(function (f) { rows.appendChild(card(f)); });
    if (!state.match.length) rows.appendChild(el('p', 'note empty', F.length ? 'No flipped problem matches these filters.' : 'No problem flipped.'));
    top.appendChild(pager(state.match.length, PAGE, state, draw));
    typeset(rows);
  }
  apply();
}

function start() {
  var t0 = performance.now();
  if (D.kind === 'compare') initCompare(); else initReport();
  window.hardmathReadyMs = performance.now() - t0;
  document.body.dataset.ready = '1';
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start); else start();
})();
"""
