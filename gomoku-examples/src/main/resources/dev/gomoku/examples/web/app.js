'use strict';
// The page draws what the server says (/api/events pushes the whole state after every change) and
// posts what the person does; nothing about a game is kept here except the replay step.
const $ = id => document.getElementById(id);
const SVGNS = 'http://www.w3.org/2000/svg';
const CELL = 32, PAD = 36;
let state = null, tab = null, replayStep = 0, replayKey = '';
// the position being set up on the play board: stones by 'x,y' -> 'b' | 'w' in the order placed, or null
let setup = null;
// the candidate whose line is stepped through: {rank, step}, or null
let pvView = null;
// the move shown when looking back over a finished game (null: the game as it stands), and for which game
let playStep = null, playStepGeneration = -1;
// how much of the proof's line is drawn on the board (0: none), and for which proof
let proofStep = 0, proofKey = '';
// the last refused request's message, shown until the next request succeeds
const refused = {};

function el(parent, name, attrs, text) {
  const e = document.createElementNS(SVGNS, name);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (text !== undefined) e.textContent = text;
  parent.appendChild(e);
  return e;
}
function colName(x) { return x < 26 ? String.fromCharCode(97 + x) : String.fromCharCode(65 + x - 26); }
function pointName(x, y, h) {
  return $('opt-coords').value === 'xy' ? x + ',' + y : colName(x) + (h - y);
}
function lineName(pts, h) { return pts.map(([x, y]) => pointName(x, y, h)).join(' '); }

