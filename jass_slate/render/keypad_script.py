"""The scorer's page's style and script (render/keypad_page.py puts them in the page).

The script draws the keypad the server describes (render/keypad.py: each entry a form of
controls), turns what is tapped into the CLI's words, posts them with a random key, and
keeps the key while no answer came: tapping Record again after a lost answer sends the
same key, which the server answers with its first answer. News of the session that comes
back after newer news is not drawn (a keypad that follows the file, whose form is the
hand being played, would flash back and lose what was tapped). Texts from the
session go in with `textContent` only.
"""

KEYPAD_STYLE = """
:root { color-scheme: light dark; --bg: #f6f3ea; --fg: #1d2521; --muted: #4f5652;
        --line: #cfc8b6; --key: #fffdf7; --on: #1f6f4a; --onfg: #fff; --bad: #b3261e; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #121614; --fg: #ece9df; --muted: #b4bab6; --line: #3a443f; --key: #1f2622;
          --on: #5fc792; --onfg: #0b1510; --bad: #ff8a80; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg);
       font: 16px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; }
main { max-width: 980px; margin: 0 auto; padding: 8px; display: flex; flex-direction: column; }
header { display: flex; gap: 8px; align-items: center; justify-content: space-between; order: 0; }
h1 { font-size: 1.25rem; margin: 4px 0; overflow-wrap: anywhere; }
#live { display: contents; }
#live > * { order: 3; }
#live > p.totals, #live > p.standing { order: 1; }
#keypad { order: 2; }
.quiet { order: 4; color: var(--muted); font-size: 1rem; }
.note { order: 0; background: var(--bad); color: #fff; padding: 6px 10px; border-radius: 6px; }
p.totals { font-size: 1.25rem; text-align: center; margin: 8px 0; overflow-wrap: anywhere; }
p.totals b { font-size: 3rem; line-height: 1.1; font-variant-numeric: tabular-nums; }
p.standing { text-align: center; margin: 4px 0; font-size: 1rem; }
.slate svg, .race { width: 100%; height: auto; display: block; }
.race text { fill: var(--muted); font-size: 14px; }
.scroll { overflow-x: auto; }
.history { width: 100%; border-collapse: collapse; font-size: 1rem; }
.history th, .history td { padding: 4px 6px; border-bottom: 1px solid var(--line);
        text-align: right; white-space: nowrap; }
.history .word { text-align: left; }
@media (max-width: 560px) { .history .wide { display: none; } }
button { font: inherit; font-size: 1.125rem; min-height: 52px; min-width: 52px;
         padding: 6px 12px; border: 2px solid var(--line); border-radius: 10px;
         background: var(--key); color: var(--fg); touch-action: manipulation; }
button[aria-pressed="true"] { background: var(--on); color: var(--onfg); border-color: var(--on); }
.tabs, .choices { display: flex; flex-wrap: wrap; gap: 6px; }
.tabs { margin: 8px 0; }
fieldset { border: 0; border-top: 1px solid var(--line); margin: 4px 0; padding: 6px 0; }
legend { font-size: 1rem; color: var(--muted); padding: 0 4px 0 0; }
.number { min-width: 96px; font-size: 1.5rem; font-variant-numeric: tabular-nums; }
.number[aria-pressed="true"] { outline: 3px solid var(--on); background: var(--key);
        color: var(--fg); }
label.each { display: inline-flex; flex-direction: column; font-size: 1rem; gap: 2px; }
.rest { margin: 4px 0; color: var(--muted); font-size: 1rem; }
.digits { display: grid; grid-template-columns: repeat(3, 1fr); gap: 6px; margin: 8px 0; }
.digits button { font-size: 1.75rem; min-height: 60px; }
.said { font-family: ui-monospace, monospace; font-size: 1rem; overflow-wrap: anywhere;
        margin: 8px 0; }
.actions { display: flex; gap: 8px; flex-wrap: wrap; }
.actions button { flex: 1; font-size: 1.25rem; min-height: 60px; }
.go { background: var(--on); color: var(--onfg); border-color: var(--on); }
.verdict { font-size: 1.125rem; margin: 8px 0; overflow-wrap: anywhere; }
.verdict.bad { color: var(--bad); font-weight: 600; }
[hidden] { display: none !important; }
body.big #keypad, body.big #live > :not(p.totals):not(p.standing), body.big .quiet {
  display: none; }
body.big p.totals { font-size: 2rem; margin-top: 20vh; }
body.big p.totals b { font-size: 6rem; display: block; }
"""

