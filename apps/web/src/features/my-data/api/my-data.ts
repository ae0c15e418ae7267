import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { myDataEndpoints, type DataExport } from '@app/contract';
import { callApi, callApiForBlob } from '@/lib/api-client';

const exportKey = ['my-data', 'export'] as const;

/** The signed-in person's latest data export (null when they never asked); looked at again while it is being built. */
export const useLatestDataExport = () =>
  useQuery({
    queryKey: exportKey,
    queryFn: ({ signal }) => callApi(myDataEndpoints.latest, { signal }).then((answer) => answer.data),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 15_000 : false),
  });

export const useAskDataExport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(myDataEndpoints.ask).then((answer) => answer.data),
    onSuccess: (data: DataExport) => queryClient.setQueryData(exportKey, data),
  });
};

export const useForgetDataExport = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: exportKey });
};

/** The archive of the mailed link (the request carries the person's sign-in too). */
export const fetchDataExport = (id: string, token: string) =>
  callApiForBlob(myDataEndpoints.download, { params: { id }, query: { token }, accept: 'application/zip' });
