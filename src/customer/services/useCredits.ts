import { skipToken, useQuery } from '@tanstack/react-query';
import { useAuthProvider, useGetIdentity } from 'react-admin';
import type { PortalAuthProvider } from '../../authProvider/authProvider';

/**
 * The signed-in customer's credits, read afresh from GET /profile (the order form's balance
 * after), and again whenever the tab comes back into view: orders placed in another tab, or a
 * top-up, change them meanwhile. `refresh` reads them again after a submission, and updates the
 * signed-in identity.
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
    refetchOnWindowFocus: 'always',
  });
  return {
    credits: data,
    refresh: () => {
      void refetch();
      void refetchIdentity();
    },
  };
};
