// Standalone QA only: the host never loads this file.
import { ensurePortalStyles } from '@portal/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import remote from './routes';
import { StandaloneApp, takeTokenFromAddress } from './standalone/standalone-app';

takeTokenFromAddress();
ensurePortalStyles();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneApp remote={remote} title="Cloud & Hosting" />
  </StrictMode>,
);
