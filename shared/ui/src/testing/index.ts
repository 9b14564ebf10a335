/** `@portal/ui/testing`: test-only helpers for the areas' unit tests. Never imported by app code. */
export { mockActions, heldReply, inputsOf, type ActionReplies, type ActionReply } from './mock-actions';
export { checkFixture } from './fixture-fit';
export { renderWithProviders } from './render-with-providers';
export { eachReadOnceEmpty, readsOfDashboardCards } from './dashboard-card-reads';
export { namedReads, readsOfFirstRender, type NamedReads } from './first-reads';
