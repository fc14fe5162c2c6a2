// The engines, in a Web Worker so that the page stays responsive while they work. Each
// message {id, op, args} is answered {id, value} or {id, error}; the worker keeps the
// input opened last and the game in progress. A trap of the WebAssembly module (a bug:
// the engines do not panic on any input) is answered {id, error, trap: true}, and the
// page starts a new worker.
import init, { catalogue, generate, Input } from "./web.js";

const ready = init();
let opened = null;
let game = null;

/// The user's move (typed, or a click on a cell), then the engine's replies until the
/// user is to move again or the game is over; the records and the new state.
function userTurn(played, hints) {
  const record = JSON.parse(played);
  if (record.illegal) {
    return { illegal: record.illegal, records: [], state: JSON.parse(game.state(hints)) };
  }
  return engineTurn([record], hints);
}

/// The engine's moves while it is to move; the records and the state after them (the
/// board drawn once, at the end).
function engineTurn(records, hints) {
  let turn = JSON.parse(game.turn());
  while (turn.running && !turn.user_to_move) {
    records.push(JSON.parse(game.reply()));
    turn = JSON.parse(game.turn());
  }
  return { records, state: JSON.parse(game.state(hints)) };
}

const ops = {
  catalogue: () => JSON.parse(catalogue()),
  generate: (problem, kind, seed) => generate(problem, kind, seed),
  open(problem, bytes) {
    opened?.free();
    game?.free();
    opened = Input.open(problem, bytes);
    game = null;
    return JSON.parse(opened.summary());
  },
  explain: (k) => JSON.parse(opened.explain(k)),
  play(k, side, hints) {
    game?.free();
    game = opened.play(k, side);
    return engineTurn([], hints);
  },
  state: (hints) => ({ records: [], state: JSON.parse(game.state(hints)) }),
  move: (text, hints) => userTurn(game.play(text), hints),
  click: (cell, hints) => userTurn(game.click(cell), hints),
};

onmessage = async ({ data: { id, op, args } }) => {
  try {
    await ready;
    postMessage({ id, value: ops[op](...args) });
  } catch (error) {
    const trap = error instanceof WebAssembly.RuntimeError;
    postMessage({ id, error: String(error?.message ?? error), trap });
  }
};
