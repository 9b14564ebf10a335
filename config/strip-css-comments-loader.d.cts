declare function stripCssComments(source: string): string;
declare namespace stripCssComments {
  /** The stylesheet modules the loader runs on. */
  const CSS_SOURCE: RegExp;
}
export = stripCssComments;
