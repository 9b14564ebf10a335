const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** spec §9: the banner shows when the host contains dev, test, localhost, or is an IP address. */
export function isTestEnvironment(hostname: string) {
  const host = hostname.toLowerCase();
  return /dev|test|localhost/.test(host) || IPV4.test(host) || host.startsWith('[');
}
