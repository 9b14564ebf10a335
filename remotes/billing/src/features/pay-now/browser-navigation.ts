import type { FrameCapture } from '@portal/contract/catalogue';

/** Leaves the portal for the payment gateway's page (a full page load, not a route change). */
export function goToExternalPage(url: string) {
  window.location.assign(url);
}

/** Posts a gateway form (spec §3 Frame capture response) from the top window, e.g. to start PayHost. */
export function postFormTopLevel({ redirectUrl, pairList }: FrameCapture) {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = redirectUrl;
  form.target = '_self';
  form.hidden = true;
  for (const { key, value } of pairList) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = key;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
