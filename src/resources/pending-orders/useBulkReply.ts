import { useMutation } from '@tanstack/react-query';
import type { BulkReplyParams } from '../../dataProvider/bulkReply';
import type { PortalDataProvider } from '../../dataProvider/placeOrders';
import { useDataProviderCalls } from '../../dataProvider/useDataProviderCalls';

/** What the admin asks of a bulk reply; `dry_run` is the hook's to set. */
export type BulkReplyRequest = Omit<BulkReplyParams, 'dry_run'>;

/**
 * The two calls of the Bulk reply dialog (POST /admin_orders_bulk_reply): `preview` with
 * `dry_run` (changes nothing) and `send` for real.
 */
export const useBulkReply = () => {
  const dataProvider = useDataProviderCalls<PortalDataProvider>();
  const preview = useMutation({
    mutationFn: (request: BulkReplyRequest) =>
      dataProvider.bulkReply({ ...request, dry_run: true }),
  });
  const send = useMutation({
    mutationFn: (request: BulkReplyRequest) =>
      dataProvider.bulkReply({ ...request, dry_run: false }),
  });
  return { preview, send };
};
