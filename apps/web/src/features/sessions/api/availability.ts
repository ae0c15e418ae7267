import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const useAvailability = () =>
  useQuery({
    queryKey: queryKeys.availability,
    queryFn: ({ signal }) => callApi(endpoints.availability.get, { signal }),
  });

export const useSetAvailability = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (online: boolean) => callApi(endpoints.availability.set, { body: { online } }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.availability, answer),
  });
};