// board: {width, height, moves: [[x,y]..], upto, colors (['b'|'w'] per move, else alternating from black),
// flip (alternating from white), setup (stones before the first numbered move), forbidden, threats, pv, hint, onClick}
function drawBoard(svg, b) {
  const w = b.width, h = b.height, n = b.upto === undefined ? b.moves.length : b.upto;
  svg.setAttribute('viewBox', `0 0 ${2 * PAD + (w - 1) * CELL} ${2 * PAD + (h - 1) * CELL}`);
  svg.textContent = '';
  const X = x => PAD + x * CELL, Y = y => PAD + y * CELL;
  el(svg, 'rect', {class: 'bg', x: 0, y: 0, width: 2 * PAD + (w - 1) * CELL, height: 2 * PAD + (h - 1) * CELL});
  const xy = $('opt-coords').value === 'xy';
  for (let x = 0; x < w; x++) {
    el(svg, 'line', {x1: X(x), y1: Y(0), x2: X(x), y2: Y(h - 1)});
    el(svg, 'text', {class: 'lbl', x: X(x), y: PAD / 2 - 3}, xy ? x : colName(x));
    el(svg, 'text', {class: 'lbl', x: X(x), y: Y(h - 1) + PAD / 2 + 3}, xy ? x : colName(x));
  }
  for (let y = 0; y < h; y++) {
    el(svg, 'line', {x1: X(0), y1: Y(y), x2: X(w - 1), y2: Y(y)});
    el(svg, 'text', {class: 'lbl', x: PAD / 2 - 3, y: Y(y)}, xy ? y : h - y);
    el(svg, 'text', {class: 'lbl', x: X(w - 1) + PAD / 2 + 3, y: Y(y)}, xy ? y : h - y);
  }
  const numbers = $('opt-numbers').checked;
  const blackAt = i => b.colors ? b.colors[i] === 'b' : (i % 2 === 0) !== !!b.flip;
  const setupStones = b.setup || 0;
  for (let i = 0; i < n; i++) {
    const [x, y] = b.moves[i], black = blackAt(i);
    el(svg, 'circle', {class: black ? 'b' : 'w', cx: X(x), cy: Y(y), r: CELL * 0.45, 'data-move': i + 1,
      'data-color': black ? 'b' : 'w', 'data-at': x + ',' + y});
    if (numbers && i >= setupStones) el(svg, 'text', {class: 'num ' + (black ? 'nb' : 'nw'), x: X(x), y: Y(y)}, i + 1 - setupStones);
  }
  if (n > setupStones) {
    const [x, y] = b.moves[n - 1];
    el(svg, 'circle', {class: 'last', id: b.id + '-last', cx: X(x), cy: Y(y), r: numbers ? CELL * 0.47 : CELL * 0.16});
  }
  (b.pv || []).forEach(([x, y], i) => {
    const black = ((n + i) % 2 === 0) !== !!b.flip;
    el(svg, 'circle', {class: 'pv ' + (black ? 'b' : 'w'), cx: X(x), cy: Y(y), r: CELL * 0.4});
    el(svg, 'text', {class: 'num nw', x: X(x), y: Y(y)}, i + 1);
  });
  (b.forbidden || []).forEach(([x, y]) => {
    const d = CELL * 0.22;
    el(svg, 'path', {class: 'forbid', 'data-forbidden': x + ',' + y,
      d: `M${X(x) - d},${Y(y) - d}L${X(x) + d},${Y(y) + d}M${X(x) + d},${Y(y) - d}L${X(x) - d},${Y(y) + d}`});
  });
  if ($('opt-threats').checked) {
    (b.threats || []).forEach(([x, y, boardSide, label]) => {
      const side = b.flip ? (boardSide === 'b' ? 'w' : 'b') : boardSide;
      const dx = side === 'b' ? -CELL * 0.22 : CELL * 0.22;
      el(svg, 'text', {class: 'threat ' + (side === 'b' ? 'tb' : 'tw'), x: X(x) + dx, y: Y(y), 'data-threat': side + label}, label);
    });
  }
  (b.cands || []).forEach(c => {
    const [x, y] = c.move;
    el(svg, 'circle', {class: 'cand', cx: X(x), cy: Y(y), r: CELL * 0.4, 'data-cand': c.rank, 'data-at': x + ',' + y});
    el(svg, 'text', {class: 'candtext', x: X(x), y: Y(y) - 5}, c.rank);
    el(svg, 'text', {class: 'candev', x: X(x), y: Y(y) + 7}, c.ev);
  });
  if (b.hint) {
    const [x, y] = b.hint;
    el(svg, 'circle', {class: 'hint', id: b.id + '-hint', cx: X(x), cy: Y(y), r: CELL * 0.42, 'data-hint': x + ',' + y});
  }
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const r = el(svg, 'rect', {class: 'hit', x: X(x) - CELL / 2, y: Y(y) - CELL / 2, width: CELL, height: CELL,
        'data-x': x, 'data-y': y, 'data-name': colName(x) + (h - y)});
      r.addEventListener('mouseenter', () => { $('hover').textContent = colName(x) + (h - y) + ' = ' + x + ',' + y; });
      if (b.onClick) r.addEventListener('click', () => b.onClick(x, y));
    }
  }
}

async function post(path, data, noticeId) {
  const r = await fetch(path, {method: 'POST', body: typeof data === 'string' ? data : new URLSearchParams(data || {})});
  const text = await r.text();
  refused[noticeId || 'notice'] = r.ok ? '' : text;
  render();
  return r.ok;
}

// a clock reading: 1:05.3
function fmtClock(ms) {
  const t = Math.floor(ms / 100), m = Math.floor(t / 600), s = (t % 600) / 10;
  return m + ':' + (s < 10 ? '0' : '') + s.toFixed(1);
}

// Both sides' clocks: game time left (counting down while its side thinks) and the running move's time.
function renderClocks(p) {
  for (const s of ['black', 'white']) {
    const mine = p.both || s === p.human, timed = !mine || p.personClock, left = p.left[s === 'black' ? 0 : 1];
    const run = p.running === s ? Math.max(0, Date.now() - p.runningSince) : 0;
    let t = s + (p.both ? '' : mine ? ' (you)' : ' (' + p.brain + ')') + ': ';
    if (!timed) t += 'untimed';
    else {
      t += left !== null ? fmtClock(Math.max(0, left - run)) + ' left' : 'no game limit';
      if (p.running === s) t += ', this move ' + fmtClock(run) + ' of ' + fmtClock(p.turn);
    }
    $('clock-' + s).textContent = t;
    $('clock-' + s).classList.toggle('running', p.running === s);
  }
}

