import { z } from 'zod';
import { idempotencyKey } from './billing';
import { changeResponse, communicationServiceTag, itemPending } from './communication';
import { HOSTNAME } from './communication-mail';
import { cellNumber, text } from './common';

/**
 * Actions of the Cloud & Hosting area's hosting: web hosting and personal web hosting (domains, disk and bandwidth,
 * SSL certificates, the FTP/SFTP user, daily backups and restores ordered through the cart) and co-location (rack,
 * power draw, the access list of visitors, remote-hands requests logged as Technical tickets). Every change answers a
 * change reference and stays pending until the provisioning side reports it done (see communication.ts).
 */

/** The service types of a web hosting page (one page for both). */
export const WEB_HOSTING_TYPES = ['web-hosting', 'personal-web-hosting'] as const;

/** The name of the add-on a restore from backup is ordered as (one per web hosting type). */
export const WEBSITE_RESTORE_PRODUCT = 'Website Restore from Backup';

/** How many days before expiry a certificate is flagged. */
export const SSL_WARNING_DAYS = 30;

/** Limits of the hosting forms; the server refuses beyond them with these messages. */
export const HOSTING_LIMITS = { visitorName: 80, idOrCompany: 60, remoteHandsDescription: 2000 } as const;

const serviceTag = communicationServiceTag;

/** YYYY-MM-DD. */
const isoDate = text(10).pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a backup date (YYYY-MM-DD).'));

/** 'shop.example.co.za': lower case, trimmed, a host name. */
export const hostingDomainName = text(253).pipe(
  z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Please enter a domain name.')
    .regex(HOSTNAME, 'Please enter a domain name like example.co.za: letters, digits, hyphens and dots.')
    .refine((d) => d.includes('.'), 'Please enter the whole domain name, like example.co.za.'),
);

/* ---------- Web hosting ---------- */

export const sslCertificate = z.object({
  issuer: z.string(),
  /** YYYY-MM-DD */
  expiresOn: z.string(),
  /** Days from today until it expires (negative: expired). */
  daysLeft: z.number(),
});
export type SslCertificate = z.infer<typeof sslCertificate>;

export const hostedDomain = z.object({
  name: z.string(),
  /** The plan's main domain: it cannot be removed. */
  primary: z.boolean(),
  /** null: none yet (it is issued when the domain is set up). */
  ssl: sslCertificate.nullable(),
  pending: itemPending,
});
export type HostedDomain = z.infer<typeof hostedDomain>;

export const ftpUser = z.object({
  username: z.string(),
  host: z.string(),
  /** 'SFTP' (port 22) or 'FTPS' (port 21). */
  protocol: z.string(),
  port: z.number(),
  /** YYYY-MM-DD of the last password change, if known. */
  passwordChangedOn: z.string().nullable(),
  pending: itemPending,
});
export type FtpUser = z.infer<typeof ftpUser>;

export const websiteBackup = z.object({ date: z.string(), sizeMb: z.number() });
export type WebsiteBackup = z.infer<typeof websiteBackup>;

export const restoreRequest = z.object({
  /** The order's reference (ORD-…). */
  reference: z.string(),
  /** The backup chosen (YYYY-MM-DD); null: ordered without choosing one here, we call to confirm. */
  backupDate: z.string().nullable(),
  orderDate: z.string(),
  /** requested: ordered; in-progress: being restored; done: restored; cancelled. */
  status: z.enum(['requested', 'in-progress', 'done', 'cancelled']),
});
export type RestoreRequest = z.infer<typeof restoreRequest>;


export const webHostingOverview = z.object({
  serviceTag: z.string(),
  type: z.enum(WEB_HOSTING_TYPES),
  /** What the plan allows: domains, disk (MB), bandwidth a month (MB). */
  limits: z.object({ domains: z.number(), diskMb: z.number(), bandwidthMb: z.number() }),
  /** Disk in use now, bandwidth used this month (MB). */
  used: z.object({ diskMb: z.number(), bandwidthMb: z.number() }),
  domains: z.array(hostedDomain),
  /** The last 30 days: disk in use at the end of each day, bandwidth used each day (MB). */
  usage: z.object({ days: z.array(z.string()), diskMb: z.array(z.number()), bandwidthMb: z.array(z.number()) }),
  ftpUser: ftpUser.nullable(),
  /** Daily backups, newest first (the last 14). */
  backups: z.array(websiteBackup),
  /** Restores ordered, newest first. */
  restores: z.array(restoreRequest),
  /** The add-on a restore is ordered as, with its price; null when the catalogue has none for this type. */
  restoreProduct: z.object({ productId: z.number(), price: z.number() }).nullable(),
});
export type WebHostingOverview = z.infer<typeof webHostingOverview>;

export const ftpPasswordReset = changeResponse.extend({ username: z.string(), password: z.string() });
export type FtpPasswordReset = z.infer<typeof ftpPasswordReset>;

/* ---------- Co-location ---------- */

