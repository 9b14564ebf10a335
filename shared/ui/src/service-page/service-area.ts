/** The area a service page belongs to: where its way back leads and which service categories it shows. */
export interface ServiceArea {
  /** 'Communication' */
  label: string;
  /** '/services/communication' */
  path: string;
  /** The service categories whose services this area's pages show (a service of another is 'not found' here). */
  categories: readonly string[];
  /** 'Voice (VoIP)' for 'voip'. */
  typeLabel: (type: string) => string;
  /** The page of a service of this area: a tag of another type goes there, keeping what follows the tag. */
  pagePath: (service: { category: string; type: string; serviceTag: string }) => string;
}

/** A technical ticket about this service. */
export const logFaultPath = (serviceTag: string) =>
  `/tickets/support?${new URLSearchParams({ serviceTag, category: 'Technical' }).toString()}`;