function fmtMs(ms) { return ms < 10000 ? ms + ' ms' : (ms / 1000).toFixed(1) + ' s'; }

// how long the brain took for its last stone, from the game's times (0 for the person's stones)
function lastTime(p) {
  const n = p.times.length;
  return n > 0 && p.times[n - 1] > 0 ? ' ' + p.brain + ' took ' + fmtMs(p.times[n - 1]) + '.' : '';
}

function renderPlay(p) {
  const brainSel = $('brain');
  if (brainSel.options.length !== p.brains.length) {
    brainSel.textContent = '';
    p.brains.forEach(n => { const o = document.createElement('option'); o.textContent = n; brainSel.appendChild(o); });
  }
  if (!setup && (!document.activeElement || document.activeElement.form !== $('new-game'))) {
    if (p.brains.includes(p.brain)) brainSel.value = p.brain;
    $('rule').value = p.rule; $('width').value = p.width; $('height').value = p.height;
    $('turn').value = p.turn; $('match').value = p.match; $('person-clock').checked = p.personClock;
    $('candidates').value = p.candidates;
    if (p.swap2 === 'none' && !$('side').value.startsWith('swap2')) $('side').value = p.both ? 'both' : p.human;
  }
  $('cmd-row').hidden = !p.commands;
  // the server reads the brain's lines (ours, Rapfi's): its latest search line and its ranked moves;
  // while it thinks, a line of this request is drawn on the board
  const an = p.thinking && p.analysis && p.analysis.current ? p.analysis : null;
  const sw = p.swap2, placing = sw === 'you_open' || sw === 'you_add_two';
  const cands = p.candidates > 1 ? p.cands : [];
  const list = $('cands');
  list.textContent = '';
  cands.forEach(c => {
    const li = document.createElement('li');
    li.textContent = pointName(c.move[0], c.move[1], p.height) + (c.ev ? '  ev ' + c.ev : '')
      + (c.depth ? '  depth ' + c.depth : '') + ':  ' + lineName(c.pv, p.height);
    li.dataset.rank = c.rank;
    li.onclick = () => { pvView = {rank: c.rank, step: 1}; render(); };
    list.appendChild(li);
  });
  const myTurn = !p.over && !p.thinking && (placing || (sw === 'none' && (p.both || p.toMove === p.human)));
  $('setup-panel').hidden = !setup;
  $('setup').hidden = !!setup;
  if (p.generation !== playStepGeneration || !p.over) { playStep = null; playStepGeneration = p.generation; }
  const shown = playStep === null ? p.moves.length : Math.max(0, Math.min(playStep, p.moves.length));
  if (p.over && !setup) {
    drawGraph($('play-graph'), $('play-story'), p.story, shown, p.height, p.moves, ply => { playStep = ply; render(); });
  } else { $('play-graph').setAttribute('hidden', ''); $('play-story').textContent = ''; }
  if (setup) {
    renderSetup();
  } else if (playStep !== null) {
    drawBoard($('play-board'), {id: 'play', width: p.width, height: p.height, moves: p.moves, upto: shown, flip: p.flip, setup: p.setup});
    $('play-board').dataset.moves = shown;
  } else {
    drawBoard($('play-board'), {id: 'play', width: p.width, height: p.height, moves: p.moves, flip: p.flip, setup: p.setup,
      forbidden: p.forbidden, threats: p.threats, pv: an ? an.pv : [], hint: p.suggestion,
      cands: p.candidatesAt === p.moves.length ? cands : [],
      onClick: myTurn ? (x, y) => post('/api/move', {x, y}) : null});
    const pr = p.proof;
    const key = pr ? JSON.stringify(pr.line) : '';
    if (key !== proofKey) { proofKey = key; proofStep = 0; }
    if (pr && proofStep > 0 && !pvView) {
      proofStep = Math.min(proofStep, pr.line.length);
      drawBoard($('play-board'), {id: 'play', width: p.width, height: p.height, moves: p.moves, flip: p.flip, setup: p.setup,
        pv: pr.line.slice(0, proofStep)});
    }
    const c = pvView && cands.find(k => k.rank === pvView.rank);
    if (c) {
      pvView.step = Math.max(1, Math.min(pvView.step, c.pv.length));
      drawBoard($('play-board'), {id: 'play', width: p.width, height: p.height, moves: p.moves, upto: p.candidatesAt,
        flip: p.flip, setup: p.setup, pv: c.pv.slice(0, pvView.step)});
      $('pv-pos').textContent = 'line ' + c.rank + ': move ' + pvView.step + ' of ' + c.pv.length + ' ('
        + lineName(c.pv.slice(0, pvView.step), p.height) + ')';
    } else pvView = null;
    $('play-board').dataset.moves = p.moves.length;
  }
  $('pv-nav').hidden = !pvView;
  $('proof-box').hidden = !p.proof && !p.proving;
  $('proof').textContent = p.proving ? 'Proving…' : p.proof ? p.proof.text : '';
  $('proof-nav').hidden = !p.proof || p.proof.line.length === 0;
  $('proof-pos').textContent = p.proof ? 'line shown: ' + proofStep + ' of ' + p.proof.line.length + ' moves' : '';
  $('proof-play').disabled = !(p.proof && p.proof.wins && myTurn);
  $('prove').disabled = p.proving || sw !== 'none';
  $('hint').disabled = !myTurn || sw !== 'none';
  $('hint-text').textContent = p.suggestion ? p.brain + ' suggests ' + pointName(p.suggestion[0], p.suggestion[1], p.height)
    + ' for ' + p.toMove + ' (' + fmtMs(p.suggestion[2]) + ')' : '';
  const choosing = !p.over && (sw === 'you_choose_after_3' || sw === 'you_choose_after_5');
  $('swap2').hidden = !choosing;
  $('sw-add').hidden = sw !== 'you_choose_after_3';
  const swapText = {
    you_open: 'Swap2: place stone ' + (p.moves.length + 1) + ' of 3 (black, white, black).',
    you_choose_after_3: 'Swap2: take black, take white (then place stone 4), or add two stones.',
    you_add_two: 'Swap2: place stone ' + (p.moves.length + 1) + ' (' + (p.moves.length === 3 ? 'white' : 'black') + ').',
    you_choose_after_5: 'Swap2: take black or white.'
  }[sw];
  $('status').textContent = p.over ? 'Game over.' : p.thinking ? p.brain + ' is thinking… ' + fmtMs(Math.max(0, Date.now() - p.thinkingSince)) : swapText ? swapText :
    p.starting && p.toMove !== p.human ? 'Starting ' + p.brain + '…' :
    p.both ? capital(p.toMove) + ' to move (you play both sides).' + lastTime(p) :
    p.toMove === p.human ? 'Your move (' + p.human + ').' + lastTime(p) : 'Waiting for ' + p.brain + '.';
  renderClocks(p);
  $('opening-name').textContent = p.opening ? 'Opening: ' + p.opening
    + (p.swap2 !== 'none' || p.moves.length > 3 && p.setup === 0 ? ' (Swap2)' : '') : '';
  $('result').textContent = p.result;
  $('notice').textContent = refused.notice || p.notice;
  const last = p.analysis;
  $('an-depth').textContent = last && last.depth ? 'depth ' + last.depth : '';
  $('an-ev').textContent = last && last.ev ? 'eval ' + last.ev : '';
  $('an-pv').textContent = last && last.pv.length ? 'best line: ' + lineName(last.pv, p.height) : '';
  $('log').textContent = p.log.join('\n');
  $('log').scrollTop = 1e9;
  $('undo').disabled = p.thinking;
  $('resign').disabled = p.over;
}

