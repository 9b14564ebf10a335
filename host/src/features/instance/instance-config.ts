import type { InstanceConfig as ConfiguredInstance } from '@portal/config';
import type { Capabilities } from '@portal/contract';
import { atom, useAtomValue } from 'jotai';

/** The instance config as the server serves it: the configured file, and which capabilities have an adapter. */
export type InstanceConfig = ConfiguredInstance & { capabilities?: Capabilities };

/** The provider's name for a sentence: its trading name, else its legal name (not the portal's brand name). */
export const providerName = (config: Pick<InstanceConfig, 'provider'>): string => config.provider.tradingName ?? config.provider.legalName;

/** The instance config is data served beside the portal, read once at start (ARCHITECTURE: remote URLs are data). */
export async function fetchInstanceConfig(): Promise<InstanceConfig> {
  const response = await fetch('/instance-config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The portal configuration could not be loaded (HTTP ${response.status}).`);
  return (await response.json()) as InstanceConfig;
}

/** The id of the script element in which the server sends the instance config with a prerendered page. */
export const EMBEDDED_CONFIG_ID = 'portal-instance-config';

/** The instance config the server sent inside the page (the prerendered login page), else null. */
export function embeddedInstanceConfig(): InstanceConfig | null {
  const text = document.getElementById(EMBEDDED_CONFIG_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as InstanceConfig;
  } catch {
    return null;
  }
}

export const instanceConfigAtom = atom<InstanceConfig | null>(null);

export function useInstanceConfig(): InstanceConfig {
  const config = useAtomValue(instanceConfigAtom);
  if (!config) throw new Error('The instance config is read before the app renders.');
  return config;
}
