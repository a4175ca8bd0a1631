// The page of `orrery local`: what Discord's client shows one member (the tab's), and the
// interactions that client would send. The server filters what this member may see; the page
// only draws it.
"use strict";

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
let me = params.get("as") || sessionStorage.getItem("orrery-member") || "";
let state = null; // GET /app/state for this member
let here = ""; // the channel on screen: an id, or "dm" for the member's DMs with the bot
const seen = {}; // channel id -> newest message serial the member has had on screen
const dismissed = new Set(); // ephemeral replies the member dismissed
const nodes = new Map(); // message id -> {json, node}: unchanged messages are not drawn again
let suggestions = []; // [{label, hint, apply}] under the command line
let picked = 0;
let completing = 0; // the latest completion asked for (older answers are dropped)
const AUTOCOMPLETE_PAUSE = 250; // ms of no typing before the bot is asked

function el(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined) node.textContent = text;
  return node;
}

async function api(path, body) {
  const init = body === undefined ? {} : {
    method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body),
  };
  const res = await fetch(path, init);
  const data = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(data.message || res.statusText);
  return data;
}

function showError(text) {
  const box = $("error");
  box.textContent = text || "";
  box.hidden = !text;
}

// -- who this tab is ----------------------------------------------------------------------------

async function become(name, locale) {
  const member = await api("/app/members", locale ? {name, locale} : {name});
  me = member.username;
  sessionStorage.setItem("orrery-member", me);
  const url = new URL(location.href);
  url.searchParams.set("as", me);
  history.replaceState(null, "", url);
  here = "";
  nodes.clear();
  $("messages").replaceChildren();
  await refresh();
}

$("member").addEventListener("change", (e) => become(e.target.value).catch((err) => showError(err.message)));
$("newmember").addEventListener("submit", (e) => {
  e.preventDefault();
  const name = $("newname").value.trim();
  if (!name) return;
  become(name, $("newlocale").value).then(() => { $("newname").value = ""; }).catch((err) => showError(err.message));
});

// -- the side bar -------------------------------------------------------------------------------

function channelItem(ch, label, cls, id) {
  const li = el("li", cls, label);
  li.dataset.channel = id;
  const last = ch ? ch.last : 0;
  if (id === here) li.classList.add("active");
  else if (last > (seen[ch ? ch.id : id] || 0)) li.classList.add("unread");
  if (ch && ch.archived) li.classList.add("archived");
  li.addEventListener("click", () => go(id));
  return li;
}

let drawn = ""; // what the side bar shows now: it is drawn again only when that changes

function drawSide() {
  const shape = JSON.stringify([state.members, state.channels, state.dm, here, seen]);
  if (shape === drawn) return;
  drawn = shape;
  const members = $("member");
  members.replaceChildren(...state.members.map((m) => {
    const o = el("option", "", `${m.name} (${m.locale})`);
    o.value = m.username;
    o.selected = m.username === me;
    return o;
  }));
  const locales = $("newlocale");
  if (!locales.options.length) locales.replaceChildren(...state.locales.map((l) => el("option", "", l)));
  const list = [];
  const texts = state.channels.filter((c) => c.type === 0);
  $("guild").textContent = texts.length ? texts[0].guild : "Server";
  for (const text of texts) {
    list.push(channelItem(text, `# ${text.name}`, "text", text.id));
    for (const th of state.channels.filter((c) => c.parent_id === text.id)) {
      list.push(channelItem(th, `↳ ${th.name}`, "thread", th.id));
    }
  }
  $("channels").replaceChildren(...list);
  $("dms").replaceChildren(channelItem(state.dm, `@ ${state.bot.name}`, "dm", "dm"));
  const current = here === "dm" ? null : state.channels.find((c) => c.id === here);
  $("title").textContent = here === "dm" ? `@ ${state.bot.name}` : current ? (current.type === 0 ? "# " : "↳ ") + current.name : "";
}

function go(id) {
  here = id;
  nodes.clear();
  $("messages").replaceChildren();
  refresh();
}

$("messages").addEventListener("click", (e) => {
  const jump = e.target.closest("a.jump");
  if (jump) go(jump.dataset.channel === (state.dm && state.dm.id) ? "dm" : jump.dataset.channel);
});