// The game's story: black's evaluation after every move (squashed to -1..1) as a line, the step shown
// as a cursor, the largest swings as dots; a click picks a move. Text: the evaluation now and the swings.
const GW = 600, GH = 90;
function squash(v) { return Math.tanh(v / 3000); }
function drawGraph(svg, text, story, step, h, moves, pick) {
  const ev = story ? story.evals : [];
  // an svg element has no hidden property: the attribute itself
  svg.toggleAttribute('hidden', ev.length < 2);
  text.textContent = '';
  if (ev.length < 2) return;
  svg.setAttribute('viewBox', `0 0 ${GW} ${GH}`);
  svg.textContent = '';
  const X = ply => 4 + ply * (GW - 8) / (ev.length - 1), Y = v => GH / 2 - squash(v) * (GH / 2 - 4);
  el(svg, 'rect', {class: 'gbg', x: 0, y: 0, width: GW, height: GH});
  el(svg, 'line', {class: 'gzero', x1: 0, y1: GH / 2, x2: GW, y2: GH / 2});
  const pts = [];
  ev.forEach((v, i) => { if (v !== null) pts.push(X(i) + ',' + Y(v)); });
  el(svg, 'polyline', {class: 'gline', points: pts.join(' ')});
  el(svg, 'line', {class: 'gcursor', 'data-step': step, x1: X(step), y1: 0, x2: X(step), y2: GH});
  story.swings.forEach(ply => {
    const c = el(svg, 'circle', {class: 'gswing', 'data-ply': ply, cx: X(ply), cy: Y(ev[ply]), r: 4});
    c.addEventListener('click', e => { e.stopPropagation(); pick(ply); });
  });
  svg.onclick = e => {
    const r = svg.getBoundingClientRect();
    pick(Math.round((e.clientX - r.left) / r.width * GW / ((GW - 8) / (ev.length - 1))));
  };
  const known = ev.filter(v => v !== null).length;
  const now = ev[step];
  text.textContent = (now === null || now === undefined ? '' : 'Evaluation for black after move ' + step + ': '
    + (now >= 10000 ? 'won' : now <= -10000 ? 'lost' : now) + '. ')
    + (known < ev.length ? 'Evaluating ' + known + ' of ' + ev.length + '… ' : '')
    + (story.swings.length ? 'Swings: ' + story.swings.map(p => p + ' ' + pointName(moves[p - 1][0], moves[p - 1][1], h)).join(', ') + '.' : '');
}

