import { skipToken, useQuery } from '@tanstack/react-query';
import { useAuthProvider, useGetIdentity } from 'react-admin';
import type { PortalAuthProvider } from '../../authProvider/authProvider';

/**
 * The signed-in customer's credits, read afresh from GET /profile (the order form's balance
 * after); `refresh` reads them again after a submission, and updates the signed-in identity.
 */
export const useCredits = (): { credits: number | undefined; refresh: () => void } => {
  const authProvider = useAuthProvider<PortalAuthProvider>();
  const { refetch: refetchIdentity } = useGetIdentity();
  const { data, refetch } = useQuery({
    queryKey: ['profile', 'credits'],
    queryFn: authProvider
      ? async () => Number((await authProvider.getProfile()).user.credits)
      : skipToken,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return {
    credits: data,
    refresh: () => {
      void refetch();
      void refetchIdentity();
    },
  };
};
