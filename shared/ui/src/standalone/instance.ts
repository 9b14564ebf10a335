import { useCallback, useEffect, useState } from 'react';

/** The parts of the instance config a standalone area applies: its feature flags and service categories. */
export interface StandaloneInstance {
  brandName?: string;
  features?: Record<string, boolean>;
  enabledServiceCategories?: string[];
}

export type InstanceState =
  | { status: 'loading' }
  | { status: 'ready'; instance: StandaloneInstance }
  | { status: 'unreachable'; detail: string };

/** How long the dev server's proxy may take to answer before the portal's API counts as not answering. */
export const INSTANCE_TIMEOUT_MS = 5000;

/** The instance config the dev server proxies from the portal (PORTAL_API_URL), within a time limit. */
export async function fetchStandaloneInstance(timeoutMs = INSTANCE_TIMEOUT_MS): Promise<StandaloneInstance> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch('/instance-config.json', { cache: 'no-cache', signal: controller.signal });
    if (!response.ok) throw new Error(`it answered HTTP ${response.status}`);
    return (await response.json()) as StandaloneInstance;
  } catch (error) {
    if (controller.signal.aborted) throw new Error(`no answer within ${timeoutMs / 1000} s`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Loads the instance config once, and again on `retry`. */
export function useStandaloneInstance(timeoutMs = INSTANCE_TIMEOUT_MS) {
  const [state, setState] = useState<InstanceState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    fetchStandaloneInstance(timeoutMs).then(
      (instance) => current && setState({ status: 'ready', instance }),
      (error: unknown) => current && setState({ status: 'unreachable', detail: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [attempt, timeoutMs]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
