import {
  useMutation,
  useQueryClient,
  type DefaultError,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';

/**
 * What a screen adds to an operation's mutation: its own reaction (toast, close a dialog,
 * navigate). It runs after the operation's cache effects (set data, invalidate) have run.
 */
export interface TScreenCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: DefaultError, variables: TVariables) => unknown;
  onSettled?: (
    data: TData | undefined,
    error: DefaultError | null,
    variables: TVariables,
  ) => unknown;
}

/** A mutation's options as an operation file builds them: the call and its cache effects. */
export type TOperationOptions<TData, TVariables> = UseMutationOptions<
  TData,
  DefaultError,
  TVariables
>;

/**
 * The one way a mutation hook is made (docs/architecture.md "Calling the API"): the operation's
 * options (built with the app's query client) and then the screen's callbacks.
 */
export function useOperation<TData, TVariables>(
  makeOptions: (queryClient: QueryClient) => TOperationOptions<TData, TVariables>,
  screen: TScreenCallbacks<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  const operation = makeOptions(queryClient);
  return useMutation<TData, DefaultError, TVariables>({
    ...operation,
    onSuccess: async (data, variables, result, context) => {
      await operation.onSuccess?.(data, variables, result, context);
      await screen.onSuccess?.(data, variables);
    },
    onError: async (error, variables, result, context) => {
      await operation.onError?.(error, variables, result, context);
      await screen.onError?.(error, variables);
    },
    onSettled: async (data, error, variables, result, context) => {
      await operation.onSettled?.(data, error, variables, result, context);
      await screen.onSettled?.(data, error, variables);
    },
  });
}

/** What a screen may tune on an operation's query (the key and the call stay the operation's). */
export interface TQueryTweaks {
  enabled?: boolean;
  staleTime?: number;
  refetchInterval?: number | false;
  /** `silent`: the screen shows the failure itself, so no error toast (query-client.ts). */
  meta?: { silent?: boolean };
}
