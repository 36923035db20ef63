import { ComingSoon } from '../../layout/ComingSoon';

/** Customer order form: choose a service, send IMEIs. Delivered by a later issue. */
export const ServiceOrderForm = () => <ComingSoon title="app.menu.customer_services" />;
