// Put first in every page's entry. Zod compiles its object parsers with `new Function` wherever eval is allowed, and
// probes for that when it builds its first object schema; under the portal's CSP (no 'unsafe-eval') the probe is
// reported as a violation even though zod catches it. Zod reads its settings from this global, so pages parse in its
// plain mode from the start, whichever copy of zod an area brings.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
