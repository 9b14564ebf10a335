// What the portal shares as '@tanstack/react-query' (mf-preset.cjs): the names its code uses. Provided whole, a shared
// module keeps every export, and hydration, infinite and suspense queries, mutation state and streamed queries would
// come to every signed-in page. config/src/__tests__/shared-facades.test.ts fails when code imports a name this list
// leaves out.
export {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from 'portal-react-query-full';