function capital(s) { return s.charAt(0).toUpperCase() + s.slice(1); }

// The position editor: the board shows the stones being set up, a click puts the chosen colour there
// (or takes a stone away), and "Play from here" starts a game from it with the form's settings.
function openSetup(stones, toMove) {
  setup = new Map(stones);
  $('to-move').value = toMove;
  refused.notice = '';
  render();
}
function setupSize() { return [Number($('width').value), Number($('height').value)]; }
function setupLists() {
  const black = [], white = [];
  setup.forEach((c, k) => (c === 'b' ? black : white).push(k));
  return {black, white};
}
function renderSetup() {
  const [w, h] = setupSize();
  const moves = [], colors = [];
  setup.forEach((c, k) => { moves.push(k.split(',').map(Number)); colors.push(c); });
  drawBoard($('play-board'), {id: 'play', width: w, height: h, moves, colors, setup: moves.length, onClick: (x, y) => {
    const k = x + ',' + y, paint = document.querySelector('input[name=paint]:checked').value;
    if (paint === 'erase' || setup.get(k) === paint) setup.delete(k); else { setup.delete(k); setup.set(k, paint); }
    render();
  }});
  $('play-board').dataset.moves = moves.length;
  const {black, white} = setupLists();
  // pos notation alternates from black: written when the counts allow it, named as the labels show
  const name = k => { const [x, y] = k.split(',').map(Number); return colName(x) + (h - y); };
  const pos = black.length === white.length || black.length === white.length + 1
    ? black.map((b, i) => name(b) + (i < white.length ? name(white[i]) : '')).join('') : '';
  $('pos-info').textContent = black.length + ' black, ' + white.length + ' white, ' + $('to-move').value + ' to move. '
    + (pos ? 'As pos: ' + pos + '; as' : 'As') + ' x,y: ' + moves.map(([x, y]) => x + ',' + y).join(' ');
}

