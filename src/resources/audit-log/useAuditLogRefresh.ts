import { useQueryClient } from '@tanstack/react-query';

/** After a change made on a screen: the audit entries shown anywhere are read again. */
export const useAuditLogRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin-audit-log'] });
};
