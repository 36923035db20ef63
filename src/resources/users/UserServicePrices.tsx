import { ComingSoon } from '../../layout/ComingSoon';

/** Per-user service prices, paged, with the Update Price modal. Delivered by a later issue. */
export const UserServicePrices = () => <ComingSoon title="resources.users.detail.services_price" />;
