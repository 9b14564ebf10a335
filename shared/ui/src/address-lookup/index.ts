/**
 * `@portal/ui/address-lookup`: an address input with suggestions from the server's address lookup. A subpath of
 * its own so that the login page does not load it with the rest of @portal/ui.
 */
export { AddressLookupInput, type AddressLookupInputProps, type SuggestedAddress } from './address-lookup-input';
