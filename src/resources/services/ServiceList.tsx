import { ComingSoon } from '../../layout/ComingSoon';

/** Admin services: name, price, category, with create, update and delete modals. Delivered by a later issue. */
export const ServiceList = () => <ComingSoon title="resources.services.name" />;
