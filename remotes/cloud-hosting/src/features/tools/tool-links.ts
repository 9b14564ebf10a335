import { paths, type ServiceTool } from '@portal/contract';
import type { LinkTab } from '@portal/ui';

/** The five service tools (spec §2 Service tools), each shown when the instance runs one of its service categories. */
export const TOOL_PAGES: readonly { tool: ServiceTool; label: string; title: string; categories: readonly string[]; about: string }[] = [
  { tool: 'network', label: 'Network', title: 'Network metrics', categories: ['connectivity'], about: 'Latency, packet loss and throughput of your lines.' },
  { tool: 'firewall-metrics', label: 'Firewall', title: 'Firewall metrics', categories: ['security'], about: 'Sessions and threats blocked by your managed firewalls.' },
  { tool: 'iris-metrics', label: 'Iris monitoring', title: 'Iris metrics', categories: ['cloud', 'vdc'], about: 'Uptime and incidents of your hosting, co-location and VDC hosts.' },
  { tool: 'voice-metrics', label: 'Voice', title: 'Voice metrics', categories: ['communication'], about: 'Calls, minutes and call quality of your VoIP services.' },
  { tool: 'tar-reports', label: 'TAR reports', title: 'TAR reports', categories: ['connectivity'], about: 'Monthly traffic and availability reports as PDF.' },
];

/** The tools the instance offers (null: not configured, so all). */
export const offeredTools = (enabled: readonly string[] | null) =>
  TOOL_PAGES.filter((page) => enabled === null || page.categories.some((c) => enabled.includes(c)));

export const toolTabs = (accountId: number, enabled: readonly string[] | null): LinkTab[] =>
  offeredTools(enabled).map((page) => ({ label: page.label, to: paths.serviceTool(accountId, page.tool) }));
