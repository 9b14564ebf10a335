import { MAIL_LOCAL_PART, MAIL_LOCAL_PART_MESSAGE, MAILBOX_LIMITS } from '@portal/contract/catalogue';
import { badInput } from '../../../http/action-failure';
import type { ServiceRow } from '../../services/service-records';

/** The domain a mail service runs on (its attributes; the seed and the order set it). */
export const domainOf = (service: ServiceRow) => service.attributes.domain ?? `${service.serviceTag.toLowerCase()}.example.co.za`;

/**
 * The local part of an address at the service's own domain: another domain, or a local part with other characters,
 * is refused (400 naming `field`) with words saying what to do.
 */
export function localPartAt(address: string, domain: string, field = 'address') {
  const at = address.lastIndexOf('@');
  const localPart = address.slice(0, at);
  const addressDomain = address.slice(at + 1);
  if (addressDomain !== domain.toLowerCase()) {
    throw badInput(`${field}: ${address} is not at your domain: addresses of this service end in @${domain}.`, field);
  }
  if (localPart.length > MAILBOX_LIMITS.localPart) throw badInput(`${field}: The part before @ may be at most ${MAILBOX_LIMITS.localPart} characters.`, field);
  if (!MAIL_LOCAL_PART.test(localPart)) throw badInput(`${field}: ${MAIL_LOCAL_PART_MESSAGE}`, field);
  return localPart;
}

/** '10 GB', '512 MB', '1.5 GB'. */
export function sizeText(mb: number) {
  if (mb >= 1024) return `${(Math.round((mb / 1024) * 10) / 10).toFixed(1).replace(/\.0$/, '')} GB`;
  return `${Math.round(mb)} MB`;
}
