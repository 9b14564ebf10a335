/** Styles of the voice service pages (class prefix voice-), added when one first shows. */
const CSS = `
.voice-facts { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0 0 12px; }
.voice-facts dt { color: var(--portal-muted); }
.voice-facts dd { margin: 0; overflow-wrap: anywhere; }
.voice-rule { border: 1px solid var(--portal-border); border-radius: var(--portal-radius); padding: 12px; margin: 0 0 12px; min-width: 0; }
.voice-rule legend { font-weight: 600; padding: 0 4px; }
.voice-meter { width: 100%; height: 16px; accent-color: var(--portal-primary); }
.voice-bars { margin: 0; padding: 0; list-style: none; display: grid; gap: 4px; }
.voice-bars li { display: grid; grid-template-columns: 4.5rem 1fr 4.5rem; gap: 8px; align-items: center; }
.voice-bar { height: 12px; background: var(--portal-primary); border-radius: 3px; min-width: 2px; }
.voice-status--failed { color: var(--portal-danger, #b42318); font-weight: 600; }
`;

const ID = 'portal-voice-styles';

export function ensureVoiceStyles() {
  if (typeof document === 'undefined' || document.getElementById(ID)) return;
  const style = document.createElement('style');
  style.id = ID;
  style.textContent = CSS;
  document.head.appendChild(style);
}
