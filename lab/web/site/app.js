// The learner's page: it draws what the engines (worker.js, the lab's Rust code compiled
// to WebAssembly) return and forwards clicks and keys. No rule of any game is here.
//
// A link holds a board: index.html#problem=<name>&input=<the judge input in
// base64url>[&case=<k>] opens that input, explained. Each case's answer stands in its
// section's data-answer attribute, exactly the lines the binary prints for it.

const $ = (id) => document.getElementById(id);

/// The most cases explained without being asked (the others have a button).
const EXPLAINED_AT_ONCE = 20;
/// The largest input a link holds (its base64url is 4/3 as long; browsers cap addresses
/// near 2 MB).
const LINK_BYTES = 1_000_000;
/// How long one call of the engines may take before the worker is restarted.
const PATIENCE_MS = 60_000;

// ---- the engines, in a worker ----------------------------------------------------

let worker = null;
let nextId = 0;
const pending = new Map();

function startWorker() {
  worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
  worker.onmessage = ({ data }) => {
    const call = pending.get(data.id);
    if (!call) return;
    pending.delete(data.id);
    clearTimeout(call.timer);
    if (data.trap) restartWorker();
    if ("error" in data) call.reject(new Error(data.error));
    else call.resolve(data.value);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    failAll(`the engines failed to start: ${event.message ?? "no WebAssembly?"}`);
  };
}

function failAll(message) {
  for (const call of pending.values()) {
    clearTimeout(call.timer);
    call.reject(new Error(message));
  }
  pending.clear();
}

function restartWorker() {
  worker.terminate();
  failAll("the engines stopped; they were restarted");
  startWorker();
}

/// Calls `op` of the engines with `args`; a promise of its value.
function engine(op, ...args) {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error(`the engines took more than ${PATIENCE_MS / 1000} s: stopped`));
      restartWorker();
    }, PATIENCE_MS);
    pending.set(id, { resolve, reject, timer });
    worker.postMessage({ id, op, args });
  });
}

// ---- state ---------------------------------------------------------------------

const current = {
  catalogue: [],
  problem: null,
  input: new Uint8Array(),
  generation: 0, // counts the inputs opened: work for an older one is dropped
  hints: false, // the hint asked for the next state only
  cursor: null,
};

function status(text, state = "ready") {
  const line = $("status");
  line.textContent = text;
  line.dataset.state = state;
}

function showLine(id, text) {
  const line = $(id);
  line.hidden = !text;
  line.textContent = text ?? "";
}

function problemEntry() {
  return current.catalogue.find((p) => p.name === current.problem);
}

