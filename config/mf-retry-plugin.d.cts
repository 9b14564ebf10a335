/** The host's runtime plugin: time limits and retries of an area's manifest and entry (see mf-retry-plugin.cjs). */
declare function retryPlugin(): { name: string; [hook: string]: unknown };
declare namespace retryPlugin {
  /** Sets the time limit of each manifest and entry fetch. */
  function configureRemoteLoading(options: { timeoutMs: number }): void;
  const DEFAULT_TIMEOUT_MS: number;
}
export = retryPlugin;