export const colocationVisitor = z.object({
  name: z.string(),
  idOrCompany: z.string(),
  /** 0821234567 */
  cellNumber: z.string(),
  pending: itemPending,
});
export type ColocationVisitor = z.infer<typeof colocationVisitor>;

export const remoteHandsRequest = z.object({
  ticketNumber: z.string(),
  subject: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type RemoteHandsRequest = z.infer<typeof remoteHandsRequest>;

export const colocationOverview = z.object({
  serviceTag: z.string(),
  rack: z.object({ dataCentre: z.string(), hall: z.string(), rack: z.string(), units: z.string(), unitCount: z.number() }),
  /** Power over the last 30 days: the daily average and peak draw (A) against the allowance. */
  power: z.object({ allowanceAmps: z.number(), days: z.array(z.string()), averageAmps: z.array(z.number()), peakAmps: z.array(z.number()) }),
  visitors: z.array(colocationVisitor),
  /** Remote-hands tickets of this service, newest first. */
  remoteHands: z.array(remoteHandsRequest),
  /** Remote hands need Technical tickets: false when this portal does not take them. */
  remoteHandsAvailable: z.boolean(),
});
export type ColocationOverview = z.infer<typeof colocationOverview>;

const visitorName = text(200).pipe(
  z
    .string()
    .trim()
    .min(1, 'Please enter the visitor’s full name.')
    .max(HOSTING_LIMITS.visitorName, `Please keep the name to ${HOSTING_LIMITS.visitorName} characters.`)
    .regex(/^[^<>"\u0000-\u001f]*$/, 'The name may not contain <, > or quotes.'),
);

const idOrCompany = text(200).pipe(
  z
    .string()
    .trim()
    .min(1, 'Please enter the visitor’s ID number or company.')
    .max(HOSTING_LIMITS.idOrCompany, `Please keep the ID number or company to ${HOSTING_LIMITS.idOrCompany} characters.`)
    .regex(/^[^<>"\u0000-\u001f]*$/, 'The ID number or company may not contain <, > or quotes.'),
);

export const addVisitorInput = z.strictObject({ serviceTag, name: visitorName, idOrCompany, cellNumber });
export type AddVisitorInput = z.input<typeof addVisitorInput>;

export const REMOTE_HANDS_TASKS = ['Reboot a server', 'Check cables and lights', 'Swap a disk or part', 'Receive a delivery', 'Something else'] as const;

export const remoteHandsInput = z.strictObject({
  serviceTag,
  task: z.enum(REMOTE_HANDS_TASKS, { message: 'Please choose what the technician should do.' }),
  description: text(5000).pipe(
    z
      .string()
      .trim()
      .min(10, 'Please describe what to do in at least 10 characters.')
      .max(HOSTING_LIMITS.remoteHandsDescription, `Please keep the description to ${HOSTING_LIMITS.remoteHandsDescription} characters.`),
  ),
  idempotencyKey,
});
export type RemoteHandsInput = z.input<typeof remoteHandsInput>;

export const hostingActions = {
  /** A web hosting or personal web hosting service: domains and SSL, disk and bandwidth, FTP user, backups, restores. */
  'cloud.GetWebHosting': { input: z.strictObject({ serviceTag }), output: webHostingOverview },
  /** Adds a domain within the plan's limit; its SSL certificate is issued as it is set up. */
  'cloud.AddHostingDomain': { input: z.strictObject({ serviceTag, domain: hostingDomainName }), output: changeResponse },
  /** Removes a domain other than the plan's main one. */
  'cloud.RemoveHostingDomain': { input: z.strictObject({ serviceTag, domain: hostingDomainName }), output: changeResponse },
  /** Sensitive: answers a new FTP/SFTP password, once; the old one stops working. */
  'cloud.ResetFtpPassword': { input: z.strictObject({ serviceTag }), output: ftpPasswordReset },
  /**
   * The backup the next restore order of this service puts back (then the page orders 'Website Restore from Backup'
   * through the cart); the order lists it with its reference and status.
   */
  'cloud.ChooseRestoreBackup': { input: z.strictObject({ serviceTag, backupDate: isoDate }), output: z.object({ backupDate: z.string(), message: z.string() }) },
  /** A co-location service: rack and units, power draw, access list, remote-hands requests. */
  'cloud.GetColocation': { input: z.strictObject({ serviceTag }), output: colocationOverview },
  'cloud.AddColocationVisitor': { input: addVisitorInput, output: changeResponse },
  'cloud.RemoveColocationVisitor': { input: z.strictObject({ serviceTag, cellNumber }), output: changeResponse },
  /**
   * Logs a Technical ticket for a technician at the data centre (409 when the portal does not take them). A retry with
   * the same idempotency key answers the same ticket.
   */
  'cloud.RequestRemoteHands': { input: remoteHandsInput, output: z.object({ ticketNumber: z.string(), message: z.string() }) },
} as const;
