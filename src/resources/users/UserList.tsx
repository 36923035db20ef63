import { ComingSoon } from '../../layout/ComingSoon';

/** Users: paged table with create and delete modals. Delivered by a later issue. */
export const UserList = () => <ComingSoon title="resources.users.name" />;
