import { useQuery } from '@tanstack/react-query';
import { listenerEndpoints, type OwnListenerProfile } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /listener/get-profile: the signed-in listener's profile and application status. */
export const getListenerProfile = async (signal?: AbortSignal): Promise<OwnListenerProfile> =>
  (await callApi(listenerEndpoints.getProfile, { signal })).data;

export const useListenerProfile = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: queryKeys.listenerProfile,
    queryFn: ({ signal }) => getListenerProfile(signal),
    enabled,
  });
