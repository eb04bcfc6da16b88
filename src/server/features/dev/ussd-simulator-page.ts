// The USSD simulator's page (GET /dev/ussd): a phone-shaped screen with a keypad that talks to the
// same menus as Africa's Talking does (POST /api/dev/ussd, which answers like /api/ussd/:secret),
// and beside it the SMS that phone received (the local outbox). Plain HTML, CSS and JavaScript,
// served from our own origin, so the strict Content-Security-Policy holds.

export const SIMULATOR_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>USSD simulator · Pamoja (development)</title>
    <link rel="stylesheet" href="/dev/ussd/simulator.css" />
    <script type="module" src="/dev/ussd/simulator.js"></script>
  </head>
  <body>
    <main>
      <header>
        <h1>USSD simulator</h1>
        <p>Development only: the menus a feature phone gets when it dials Pamoja, and the SMS it receives.</p>
      </header>
      <div class="layout">
        <section class="phone" aria-label="Phone">
          <label class="number">Phone number
            <input id="phone" inputmode="tel" autocomplete="off" value="0712 345 678" />
          </label>
          <div class="screen" role="log" aria-live="polite" aria-busy="false" aria-label="Phone screen">
            <pre id="display">Dial the code to start.</pre>
          </div>
          <form id="entry" class="entry">
            <label for="input" class="visually-hidden">Reply</label>
            <input id="input" inputmode="numeric" autocomplete="off" placeholder="*384*7726#" />
            <button type="submit" id="send">Send</button>
          </form>
          <div class="keypad" role="group" aria-label="Keypad">
            ${['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#']
              .map((key) => `<button type="button" class="key" data-key="${key}">${key}</button>`)
              .join('')}
          </div>
          <div class="calls">
            <button type="button" id="dial" class="call">Dial</button>
            <button type="button" id="hangup" class="hangup">Hang up</button>
          </div>
        </section>
        <section class="inbox" aria-labelledby="inbox-title">
          <h2 id="inbox-title">SMS to this phone</h2>
          <ol id="messages"></ol>
          <p id="no-messages">No SMS yet.</p>
        </section>
      </div>
    </main>
  </body>
</html>
`;

export const SIMULATOR_CSS = `
:root { font-family: system-ui, sans-serif; color: #0f172a; background: #f1f5f9; }
body { margin: 0; }
main { max-width: 960px; margin: 0 auto; padding: 24px 16px; }
h1 { margin: 0 0 4px; font-size: 1.5rem; }
header p { margin: 0 0 20px; color: #475569; }
.layout { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
.phone { width: 300px; background: #1e293b; border-radius: 36px; padding: 20px 18px 24px; box-shadow: 0 10px 30px #0003; }
.number { display: grid; gap: 4px; color: #cbd5e1; font-size: 0.8rem; margin-bottom: 12px; }
.number input { font-size: 1rem; padding: 6px 8px; border-radius: 8px; border: 0; }
.screen { background: #d9f0d3; border-radius: 10px; min-height: 210px; padding: 10px; border: 3px solid #0f172a; }
.screen pre { margin: 0; white-space: pre-wrap; word-break: break-word; font: 0.95rem/1.35 ui-monospace, monospace; color: #052e16; }
.entry { display: flex; gap: 8px; margin: 12px 0; }
.entry input { flex: 1; min-width: 0; font-size: 1.1rem; padding: 8px; border-radius: 8px; border: 0; }
.entry button, .call, .hangup { font-size: 1rem; font-weight: 600; border: 0; border-radius: 10px; padding: 10px 14px; cursor: pointer; }
.entry button { background: #0b6e4f; color: #fff; }
.keypad { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; }
.key { font-size: 1.25rem; padding: 10px 0; border-radius: 12px; border: 0; background: #334155; color: #fff; cursor: pointer; }
.key:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid #facc15; outline-offset: 2px; }
.calls { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; margin-top: 12px; }
.call { background: #16a34a; color: #fff; }
.hangup { background: #dc2626; color: #fff; }
.inbox { flex: 1; min-width: 260px; background: #fff; border-radius: 16px; padding: 16px 20px; box-shadow: 0 2px 8px #0001; }
.inbox h2 { margin: 0 0 12px; font-size: 1.1rem; }
.inbox ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
.inbox li { background: #f1f5f9; border-radius: 12px; padding: 10px 12px; }
.inbox time { display: block; color: #475569; font-size: 0.75rem; margin-bottom: 4px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
`;

export const SIMULATOR_JS = `
const display = document.getElementById('display');
const input = document.getElementById('input');
const phone = document.getElementById('phone');
const messages = document.getElementById('messages');
const noMessages = document.getElementById('no-messages');
let sessionId = null;
let inputs = [];

const screen = display.parentElement;
let busy = false;

function show(text) { display.textContent = text; }

/** Sends one step and shows the answer; the screen is aria-busy until it has arrived. */
async function ask(text) {
  busy = true;
  screen.setAttribute('aria-busy', 'true');
  try {
    await askNow(text);
  } finally {
    busy = false;
    screen.setAttribute('aria-busy', 'false');
  }
}

async function askNow(text) {
  const response = await fetch('/api/dev/ussd', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sessionId, phoneNumber: phone.value, text }),
  });
  if (!response.ok) {
    const body = await response.json().catch(() => ({}));
    sessionId = null;
    show('Connection problem or invalid MMI code.' + (body.message ? '\\n' + body.message : ''));
    return;
  }
  const answer = await response.text();
  if (answer.startsWith('END ')) {
    sessionId = null;
    show(answer.slice(4));
  } else {
    show(answer.replace(/^CON /, ''));
  }
  input.value = '';
  input.placeholder = sessionId ? 'Reply' : '*384*7726#';
  input.focus();
  void refreshMessages();
}

function dial() {
  sessionId = 'sim-' + crypto.randomUUID();
  inputs = [];
  show('USSD code running…');
  void ask('');
}

function send() {
  if (busy) return;
  const typed = input.value.trim();
  if (!sessionId) { dial(); return; }
  if (typed === '') return;
  inputs.push(typed);
  void ask(inputs.join('*'));
}

function hangUp() {
  sessionId = null;
  inputs = [];
  input.value = '';
  input.placeholder = '*384*7726#';
  show('Dial the code to start.');
}

async function refreshMessages() {
  const response = await fetch('/api/dev/outbox?phone=' + encodeURIComponent(phone.value));
  if (!response.ok) return;
  const list = await response.json();
  messages.replaceChildren(
    ...list.slice(0, 20).map((sms) => {
      const item = document.createElement('li');
      const time = document.createElement('time');
      time.dateTime = sms.createdAt;
      time.textContent = new Date(sms.createdAt).toLocaleString('en-KE', { timeZone: 'Africa/Nairobi' });
      const text = document.createElement('p');
      text.style.margin = '0';
      text.textContent = sms.message;
      item.append(time, text);
      return item;
    }),
  );
  noMessages.hidden = list.length > 0;
}

document.getElementById('entry').addEventListener('submit', (event) => { event.preventDefault(); send(); });
document.getElementById('dial').addEventListener('click', dial);
document.getElementById('hangup').addEventListener('click', hangUp);
for (const key of document.querySelectorAll('.key')) {
  key.addEventListener('click', () => { input.value += key.dataset.key; input.focus(); });
}
phone.addEventListener('change', () => { hangUp(); void refreshMessages(); });
setInterval(() => void refreshMessages(), 3000);
void refreshMessages();
`;