function renderReplay(r) {
  $('r-notice').textContent = refused['r-notice'] || '';
  const files = $('files');
  if (files.children.length !== r.files.length) {
    files.textContent = '';
    r.files.forEach((f, i) => {
      const li = document.createElement('li');
      li.textContent = f;
      li.onclick = () => post('/api/replay/file?i=' + i, '', 'r-notice');
      files.appendChild(li);
    });
  }
  if (!r.moves) { drawBoard($('replay-board'), {id: 'replay', width: 15, height: 15, moves: []}); return; }
  const key = r.name + ':' + r.moves.length + ':' + r.moves.join(';');
  if (key !== replayKey) { replayKey = key; replayStep = r.moves.length; }
  replayStep = Math.max(0, Math.min(replayStep, r.moves.length));
  $('r-name').textContent = r.name + ': ' + r.black + ' (black) vs ' + r.white + ' (white), ' + r.width + 'x' + r.height;
  $('r-slider').max = r.moves.length;
  $('r-slider').value = replayStep;
  $('r-pos').textContent = 'move ' + replayStep + ' of ' + r.moves.length +
    (replayStep > 0 ? ': ' + pointName(r.moves[replayStep - 1][0], r.moves[replayStep - 1][1], r.height) : '');
  drawBoard($('replay-board'), {id: 'replay', width: r.width, height: r.height, moves: r.moves, upto: replayStep});
  $('replay-board').dataset.step = replayStep;
  drawGraph($('replay-graph'), $('replay-story'), r.story, replayStep, r.height, r.moves, ply => { replayStep = ply; render(); });
}

function renderWatch(w) {
  $('w-title').textContent = w.title;
  $('w-progress').textContent = (w.current ? w.current + ': ' : '') + w.finished + ' of ' + w.games + ' games played; '
    + w.first + ' ' + w.score + ' ' + w.second + ' (' + w.wld + ')';
  $('w-final').textContent = w.final;
  const tb = $('standings').tBodies[0];
  tb.textContent = '';
  w.standings.forEach(s => { const tr = tb.insertRow(); s.forEach(v => { tr.insertCell().textContent = v; }); });
  const tiles = $('tiles');
  while (tiles.children.length < w.tiles.length) {
    const d = document.createElement('div');
    d.className = 'tile';
    d.innerHTML = '<p class="head"></p><svg class="board"></svg><p class="clocks"></p><p class="said"></p><p class="res"></p>';
    tiles.appendChild(d);
  }
  w.tiles.forEach((t, i) => {
    const d = tiles.children[i];
    d.querySelector('.head').textContent = 'game ' + t.game + ': ' + t.black + ' (black) vs ' + t.white + ' (white), ' + t.rule;
    drawBoard(d.querySelector('svg'), {id: 'tile' + i, width: t.width, height: t.height, moves: t.moves});
    d.dataset.moves = t.moves.length;
    const clock = s => {
      const k = s === 'black' ? 0 : 1;
      const think = t.thinking && t.toMove === s ? ' thinking ' + fmtMs(Math.max(0, Date.now() - t.thinkingSince)) : '';
      const left = t.timeLeft[k] >= 0 ? ', ' + fmtMs(t.timeLeft[k]) + ' left' : '';
      return s + ': last ' + fmtMs(t.lastMs[k]) + left + think;
    };
    const c = d.querySelector('.clocks');
    c.textContent = clock('black') + ' | ' + clock('white');
    c.className = 'clocks' + (t.thinking ? ' thinking' : '');
    d.querySelector('.said').textContent = t.said;
    d.querySelector('.res').textContent = t.result;
  });
  const ol = $('w-results');
  ol.textContent = '';
  w.results.forEach(r => { const li = document.createElement('li'); li.textContent = r; ol.appendChild(li); });
}

