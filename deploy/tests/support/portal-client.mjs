// The calls a person's browser makes, over HTTP: sign in with a PIN from the demo outbox, call actions, download a document.
const API = '/api/solid/isp-portal';
const AUTH_HEADER = 'x-portal-authorization';

export async function callAction(baseURL, name, input = {}, token) {
  const response = await fetch(`${baseURL}${API}/action/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { [AUTH_HEADER]: token } : {}) },
    body: JSON.stringify(input),
  });
  const envelope = await response.json();
  if (!envelope.success) throw new Error(`${name} answered ${response.status}: ${JSON.stringify(envelope.errors)}`);
  return envelope.result;
}

export async function download(baseURL, name, input, token) {
  const response = await fetch(`${baseURL}${API}/download/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [AUTH_HEADER]: token },
    body: JSON.stringify(input),
  });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

async function pinSentTo(baseURL, cellNumber, after) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const outbox = await (await fetch(`${baseURL}/api/dev/outbox`)).json();
    const mine = outbox.filter((m) => m.to === cellNumber && Date.parse(m.sentAt) >= after);
    const pin = /\b(\d{6})\b/.exec(mine.at(-1)?.text ?? '')?.[1];
    if (pin) return pin;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No PIN reached ${cellNumber} within 20 s`);
}

/** Signs in with a PIN from the demo outbox; returns the first matched account's access token. */
export async function signIn(baseURL, cellNumber) {
  const requested = Date.now() - 1000;
  await callAction(baseURL, 'login.otp.RequestOtp', { cellNumber });
  const pin = await pinSentTo(baseURL, cellNumber, requested);
  const { matchedAccounts } = await callAction(baseURL, 'login.otp.VerifyOtp', { cellNumber, pin });
  const { accessToken } = await callAction(baseURL, 'login.otp.SelectAccount', { userToken: matchedAccounts[0].userToken });
  return accessToken;
}