KEYPAD_SCRIPT = """
(function () {
  "use strict";
  var base = BASE, said = JSON.parse(document.getElementById("words").textContent);
  var live = document.getElementById("live"), pad = document.getElementById("keypad");
  var seen = null, known = null, keypad = null, entry = null, values = [], focus = null;
  var pending = null, verdict = null, wake = null, NUMBERS = ["number", "side_number"];
  var asked = 0, latest = 0;  // looks sent, and the latest whose answer was shown
  function el(tag, cls, words) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (words !== undefined) { e.textContent = words; }
    return e;
  }
  function button(words, cls, pressed, act) {
    var b = el("button", cls, words);
    b.type = "button";
    if (pressed !== null) { b.setAttribute("aria-pressed", String(pressed)); }
    b.addEventListener("click", act);
    return b;
  }
  function newKey() {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) {
      return (b + 256).toString(16).slice(1); }).join("");
  }
  function kept(c) {
    try { return localStorage.getItem("jass-slate " + c.label) || ""; } catch (e) { return ""; }
  }
  function keep(c, v) {
    try { localStorage.setItem("jass-slate " + c.label, v); } catch (e) { return; }
  }
  function typed(c) { return NUMBERS.indexOf(c.kind) >= 0 || c.kind === "side_values" ||
                             c.kind === "each"; }
  function fresh() {
    focus = null;
    values = entry.controls.map(function (c, i) {
      var v = {pick: c.remembered ? kept(c) : "", on: false, side: "", number: "",
               list: [""], each: {}, lists: {}};
      if (!focus && typed(c)) {
        focus = {i: i, at: c.kind === "each" ? c.choices[0].word :
                 (c.kind === "side_values" ? 0 : null)};
      }
      return v;
    });
  }
  function wordsOf(c, v) {
    var o = c.option ? [c.option] : [], list, out;
    if (c.kind === "one") { return v.pick ? o.concat([v.pick]) : []; }
    if (c.kind === "flag") { return v.on ? [c.option] : []; }
    if (c.kind === "number") { return v.number !== "" ? o.concat([v.number]) : []; }
    if (c.kind === "side_number") {
      if (v.number === "") { return []; }
      return o.concat([v.side ? v.side + "=" + v.number : v.number]);
    }
    if (c.kind === "side") { return v.side ? o.concat([v.side]) : []; }
    if (c.kind === "side_values" && c.repeated) {  // each side's values, option before each
      out = [];
      c.choices.forEach(function (ch) {
        list = (v.lists[ch.word] || []).filter(function (x) { return x !== ""; });
        if (list.length) { out.push(c.option, ch.word + "=" + list.join(",")); }
      });
      return out;
    }
    if (c.kind === "side_values") {
      list = v.list.filter(function (x) { return x !== ""; });
      return v.side && list.length ? o.concat([v.side + "=" + list.join(",")]) : [];
    }
    out = [];
    c.choices.forEach(function (ch) {
      if (v.each[ch.word] !== undefined && v.each[ch.word] !== "") {
        if (c.repeated) { out.push(c.option); }
        out.push(ch.word + "=" + v.each[ch.word]); }
    });
    if (c.repeated) { return out; }
    return out.length ? o.concat(out) : [];
  }
  function sentence(shown) {
    var words = entry.words.slice();
    entry.controls.forEach(function (c, i) {
      var more = wordsOf(c, values[i]);
      if (shown && c.hidden) { more = more.map(function () { return "•••"; }); }
      words = words.concat(more);
    });
    return words;
  }
  function field(c, i, at, value) {
    var here = focus !== null && focus.i === i && focus.at === at;
    var shown = value === "" ? "–" : (c.hidden ? value.replace(/./g, "•") : value);
    return button(shown, "number", here, function () { focus = {i: i, at: at}; draw(); });
  }
  function sides(c, v, i) {
    return c.choices.map(function (ch) {
      return button(ch.label, "", v.side === ch.word, function () {
        if (c.kind === "side_values" && c.repeated) {  // this side's values to type
          if (!v.lists[ch.word]) { v.lists[ch.word] = v.side === "" ? v.list : [""]; }
          v.side = ch.word; v.list = v.lists[ch.word];
          focus = {i: i, at: v.list.length - 1};
        } else { v.side = v.side === ch.word ? "" : ch.word; }
        draw(); });
    });
  }
  function control(c, i) {
    var v = values[i], box = el("fieldset"), row = el("div", "choices"), parts = [], rest;
    box.appendChild(el("legend", "", c.label));
    if (c.kind === "one") {
      parts = c.choices.map(function (ch) {
        return button(ch.label, "", v.pick === ch.word, function () {
          v.pick = v.pick === ch.word ? "" : ch.word;
          if (c.remembered) { keep(c, v.pick); }
          draw(); });
      });
    } else if (c.kind === "flag") {
      parts = [button(c.label, "", v.on, function () { v.on = !v.on; draw(); })];
    } else if (c.kind === "each") {
      parts = c.choices.map(function (ch) {
        var cell = el("label", "each", ch.label);
        cell.appendChild(field(c, i, ch.word, v.each[ch.word] || ""));
        return cell; });
    } else {
      parts = c.kind === "number" ? [] : sides(c, v, i);
      if (c.kind === "side_values") {
        v.list.forEach(function (x, k) { parts.push(field(c, i, k, x)); });
      } else if (c.kind !== "side") { parts.push(field(c, i, null, v.number)); }
    }
    parts.forEach(function (p) { row.appendChild(p); });
    box.appendChild(row);
    if (c.of && c.kind === "side_number" && v.number !== "") {
      rest = c.of - Number(v.number);
      box.appendChild(el("p", "rest", said.other.replace("{n}", String(rest))));
    }
    return box;
  }
  function type(d) {
    if (focus === null) { return; }
    var c = entry.controls[focus.i], v = values[focus.i], now, put, next;
    if (c.kind === "each") {
      now = v.each[focus.at] || ""; put = function (x) { v.each[focus.at] = x; };
    } else if (c.kind === "side_values") {
      now = v.list[focus.at]; put = function (x) { v.list[focus.at] = x; };
    } else { now = v.number; put = function (x) { v.number = x; }; }
    if (d === "⌫") { put(now.slice(0, -1)); }
    else if (d === "±") { put(now.charAt(0) === "-" ? now.slice(1) : "-" + now); }
    else if (d === "+") {
      if (c.kind === "side_values" && now !== "") {
        v.list.push(""); focus = {i: focus.i, at: v.list.length - 1}; }
    } else if (now.length < 4) {
      next = now === "-" ? now + d : String(Number(now + d));
      if (!c.most || Number(next) <= c.most) { put(next); }
    }
    draw();
  }
  function digits(c) {  // a signed number's pad has ± where the others have +
    var grid = el("div", "digits");
    ["1", "2", "3", "4", "5", "6", "7", "8", "9", c.signed ? "±" : "+", "0", "⌫"]
    .forEach(function (d) {
      grid.appendChild(button(d, "digit", null, function () { type(d); }));
    });
    return grid;
  }
  function summary(data) {
    if (data.claim && data.claim.sentence) { return data.claim.sentence; }
    return (data.teams || data.players || []).map(function (s) {
      return s.name + " " + (s.score !== undefined ? s.score : s.total); }).join(" · ");
  }
  function send(trying) {
    var words = sentence().concat(trying ? ["--dry-run"] : []);
    if (pending === null || pending.words.join("\\u0000") !== words.join("\\u0000")) {
      pending = {words: words, key: newKey()};
    }
    var sending = pending;
    verdict = {text: said.sent, bad: false};
    draw();
    fetch(base + "/record", {method: "POST", cache: "no-store", credentials: "omit",
      headers: {"Content-Type": "application/json"},
      body: JSON.stringify({words: sending.words, key: sending.key})
    }).then(function (answer) {
      return answer.json().then(function (data) { return {ok: answer.ok, data: data}; });
    }).then(function (got) {
      if (pending === sending) { pending = null; }
      if (got.ok) {
        verdict = {text: (trying ? said.tried : said.written) + " " + summary(got.data),
                   bad: false};
        if (!trying) { fresh(); }
      } else { verdict = {text: got.data.error || String(got.data), bad: true}; }
      draw();
      look();
    }).catch(function () { verdict = {text: said.lost, bad: true}; draw(); });
  }
  function draw() {
    var tabs = el("nav", "tabs"), actions = el("div", "actions"), line;
    pad.textContent = "";
    if (keypad === null) { return; }
    keypad.entries.forEach(function (e) {
      tabs.appendChild(button(e.label, "tab", e === entry, function () {
        entry = e; verdict = null; pending = null; fresh(); draw(); }));
    });
    pad.appendChild(tabs);
    entry.controls.forEach(function (c, i) {
      pad.appendChild(control(c, i));
      if (focus !== null && focus.i === i) { pad.appendChild(digits(c)); }  // under its field
    });
    pad.appendChild(el("p", "said", sentence(true).join(" ")));  // a hidden call unseen
    if (entry.tried_first) {
      actions.appendChild(button(said.try, "", null, function () { send(true); }));
    }
    actions.appendChild(button(entry.controls.length ? said.record : entry.label, "go", null,
                               function () { send(false); }));
    if (entry.controls.length) {
      actions.appendChild(button(said.clear, "", null, function () {
        fresh(); verdict = null; draw(); }));
    }
    pad.appendChild(actions);
    if (verdict !== null) {
      line = el("p", "verdict" + (verdict.bad ? " bad" : ""), verdict.text);
      line.setAttribute("role", "status");
      pad.appendChild(line);
    }
  }
  function show(state) {
    var now = JSON.stringify(state.keypad), label = entry ? entry.label : null;
    document.getElementById("stale").hidden = !state.stale;
    if (state.stamp !== seen) { seen = state.stamp; live.innerHTML = state.content; }
    if (now !== known) {
      known = now; keypad = state.keypad;
      entry = keypad.entries.filter(function (e) { return e.label === label; })[0] ||
              keypad.entries[0];
      fresh(); draw();
    }
  }
  function look() {
    var n = ++asked;
    fetch(base + "/state", {cache: "no-store", credentials: "omit"}).then(function (answer) {
      if (!answer.ok) { throw new Error(String(answer.status)); }
      return answer.json();
    }).then(function (state) {
      document.getElementById("lost").hidden = true;
      if (n < latest) { return; }  // older than the news shown: not drawn again
      latest = n;
      show(state);
    }).catch(function () {
      var lost = document.getElementById("lost");
      lost.textContent = said.gone; lost.hidden = false; });
  }
  function awake() {
    if (navigator.wakeLock && document.visibilityState === "visible" && wake === null) {
      navigator.wakeLock.request("screen").then(function (lock) {
        wake = lock; lock.addEventListener("release", function () { wake = null; });
      }).catch(function () { wake = null; });
    }
  }
  document.getElementById("big").addEventListener("click", function () {
    var big = document.body.classList.toggle("big");
    this.setAttribute("aria-pressed", String(big));
  });
  document.addEventListener("visibilitychange", awake);
  awake();
  look();
  setInterval(look, POLL);
})();
"""