function render() {
  if (!state) return;
  $('tab-watch').hidden = !state.watch;
  if (!tab) show(state.watch ? 'watch' : 'play');
  if (tab === 'play') renderPlay(state.play);
  if (tab === 'replay') renderReplay(state.replay);
  if (tab === 'watch' && state.watch) renderWatch(state.watch);
}

function show(t) {
  tab = t;
  for (const s of ['play', 'watch', 'replay']) {
    $(s).hidden = s !== t;
    $('tab-' + s).classList.toggle('on', s === t);
  }
  render();
}

function accept(json) { state = JSON.parse(json); render(); }

// A browser gives a host only six connections and each stream holds one: a hidden tab lets its stream
// go, so that any number of tabs can be open; shown again, it reconnects and gets the whole state.
let events = null;

function connect() {
  if (events) return;
  events = new EventSource('/api/events');
  events.onopen = () => { $('conn').textContent = 'live'; };
  events.onmessage = e => accept(e.data);
  events.onerror = () => { $('conn').textContent = 'reconnecting…'; };
}

function pause() {
  if (!events) return;
  events.close();
  events = null;
  $('conn').textContent = 'paused while hidden';
}

document.addEventListener('visibilitychange', () => { if (document.hidden) pause(); else connect(); });

document.querySelectorAll('nav button').forEach(b => { b.onclick = () => show(b.dataset.tab); });
['opt-numbers', 'opt-threats', 'opt-coords'].forEach(id => { $(id).onchange = render; });
$('new-game').onsubmit = e => {
  e.preventDefault();
  const f = new FormData($('new-game'));
  const cmd = (f.get('command') || '').trim();
  f.set('brain', cmd || f.get('brain'));
  f.delete('command');
  $('command').value = '';
  post('/api/new', f);
};
$('undo').onclick = () => post('/api/undo');
$('hint').onclick = () => post('/api/hint');
$('prove').onclick = () => post('/api/prove');
$('proof-prev').onclick = () => { proofStep = Math.max(0, proofStep - 1); render(); };
$('proof-next').onclick = () => { proofStep++; render(); };
$('proof-play').onclick = () => {
  const [x, y] = state.play.proof.line[0];
  post('/api/move', {x, y});
};
$('pv-prev').onclick = () => { pvView.step--; render(); };
$('pv-next').onclick = () => { pvView.step++; render(); };
$('pv-close').onclick = () => { pvView = null; render(); };
$('setup').onclick = () => {
  const p = state.play, [w, h] = setupSize();
  // the game's stones, when the editor's size is the game's
  const stones = w === p.width && h === p.height ? p.moves.map(([x, y], i) => [x + ',' + y, ((i % 2 === 0) !== p.flip) ? 'b' : 'w']) : [];
  openSetup(stones, p.over ? 'black' : p.toMove);
};
$('pos-clear').onclick = () => { setup.clear(); render(); };
$('pos-cancel').onclick = () => { setup = null; render(); };
$('to-move').onchange = render;
$('pos-read').onclick = async () => {
  const [width, height] = setupSize();
  const r = await fetch('/api/position', {method: 'POST', body: new URLSearchParams({text: $('pos-text').value, width, height})});
  if (!r.ok) { refused.notice = await r.text(); render(); return; }
  const pos = await r.json(), stones = [];
  for (let i = 0; i < Math.max(pos.black.length, pos.white.length); i++) {
    if (i < pos.black.length) stones.push([pos.black[i].join(','), 'b']);
    if (i < pos.white.length) stones.push([pos.white[i].join(','), 'w']);
  }
  openSetup(stones, pos.toMove);
};
$('pos-play').onclick = async () => {
  const f = new FormData($('new-game'));
  const cmd = (f.get('command') || '').trim();
  f.set('brain', cmd || f.get('brain'));
  f.delete('command');
  const {black, white} = setupLists();
  f.set('black', black.join(' '));
  f.set('white', white.join(' '));
  f.set('toMove', $('to-move').value);
  f.delete('opening');
  if (await post('/api/new', f)) { setup = null; render(); }
};
$('r-setup').onclick = () => {
  const r = state.replay;
  if (!r.moves) return;
  $('width').value = r.width; $('height').value = r.height;
  show('play');
  openSetup(r.moves.slice(0, replayStep).map(([x, y], i) => [x + ',' + y, i % 2 === 0 ? 'b' : 'w']), replayStep % 2 === 0 ? 'black' : 'white');
};
['black', 'white', 'add'].forEach(c => { $('sw-' + c).onclick = () => post('/api/swap2', {choice: c}); });
$('resign').onclick = () => post('/api/resign');
$('upload').onchange = async () => {
  const file = $('upload').files[0];
  if (!file) return;
  await post('/api/replay?name=' + encodeURIComponent(file.name), await file.text(), 'r-notice');
  $('upload').value = '';
};
const step = d => () => { replayStep += d; render(); };
$('r-first').onclick = step(-1e9); $('r-prev').onclick = step(-1); $('r-next').onclick = step(1); $('r-last').onclick = step(1e9);
$('r-slider').oninput = () => { replayStep = Number($('r-slider').value); render(); };
// arrows step through the replay, or through a finished game on the play tab; Home and End go to its ends
document.addEventListener('keydown', e => {
  if (e.target.tagName === 'INPUT' || e.target.tagName === 'SELECT') return;
  const d = {ArrowLeft: -1, ArrowRight: 1, Home: -1e9, End: 1e9}[e.key];
  if (d === undefined) return;
  if (tab === 'replay') { e.preventDefault(); step(d)(); }
  if (tab === 'play' && state && state.play.over && !setup) {
    e.preventDefault();
    const n = state.play.moves.length;
    playStep = Math.max(0, Math.min(n, (playStep === null ? n : playStep) + d));
    render();
  }
});
setInterval(() => { if (state && ((state.watch && tab === 'watch') || (tab === 'play' && (state.play.thinking || state.play.running)))) render(); }, 500);
// display options from the address, e.g. /#numbers,threats,xy
for (const o of location.hash.slice(1).split(',')) {
  if (o === 'numbers' || o === 'threats') $('opt-' + o).checked = true;
  if (o === 'xy') $('opt-coords').value = 'xy';
}
// the openings by name: the 26 standard renju ones and the SDK's balanced Swap2 ones (their stones on
// 15x15); a game starts from one, or a Swap2 opening with its three stones
fetch('/api/openings').then(r => r.json()).then(list => {
  const groups = {renju: 'Renju openings', swap2: 'Swap2 openings (balanced, 3 stones)'};
  for (const kind in groups) {
    const g = document.createElement('optgroup');
    g.label = groups[kind];
    list.filter(o => o[2] === kind).forEach(([id, name]) => {
      const o = document.createElement('option');
      o.value = id;
      o.textContent = (kind === 'renju' ? 'renju ' : 'swap2 ') + id + ' ' + name;
      g.appendChild(o);
    });
    $('opening').appendChild(g);
  }
});
fetch('/api/state').then(r => r.text()).then(accept);
if (!document.hidden) connect();
