/** The download action of a TAR report (spec §7 .../download/{ActionName}). */
export const TAR_DOWNLOAD = 'tools.DownloadTarReport';
