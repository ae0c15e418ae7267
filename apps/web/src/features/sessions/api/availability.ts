import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { availabilityEndpoints } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const useAvailability = () =>
  useQuery({
    queryKey: queryKeys.availability,
    queryFn: ({ signal }) => callApi(availabilityEndpoints.get, { signal }),
  });

export const useSetAvailability = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (online: boolean) => callApi(availabilityEndpoints.set, { body: { online } }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.availability, answer),
  });
};
