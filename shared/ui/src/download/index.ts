/** @portal/ui/download: file downloads with progress. A subpath of its own so that the login page does not load it. */
export { DownloadButton, type DownloadButtonProps } from './download-button';
export { saveFile } from './save-file';
