import { isActionError } from '@portal/contract';
import type { AddressSuggestion } from '@portal/contract/catalogue';
import { actionQueryOptions } from '@portal/contract/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 250;

/** Answers after which this field stops asking: the lookup is off (404) or the address is rate limited (429). */
const STOP_ASKING = new Set([404, 429]);

function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface AddressSuggestions {
  /** Whether the instance offers suggestions (false while its config loads or when it failed). */
  enabled: boolean;
  /** Suggestions for what was typed; empty while there are none to show. */
  suggestions: AddressSuggestion[];
}

/**
 * Suggestions for the text a person typed: GetGoogleApiConfig is asked once per page load, then
 * address.SuggestAddresses after a pause in typing. Each query is its own cache entry, so a slow answer to an
 * older query never replaces a newer one. Failures show nothing: the field stays a plain input.
 */
export function useAddressSuggestions(typed: string): AddressSuggestions {
  const config = useQuery({ ...actionQueryOptions('GetGoogleApiConfig'), staleTime: Infinity, gcTime: Infinity });
  const [stopped, setStopped] = useState(false);
  const enabled = config.data?.enabled === true && !stopped;
  const minChars = config.data?.minChars ?? Infinity;

  const query = typed.trim();
  const debounced = useDebouncedValue(query, SUGGEST_DEBOUNCE_MS);
  const long = (s: string) => s.length >= minChars;

  const suggest = useQuery({
    ...actionQueryOptions('address.SuggestAddresses', { query: debounced }),
    enabled: enabled && long(debounced),
    staleTime: 5 * 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });

  const failedStatus = isActionError(suggest.error) ? suggest.error.status : null;
  useEffect(() => {
    if (failedStatus !== null && STOP_ASKING.has(failedStatus)) setStopped(true);
  }, [failedStatus]);

  const showing = enabled && long(query) && long(debounced) && !suggest.isError;
  return { enabled, suggestions: showing ? (suggest.data?.suggestions ?? []) : [] };
}
