/**
 * `@portal/ui/access`: the three element rules of spec §6 that every area uses. A subpath of its own so that the
 * login page, which needs none of them, does not load them with the rest of @portal/ui.
 * They decide what the UI shows; the server enforces role and modules for every action regardless.
 */
export { useTokenClaims } from './use-token-claims';
export { CanAccess, useCanAccess, type CanAccessProps } from './can-access';
export { Roles, useRoleAllowed, type RolesProps } from './roles';
export {
  configureFeatureCheck,
  featureCheckFromFlags,
  FeatureConfig,
  isFeatureEnabled,
  useFeatureCheck,
  useFeatureEnabled,
  type FeatureCheck,
  type FeatureConfigProps,
} from './feature-config';
export {
  configureInstanceOffer,
  useCapability,
  useEnabledServiceCategories,
  offeredCategories,
  useOfferedCategories,
  usePageOffered,
  useStoreUrl,
  type InstanceOffer,
} from './instance-offer';
export { OfferedLink, type OfferedLinkProps } from './offered-link';
export { StoreLink, type StoreLinkProps } from './store-link';
