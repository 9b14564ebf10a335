import type { ResolvedTheme } from '../theme';

/** Design tokens as CSS custom properties; a dark variant follows prefers-color-scheme. */
export const tokensCss = (theme: ResolvedTheme) => `
:root {
  --portal-primary: ${theme.primary};
  --portal-on-primary: ${theme.onPrimary};
  --portal-link: ${theme.link};
  --portal-accent: ${theme.link};
  --portal-background: #f6f4f6;
  --portal-surface: #ffffff;
  --portal-text: #1d1d1f;
  --portal-muted: #565660;
  --portal-border: #dcd8de;
  --portal-control-border: #79737e;
  --portal-hover: rgba(66, 10, 56, 0.06);
  --portal-focus: #1a73e8;
  --portal-danger: #b3261e;
  --portal-danger-bg: #fdeceb;
  --portal-danger-fill: #b3261e;
  --portal-on-danger: #ffffff;
  --portal-success: #1e6b35;
  --portal-success-bg: #e7f4eb;
  --portal-warning: #7a4d00;
  --portal-warning-bg: #fff3dc;
  --portal-info: #0b57d0;
  --portal-info-bg: #e9f0fd;
  --portal-backdrop: rgba(20, 14, 22, 0.55);
  --portal-radius: 10px;
  --portal-radius-lg: 14px;
  --portal-shadow: 0 1px 2px rgba(0, 0, 0, 0.06), 0 1px 3px rgba(0, 0, 0, 0.08);
  color-scheme: light;
}
@supports (color: color-mix(in srgb, red 50%, blue)) {
  :root { --portal-hover: color-mix(in srgb, var(--portal-primary) 7%, transparent); }
}
@media (prefers-color-scheme: dark) {
  :root {
    --portal-link: #c9a6c2;
    --portal-accent: #c9a6c2;
    --portal-background: #161417;
    --portal-surface: #221f24;
    --portal-text: #f1eef2;
    --portal-muted: #bdb7c1;
    --portal-border: #3d3840;
    --portal-control-border: #8b8490;
    --portal-hover: rgba(255, 255, 255, 0.07);
    --portal-focus: #8ab4f8;
    --portal-danger: #f2b8b5;
    --portal-danger-bg: #3b1a19;
    --portal-danger-fill: #f2b8b5;
    --portal-on-danger: #601410;
    --portal-success: #8fd6a3;
    --portal-success-bg: #16301f;
    --portal-warning: #f5c77e;
    --portal-warning-bg: #3a2c12;
    --portal-info: #a8c7fa;
    --portal-info-bg: #1b2a44;
    --portal-backdrop: rgba(0, 0, 0, 0.7);
    --portal-shadow: 0 1px 3px rgba(0, 0, 0, 0.5);
    color-scheme: dark;
  }
  @supports (color: color-mix(in srgb, red 50%, blue)) {
    :root {
      --portal-link: color-mix(in srgb, var(--portal-primary) 40%, #ffffff);
      --portal-accent: color-mix(in srgb, var(--portal-primary) 40%, #ffffff);
    }
  }
}
`;
