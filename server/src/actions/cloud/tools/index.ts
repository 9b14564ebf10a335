import type { AnyAction, AnyDownload } from '../../define-action';
import { downloadTarReport } from './tar-reports';
import { getFirewallMetrics, getIrisMetrics, getNetworkMetrics, getTarReports, getVoiceMetrics } from './tool-actions';

/** Every action of the service tools (spec §2 Service tools: metrics dashboards of an account). */
export const TOOL_ACTIONS: AnyAction[] = [getNetworkMetrics, getFirewallMetrics, getIrisMetrics, getVoiceMetrics, getTarReports];

/** The tools' downloads (the monthly traffic and availability reports as PDF). */
export const TOOL_DOWNLOADS: AnyDownload[] = [downloadTarReport];