// -- messages -----------------------------------------------------------------------------------

function names() {
  const out = {[state.bot.id]: state.bot.name};
  for (const m of state.members) out[m.id] = m.name;
  return out;
}

// The slice of Discord's markdown the bot writes: emphasis, code, headings, quotes, small text,
// mentions and timestamps.
function markdown(text) {
  const who = names();
  const chans = Object.fromEntries(state.channels.map((c) => [c.id, c.name]));
  const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const inline = (s) => esc(s)
    .replace(/&lt;@!?(\d+)&gt;/g, (_, id) => `<span class="mention">@${esc(who[id] || "unknown")}</span>`)
    .replace(/&lt;#(\d+)&gt;/g, (_, id) => `<span class="mention">#${esc(chans[id] || "unknown")}</span>`)
    .replace(/https:\/\/discord\.com\/channels\/\d+\/(\d+)(?:\/\d+)?/g,
      (_, id) => `<a class="jump" data-channel="${id}">#${esc(chans[id] || "message")}</a>`)
    .replace(/&lt;t:(\d+)(?::([tTdDfFR]))?&gt;/g, (_, t) => esc(new Date(Number(t) * 1000).toLocaleString()))
    .replace(/`([^`]+)`/g, "<code>$1</code>")
    .replace(/\*\*([^*]+)\*\*/g, "<b>$1</b>")
    .replace(/__([^_]+)__/g, "<u>$1</u>")
    .replace(/\*([^*]+)\*/g, "<i>$1</i>")
    .replace(/~~([^~]+)~~/g, "<s>$1</s>");
  return text.split("\n").map((line) => {
    let m;
    if ((m = line.match(/^-# (.*)$/))) return `<span class="sub">${inline(m[1])}</span>`;
    if ((m = line.match(/^(#{1,3}) (.*)$/))) return `<span class="h${m[1].length}">${inline(m[2])}</span>`;
    if ((m = line.match(/^> ?(.*)$/))) return `<blockquote>${inline(m[1])}</blockquote>`;
    return inline(line);
  }).join("\n");
}

function picture(url, alt) {
  const a = el("a");
  a.href = url;
  a.target = "_blank";
  const img = el("img", "pic");
  img.src = url;
  img.alt = alt;
  a.append(img);
  return a;
}

function drawEmbed(e, files) {
  const box = el("div", "embed");
  if (e.color !== undefined) box.style.borderLeftColor = "#" + e.color.toString(16).padStart(6, "0");
  if (e.author && e.author.name) box.append(el("div", "footer", e.author.name));
  if (e.title) box.append(el("div", "title", e.title));
  if (e.description) { const d = el("div", "content"); d.innerHTML = markdown(e.description); box.append(d); }
  for (const f of e.fields || []) {
    const d = el("div", "field content");
    d.innerHTML = `<b>${markdown(f.name)}</b>${markdown(f.value)}`;
    box.append(d);
  }
  const image = e.image && e.image.url;
  // attachment://name shows that file; a file edited away leaves nothing to show
  if (image && files[image]) box.append(picture(files[image].url, files[image].alt));
  else if (image && /^https?:/.test(image)) box.append(picture(image, ""));
  if (e.footer && e.footer.text) box.append(el("div", "footer", e.footer.text));
  return box;
}

function drawButton(m, c) {
  const label = ((c.emoji && c.emoji.name ? c.emoji.name + " " : "") + (c.label || "")).trim();
  const b = el("button", "s" + (c.style || 2), label);
  b.disabled = !!c.disabled;
  if (c.style === 5) {
    b.addEventListener("click", () => window.open(c.url, "_blank"));
    return b;
  }
  b.dataset.customId = c.custom_id;
  b.addEventListener("click", () => press(m, c.custom_id, undefined, b));
  return b;
}

function drawSelect(m, c) {
  const s = el("select");
  s.dataset.customId = c.custom_id;
  s.disabled = !!c.disabled;
  const many = (c.max_values || 1) > 1;
  s.multiple = many;
  if (!many) {
    const p = el("option", "", c.placeholder || "Make a selection");
    p.value = "";
    p.disabled = p.selected = true;
    s.append(p);
  }
  for (const o of c.options || []) {
    const opt = el("option", "", ((o.emoji && o.emoji.name ? o.emoji.name + " " : "") + o.label));
    opt.value = o.value;
    if (o.description) opt.title = o.description;
    s.append(opt);
  }
  const send = () => press(m, c.custom_id, [...s.selectedOptions].map((o) => o.value).filter(Boolean), s);
  if (!many) {
    s.addEventListener("change", send);
    return [s];
  }
  const ok = el("button", "s1", "OK");
  ok.addEventListener("click", send);
  return [s, ok];
}

function drawComponents(m) {
  return (m.components || []).map((row) => {
    const div = el("div", "row");
    for (const c of row.components || []) {
      if (c.type === 2) div.append(drawButton(m, c));
      else if (c.type === 3) div.append(...drawSelect(m, c));
    }
    return div;
  });
}

function drawMessage(m) {
  const div = el("div", "msg" + (m.ephemeral ? " ephemeral" : ""));
  div.dataset.id = m.id;
  if (m.used) div.append(el("div", "used", `↪ ${m.used.by} used ${m.used.command}`));
  const head = el("div", "head");
  head.append(el("span", "author", m.author.name));
  if (m.author.bot) head.append(el("span", "tag", "APP"));
  if (m.edited) head.append(el("span", "edited", "(edited)"));
  div.append(head);
  if (m.thinking) div.append(el("div", "thinking", `${m.author.name} is thinking…`));
  if (m.content) { const c = el("div", "content"); c.innerHTML = markdown(m.content); div.append(c); }
  // an embed that shows attachment://name shows that file in its place (Discord does the same)
  const files = Object.fromEntries(m.attachments.map((a) => ["attachment://" + a.filename, {url: a.url, alt: a.description || a.filename}]));
  const inEmbeds = new Set((m.embeds || []).map((e) => e.image && e.image.url).filter(Boolean));
  for (const a of m.attachments) {
    if (inEmbeds.has("attachment://" + a.filename)) continue;
    const image = (a.content_type || "").startsWith("image/") || /\.(png|gif|jpe?g|webp)$/i.test(a.filename);
    if (image) div.append(picture(a.url, a.description || a.filename));
    else { const f = el("a", "file", a.filename); f.href = a.url; f.target = "_blank"; div.append(f); }
  }
  for (const e of m.embeds || []) div.append(drawEmbed(e, files));
  div.append(...drawComponents(m));
  if (m.ephemeral) {
    const only = el("div", "only", "👁 Only you can see this · ");
    const x = el("a", "", "Dismiss message");
    x.addEventListener("click", () => { dismissed.add(m.id); div.remove(); nodes.delete(m.id); });
    only.append(x);
    div.append(only);
  }
  return div;
}

function drawMessages(list) {
  const box = $("messages");
  const atBottom = box.scrollHeight - box.scrollTop - box.clientHeight < 40;
  const keep = new Map();
  const order = [];
  for (const m of list) {
    if (dismissed.has(m.id)) continue;
    const json = JSON.stringify(m);
    const old = nodes.get(m.id);
    const node = old && old.json === json ? old.node : drawMessage(m);
    keep.set(m.id, {json, node});
    order.push(node);
  }
  nodes.clear();
  for (const [k, v] of keep) nodes.set(k, v);
  if (!order.length) order.push(el("div", "empty", here === "dm" ? "No direct messages yet." : "No messages yet."));
  // only what changed moves: an open select keeps its state
  let i = 0;
  for (; i < order.length; i++) if (box.children[i] !== order[i]) box.insertBefore(order[i], box.children[i] || null);
  while (box.children.length > order.length) box.lastChild.remove();
  if (atBottom) box.scrollTop = box.scrollHeight;
}

let refreshing = null;
let again = false;

async function refresh() {
  if (refreshing) { again = true; return refreshing; }
  refreshing = (async () => {
    do {
      again = false;
      try {
        state = await api(`/app/state?member=${encodeURIComponent(me)}`);
        if (!here) here = (state.channels.find((c) => c.type === 0) || {id: "dm"}).id;
        const list = await api(`/app/messages?member=${encodeURIComponent(me)}&channel_id=${here}`);
        const last = list.reduce((n, m) => Math.max(n, m.serial), 0);
        seen[here] = Math.max(seen[here] || 0, last);
        if (here === "dm" && state.dm) seen[state.dm.id] = seen[here];
        drawSide();
        drawMessages(list);
      } catch (err) {
        showError(err.message);
      }
    } while (again);
    refreshing = null;
  })();
  return refreshing;
}

// -- interactions -------------------------------------------------------------------------------

async function interact(body) {
  showError("");
  const summary = await api("/app/interactions", {member: me, ...body});
  if (summary.response_type === null && body.kind !== "autocomplete") showError("This interaction failed");
  return summary;
}

async function press(m, customId, values, control) {
  if (control) control.disabled = true;
  try {
    await interact({kind: "component", channel_id: m.channel_id, message_id: m.id, custom_id: customId, values});
  } catch (err) {
    showError(err.message);
  } finally {
    if (control) control.disabled = false;
    refresh();
  }
}

// -- the command line, with Discord's completion ------------------------------------------------

const local = (o, key) => ((o[key + "_localizations"] || {})[state.me.locale]) || o[key] || "";
const isGroup = (o) => o.type === 1 || o.type === 2;

// "/orrery new game:plunder players:3" -> the command path, the leaf's options spec, the values
// given, and what the member is typing now (a path word, an option name, or a value).
function parse(text) {
  const out = {path: [], leaf: null, values: {}, typing: null, specs: []};
  let rest = text.replace(/^\s*\//, "");
  let level = (state.commands || []).filter((c) => (c.type || 1) === 1);
  let node = null;
  for (;;) {
    const m = rest.match(/^(\S*)(\s*)/);
    const word = m[1];
    const done = m[2].length > 0;
    const found = level.find((c) => c.name === word);
    if (!found || !done) {
      out.typing = {kind: "path", partial: word, choices: level};
      return out;
    }
    out.path.push(word);
    node = found;
    rest = rest.slice(m[0].length);
    const subs = (node.options || []).filter(isGroup);
    if (!subs.length) break;
    level = subs;
  }
  out.leaf = node;
  out.specs = node.options || [];
  const known = out.specs.map((o) => o.name);
  const marks = [];
  const re = /(^|\s)([\w-]+):/g;
  let m;
  while ((m = re.exec(rest))) if (known.includes(m[2])) marks.push({name: m[2], at: m.index + m[1].length, from: re.lastIndex});
  marks.forEach((mk, i) => { out.values[mk.name] = rest.slice(mk.from, i + 1 < marks.length ? marks[i + 1].at : undefined).trim(); });
  const word = rest.match(/(\S*)$/)[1];
  const colon = word.indexOf(":");
  if (colon > 0 && known.includes(word.slice(0, colon))) {
    out.typing = {kind: "value", name: word.slice(0, colon), partial: word.slice(colon + 1)};
  } else if (marks.length && word) { // more words of a value, or the start of an option's name
    out.typing = {kind: "value-or-name", name: marks[marks.length - 1].name, partial: word};
  } else {
    out.typing = {kind: "name", partial: word};
  }
  return out;
}

function replaceWord(text, by) {
  return text.replace(/\S*$/, by);
}

async function complete() {
  const input = $("command");
  const text = input.value;
  const ticket = ++completing;
  if (!text.startsWith("/")) return showSuggestions([]);
  const p = parse(text);
  const t = p.typing;
  if (t.kind === "path") {
    const words = t.choices.filter((c) => c.name.startsWith(t.partial.replace(/^\//, "")));
    const lead = p.path.length ? "" : "/";
    return showSuggestions(words.map((c) => ({
      label: "/" + [...p.path, c.name].join(" "), hint: local(c, "description"),
      apply: () => replaceWord(text, lead + c.name + " "),
    })));
  }
  const given = (name) => name in p.values && p.values[name] !== "";
  const names = p.specs.filter((o) => !given(o.name) && o.name.startsWith(t.partial))
    .sort((a, b) => (b.required ? 1 : 0) - (a.required ? 1 : 0))
    .map((o) => ({label: o.name + ":", hint: (o.required ? "required · " : "") + local(o, "description"),
      apply: () => replaceWord(text, o.name + ":")}));
  if (t.kind === "name") return showSuggestions(names);
  if (t.kind === "value-or-name" && names.length) return showSuggestions(names);
  const spec = p.specs.find((o) => o.name === t.name);
  if (!spec || t.kind !== "value") return showSuggestions([]);
  const put = (value) => () => text.slice(0, text.length - t.partial.length) + value + " ";
  const matches = (c) => String(c.value).toLowerCase().includes(t.partial.toLowerCase())
    || local(c, "name").toLowerCase().includes(t.partial.toLowerCase());
  if (spec.choices) {
    return showSuggestions(spec.choices.filter(matches).map((c) => ({label: local(c, "name"), hint: String(c.value), apply: put(c.value)})));
  }
  if (spec.type === 6 || spec.type === 9) {
    return showSuggestions(state.members.filter((u) => u.username.startsWith(t.partial))
      .map((u) => ({label: u.name, hint: u.username, apply: put(u.username)})));
  }
  if (spec.type === 5) return showSuggestions(["True", "False"].map((v) => ({label: v, apply: put(v)})));
  if (!spec.autocomplete) return showSuggestions([]);
  const options = Object.fromEntries(Object.entries(p.values).filter(([k, v]) => v !== "" && k !== t.name));
  options[t.name] = t.partial;
  // like Discord's client: one request once the typing pauses, not one per key
  showSuggestions([], "Loading options…", "loading");
  await new Promise((resolve) => setTimeout(resolve, AUTOCOMPLETE_PAUSE));
  if (ticket !== completing) return;
  try {
    const s = await interact({kind: "autocomplete", channel_id: here, command: p.path.join(" "), options, focused: t.name});
    if (ticket !== completing) return;
    if (s.response_type === null) return showSuggestions([], "Loading options failed");
    showSuggestions((s.choices || []).map((c) => ({label: c.name, hint: "", apply: put(c.value)})));
  } catch (err) {
    if (ticket === completing) showError(err.message);
  }
}

function showSuggestions(list, note, cls = "failed") {
  suggestions = list.slice(0, 25); // Discord shows at most 25
  picked = 0;
  const ul = $("suggestions");
  ul.replaceChildren(...suggestions.map((s, i) => {
    const li = el("li", i === picked ? "on" : "", s.label);
    if (s.hint) li.append(el("small", "", s.hint));
    li.addEventListener("mousedown", (e) => { e.preventDefault(); take(i); });
    return li;
  }));
  if (note) ul.replaceChildren(el("li", cls, note));
  ul.hidden = !suggestions.length && !note;
}

function take(i) {
  $("command").value = suggestions[i].apply();
  $("command").focus();
  complete();
}

async function send() {
  const input = $("command");
  const p = parse(input.value);
  if (!p.leaf) return showError("Pick a command first");
  const values = Object.fromEntries(Object.entries(p.values).filter(([, v]) => v !== ""));
  completing++; // a completion still on its way is for a line already sent
  showSuggestions([]);
  try {
    await interact({kind: "command", channel_id: here, command: p.path.join(" "), options: values});
    input.value = "";
  } catch (err) {
    showError(err.message);
  }
  refresh();
}

const input = $("command");
input.addEventListener("input", () => { showError(""); complete(); });
input.addEventListener("focus", () => { if (input.value) complete(); });
input.addEventListener("blur", () => { completing++; showSuggestions([]); });
input.addEventListener("keydown", (e) => {
  const open = suggestions.length > 0;
  if (open && (e.key === "ArrowDown" || e.key === "ArrowUp")) {
    e.preventDefault();
    picked = (picked + (e.key === "ArrowDown" ? 1 : suggestions.length - 1)) % suggestions.length;
    [...$("suggestions").children].forEach((li, i) => li.classList.toggle("on", i === picked));
  } else if (open && e.key === "Tab") {
    e.preventDefault();
    take(picked);
  } else if (e.key === "Escape") {
    showSuggestions([]);
  } else if (e.key === "Enter") {
    e.preventDefault();
    send();
  }
});

// -- live updates -------------------------------------------------------------------------------

function listen() {
  const events = new EventSource("/app/events");
  events.onmessage = () => refresh();
}

(async () => {
  try {
    const first = me || "alice";
    await become(first);
  } catch (err) {
    showError(err.message);
  }
  listen();
})();
