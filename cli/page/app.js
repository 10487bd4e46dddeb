// The page of gridsat serve. It asks the server what it offers (GET /api/commands), makes a
// button for each command, draws the puzzle as it is typed (POST /api/convert?to=svg) and shows
// what a command answers: the verdict in words, the picture, the cells where two solutions
// differ, what analyze found, a hint and what it rests on, a rating, the clues that contradict
// each other in a puzzle without a solution, or the certificate as a download. Every request can be cancelled;
// the server stops the work of a request whose connection closes.
'use strict';

(() => {
  const $ = (id) => document.getElementById(id);
  const area = $('puzzle');
  let info = null;         // GET /api/commands
  let running = null;      // the command under way: {controller, timer}
  let drawing = null;      // the AbortController of the picture being asked for
  let drawTimer = 0;
  let fileBytes = null;    // a dropped file's bytes when they are not UTF-8 text
  let fileName = '';       // the file the text came from, for messages, until it is edited
  let lastCommand = 'unique';

  const verdicts = {
    unique: 'exactly one solution',
    solved: 'solved',
    multiple: 'more than one solution',
    unsat: 'no solution',
    unknown: 'unknown',
    hint: 'a cell follows',
    contradiction: 'the filled cells contradict the clues',
    open: 'no empty cell follows: more than one solution',
  };
  const levels = {
    propagation: 'the rules applied to what is known',
    trial: 'one level of trial',
    'deep-trial': 'a trial inside a trial',
    search: 'found by search',
  };
  const stops = {
    timeout: 'the time limit',
    conflicts: 'the conflict limit',
    memory: 'out of memory',
    interrupt: 'cancelled',
    solver: 'the solver gave up',
  };

  function body() {
    return fileBytes !== null ? fileBytes : area.value;
  }

  function params(extra) {
    const p = new URLSearchParams(extra);
    if ($('from').value) p.set('from', $('from').value);
    if ($('type').value) p.set('type', $('type').value);
    if (fileName) p.set('name', fileName);
    return p;
  }

  function post(command, query, signal) {
    return fetch('/api/' + command + '?' + query.toString(), {
      method: 'POST',
      body: body(),
      signal,
      headers: {'Content-Type': fileBytes !== null ? 'application/octet-stream' : 'text/plain; charset=utf-8'},
    });
  }

  async function errorOf(response) {
    const text = await response.text();
    try {
      return JSON.parse(text).error || text;
    } catch (e) {
      return text || response.status + ' ' + response.statusText;
    }
  }

  function showError(message) {
    $('error').textContent = message;
    $('error').hidden = !message;
  }

  function setStatus(status, text) {
    const s = $('status');
    s.className = status;
    s.dataset.status = status;
    s.textContent = text;
  }

  function showPicture(svgText) {
    const doc = new DOMParser().parseFromString(svgText, 'image/svg+xml');
    const svg = doc.documentElement;
    if (!svg || svg.nodeName !== 'svg') return;  // not a picture: leave the last one
    svg.setAttribute('role', 'img');
    $('picture').replaceChildren(document.importNode(svg, true));
  }

  // A place as gridsat names it: r2c3 for a cell, h[0][1] for an edge of a loop.
  function place(p) {
    return typeof p[0] === 'string' ? `${p[0]}[${p[1]}][${p[2]}]` : `r${p[0]}c${p[1]}`;
  }
  function placeValue(p) {
    const value = p[p.length - 1];
    return place(p.slice(0, -1)) + '=' + (value === null ? '-' : value);
  }

  function detailsList(rows) {
    const dl = document.createElement('dl');
    for (const [term, value, id] of rows) {
      const dt = document.createElement('dt');
      dt.textContent = term;
      const dd = document.createElement('dd');
      dd.textContent = value;
      if (id) dd.id = id;
      dl.append(dt, dd);
    }
    return dl;
  }

  function statsText(stats) {
    if (!stats) return '';
    const parts = [];
    if (stats.vars) parts.push(`${stats.vars} variables, ${stats.clauses} clauses`);
    parts.push(`encode ${stats.encode_ms.toFixed(1)} ms`, `solve ${stats.solve_ms.toFixed(1)} ms`,
               `${stats.conflicts} conflicts`);
    if (stats.nodes) parts.push(`${stats.nodes} nodes`);
    return parts.join(', ');
  }

  function redundantText(r) {
    if (r.given) return 'given ' + place(r.given);
    if (r.mark) return r.mark;
    return `${r.clue} clue ${r.index}`;
  }

  function show(command, j) {
    if (j.svg) showPicture(j.svg);
    let text = verdicts[j.status] || j.status;
    if (j.status === 'unknown' && j.stopped) text += ': stopped by ' + (stops[j.stopped] || j.stopped);
    if (command === 'count' && 'count' in j)
      text = (j.complete ? '' : 'at least ') + j.count + (j.count === 1 ? ' solution' : ' solutions');
    if (command === 'certify') {
      if (j.stopped && j.status !== 'unknown')
        text += ', but the certificate was cut short by ' + (stops[j.stopped] || j.stopped);
      else if (j.status === 'multiple')
        text += ': no certificate (a certificate proves one solution or none)';
    }
    if (command === 'hint' && j.status === 'hint')
      text = `${placeValue(j.cell.concat([j.value]))} follows by ${j.level}`;
    if (command === 'rate' && j.status === 'unique') text = `score ${j.score.toFixed(2)}: ${j.grade}`;
    setStatus(j.status, text);
    const rows = [];
    if (j.differ) rows.push(['differ', j.differ.map(place).join(' '), 'differ']);
    // A list as "3: a b c", or "0".
    const listed = (items, text, join) =>
      items.length ? `${items.length}: ` + items.map(text).join(join || ' ') : '0';
    if (j.forced) rows.push(['forced', listed(j.forced, placeValue)]);
    if (j.undecided) rows.push(['undecided', listed(j.undecided, place)]);
    if (j.suggest) rows.push(['suggested givens', listed(j.suggest, placeValue)]);
    if (j.redundant) rows.push(['redundant', listed(j.redundant, redundantText, '; ')]);
    if ('propagation_only' in j) rows.push(['propagation only', j.propagation_only ? 'yes' : 'no']);
    if ('decisions' in j) rows.push(['decisions', j.decisions >= 0 ? j.decisions : 'not measured']);
    if (command === 'analyze' && 'conflicts' in j) rows.push(['conflicts', j.conflicts]);
    if (j.level) rows.push(['reasoning', levels[j.level] || j.level]);
    if (j.because) rows.push(['because', listed(j.because, (b) => b.text, '; ')]);
    if (j.wrong) rows.push(['wrong', listed(j.wrong, placeValue)]);
    if (j.conflict) rows.push(['conflict', listed(j.conflict, placeValue)]);
    if (j.contradiction)
      rows.push(['contradiction', listed(j.contradiction, (c) => c.text, '; ')]);
    if (command === 'rate' && 'score' in j) {
      rows.push(['hardest step', levels[j.hardest] || j.hardest]);
      rows.push(['by propagation', `${j.by_propagation} of ${j.cells} cells`]);
      rows.push(['trials', `${j.trial_steps} steps, ${j.trial_removals} values removed, longest chain ${j.trial_depth}`]);
      rows.push(['deep trials', `${j.deep_rounds} rounds, ${j.deep_removals} values removed`]);
      rows.push(['search', `${j.search_cells} cells, ${j.search_conflicts} conflicts`]);
    }
    if (j.stats) rows.push(['solver', statsText(j.stats)]);
    const details = $('details');
    details.replaceChildren(detailsList(rows));
    // A command this page has no words for (a newer one): its JSON as it came.
    if (!['solve', 'unique', 'count', 'analyze', 'certify', 'hint', 'rate'].includes(command)) {
      const pre = document.createElement('pre');
      const shown = Object.assign({}, j);
      delete shown.svg;
      pre.textContent = JSON.stringify(shown, null, 1);
      details.append(pre);
    }
  }

  function download(blob, name) {
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60000);
  }

  // Ends a run's progress; false when another run has taken its place.
  function finish(job) {
    clearInterval(job.timer);
    if (running !== job) return false;
    $('progress').hidden = true;
    running = null;
    return true;
  }

  function cancel() {
    if (!running) return;
    running.controller.abort();  // closes the connection: the server stops the work
  }

  function limitSeconds() {
    const asked = Number($('timeout').value);
    const most = info ? info.limits.timeout : 0;
    if (asked > 0 && (most <= 0 || asked < most)) return asked;
    return most;
  }

  async function run(command) {
    cancel();
    if (drawing) drawing.abort();
    clearTimeout(drawTimer);
    lastCommand = command;
    const job = {controller: new AbortController(), timer: 0};
    running = job;
    const started = performance.now();
    const limit = limitSeconds();
    const bar = $('bar');
    if (limit > 0) {
      bar.max = limit;
      bar.value = 0;
    } else {
      bar.removeAttribute('value');
    }
    $('elapsed').textContent = '';
    $('progress').hidden = false;
    job.timer = setInterval(() => {
      const s = (performance.now() - started) / 1000;
      $('elapsed').textContent = s.toFixed(1) + ' s' + (limit > 0 ? ` of at most ${limit} s` : '');
      if (limit > 0) bar.value = Math.min(s, limit);
    }, 100);
    setStatus('running', command + '…');
    showError('');
    $('details').replaceChildren();
    const query = params({svg: '1'});
    if ($('timeout').value) query.set('timeout', $('timeout').value);
    // A puzzle without a solution is explained: the clues that cannot hold together.
    if (command === 'solve' || command === 'unique') query.set('explain', '1');
    if (command === 'hint' && $('state').value.trim()) query.set('state', $('state').value);
    try {
      const response = await post(command, query, job.controller.signal);
      const type = response.headers.get('Content-Type') || '';
      if (!response.ok) {
        const message = await errorOf(response);
        if (!finish(job)) return;
        setStatus('error', `error (${response.status})`);
        showError(message);
      } else if (type.startsWith('application/x-tar')) {
        const blob = await response.blob();
        if (!finish(job)) return;
        download(blob, 'certificate.tar');
        const none = response.headers.get('X-Gridsat-Verdict') === 'unsat';
        setStatus(none ? 'unsat' : 'unique',
                  (none ? 'no solution' : 'exactly one solution') + ': certificate.tar downloaded');
        $('details').replaceChildren(detailsList([
          ['check it', 'tar -xf certificate.tar && gridsat verify certificate'],
        ]));
      } else {
        const j = await response.json();
        if (!finish(job)) return;
        show(command, j);
      }
    } catch (e) {
      if (!finish(job)) return;
      if (e.name === 'AbortError') {
        setStatus('cancelled', 'cancelled');
      } else {
        setStatus('error', 'error');
        showError('the server did not answer: ' + e.message);
      }
    }
  }

  async function draw() {
    if (drawing) drawing.abort();
    const text = body();
    if (typeof text === 'string' && !text.trim()) {
      $('picture').replaceChildren();
      showError('');
      return;
    }
    const controller = new AbortController();
    drawing = controller;
    try {
      const response = await post('convert', params({to: 'svg'}), controller.signal);
      if (drawing !== controller) return;
      if (response.ok) {
        showPicture(await response.text());
        showError('');
      } else {
        const message = await errorOf(response);
        if (drawing !== controller) return;
        $('picture').replaceChildren();
        showError(message);
      }
    } catch (e) {
      if (e.name !== 'AbortError') showError('the server did not answer: ' + e.message);
    } finally {
      if (drawing === controller) drawing = null;
    }
  }

  function scheduleDraw() {
    clearTimeout(drawTimer);
    drawTimer = setTimeout(draw, 350);
  }

  async function loadFile(file) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (info && bytes.length > info.limits.max_body) {
      showError(`${file.name} is ${bytes.length} bytes; the server takes at most ${info.limits.max_body}`);
      return;
    }
    fileName = file.name;
    const note = $('file-note');
    note.hidden = false;
    try {
      area.value = new TextDecoder('utf-8', {fatal: true}).decode(bytes);
      fileBytes = null;
      note.textContent = 'from ' + file.name;
    } catch (e) {
      area.value = '';
      fileBytes = bytes;
      note.textContent = `${file.name}: ${bytes.length} bytes that are not UTF-8 text, sent as they are`;
    }
    draw();
  }

  function fill(select, names) {
    for (const name of names) {
      const option = document.createElement('option');
      option.value = option.textContent = name;
      select.append(option);
    }
  }

  async function start() {
    try {
      const response = await fetch('/api/commands');
      info = await response.json();
    } catch (e) {
      showError('the server did not answer: ' + e.message);
      return;
    }
    $('version').textContent = 'gridsat ' + info.gridsat;
    fill($('from'), info.formats);
    fill($('type'), info.types);
    if (info.limits.timeout > 0) $('timeout').placeholder = String(info.limits.timeout);
    const bar = $('commands');
    for (const command of info.commands) {
      if (!command.button) continue;
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = command.name;
      button.title = command.summary;
      button.dataset.command = command.name;
      if (command.name !== 'unique') button.className = 'secondary';
      button.addEventListener('click', () => run(command.name));
      bar.append(button);
    }
    document.body.dataset.ready = '1';
  }

  area.addEventListener('input', () => {
    fileBytes = null;
    fileName = '';
    $('file-note').hidden = true;
    scheduleDraw();
  });
  $('from').addEventListener('change', draw);
  $('type').addEventListener('change', draw);
  $('open').addEventListener('click', () => $('file').click());
  $('file').addEventListener('change', () => {
    const file = $('file').files[0];
    $('file').value = '';  // the same file chosen again is read again
    if (file) loadFile(file);
  });
  $('cancel').addEventListener('click', cancel);
  // A file dropped anywhere is read, not opened by the browser in place of the page.
  document.addEventListener('dragover', (e) => {
    e.preventDefault();
    area.classList.add('dragging');
  });
  document.addEventListener('dragleave', () => area.classList.remove('dragging'));
  document.addEventListener('drop', (e) => {
    e.preventDefault();
    area.classList.remove('dragging');
    if (e.dataTransfer.files[0]) loadFile(e.dataTransfer.files[0]);
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') cancel();
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      run(lastCommand);
    }
  });
  start();
})();