// ---- bytes and links ---------------------------------------------------------------

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function toBase64Url(bytes) {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/// The bytes of base64url `text`, or null when it is not base64url (a link cut short).
function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const padded = text.replace(/-/g, "+").replace(/_/g, "/") + "==".slice(0, (4 - (text.length % 4)) % 4);
  try {
    const binary = atob(padded);
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

function linkOf(problem, bytes, k) {
  const base = location.href.split("#")[0];
  const kase = k ? `&case=${k}` : "";
  return `${base}#problem=${problem}&input=${toBase64Url(bytes)}${kase}`;
}

/// Opens what the link's fragment asks for, if it names a problem.
async function followLink() {
  const fields = new URLSearchParams(location.hash.slice(1));
  const problem = fields.get("problem");
  if (!problem) return false;
  if (!current.catalogue.some((p) => p.name === problem)) {
    selectProblem(current.catalogue[0].name);
    status(`the link names no problem \`${problem}\``, "error");
    return true;
  }
  selectProblem(problem);
  const bytes = fromBase64Url(fields.get("input") ?? "");
  if (bytes === null) {
    clearResults();
    status("the link's input is not base64url (was the link cut short?)", "error");
    return true;
  }
  const k = Number.parseInt(fields.get("case") ?? "", 10);
  await openInput(bytes, Number.isFinite(k) ? k : null);
  return true;
}

// ---- choosing a problem and an input -------------------------------------------------

function selectProblem(name) {
  current.problem = name;
  for (const button of $("problems").children) {
    button.setAttribute("aria-pressed", String(button.dataset.problem === name));
  }
  const entry = problemEntry();
  fillSelect($("sample"), entry.samples.map((s) => [s.name, s.name]));
  const kinds = entry.kinds.filter((k) => !k.large);
  fillSelect($("kind"), kinds.map((k) => [k.name, k.beyond ? `${k.name} (past the guarantees)` : k.name]));
}

function fillSelect(select, options) {
  select.replaceChildren(
    ...options.map(([value, label]) => {
      const option = document.createElement("option");
      option.value = value;
      option.textContent = label;
      return option;
    }),
  );
}

function setInputText(bytes) {
  current.input = bytes;
  // A judge-size input is not copied into the text area (megabytes of text slow it).
  $("input").value = bytes.length <= 200_000 ? decoder.decode(bytes) : "";
  $("input").placeholder = bytes.length > 200_000 ? `(an input of ${bytes.length} bytes, not shown)` : "";
}

async function openSample() {
  const sample = problemEntry().samples.find((s) => s.name === $("sample").value);
  await openInput(encoder.encode(sample.input), null);
}

async function generateInput() {
  status("Generating…", "busy");
  try {
    const text = await engine("generate", current.problem, $("kind").value, $("seed").value);
    await openInput(encoder.encode(text), null);
  } catch (error) {
    status(error.message, "error");
  }
}

async function openFile() {
  const file = $("file").files[0];
  if (!file) return;
  await openInput(new Uint8Array(await file.arrayBuffer()), null);
  $("file").value = "";
}

async function explainTyped() {
  const typed = $("input").value;
  const bytes = typed === "" && current.input.length > 200_000 ? current.input : encoder.encode(typed);
  await openInput(bytes, null);
}

// ---- an input explained --------------------------------------------------------------

function clearResults() {
  for (const id of ["error", "violation", "internal"]) showLine(id, null);
  $("warnings").hidden = true;
  $("cases").replaceChildren();
  closeGame();
}

/// Opens `bytes` for the current problem: the binary's answers case by case, its error
/// and warnings, the validator's line; then the cases explained, `focus` first.
async function openInput(bytes, focus) {
  const opening = performance.now();
  const generation = ++current.generation;
  const stale = () => current.generation !== generation;
  setInputText(bytes);
  clearResults();
  status("Running the binary and the validator…", "busy");
  let summary;
  try {
    summary = await engine("open", current.problem, bytes);
  } catch (error) {
    if (!stale()) status(error.message, "error");
    return;
  }
  if (stale()) return;
  showLine("error", summary.error);
  showLine("violation", summary.violation && `validator: ${summary.violation}`);
  showLine("internal", summary.internal);
  $("warnings").hidden = summary.warnings.length === 0;
  $("warnings").replaceChildren(...summary.warnings.map((w) => listItem(w)));
  const sections = summary.cases.map((c) => caseSection(c));
  $("cases").replaceChildren(...sections);
  const count = summary.cases.length;
  status(`${count} ${count === 1 ? "case" : "cases"} answered`, "explaining");
  const order = summary.cases.map((c) => c.case);
  if (focus && order.includes(focus)) {
    order.splice(order.indexOf(focus), 1);
    order.unshift(focus);
    $(`case-${focus}`).scrollIntoView();
  }
  for (const k of order.slice(0, EXPLAINED_AT_ONCE)) {
    if (stale()) return;
    await explainCase(k, opening);
  }
  if (!stale()) status(`${count} ${count === 1 ? "case" : "cases"} answered and explained`, "ready");
}

function listItem(text) {
  const item = document.createElement("li");
  item.textContent = text;
  return item;
}

function element(tag, className, text) {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

function caseSection({ case: k, answer }) {
  const section = element("section", "case");
  section.id = `case-${k}`;
  section.dataset.case = k;
  section.dataset.answer = answer;
  const heading = element("h2", null, `Case ${k}`);
  const explain = element("button", "explain-case", "Explain");
  explain.type = "button";
  explain.onclick = () => explainCase(k, performance.now());
  const body = element("div", "explanation");
  const plays = element("div", "row");
  const [first, second] = problemEntry().players;
  for (const [side, name] of [["first", first], ["second", second]]) {
    const button = element("button", "play-case", `Play as ${name} (${side})`);
    button.type = "button";
    button.dataset.side = side;
    button.onclick = () => startGame(k, side);
    plays.append(button);
  }
  if (current.input.length <= LINK_BYTES) {
    const link = element("a", "case-link", "link to this case");
    link.href = linkOf(current.problem, current.input, k);
    heading.append(" ", link);
  }
  section.append(heading, element("pre", "answer", answer), explain, body, plays);
  return section;
}

/// Explains case `k` in its section; its `data-explained` then holds the milliseconds
/// from `since` (the input opened, or the button pressed) to the explanation drawn.
async function explainCase(k, since) {
  const section = $(`case-${k}`);
  if (!section || section.dataset.explained) return;
  const generation = current.generation;
  let explained;
  try {
    explained = await engine("explain", k);
  } catch (error) {
    if (generation === current.generation) {
      section.querySelector(".explanation").replaceChildren(element("p", "bad", error.message));
    }
    return;
  }
  if (generation !== current.generation) return;
  const body = section.querySelector(".explanation");
  if (explained.error) {
    body.replaceChildren(element("p", "bad", explained.error));
    return;
  }
  const reasoning = element("ul", "reasoning");
  reasoning.append(...explained.reasoning.map((line) => listItem(line)));
  const moves = element("p", "moves");
  const more = explained.move_count - explained.moves.length;
  moves.textContent =
    explained.move_count === 0
      ? "No winning move."
      : `Winning moves (${explained.move_count}): ${explained.moves.join(", ")}${more > 0 ? ` … and ${more} more (marked on the board)` : ""}`;
  const figure = element("figure");
  figure.innerHTML = explained.svg;
  const text = element("details", "text");
  text.append(element("summary", null, "As cargo lab explain prints it"), element("pre", null, explained.text));
  body.replaceChildren(element("p", "summary", explained.summary), reasoning, moves, figure, text);
  section.querySelector(".explain-case").remove();
  await new Promise(requestAnimationFrame);
  section.dataset.explained = String(Math.round(performance.now() - since));
}

// ---- a game ----------------------------------------------------------------------------

async function startGame(k, side) {
  closeGame();
  $("play").hidden = false;
  const [first, second] = problemEntry().players;
  const user = side === "first" ? first : second;
  const engineName = side === "first" ? second : first;
  $("play-title").textContent = `${current.problem}, case ${k}: you play ${user}, the engine plays ${engineName}`;
  $("play").scrollIntoView();
  await gameCall("play", k, side);
}

function closeGame() {
  $("play").hidden = true;
  $("play").dataset.state = "closed";
  $("play-log").replaceChildren();
  $("play-lesson").hidden = true;
  $("play-hint").hidden = true;
  showLine("play-illegal", null);
  current.hints = false;
  current.cursor = null;
}

/// Calls a game op of the engines and shows the records and the state it gives; `#play`'s
/// `data-ms` then holds the milliseconds the engines took (the user's move, the engine's
/// reply and the new position drawn as SVG).
async function gameCall(op, ...args) {
  let turn;
  const hints = current.hints;
  current.hints = false;
  const started = performance.now();
  try {
    turn = await engine(op, ...args, hints);
  } catch (error) {
    showLine("play-illegal", error.message);
    return;
  }
  $("play").dataset.ms = String(Math.round(performance.now() - started));
  showLine("play-illegal", turn.illegal && `Illegal move: ${turn.illegal}`);
  for (const record of turn.records) logRecord(record, turn.state);
  showState(turn.state);
}

function logRecord(record, state) {
  const [first, second] = state.players;
  const userName = state.user === "first" ? first : second;
  const engineName = state.user === "first" ? second : first;
  const who = record.by === "user" ? `${userName} (you)` : `${engineName} (engine)`;
  const item = listItem(`${who}: ${record.move} — ${record.effect}`);
  item.className = record.by;
  item.dataset.move = record.move;
  $("play-log").append(item);
  item.scrollIntoView({ block: "nearest" });
}

function showState(state) {
  const play = $("play");
  play.dataset.state = state.running ? "running" : "over";
  play.dataset.toMove = state.user_to_move ? "user" : "engine";
  play.dataset.winner = state.winner ?? "";
  $("play-intro").textContent = `Type a move as ${state.move_syntax}, click a cell, or move the cursor with the arrow keys and press Enter.`;
  $("play-board").innerHTML = state.svg;
  placeCursor();
  $("play-status").textContent = state.running
    ? state.user_to_move
      ? `Your move (${state.legal_count} legal).`
      : `${state.to_move} to move.`
    : `Game over: ${state.winner === "draw" ? "a draw" : state.winner === "user" ? "you win" : "the engine wins"}.`;
  $("play-hint").hidden = !state.hint;
  $("play-hint").textContent = state.hint ?? "";
  const moves = $("play-moves");
  moves.replaceChildren(
    ...(state.running && state.user_to_move && state.legal
      ? state.legal.map((legal) => {
          const button = element("button", null, legal.move);
          button.type = "button";
          button.dataset.move = legal.move;
          button.onclick = () => gameCall("move", legal.move);
          return button;
        })
      : []),
  );
  const lesson = $("play-lesson");
  lesson.hidden = !state.lesson;
  lesson.textContent = (state.lesson ?? []).join("\n");
  for (const control of $("play-form").elements) control.disabled = !state.running && control.id !== "play-close";
}

/// The inner SVG of a board: its viewBox is in cells (`0 0 cols rows`).
function boardSvg() {
  return $("play-board").querySelector("svg svg");
}

function boardSize() {
  const board = boardSvg();
  if (!board) return null;
  const [, , cols, rows] = board.getAttribute("viewBox").split(/\s+/).map(Number);
  return { rows, cols };
}

function cellAt(event) {
  const board = boardSvg();
  const size = boardSize();
  if (!board || !size) return null;
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(board.getScreenCTM().inverse());
  const [row, col] = [Math.floor(point.y), Math.floor(point.x)];
  if (row < 0 || col < 0 || row >= size.rows || col >= size.cols) return null;
  return row * size.cols + col;
}

function placeCursor() {
  const board = boardSvg();
  const size = boardSize();
  if (!board || !size || current.cursor === null) return;
  const cell = Math.min(current.cursor, size.rows * size.cols - 1);
  const mark = document.createElementNS("http://www.w3.org/2000/svg", "rect");
  mark.setAttribute("x", cell % size.cols);
  mark.setAttribute("y", Math.floor(cell / size.cols));
  mark.setAttribute("width", 1);
  mark.setAttribute("height", 1);
  mark.setAttribute("fill", "none");
  mark.setAttribute("stroke", "#1f5fbf");
  mark.setAttribute("stroke-width", Math.max(0.08, size.cols / 200));
  mark.id = "cursor";
  board.append(mark);
}

function moveCursor(event) {
  const size = boardSize();
  if (!size) return;
  const steps = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  if (event.key in steps) {
    event.preventDefault();
    const cell = current.cursor ?? 0;
    const [dr, dc] = steps[event.key];
    const row = Math.min(size.rows - 1, Math.max(0, Math.floor(cell / size.cols) + dr));
    const col = Math.min(size.cols - 1, Math.max(0, (cell % size.cols) + dc));
    current.cursor = current.cursor === null ? 0 : row * size.cols + col;
    $("play-board").querySelector("#cursor")?.remove();
    placeCursor();
  } else if ((event.key === "Enter" || event.key === " ") && current.cursor !== null) {
    event.preventDefault();
    gameCall("click", current.cursor);
  }
}

// ---- start -------------------------------------------------------------------------------

async function main() {
  startWorker();
  try {
    current.catalogue = await engine("catalogue");
  } catch (error) {
    status(`The engines did not load: ${error.message}`, "error");
    return;
  }
  for (const problem of current.catalogue) {
    const button = element("button", null, problem.name);
    button.type = "button";
    button.dataset.problem = problem.name;
    button.onclick = () => {
      selectProblem(problem.name);
      clearResults();
      setInputText(new Uint8Array());
      status("Choose an input.");
    };
    $("problems").append(button);
  }
  $("open-sample").onclick = openSample;
  $("generate").onclick = generateInput;
  $("file").onchange = openFile;
  $("explain").onclick = explainTyped;
  $("copy-link").onclick = async () => {
    if (current.input.length > LINK_BYTES) {
      $("link-said").textContent = `An input of ${current.input.length} bytes is too large for a link (${LINK_BYTES} at most).`;
      return;
    }
    const link = linkOf(current.problem, current.input, null);
    history.replaceState(null, "", link);
    try {
      await navigator.clipboard.writeText(link);
      $("link-said").textContent = "Link copied.";
    } catch {
      $("link-said").textContent = "The link is in the address bar.";
    }
  };
  $("play-form").onsubmit = (event) => {
    event.preventDefault();
    const text = $("play-move").value.trim();
    if (text) gameCall("move", text);
    $("play-move").value = "";
  };
  $("play-hint-button").onclick = () => {
    current.hints = true;
    gameCall("state").catch(() => {});
  };
  $("play-close").onclick = closeGame;
  $("play-board").onclick = (event) => {
    const cell = cellAt(event);
    if (cell !== null) {
      current.cursor = cell;
      gameCall("click", cell);
    }
  };
  $("play-board").onkeydown = moveCursor;
  window.addEventListener("hashchange", followLink);
  if (!(await followLink())) {
    selectProblem(current.catalogue[0].name);
    status("Choose an input: a sample, a generated one, a file, or paste one.");
  }
}

main();
