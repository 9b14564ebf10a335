/** The three engines the portal is proven in, and the widths each is driven at. */
export type EngineName = 'firefox' | 'webkit' | 'chromium';

/** A text to match: exactly (after collapsing white space), or by a regular expression. */
export type Text = string | RegExp;

/**
 * An element as a person finds it: by its label (a form control), or by CSS with an optional accessible name (its
 * aria-label or its text), optionally inside the first visible element matching `within`. Only visible elements
 * match unless `hidden` (a file input a label stands for).
 */
export interface Query {
  css?: string;
  name?: Text;
  label?: Text;
  within?: string;
  hidden?: boolean;
}

/** A page of one engine, driven as a person would: real clicks, keys and navigation through its driver. */
export interface EnginePage {
  readonly engine: EngineName;
  /** The window's width in CSS pixels, as the engine gave it (WebKit's window is at least 447 px wide). */
  readonly width: number;
  readonly origin: string;
  goto(path: string): Promise<void>;
  /** Runs `fn` (a function's source, given `arg`) in the page; waits for a promise it returns. */
  evaluate<T>(fn: string, arg?: unknown): Promise<T>;
  /** Waits until `fn` returns something truthy in the page, and returns it; fails naming `what` after `timeoutMs`. */
  waitFor<T>(what: string, fn: string, arg?: unknown, timeoutMs?: number): Promise<T>;
  click(query: Query): Promise<void>;
  /** Types into the control (emptied first) with real key presses. */
  fill(query: Query, text: string): Promise<void>;
  /** Chooses the option with this value, as a person's choice would (the select sees a change). */
  select(query: Query, value: string): Promise<void>;
  upload(query: Query, file: string): Promise<void>;
  /** One press of Tab on the keyboard. */
  pressTab(): Promise<void>;
  back(): Promise<void>;
  reload(): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** Takes the browser itself off the network where its driver can (then `navigator.onLine` is false): whether it did. */
  setBrowserOffline(offline: boolean): Promise<boolean>;
  /** What the page logged as errors since it opened, where the engine's driver reports them. */
  errors(): string[];
  /** What the page loaded and logged, where the driver reports it: written next to a failed journey's screenshot. */
  journal?(): string[];
  close(): Promise<void>;
}

const encodeText = (text: Text) => (typeof text === 'string' ? { text } : { regex: text.source, flags: text.flags });
/** A query as it crosses into the page (regular expressions as their source). */
export const encodeQuery = (query: Query) => ({
  ...query,
  name: query.name === undefined ? undefined : encodeText(query.name),
  label: query.label === undefined ? undefined : encodeText(query.label),
});

export const describeQuery = (query: Query) =>
  [query.within && `in ${query.within}`, query.css, query.label && `labelled ${query.label}`, query.name && `named ${query.name}`].filter(Boolean).join(' ');

/** Runs in the page: the first element the (encoded) query matches, or null. */
export const FIND_ELEMENT = `(q) => {
  const visible = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const textOf = (el) => (el.innerText ?? el.textContent ?? '').replace(/\\s+/g, ' ').trim();
  const nameOf = (el) => (el.getAttribute('aria-label') || textOf(el) || el.getAttribute('value') || '').replace(/\\s+/g, ' ').trim();
  const matches = (value, want) => (want.regex !== undefined ? new RegExp(want.regex, want.flags).test(value) : value === want.text);
  let scope = document;
  if (q.within) {
    scope = [...document.querySelectorAll(q.within)].find(visible);
    if (!scope) return null;
  }
  let found = [];
  if (q.label) {
    for (const label of scope.querySelectorAll('label')) if (label.control && matches(textOf(label), q.label)) found.push(label.control);
    for (const el of scope.querySelectorAll('[aria-label], [placeholder]'))
      if (matches(el.getAttribute('aria-label') ?? el.getAttribute('placeholder') ?? '', q.label)) found.push(el);
    if (q.css) found = found.filter((el) => el.matches(q.css));
  } else {
    found = [...scope.querySelectorAll(q.css ?? '*')];
  }
  if (q.name) found = found.filter((el) => matches(nameOf(el), q.name));
  return found.find((el) => q.hidden || visible(el)) ?? null;
}`;

/** Runs in the page: empties a control the way React notices (its own value setter, then an input event). */
export const EMPTY_CONTROL = `(el) => {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value').set;
  setter.call(el, '');
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.focus();
}`;

/** Runs in the page: chooses an option of a select as a person's choice would (React sees a change). */
export const SELECT_OPTION = `(el, value) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set;
  setter.call(el, value);
  el.dispatchEvent(new Event('change', { bubbles: true }));
  return el.value === value;
}`;

/** How long a wait for a state lasts before it fails: a hang, not a slow machine (the machine may be loaded). */
export const WAIT_MS = 30_000;
